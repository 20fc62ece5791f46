import type { MetaDescriptor } from "react-router";
import { type MetaMatches, noindex } from "./seo.ts";

/** The church's name as the root loader read it from Site settings (null when the settings could not load). */
function siteNameFrom(matches: MetaMatches): string | null {
  return (matches.find((m) => m?.id === "root")?.loaderData as { siteName?: string | null } | undefined)?.siteName ?? null;
}

/** Sign-in, account and admin pages: a title and noindex (spec section 1); no description or sharing tags. */
export function privateMeta(matches: MetaMatches, title: string): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  return [{ title: siteName ? `${title} | ${siteName}` : title }, noindex];
}

/** The title of the page that adds or edits one record: "New announcement", "Edit announcement". */
export const recordTitle = (noun: string, editing: boolean) => `${editing ? "Edit" : "New"} ${noun}`;

/** The meta of a record's page, served at create-new and at edit/{id}. */
export const recordMeta =
  (noun: string) =>
  ({ params, matches }: { params: { id?: string }; matches: MetaMatches }) =>
    privateMeta(matches, recordTitle(noun, Boolean(params.id)));
