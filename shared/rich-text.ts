/**
 * Rules for stored rich text (announcement bodies, mission-trip stories) that the admin editor in the
 * browser and the one sanitiser on the server (server/html/sanitize.ts) both apply, so what the editor
 * accepts is exactly what survives saving. No dependencies: this module is bundled for the browser.
 */

/** The longest stored body, in characters of HTML. */
export const RICH_TEXT_MAX = 100_000;

const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** Control characters and backslashes, which browsers strip or rewrite inside addresses. */
const hasTrickCharacters = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char === "\x7f" || char === "\\");

/**
 * Where a link may point: an absolute http, https, mailto or tel address, or a path on this site
 * ("/contact"). Protocol-relative ("//host") and backslash tricks ("/\host") are refused.
 */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (value === "" || hasTrickCharacters(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return false;
  const protocol = `${scheme[1].toLowerCase()}:`;
  if (!LINK_SCHEMES.has(protocol)) return false;
  if (protocol === "http:" || protocol === "https:") return URL.canParse(value) && new URL(value).hostname !== "";
  return value.length > scheme[0].length;
}

/**
 * Where an image may come from: only our own uploads, as a path from the site root
 * ("/uploads/content/x.webp"; no "..", "//", backslash or encoded dot or slash). Pictures from other sites are refused: the
 * Content-Security-Policy (img-src 'self') would block them anyway, and they could track readers.
 * http, https, data: and protocol-relative sources are all refused.
 */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  return (
    /^\/uploads\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]+$/.test(value) &&
    !value.includes("//") &&
    !/%(2e|2f|5c)/i.test(value) &&
    !value.split("/").some((segment) => segment === ".." || segment === ".")
  );
}

/**
 * What a person typed into the editor's link box, as an address the editor may store: "https://…",
 * "http://…", "mailto:…" and "tel:…" as given; a bare "example.org/page" gets https://, an e-mail
 * address gets mailto: and a phone number gets tel:. Anything else (including javascript:) is null.
 */
export function normalizeLinkInput(input: string): string | null {
  const value = input.trim();
  if (value === "") return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return isAllowedLinkHref(value) ? value : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value)) return null;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return `mailto:${value}`;
  if (/^\+?[\d\s().-]{7,}$/.test(value)) return `tel:${value.replace(/[^\d+]/g, "")}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(value)) {
    const href = `https://${value}`;
    return isAllowedLinkHref(href) ? href : null;
  }
  return null;
}

// A line break at the very end of a paragraph or heading, with any marks closing after it.
const TRAILING_BREAK = /<br\s*\/?>((?:<\/(?:strong|em|a|b|i)>)*)<\/(p|h2|h3)>/g;
const EMPTY_BLOCK = /<(p|h2|h3)><\/\1>/g;

/**
 * The editor's HTML as it is stored and shown on the public page. Browsers give an empty paragraph no
 * height and ignore a line break at the end of a paragraph, while the editor shows both as a line; so
 * each empty paragraph or heading gets a <br> and each one ending in a break gets a second. The empty
 * paragraph Tiptap keeps at the very end (so there is a line to type on after a list or picture) is
 * left out, and an editor with nothing in it gives "". toEditorHtml undoes this.
 */
export function toStoredHtml(editorHtml: string): string {
  return editorHtml
    .replace(/(?:<p><\/p>)+$/, "")
    .replace(TRAILING_BREAK, "<br><br>$1</$2>")
    .replace(EMPTY_BLOCK, "<$1><br></$1>");
}

/** Stored HTML as the editor loads it: one line break fewer at the end of each paragraph and heading. */
export function toEditorHtml(storedHtml: string): string {
  return storedHtml.replace(TRAILING_BREAK, "$1</$2>");
}

const EMPTY_TEXT = /&nbsp;|&#160;|&#x0*a0;|&#8203;|&#x200b;|[\s\u200b\ufeff]/gi;

/**
 * True when HTML shows nothing: no text and no picture. An editor left empty posts "<p></p>", and one
 * cleared by hand can leave "<p><br></p>" or "<p>&nbsp;</p>"; all of them count as empty.
 */
export function isEffectivelyEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(EMPTY_TEXT, "") === "";
}

const ENTITIES: Record<string, string> = { "&nbsp;": " ", "&#160;": " ", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const BLOCK_END = /<\/(?:p|li|h[1-6]|blockquote)>/i;

/** The text of an HTML fragment: tags dropped, the sanitiser's entities decoded in one pass (so "&amp;lt;" stays "&lt;"). */
function textOf(fragment: string): string {
  return fragment.replace(/<[^>]+>/g, "").replace(/&(?:nbsp|#160|quot|#39|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);
}

/** The words of each paragraph (or list item) of stored HTML as plain text: for a short section shown as separate lines. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(BLOCK_END)
    .map((part) => textOf(part.replace(/<br\s*\/?>/gi, " ")).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Stored HTML as plain text, one paragraph (or line break) a line: for calendar feeds and revision diffs. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .split(BLOCK_END)
    .flatMap((part) => textOf(part).split("\n"))
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
