import { z } from "zod";

import { RICH_TEXT_MAX, isEffectivelyEmpty } from "../rich-text.ts";

export { RICH_TEXT_MAX, isEffectivelyEmpty } from "../rich-text.ts";

export type RichTextOptions = {
  /** Refuse a body that shows nothing (no text, no picture). */
  required?: boolean;
  /** Shown when a required body is empty, e.g. "Please write the announcement." */
  requiredMessage?: string;
  /** Longest HTML accepted, in characters (default 100 000). */
  max?: number;
};

/**
 * A rich-text field as the editor posts it (HTML from the hidden input). Trims, limits the length, and
 * turns a body that shows nothing ("<p></p>", "<p><br></p>") into "", which a required field refuses.
 * Works the same in the browser and on the server; sanitising stays on the server (sanitizeStoredHtml).
 */
export function richText({ required = false, requiredMessage = "Please write some text.", max = RICH_TEXT_MAX }: RichTextOptions = {}) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .max(max, `This text is too long: at most ${max.toLocaleString("en-US")} characters, formatting included.`)
    .transform((html) => (isEffectivelyEmpty(html) ? "" : html))
    .refine((html) => !required || html !== "", requiredMessage);
}
