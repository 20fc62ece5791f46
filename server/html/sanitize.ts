import sanitizeHtml from "sanitize-html";
import { isAllowedImageSrc, isAllowedLinkHref } from "../../shared/rich-text.ts";

export { isEffectivelyEmpty } from "../../shared/rich-text.ts";

const dimension = (value: string | undefined) => (value !== undefined && /^\d{1,5}$/.test(value) ? value : undefined);

const LIST_TYPES = new Set(["1", "a", "A", "i", "I"]);

/** Attributes whose value is undefined are left out. */
const defined = (attribs: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * The one allow-list for stored HTML (announcements, trip stories). Applied when content is saved and
 * again when it is rendered, so rows written before a rule change are still safe.
 *
 * It keeps everything the admin rich-text editor (app/components/admin/rich-text-editor.tsx) can
 * produce unchanged: h2, h3, p, br, strong, em, ul, ol[start, type], li, a[href] and
 * img[src, alt, width, height]. Links and image sources follow app/lib/rich-text.ts: links to
 * http, https, mailto, tel or a path on this site; images only from our own /uploads/ paths.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote",
    "ul", "ol", "li", "a", "img", "hr", "span", "sub", "sup", "code", "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // No scheme at all for images: transformTags.img keeps only root-relative /uploads/ paths.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href !== undefined && isAllowedLinkHref(attribs.href) ? attribs.href : undefined;
      const rel = attribs.target === "_blank" ? "noopener noreferrer" : attribs.rel;
      return { tagName, attribs: defined({ ...attribs, href, rel }) };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: defined({
        ...attribs,
        src: attribs.src !== undefined && isAllowedImageSrc(attribs.src) ? attribs.src.trim() : undefined,
        width: dimension(attribs.width),
        height: dimension(attribs.height),
      }),
    }),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: defined({ ...attribs, start: dimension(attribs.start), type: LIST_TYPES.has(attribs.type ?? "") ? attribs.type : undefined }),
    }),
    // Headings inside stored content sit under the page's own h1/h2, so h1 becomes h2.
    h1: "h2",
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}
