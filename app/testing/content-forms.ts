import { fieldName } from "../../shared/content/editors.ts";
import type { PageDocument } from "../../shared/content/pages.ts";
import type { Schedule } from "../../shared/content/schedule.ts";

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

/** The fields a value's editor posts, named as the editors name them (a ticked box is "path:bool"). */
function asForm(value: unknown, path: Array<string | number> = []): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => asForm(v, [...path, i])));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => asForm(v, [...path, k])));
  if (typeof value === "boolean") return value ? { [`${fieldName(...path)}:bool`]: "on" } : {};
  return { [fieldName(...path)]: String(value) };
}

/** The fields the weekly schedule's editor posts for `schedule`. */
export function scheduleFormFields(schedule: Schedule): Record<string, string> {
  return asForm(schedule);
}
