/**
 * The staff's list of events (issue 33): the events a role may change, found by the filter box as site
 * search finds them (drafts too), filtered and sorted, in pages of 50. An event's next date comes from
 * its rule, so the list reads every matching event's few columns (not its description) and only the
 * changed dates from today on, works out the next dates, and reads categories for the page it shows.
 */
import { type SQL, and, eq, getTableColumns, inArray, isNotNull, notExists, exists, or, gte, sql } from "drizzle-orm";
import { type ListPage, type ListPlace, ADMIN_PAGE_SIZE, pageWithin } from "../../shared/admin-list.ts";
import { DEFAULT_WEEKS } from "../../shared/events.ts";
import { addDays } from "../../shared/dates.ts";
import type { Role } from "../../shared/roles.ts";
import { CALENDARS, canUseCalendar } from "../../shared/role-rights.ts";
import { type EventSort, EVENT_STATES, categoryFilter } from "../../shared/schemas/admin/events.ts";
import type { Db } from "../db/db.ts";
import { eventCategories, eventCategoryLinks, eventExceptions, events } from "../db/schema.ts";
import { staffMatches } from "../search/search.ts";
import { type DateChange, nextOccurrencesOf, occurrencesOf } from "./occurrences.ts";
import { lastStart } from "./recurrence.ts";
import { type SeriesReader, wordsOf } from "./series.ts";

/** An event as the staff's list shows it: its rule in words, its next date, and how many dates soon are cancelled. */
export type AdminEventRow = {
  id: number;
  title: string;
  status: "draft" | "published";
  words: string;
  next: string | null;
  categories: string[];
  cancelledSoon: number;
};

const { description: _description, ...listColumns } = getTableColumns(events);

export function createEventAdminList(db: Db, reader: Pick<SeriesReader, "today" | "categories" | "linksOf" | "seriesOfRow">) {
  const { today, categories, linksOf, seriesOfRow } = reader;

  /** The events whose categories all belong to calendars the role may use. */
  function withinCalendars(role: Role): SQL | undefined {
    const refused = CALENDARS.filter((c) => !canUseCalendar(role, c));
    if (refused.length === 0) return undefined;
    return notExists(
      db
        .select({ one: sql`1` })
        .from(eventCategoryLinks)
        .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.categoryId))
        .where(and(eq(eventCategoryLinks.eventId, events.id), inArray(eventCategories.calendar, refused))),
    );
  }

  function inCategory(slug: string): SQL {
    return exists(
      db
        .select({ one: sql`1` })
        .from(eventCategoryLinks)
        .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.categoryId))
        .where(and(eq(eventCategoryLinks.eventId, events.id), eq(eventCategories.slug, slug))),
    );
  }

  /** The changed dates that can touch a date from `from` on: those planned then, or moved to then. */
  async function changesFrom(from: string, ids: number[]): Promise<Map<number, DateChange[]>> {
    const byEvent = new Map<number, DateChange[]>();
    if (ids.length === 0) return byEvent;
    const rows = await db
      .select()
      .from(eventExceptions)
      .where(and(isNotNull(eventExceptions.eventId), or(gte(eventExceptions.originalDate, from), gte(eventExceptions.startLocal, from))))
      .orderBy(eventExceptions.originalDate);
    const wanted = new Set(ids);
    for (const r of rows) {
      if (r.eventId === null || !wanted.has(r.eventId)) continue;
      byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), { originalDate: r.originalDate, kind: r.kind, startLocal: r.startLocal, endLocal: r.endLocal, note: r.note }]);
    }
    return byEvent;
  }

  return {
    /** What the list's "Show" choice may hold for a role: the states, then the categories it may use. */
    async adminFilters(role: Role): Promise<Array<{ value: string; label: string }>> {
      const usable = (await categories()).filter((c) => canUseCalendar(role, c.calendar));
      return usable.map((c) => ({ value: categoryFilter(c.slug), label: `Category: ${c.name}` }));
    },

    /**
     * One page of the events a role may change. "next": the soonest next date first, then the events
     * with no date ahead, the most recently ended first; "title"; "changed": the latest edit first.
     */
    async adminPage(place: ListPlace<EventSort, string>, role: Role): Promise<ListPage<AdminEventRow>> {
      const from = today();
      const state = EVENT_STATES.find((s) => s === place.filter) ?? null;
      const category = !state && place.filter?.startsWith(categoryFilter("")) ? place.filter.slice(categoryFilter("").length) : null;
      const where = and(
        withinCalendars(role),
        place.q ? sql`${events.id} in ${staffMatches("event", place.q)}` : undefined,
        state === "drafts" ? eq(events.status, "draft") : undefined,
        category ? inCategory(category) : undefined,
      );
      const rows = await db.select(listColumns).from(events).where(where);
      const changes = await changesFrom(
        from,
        rows.map((r) => r.id),
      );
      const listed = rows.map((row) => {
        const series = seriesOfRow({ ...row, description: "" }, [], changes.get(row.id) ?? []);
        const next = nextOccurrencesOf(series, from, 1)[0]?.startLocal ?? null;
        return { row, series, next };
      });
      const shown = state === "upcoming" || state === "past" ? listed.filter((e) => (state === "upcoming") === (e.next !== null)) : listed;
      const byTitle = (a: (typeof listed)[number], b: (typeof listed)[number]) => a.row.title.localeCompare(b.row.title, "en", { sensitivity: "base" }) || a.row.id - b.row.id;
      if (place.sort === "title") shown.sort(byTitle);
      else if (place.sort === "changed") shown.sort((a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime() || b.row.id - a.row.id);
      else {
        const ended = new Map(shown.filter((e) => e.next === null).map((e) => [e.row.id, lastStart(e.row) ?? ""]));
        shown.sort((a, b) => {
          if (a.next !== null && b.next !== null) return a.next.localeCompare(b.next) || byTitle(a, b);
          if (a.next !== null || b.next !== null) return a.next !== null ? -1 : 1;
          return ended.get(b.row.id)!.localeCompare(ended.get(a.row.id)!) || byTitle(a, b);
        });
      }
      const { page, pages, offset } = pageWithin(place.page, shown.length);
      const onPage = shown.slice(offset, offset + ADMIN_PAGE_SIZE);
      const links = await linksOf(onPage.map((e) => e.row.id));
      const soon = addDays(from, DEFAULT_WEEKS * 7);
      return {
        items: onPage.map(({ row, series, next }) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          words: wordsOf(row),
          next,
          categories: (links.get(row.id) ?? []).map((c) => c.name),
          cancelledSoon: occurrencesOf(series, from, soon).filter((o) => o.status === "cancelled").length,
        })),
        total: shown.length,
        page,
        pages,
      };
    },
  };
}
