import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { ScheduleEntry } from "../../shared/content/schedule.ts";
import { EVENT_SLUG } from "../../shared/events.ts";
import type { EditingDeps } from "../admin/editing.ts";
import { addDays } from "../../shared/dates.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { events } from "../db/schema.ts";
import { FEED_DAYS_BACK, googleCalendarLink, placeOf } from "./feed.ts";
import { type Occurrence, type Series, byStart, nextOccurrencesOf, occurrencesOf, scheduleStart } from "./occurrences.ts";
import { lastStart } from "./recurrence.ts";
import { type SeriesReader, wordsOf } from "./series.ts";

/** An event of the archive: its page, and its last date ("Last held …"). */
export type ArchivedEvent = { href: string; title: string; summary: string; last: string; words: string };

/** The public calendar: its dates, a series' page, the home page's and the ministry pages' dates, the archive. */
export function createCalendar(reader: SeriesReader, { db, publicUrl, snapshot }: Pick<EditingDeps, "db"> & { publicUrl: string; snapshot: () => Promise<Snapshot> }) {
  const { today, categories, publishedEvents, publishedSeries, scheduleSeries, eventSeries, churchPlace } = reader;
  return {
    categories,
    /** When anything a feed shows last changed (every change writes an audit line in its transaction). */
    lastChange: reader.lastChange,

    /** Published occurrences from `from` for `weeks` weeks (or a month), optionally of one category. */
    async window({ from, to, category }: { from: string; to: string; category?: string | null }): Promise<Occurrence[]> {
      const all = await publishedSeries({ from, to });
      return all
        .filter((s) => !category || s.categories.some((c) => c.slug === category))
        .flatMap((s) => occurrencesOf(s, from, to))
        .sort(byStart);
    },

    /** A published series by its address: an event slug, or a schedule row's id. */
    async publicSeries(ref: { slug: string } | { scheduleId: string }): Promise<Series | null> {
      if ("slug" in ref) {
        if (!EVENT_SLUG.test(ref.slug) || ref.slug.length > 120) return null;
        const [row] = await db.select().from(events).where(and(eq(events.slug, ref.slug), eq(events.status, "published")));
        return row ? eventSeries(row) : null;
      }
      if (!EVENT_SLUG.test(ref.scheduleId) || ref.scheduleId.length > 120) return null;
      const [site, all] = await Promise.all([snapshot(), categories()]);
      const entry = site.schedule.entries.find((e) => e.id === ref.scheduleId);
      return entry ? ((await scheduleSeries({ entries: [entry] }, all))[0] ?? null) : null;
    },

    /** The next date (YYYY-MM-DD) of each of these published events that has one, by slug: a search page's events, read together. */
    async nextDatesOf(slugs: string[]): Promise<Record<string, string>> {
      if (slugs.length === 0) return {};
      const from = today();
      const found = await publishedEvents({ slugs, from });
      return Object.fromEntries(found.flatMap((s) => nextOccurrencesOf(s, from, 1).map((o) => [s.slug, o.startLocal.slice(0, 10)] as const)));
    },

    /** Next dates of one series, and the series' own later parts ("this and following" splits). */
    nextOf(series: Series, limit: number, from = today()): Occurrence[] {
      return nextOccurrencesOf(series, from, limit);
    },

    /** Recent past dates of a series (for a page whose series has ended). */
    pastOf(series: Series, limit: number): Occurrence[] {
      const from = addDays(today(), -366 * 3);
      return occurrencesOf(series, from, addDays(today(), -1)).slice(-limit).reverse();
    },

    /** The rule of a series in words ("Every third Tuesday at 1:30 PM until June 2027"). */
    wordsOf,

    /** Upcoming dates shown on a page of the site (a ministry page lists its own). */
    async forPage(path: string, limit: number): Promise<Occurrence[]> {
      const from = today();
      const all = await publishedSeries({ from, page: path });
      return all
        .flatMap((s) => nextOccurrencesOf(s, from, limit))
        .sort(byStart)
        .slice(0, limit);
    },

    /** The home page's next few events: the next date of each event (schedule rows have the Notable Times). */
    async comingUp(limit: number): Promise<Occurrence[]> {
      const from = today();
      const all = await publishedEvents({ from });
      return all
        .map((s) => nextOccurrencesOf(s, from, 1)[0])
        .filter((o): o is Occurrence => Boolean(o))
        .sort(byStart)
        .slice(0, limit);
    },

    /**
     * The next date of each of these weekly-schedule rows (cancelled and moved dates applied), by row id:
     * the home page's times as structured data. Rows left out of the calendar have dates too.
     */
    async nextOfSchedule(entries: readonly ScheduleEntry[]): Promise<Record<string, Occurrence>> {
      const from = today();
      const series = await scheduleSeries({ entries: entries.map((e) => ({ ...e, hideFromCalendar: false })) }, await categories(), { datesFrom: from });
      return Object.fromEntries(series.flatMap((s) => nextOccurrencesOf(s, from, 1).map((o) => [s.slug, o] as const)));
    },

    /**
     * The archive, a year at a time: the years in which published events had their last date (newest
     * first), and the events whose dates are all past that ended in `year` (the latest such year when
     * none is asked for), most recent first. Null: no event ended in the year asked for.
     */
    async archive(year?: string): Promise<{ years: string[]; year: string | null; past: ArchivedEvent[] } | null> {
      const ended = and(eq(events.status, "published"), lt(events.lastDate, today()));
      const years = (
        await db
          .selectDistinct({ year: sql<string>`to_char(${events.lastDate}, 'YYYY')` })
          .from(events)
          .where(ended)
          .orderBy(sql`1 desc`)
      ).map((r) => r.year);
      const shown = year ?? years[0];
      if (shown === undefined) return { years, year: null, past: [] };
      if (!years.includes(shown)) return null;
      const rows = await db
        .select()
        .from(events)
        .where(and(ended, gte(events.lastDate, `${shown}-01-01`), lte(events.lastDate, `${shown}-12-31`)));
      return {
        years,
        year: shown,
        past: rows
          .map((row) => ({ row, last: lastStart(row) ?? `${row.lastDate!}T00:00` }))
          .sort((a, b) => b.last.localeCompare(a.last) || b.row.id - a.row.id)
          .map(({ row, last }) => ({ href: `/events/${row.slug}`, title: row.title, summary: row.summary, last, words: wordsOf(row) })),
      };
    },

    /** The address of every published event page and schedule row page (the sitemap): addresses only, no dates. */
    async sitemapPaths(): Promise<string[]> {
      const [rows, site] = await Promise.all([db.select({ slug: events.slug }).from(events).where(eq(events.status, "published")).orderBy(asc(events.startLocal), asc(events.id)), snapshot()]);
      const rowsInCalendar = site.schedule.entries.filter((e) => !e.hideFromCalendar && scheduleStart(e) !== null);
      return [...rows.map((r) => `/events/${r.slug}`), ...rowsInCalendar.map((e) => `/events/schedule/${e.id}`)];
    },

    /**
     * The series a calendar feed holds: those with dates from a year ago on (FEED_DAYS_BACK), all of
     * them or one category's. Calendar apps keep what they were given before.
     */
    async feedSeries(categoryId?: number): Promise<Series[]> {
      const all = await publishedSeries({ from: addDays(today(), -FEED_DAYS_BACK) });
      return categoryId === undefined ? all : all.filter((s) => s.categories.some((c) => c.id === categoryId));
    },

    /** The church's address, for locations left at "the church". */
    churchPlace,

    /** Where a series is, in words, and the link that adds it to Google Calendar. */
    async pageLinks(series: Series): Promise<{ place: string; google: string }> {
      const church = await churchPlace();
      return { place: placeOf(series, church), google: googleCalendarLink(series, church, publicUrl) };
    },
  };
}
