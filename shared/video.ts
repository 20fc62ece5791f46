import { uploads } from "./uploads.ts";

export type ServiceVideo =
  | { kind: "embed"; src: string; title: string }
  | { kind: "link"; href: string; host: string }
  | { kind: "file"; src: string }
  | { kind: "none" };

const NONE = "none";

function isSet(value: string | null | undefined): value is string {
  return Boolean(value && value.trim() && value.trim().toLowerCase() !== NONE);
}

/**
 * Video hosts whose players may be framed. An embed code is never echoed: its iframe `src` is read,
 * checked against this list and a clean iframe is rebuilt (which also drops inline style and frameborder).
 */
const EMBED_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "www.facebook.com",
  "fast.wistia.net",
  "player.restream.io",
  "www.loom.com",
];

export const VIDEO_FRAME_SOURCES = EMBED_HOSTS.map((h) => `https://${h}`);

function embeddable(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.toLowerCase();
  if (host === "youtu.be") return `https://www.youtube.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`;
  if ((host === "www.youtube.com" || host === "youtube.com" || host === "m.youtube.com") && parsed.pathname === "/watch") {
    const id = parsed.searchParams.get("v");
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
  }
  if ((host === "www.youtube.com" || host === "youtube.com") && parsed.pathname.startsWith("/live/")) {
    return `https://www.youtube.com/embed/${encodeURIComponent(parsed.pathname.slice(6))}`;
  }
  if (host === "vimeo.com" && /^\/\d+$/.test(parsed.pathname)) return `https://player.vimeo.com/video${parsed.pathname}`;
  if (!EMBED_HOSTS.includes(host)) return null;
  if (host.includes("youtube") && !parsed.pathname.startsWith("/embed/")) return null;
  return parsed.toString();
}

/** A video file (not a page) that browsers play: how a link to a site we do not know may be offered. */
const VIDEO_FILE = /\.(mp4|m4v|mov|webm|ogv)$/i;

/** A link to a video file on another site: https only, and the path names a video file. */
function videoFileLink(address: string): { href: string; host: string } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  return url.protocol === "https:" && VIDEO_FILE.test(url.pathname) ? { href: url.toString(), host: url.hostname } : null;
}

function iframeSrc(code: string): string | null {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(code);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  return raw ? raw.replace(/&amp;/g, "&") : null;
}

/**
 * Spec section 4, past service video: an iframe embed code, else a link shown in a frame, else the
 * uploaded file, else nothing. A link to a video site we do not frame is offered only when it is an
 * https link to a video file, as a link that says where it goes; any other stored link shows nothing.
 */
export function serviceVideo(service: {
  id: number;
  serviceType: string;
  videoLink: string | null;
  videoFileName: string | null;
}): ServiceVideo {
  const title = `${service.serviceType} video`;
  if (isSet(service.videoLink) && /<iframe/i.test(service.videoLink)) {
    const src = iframeSrc(service.videoLink);
    const safe = src ? embeddable(src) : null;
    if (safe) return { kind: "embed", src: safe, title };
  } else if (isSet(service.videoLink)) {
    const link = service.videoLink.trim();
    const safe = embeddable(link);
    if (safe) return { kind: "embed", src: safe, title };
    const file = videoFileLink(link);
    if (file) return { kind: "link", ...file };
  }
  if (isSet(service.videoFileName)) {
    return { kind: "file", src: uploads.pastService(service.id, service.videoFileName) };
  }
  return { kind: "none" };
}

export function bulletinUrl(service: { id: number; bulletinFileName: string | null }): string | null {
  return isSet(service.bulletinFileName) ? uploads.pastService(service.id, service.bulletinFileName) : null;
}

/** The video sites staff may take embed codes from, as the form names them. */
export const EMBED_PROVIDERS = "YouTube, Vimeo, Facebook, Wistia, Restream or Loom";

export const videoLinkMessages = {
  notAllowed: `That embed code is from a video site our pages cannot show. Please use the embed code from ${EMBED_PROVIDERS}, or paste the video's web address instead.`,
  notEmbed: "Please paste only the embed code (it starts with <iframe), or the video's web address, or leave this empty.",
  notUrl: "Please paste the video's web address (it starts with https://) or its embed code, or leave this empty.",
  notHttps: "Please use the secure address of the video: it starts with https://, not http://.",
  unknownSite: `That is not a video site our pages can show. Please paste a link or embed code from ${EMBED_PROVIDERS}, or a direct link to a video file (ending in .mp4, .mov or .webm), or upload the video instead.`,
} as const;

/** One iframe and nothing else: what the video sites' Share, Embed buttons give. */
const SINGLE_IFRAME = /^<iframe\b[^<>]*>\s*<\/iframe\s*>$/i;

/**
 * What the admin form stores for a video link or embed code (the past service video rule of spec
 * section 4, applied when saving): empty or "none" is no link (null); an https address of an allowed
 * video site, or an https link to a video file elsewhere, is kept as typed;
 * an iframe embed code from an allowed player is rebuilt as a clean iframe from its src, so neither
 * the public page nor /api ever carries the pasted markup. Anything else is refused with a message.
 */
export function checkVideoLink(raw: string): { ok: true; value: string | null } | { ok: false; message: string } {
  const value = raw.trim();
  if (!value || value.toLowerCase() === NONE) return { ok: true, value: null };
  if (value.includes("<")) {
    if (!SINGLE_IFRAME.test(value)) return { ok: false, message: videoLinkMessages.notEmbed };
    const src = iframeSrc(value);
    const safe = src ? embeddable(src) : null;
    if (!safe) return { ok: false, message: videoLinkMessages.notAllowed };
    return { ok: true, value: `<iframe src="${safe.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" allowfullscreen></iframe>` };
  }
  if (/\s/.test(value)) return { ok: false, message: videoLinkMessages.notUrl };
  // "www.youtube.com/watch?v=…" as copied from some address bars: the https:// is understood.
  const address = /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(value) ? `https://${value}` : value;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, message: videoLinkMessages.notUrl };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".")) return { ok: false, message: videoLinkMessages.notUrl };
  if (url.protocol !== "https:") return { ok: false, message: videoLinkMessages.notHttps };
  if (!embeddable(address) && !videoFileLink(address)) return { ok: false, message: videoLinkMessages.unknownSite };
  return { ok: true, value: address };
}
