import { ADMIN_HOME, areaPath, AREAS, canEnterArea } from "../../shared/areas.ts";
import { type Role } from "../../shared/roles.ts";
import { canEditPage } from "../../shared/content/pages.ts";
import { pageEditorPath } from "../../shared/content/editors.ts";
import { type EditTarget, editTargetsOf } from "../../shared/page-editors.ts";
import type { Events } from "../events/events.ts";
import { calendarsRefused } from "../events/series.ts";
import type { createPastServices } from "../past-services/past-services.ts";
import type { createSermonSeries } from "../past-services/series.ts";
import type { createTrips } from "../trips/trips.ts";

export type StaffBarLink = { label: string; href: string };

/** What the staff bar shows a signed-in member of staff on a public page. */
export type StaffBar = {
  /** The staff area's front page. */
  staffArea: string;
  /** The editor of the page being viewed, when this role may use it. */
  edit: StaffBarLink | null;
  /** Other editors of what the page shows that this role may use ("Church Staff" on the About page). */
  also: StaffBarLink[];
};

type Deps = {
  events: Pick<Events, "publicSeries">;
  trips: Pick<ReturnType<typeof createTrips>, "get">;
  pastServices: Pick<ReturnType<typeof createPastServices>, "get">;
  sermonSeries: Pick<ReturnType<typeof createSermonSeries>, "bySlug">;
};

/**
 * The staff bar of the public pages (issue 30): the editors of a public page (shared/page-editors.ts)
 * that a role may open, by the area table, the pages' own editors and the events' calendars; a record
 * that does not exist (a page that is not found) has no editor.
 */
export function createStaffBar({ events, trips, pastServices, sermonSeries }: Deps) {
  /** The editor's address and name for this role, or null when the role may not use it (or the record is gone). */
  async function linkTo(role: Role, target: EditTarget): Promise<StaffBarLink | null> {
    switch (target.kind) {
      case "words":
        return canEditPage(role, target.page) ? { label: "Page words", href: pageEditorPath(target.page) } : null;
      case "area":
        return canEnterArea(role, target.area) ? { label: AREAS[target.area].label, href: AREAS[target.area].path } : null;
      case "trip":
      case "trip-pictures": {
        if (!canEnterArea(role, "mission-trips") || !(await trips.get(target.id))) return null;
        return target.kind === "trip" ? { label: "Mission trip", href: areaPath("mission-trips", "edit", target.id) } : { label: "Trip pictures", href: areaPath("mission-trips", target.id, "images") };
      }
      case "past-service":
        return canEnterArea(role, "past-sessions") && (await pastServices.get(target.id)) ? { label: "Past service", href: areaPath("past-sessions", "edit", target.id) } : null;
      case "sermon-series": {
        const series = canEnterArea(role, "past-sessions") ? await sermonSeries.bySlug(target.slug) : null;
        return series ? { label: "Sermon series", href: areaPath("past-sessions", "series", "edit", series.id) } : null;
      }
      case "event": {
        const series = canEnterArea(role, "events") ? await events.publicSeries({ slug: target.slug }) : null;
        // Each role keeps its own calendar (church or childcare); an event of another is not theirs to open.
        if (!series?.eventId || calendarsRefused(role, series.categories)) return null;
        return { label: "Event", href: areaPath("events", "edit", series.eventId) };
      }
    }
  }

  return {
    async forPage(role: Role, pathname: string): Promise<StaffBar> {
      const [own, ...others] = editTargetsOf(pathname);
      const [edit, ...also] = await Promise.all([own ? linkTo(role, own) : null, ...others.map((t) => linkTo(role, t))]);
      return { staffArea: ADMIN_HOME, edit: edit ?? null, also: also.filter((link): link is StaffBarLink => link !== null) };
    },
  };
}

export type StaffBarService = ReturnType<typeof createStaffBar>;
