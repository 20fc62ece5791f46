import type { PageDocument } from "../../shared/content/pages.ts";

/** The fields a page's editor posts for `page` (as the form shows it), with `changes` applied. */
export function pageFormFields(page: PageDocument, changes: Record<string, string> = {}): Record<string, string> {
  return {
    "doc.title": page.title,
    "doc.description": page.description,
    ...Object.fromEntries(Object.entries(page.sections).map(([name, text]) => [`doc.sections.${name}`, text])),
    ...(page.hero ? { "doc.hero.src": page.hero.src, "doc.hero.width": String(page.hero.width), "doc.hero.height": String(page.hero.height), "doc.hero.alt": page.hero.alt } : {}),
    ...changes,
  };
}
