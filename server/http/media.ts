import { Readable } from "node:stream";
import type { Context } from "hono";
import { BACKUPS_PREFIX, type ByteRange, type FileStore } from "../storage/store.ts";

/**
 * Uploaded files change name when they change (the pipeline names every file anew), so browsers and
 * a CDN may keep them for a year without asking again. Files named by hand (the demo pictures, a
 * bulletin restored from an old site) are kept a day.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
const NAMED_FILE_CACHE_CONTROL = "public, max-age=86400";
/** A name the upload pipeline generated (3f9c0a1be27d4c55-ab12.mp3, or its -640 variant): its bytes never change. */
const GENERATED_NAME = /(?:^|\/)[0-9a-f]{16}-[0-9a-f]{4}(?:-640)?\.[a-z0-9]+$/;
const cacheControlOf = (key: string) => (GENERATED_NAME.test(key) ? MEDIA_CACHE_CONTROL : NAMED_FILE_CACHE_CONTROL);

/** A path below /uploads that can name a placed file: a name with an extension, no dotted (private) parts. */
function keyOf(pathname: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(pathname.replace(/^\/uploads\//, ""));
  } catch {
    return null;
  }
  const parts = key.split("/");
  if (parts.some((part) => part === "" || part.startsWith(".") || part.includes("\\"))) return null;
  // The backup set shares a bucket with the uploads: its archives are never served, nor redirected to.
  if (`${parts[0]}/` === BACKUPS_PREFIX) return null;
  return /\.[a-z0-9]+$/i.test(parts.at(-1)!) ? key : null;
}

/**
 * The one range of a `Range: bytes=…` header, or "whole" when the header asks for none or for several
 * (a server may answer those with the whole file), or "unsatisfiable".
 */
export function byteRange(header: string | undefined, size: number): ByteRange | "whole" | "unsatisfiable" {
  if (!header) return "whole";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "whole";
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return "whole";
  if (first === "") {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return "whole";
  return { start, end };
}

/**
 * GET and HEAD /uploads/{key}: the file streamed from the store (disk or bucket) with its validator,
 * byte ranges for players that seek, and 304 for a copy still fresh; or, with MEDIA_PUBLIC_URL, a
 * redirect to the same key there (a CDN or the bucket's own address).
 */
export function serveMedia({ store, mediaPublicUrl }: { store: FileStore; mediaPublicUrl?: string }) {
  return async (c: Context) => {
    const key = keyOf(c.req.path);
    if (!key) return c.text("Not found", 404);
    if (mediaPublicUrl) {
      c.header("Cache-Control", cacheControlOf(key));
      return c.redirect(`${mediaPublicUrl}/${key.split("/").map(encodeURIComponent).join("/")}`, 301);
    }
    const info = await store.info(key);
    if (!info) return c.text("Not found", 404);
    const headers: Record<string, string> = {
      "Content-Type": info.contentType,
      ETag: info.etag,
      "Last-Modified": info.lastModified.toUTCString(),
      "Accept-Ranges": "bytes",
      "Cache-Control": cacheControlOf(key),
    };
    const cached = c.req.header("If-None-Match");
    if (cached && cached.split(",").some((tag) => tag.trim().replace(/^W\//, "") === info.etag)) return c.body(null, 304, headers);
    const ifRange = c.req.header("If-Range");
    const range = ifRange && ifRange !== info.etag ? "whole" : byteRange(c.req.header("Range"), info.size);
    if (range === "unsatisfiable") {
      const { "Cache-Control": _kept, ...refusal } = headers;
      return c.body(null, 416, { ...refusal, "Content-Range": `bytes */${info.size}` });
    }
    const part = range === "whole" ? null : range;
    const length = part ? part.end - part.start + 1 : info.size;
    const answer = { ...headers, "Content-Length": String(length), ...(part ? { "Content-Range": `bytes ${part.start}-${part.end}/${info.size}` } : {}) };
    const status = part ? 206 : 200;
    if (c.req.method === "HEAD" || length === 0) return c.body(null, status, answer);
    const stream = await store.read(key, part ?? undefined);
    return c.body(Readable.toWeb(stream) as ReadableStream, status, answer);
  };
}
