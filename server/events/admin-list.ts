/**
 * The staff's list of events (issue 33): the events a role may change, found by the filter box as site
 * search finds them (drafts too), filtered and sorted, in pages of 50. An event's next date comes from
 * its rule: the database works it out for the single dates (most events, and more each year), this
 * file for the few series, whose next and last dates go into the one query that filters, orders and
 * pages them all, with the page's categories.
 */
import { type SQL, and, asc, eq, exists, getTableColumns, gte, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { type ListPage, type ListPlace, ADMIN_PAGE_SIZE, pageWithin } from "../../shared/admin-list.ts";
import { DEFAULT_WEEKS } from "../../shared/events.ts";
import { addDays } from "../../shared/dates.ts";
import type { Role } from "../../shared/roles.ts";
import { CALENDARS, canUseCalendar } from "../../shared/role-rights.ts";
import { type EventSort, EVENT_STATES, categoryFilter } from "../../shared/schemas/admin/events.ts";
import type { Db } from "../db/db.ts";
import { eventCategories, eventCategoryLinks, eventExceptions, events } from "../db/schema.ts";
import { staffMatches } from "../search/search.ts";
import { type DateChange, nextOccurrencesOf } from "./occurrences.ts";
import { fromRuleString, lastStart, nextStarts, startOn } from "./recurrence.ts";
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

/**
 * How many of a series' dates from `from` to `to` are cancelled (still shown, marked), as
 * `occurrencesOf` would count them, without building each date (and its moments in its time zone).
 */
export function cancelledBetween(series: { rrule: string | null; startLocal: string; changes: DateChange[] }, from: string, to: string): number {
  return series.changes.filter((c) => c.kind === "cancelled" && c.originalDate >= from && c.originalDate <= to && startOn(series, c.originalDate) !== null).length;
}

export function createEventAdminList(db: Db, reader: Pick<SeriesReader, "today" | "categories" | "seriesOfRow">) {
  const { today, categories, seriesOfRow } = reader;

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
      .where(and(inArray(eventExceptions.eventId, ids), or(gte(eventExceptions.originalDate, from), gte(eventExceptions.startLocal, from))))
      .orderBy(asc(eventExceptions.originalDate));
    for (const r of rows) {
      if (r.eventId === null) continue;
      byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), { originalDate: r.originalDate, kind: r.kind, startLocal: r.startLocal, endLocal: r.endLocal, note: r.note }]);
    }
    return byEvent;
  }

  /**
   * The next starts from `from` on (changed dates applied) of the series that can have one (their last
   * date, kept on the row, is not past: the ended ones, most of them at ten years, are never expanded)
   * and, for those with none, when they ended (for the order of past events): the last date the rule
   * names, or the last start of a counted one (an ended series: its last date, in the query). With the changed dates from `from` on, for the dates
   * cancelled soon.
   */
  async function seriesDates(where: SQL | undefined, from: string) {
    const rows = await db
      .select({ id: events.id, rrule: events.rrule, startLocal: events.startLocal })
      .from(events)
      .where(and(where, isNotNull(events.rrule), or(isNull(events.lastDate), gte(events.lastDate, from))));
    const changes = await changesFrom(
      from,
      rows.map((r) => r.id),
    );
    // Only a series with changed dates ahead has its dates built (from its whole row); the rest need only their rule.
    const changedRows = changes.size ? await db.select(listColumns).from(events).where(inArray(events.id, [...changes.keys()])) : [];
    const dates = rows.map((row) => {
      const rule = fromRuleString(row.rrule);
      const changed = changedRows.find((r) => r.id === row.id);
      const next = changed
        ? (nextOccurrencesOf(seriesOfRow({ ...changed, description: "" }, [], changes.get(row.id)!), from, 1)[0]?.startLocal ?? null)
        : rule.ends === "on" && rule.until < from
          ? null
          : (nextStarts(row, `${from}T00:00`, 1)[0] ?? null);
      return { id: row.id, next, last: next ? null : rule.ends === "on" ? `${rule.until}T23:59` : lastStart(row) };
    });
    return { dates, changes };
  }

  return {
    /** The categories a role may use, as choices of the list's "Show" (after its states: dates ahead, none ahead, drafts). */
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
      const series = await seriesDates(where, from);
      const soon = addDays(from, DEFAULT_WEEKS * 7);
      // A single date: its start, or where it was moved, unless that is before today or it was removed.
      const listed = sql`(
        select ${events.id} as id, ${events.title} as name, lower(${events.title}) as title, ${events.status} as status, ${events.rrule} as rrule,
          ${events.startLocal} as start_local, ${events.allDay} as all_day, ${events.updatedAt} as updated_at,
          case when ${events.rrule} is not null then d.next
            when x.kind = 'removed' then null
            when x.kind = 'moved' then case when x.start_local >= ${from} then x.start_local end
            when ${events.startLocal} >= ${from} then ${events.startLocal} end as next,
          case when ${events.rrule} is null then coalesce(x.start_local, ${events.startLocal})
            when d.id is not null then d.last else to_char(${events.lastDate}, 'YYYY-MM-DD') || 'T23:59' end as last,
          coalesce(x.kind = 'cancelled' and x.original_date between cast(${from} as date) and cast(${soon} as date), false) as cancelled_soon
        from ${events}
        left join ${eventExceptions} x on ${events.rrule} is null and x.event_id = ${events.id} and x.original_date = cast(left(${events.startLocal}, 10) as date)
        left join jsonb_to_recordset(cast(${JSON.stringify(series.dates)} as jsonb)) as d(id int, next text, last text) on d.id = ${events.id}
        where ${where ?? sql`true`}
      ) listed`;
      const shown = state === "upcoming" ? sql`where next is not null` : state === "past" ? sql`where next is null` : sql``;
      const order =
        place.sort === "title" ? sql`title, id` : place.sort === "changed" ? sql`updated_at desc, id desc` : sql`next is null, next, last desc, title, id`;
      const categoryNames = sql`(
        select json_agg(${eventCategories.name} order by ${eventCategories.position}, ${eventCategories.id})
        from ${eventCategoryLinks} join ${eventCategories} on ${eventCategories.id} = ${eventCategoryLinks.categoryId}
        where ${eventCategoryLinks.eventId} = listed.id)`;
      type Listed = {
        id: number;
        name: string;
        status: "draft" | "published";
        rrule: string | null;
        start_local: string;
        all_day: boolean;
        next: string | null;
        cancelled_soon: boolean;
        categories: string[] | null;
        total: number | string;
      };
      // The page and the count of the whole list in one pass over the events (the count as a window over
      // every row, before the limit); the categories of the page's events only, outside the offset.
      const pageAt = async (offset: number) =>
        (
          (await db.execute(
            sql`select listed.*, ${categoryNames} as categories from (select *, count(*) over () as total from ${listed} ${shown} order by ${order} limit ${ADMIN_PAGE_SIZE} offset ${offset}) listed order by ${order}`,
          )) as unknown as { rows: Listed[] }
        ).rows;
      const asked = pageWithin(place.page, Number.MAX_SAFE_INTEGER);
      let found = await pageAt(asked.offset);
      let total = Number(found[0]?.total ?? 0);
      // A page past the end (a list that shrank since its address was made): the last page instead.
      if (found.length === 0 && asked.offset > 0) {
        const [counted] = ((await db.execute(sql`select count(*)::int as n from ${listed} ${shown}`)) as unknown as { rows: Array<{ n: number }> }).rows;
        total = Number(counted?.n ?? 0);
        if (total > 0) found = await pageAt(pageWithin(place.page, total).offset);
      }
      const { page, pages } = pageWithin(place.page, total);
      return {
        items: found.map((row) => {
          const rule = { rrule: row.rrule, startLocal: row.start_local, allDay: row.all_day };
          return {
            id: Number(row.id),
            title: row.name,
            status: row.status,
            words: wordsOf(rule),
            next: row.next,
            categories: row.categories ?? [],
            cancelledSoon: row.rrule ? cancelledBetween({ ...rule, changes: series.changes.get(Number(row.id)) ?? [] }, from, soon) : Number(row.cancelled_soon),
          };
        }),
        total,
        page,
        pages,
      };
    },
  };
}
