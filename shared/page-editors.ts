/**
 * Which staff editors change a public page (issue 30): what the staff bar's "Edit this page" opens,
 * and the other places that hold what the page shows. The first target is the page's own editor: its
 * words (shared/content/pages.ts), or the area whose records the page lists where that is what a
 * person means by "this page" (announcements, galleries, the calendar...). A record's page (a trip, a
 * past service, an event) names its record, which the server looks up (server/admin/staff-bar.ts);
 * rights are decided there by the area table. Pure: the server reads it, and the tests.
 */
import type { AreaKey } from "./areas.ts";
import { type PagePath, isPagePath } from "./content/pages.ts";
import { parseRecordId } from "./record-id.ts";

export type EditTarget =
  /** The page's words: /admin/pages/{page}. */
  | { kind: "words"; page: PagePath }
  /** An area of the staff area, at its own address. */
  | { kind: "area"; area: AreaKey }
  /** One record of an area, looked up by the address's id or slug. */
  | { kind: "trip" | "trip-pictures" | "past-service"; id: number }
  | { kind: "event" | "sermon-series"; slug: string };

/** Pages that list an area's records: the records come first, then the page's words. */
const LISTS: Partial<Record<PagePath, AreaKey>> = {
  "/announcements": "announcements",
  "/mission-trips": "mission-trips",
  "/past-sessions": "past-sessions",
  "/daily-readings": "daily-readings",
  "/operation-christmas-child": "operation-christmas-child",
  "/first-responders": "first-responders",
  "/common-grounds": "common-grounds",
  "/holidays": "holidays",
  "/september-club": "september-club",
  "/events": "events",
};

/** Pages whose words come first, with the areas that hold the rest of what they show. */
const ALSO: Partial<Record<PagePath, AreaKey[]>> = {
  "/about": ["church-staff"],
  "/contact": ["site-settings"],
  "/worship": ["schedule"],
  "/childcare-preschool": ["childcare-info", "childcare-staff"],
  "/events/archive": ["events"],
  // Ministry pages show their meeting times from the weekly schedule.
  "/cub-boy-scouts": ["schedule"],
  "/gods-big-house": ["schedule"],
  "/grief-support": ["schedule"],
  "/marshall-wesley": ["schedule"],
  "/recovery-alive": ["schedule"],
  "/vacation-bible-school": ["schedule"],
  "/wednesday-night-kids": ["schedule"],
};

/** The page that one address serves under another (the spec's two readings of the past services list). */
const SAME_PAGE: Record<string, PagePath> = { "/past-services": "/past-sessions" };

const RECORD_PAGES: ReadonlyArray<{ pattern: RegExp; targets: (match: string) => EditTarget[] | null }> = [
  { pattern: /^\/mission-trips\/([^/]+)$/, targets: (id) => withId(id, (n) => [{ kind: "trip", id: n }, { kind: "trip-pictures", id: n }]) },
  { pattern: /^\/past-session\/([^/]+)$/, targets: (id) => withId(id, (n) => [{ kind: "past-service", id: n }]) },
  { pattern: /^\/past-sessions\/series\/([^/]+)$/, targets: (slug) => [{ kind: "sermon-series", slug }] },
  { pattern: /^\/events\/schedule\/([^/]+)$/, targets: () => [{ kind: "area", area: "schedule" }] },
  { pattern: /^\/events\/([^/]+)$/, targets: (slug) => [{ kind: "event", slug }] },
];

function withId(value: string, targets: (id: number) => EditTarget[]): EditTarget[] | null {
  const id = parseRecordId(value);
  return id === null ? null : targets(id);
}

/** What edits the public page at `pathname`, its own editor first; none for an address that is no page (a not-found page). */
export function editTargetsOf(pathname: string): EditTarget[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = SAME_PAGE[trimmed] ?? trimmed;
  if (isPagePath(path) && path !== "*") {
    const list = LISTS[path];
    if (list) return [{ kind: "area", area: list }, { kind: "words", page: path }];
    return [{ kind: "words", page: path }, ...(ALSO[path] ?? []).map((area): EditTarget => ({ kind: "area", area }))];
  }
  for (const { pattern, targets } of RECORD_PAGES) {
    const match = pattern.exec(path);
    if (match) return targets(match[1]!) ?? [];
  }
  return [];
}
