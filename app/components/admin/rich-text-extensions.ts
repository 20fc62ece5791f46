import { Image } from "@tiptap/extension-image";
import { StarterKit } from "@tiptap/starter-kit";
import { isAllowedImageSrc, isAllowedLinkHref } from "../../../shared/rich-text.ts";

/**
 * The editor's schema: exactly what its toolbar makes (h2, h3, p, strong, em, ul, ol, li, a, img)
 * plus line breaks (Shift+Enter), so everything it shows passes server/html/sanitize.ts unchanged.
 * Marks and blocks with no button (underline, strike, code, code blocks, quotes, rules) are left out,
 * so their shortcuts and pasted copies cannot slip in; pasted links and pictures follow the
 * sanitiser's own address rules.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      enableClickSelection: true,
      autolink: true,
      defaultProtocol: "https",
      // Links open in the same tab on the public page: no target, so no rel either.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
  Image.extend({
    parseHTML() {
      return [{ tag: "img[src]", getAttrs: (dom) => (isAllowedImageSrc(dom.getAttribute("src") ?? "") ? null : false) }];
    },
  }).configure({ inline: false, allowBase64: false }),
];
