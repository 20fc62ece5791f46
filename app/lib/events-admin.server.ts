import { data } from "react-router";
import type { Outcome } from "../../server/admin/outcome.ts";
import { areaPath } from "../../shared/areas.ts";
import { type Role } from "../../shared/roles.ts";
import { canUseCalendar } from "../../shared/role-rights.ts";
import { PAGES, type PagePath } from "../../shared/content/pages.ts";
import type { Services } from "../../server/services.ts";
import type { SeriesRef } from "../../server/events/event-dates.ts";
import { EVENT_SLUG } from "../../shared/events.ts";
import { idParam } from "./admin.server.ts";

/** The series of a dates page: /admin/events/{id}/dates or /admin/events/schedule/{row}/dates. */
export function seriesParam(params: { id?: string; entry?: string }): SeriesRef {
  if (params.entry === undefined) return { eventId: idParam(params.id) };
  if (!EVENT_SLUG.test(params.entry) || params.entry.length > 120) throw data({ error: "There is no such row in the weekly schedule. Please choose one from the Events Calendar." }, { status: 404 });
  return { entry: params.entry };
}

/** Where a series' dates are kept in the staff area. */
export function datesPath(ref: SeriesRef): string {
  return "eventId" in ref ? areaPath("events", ref.eventId, "dates") : areaPath("events", "schedule", ref.entry, "dates");
}

/** A refused read (not found, another calendar's event) as the staff area's error page. */
export function outcomeOr404<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw data({ error: outcome.error }, { status: outcome.status });
  return outcome.value;
}

/** What the event form offers a role: the categories of the calendars it may use, time zones and pages. */
export async function eventFormChoices(services: Services, role: Role) {
  const categories = (await services.events.categories()).filter((c) => canUseCalendar(role, c.calendar)).map(({ slug, name }) => ({ slug, name }));
  const pages = (Object.keys(PAGES) as PagePath[]).filter((p) => p !== "*").map((path) => ({ value: path, label: PAGES[path].label }));
  return { categories, timeZones: Intl.supportedValuesOf("timeZone"), siteTimeZone: services.site.timeZone, pages };
}
