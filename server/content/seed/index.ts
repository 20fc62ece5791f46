import { pageKey, type PagePath } from "../../../shared/content/pages.ts";
import { seedPages } from "./pages.ts";
import { seedDocuments as childcareDocuments, seedFees, seedSchedule, seedSettings } from "./site.ts";

/** Every content document a new site starts with, by key. */
export function seedDocuments(): Record<string, unknown> {
  return {
    settings: seedSettings,
    schedule: seedSchedule,
    "childcare-fees": seedFees,
    "childcare-documents": childcareDocuments,
    ...Object.fromEntries(Object.entries(seedPages).map(([path, page]) => [pageKey(path as PagePath), page])),
  };
}
