import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for stored HTML (announcements, trip stories). Applied when content is saved and
 * again when it is rendered, so rows written before a rule change are still safe.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote",
    "ul", "ol", "li", "a", "img", "hr", "span", "sub", "sup", "code", "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    // Headings inside stored content sit under the page's own h1/h2, so h1 becomes h2.
    h1: "h2",
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}
