import { and, asc, eq, gte, inArray, isNotNull, isNull, like, lte, max, or, sql } from "drizzle-orm";
import { type Role } from "../../shared/roles.ts";
import { type Calendar, canUseCalendar } from "../../shared/role-rights.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import { addressLine } from "../../shared/content/settings.ts";
import { ruleInWords } from "../../shared/events.ts";
import type { EditingDeps } from "../admin/editing.ts";
import type { Outcome } from "../admin/outcome.ts";
import type { Tx } from "../admin/change.ts";
import { calendarDate } from "../../shared/dates.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { auditLog, contentRevisions, eventCategories, eventCategoryLinks, eventExceptions, events } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { type Category, type DateChange, type Series, scheduleRule, scheduleStart } from "./occurrences.ts";
import { datesSpan, fromRuleString } from "./recurrence.ts";

/** The audit log's name for every change in the calendar (events, their dates, categories). */
export const ENTITY = "events";

/** The categories every calendar starts with (issue 12); staff add more. */
export const SEED_CATEGORIES: ReadonlyArray<Omit<Category, "id">> = [
  { slug: "worship", name: "Worship", calendar: "church" },
  { slug: "children", name: "Children", calendar: "church" },
  { slug: "youth", name: "Youth", calendar: "church" },
  { slug: "adults", name: "Adults", calendar: "church" },
  { slug: "mission", name: "Mission", calendar: "church" },
  { slug: "childcare", name: "Childcare", calendar: "childcare" },
  { slug: "community", name: "Community", calendar: "church" },
];

export type EventRow = typeof events.$inferSelect;

/** The refusal for a role that may not change a calendar. */
export function forbidden(calendar: Calendar): Extract<Outcome<never>, { ok: false }> {
  return {
    ok: false,
    status: 403,
    error: `This event belongs to the ${calendar} calendar, which your account cannot change. Please ask ${calendar === "childcare" ? "the childcare staff" : "the church office"} or an administrator.`,
  };
}

/** A refusal when the role may not use every calendar of these categories. */
export function calendarsRefused(role: Role, used: readonly Category[]) {
  const refused = used.find((c) => !canUseCalendar(role, c.calendar));
  return refused ? forbidden(refused.calendar) : null;
}

/** The rule of a series in words ("Every third Tuesday at 1:30 PM until June 2027"). */
export const wordsOf = (s: Pick<Series, "rrule" | "startLocal" | "allDay">) => ruleInWords(fromRuleString(s.rrule), { date: s.startLocal.slice(0, 10), time: s.allDay ? null : s.startLocal.slice(11, 16) });

/**
 * Keeps an event's date bounds (`first_date`, `last_date`) true to its rule and its moved dates: every
 * write of an event or of one of its dates calls it in its transaction, after the write.
 */
export async function settleDates(tx: Pick<Tx, "select" | "update">, eventId: number): Promise<void> {
  const [row] = await tx.select({ rrule: events.rrule, startLocal: events.startLocal }).from(events).where(eq(events.id, eventId));
  if (!row) return;
  const moves = await tx
    .select({ startLocal: eventExceptions.startLocal })
    .from(eventExceptions)
    .where(and(eq(eventExceptions.eventId, eventId), eq(eventExceptions.kind, "moved")));
  await tx.update(events).set(datesSpan(row, moves)).where(eq(events.id, eventId));
}

/** Which published events a window reads: those with a date from `from` to `to` (both days included; either end open), of one page. */
export type SeriesFilter = { from?: string; to?: string; page?: string; slugs?: string[] };

/**
 * How the calendar's series are read from the database: the events (with their categories and changed
 * dates) and the weekly schedule's rows, each as one Series. The public calendar and the staff's
 * pages (events, dates, categories) all read through this.
 */
export function createSeriesReader({ db, clock, timeZone, publicUrl, snapshot }: Pick<EditingDeps, "db" | "clock"> & { timeZone: string; publicUrl: string; snapshot: () => Promise<Snapshot> }) {
  const host = new URL(publicUrl).host;
  const today = () => calendarDate(clock.now(), timeZone);

  /** Every category, the seeded ones first written when the calendar is first used. */
  async function categories(): Promise<Category[]> {
    let rows = await db.select().from(eventCategories).orderBy(asc(eventCategories.position), asc(eventCategories.id));
    if (rows.length === 0) {
      await db
        .insert(eventCategories)
        .values(SEED_CATEGORIES.map((c, position) => ({ ...c, position })))
        .onConflictDoNothing();
      rows = await db.select().from(eventCategories).orderBy(asc(eventCategories.position), asc(eventCategories.id));
    }
    return rows.map(({ id, slug, name, calendar }) => ({ id, slug, name, calendar }));
  }

  /** The categories of these events, by event id (`known`: every category, when already read). */
  async function linksOf(ids: number[], known?: Category[]): Promise<Map<number, Category[]>> {
    const byEvent = new Map<number, Category[]>();
    if (ids.length === 0) return byEvent;
    const all = known ?? (await categories());
    const rows = await db.select().from(eventCategoryLinks).where(inArray(eventCategoryLinks.eventId, ids));
    for (const link of rows) {
      const category = all.find((c) => c.id === link.categoryId);
      if (category) byEvent.set(link.eventId, [...(byEvent.get(link.eventId) ?? []), category]);
    }
    for (const list of byEvent.values()) list.sort((a, b) => all.indexOf(a) - all.indexOf(b));
    return byEvent;
  }

  const changeOf = (r: typeof eventExceptions.$inferSelect): DateChange => ({ originalDate: r.originalDate, kind: r.kind, startLocal: r.startLocal, endLocal: r.endLocal, note: r.note });

  async function changesOf(ids: number[]): Promise<Map<number, DateChange[]>> {
    const byEvent = new Map<number, DateChange[]>();
    if (ids.length === 0) return byEvent;
    const rows = await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, ids)).orderBy(asc(eventExceptions.originalDate));
    for (const r of rows) if (r.eventId !== null) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), changeOf(r)]);
    return byEvent;
  }

  /** The changed dates of the schedule's rows, by row id; from a day on, only those that can touch a date from then on (planned then, or moved to then). */
  async function scheduleChanges(from?: string): Promise<Map<string, DateChange[]>> {
    const rows = await db
      .select()
      .from(eventExceptions)
      .where(and(isNotNull(eventExceptions.scheduleEntry), from === undefined ? undefined : or(gte(eventExceptions.originalDate, from), gte(eventExceptions.startLocal, from))))
      .orderBy(asc(eventExceptions.originalDate));
    const byEntry = new Map<string, DateChange[]>();
    for (const r of rows) byEntry.set(r.scheduleEntry!, [...(byEntry.get(r.scheduleEntry!) ?? []), changeOf(r)]);
    return byEntry;
  }

  function seriesOfRow(row: EventRow, cats: Category[], changes: DateChange[]): Series {
    let description: string | undefined;
    return {
      key: `event:${row.id}`,
      uid: `event-${row.id}@${host}`,
      href: `/events/${row.slug}`,
      source: "event",
      eventId: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      // Sanitised when first read: most readers (the home page, search, the calendar's lists) want dates only.
      get description() {
        return (description ??= sanitizeStoredHtml(row.description));
      },
      location: row.location,
      allDay: row.allDay,
      startLocal: row.startLocal,
      endLocal: row.endLocal,
      timeZone: row.timeZone,
      rrule: row.rrule,
      categories: cats,
      pages: row.page ? [row.page] : [],
      image: row.image,
      imageAlt: row.imageAlt,
      link: row.link,
      linkLabel: row.linkLabel,
      sequence: row.sequence,
      updatedAt: row.updatedAt,
      changes,
    };
  }

  /**
   * The schedule's rows as series (the rows staff keep in the weekly schedule: never entered twice).
   * `datesFrom`: only their dates from that day on are wanted (the home page's next dates, the staff's
   * cancelled-soon counts), so only the changed dates that can touch those are read, and not the
   * versions the feeds and pages need (SEQUENCE and last change are then 0 and the epoch).
   */
  async function scheduleSeries(schedule: Schedule, all: Category[], { datesFrom }: { datesFrom?: string } = {}): Promise<Series[]> {
    const [[revisions], dateChanges, changes] = await Promise.all([
      datesFrom === undefined ? db.select({ n: sql<number>`count(*)::int`, at: max(contentRevisions.at) }).from(contentRevisions).where(eq(contentRevisions.key, "schedule")) : [],
      // SEQUENCE of a row: the schedule's revisions plus the audit lines of its changed dates; both only grow.
      datesFrom === undefined
        ? db
            .select({ entry: auditLog.entityId, n: sql<number>`count(*)::int`, at: max(auditLog.at) })
            .from(auditLog)
            .where(and(eq(auditLog.entity, ENTITY), like(auditLog.entityId, "schedule:%")))
            .groupBy(auditLog.entityId)
        : [],
      scheduleChanges(datesFrom),
    ]);
    const found: Series[] = [];
    for (const entry of schedule.entries) {
      if (entry.hideFromCalendar) continue;
      const startLocal = scheduleStart(entry);
      if (!startLocal) continue;
      const endLocal = entry.end ? `${startLocal.slice(0, 10)}T${entry.end}` : null;
      found.push({
        key: `schedule:${entry.id}`,
        uid: `schedule-${entry.id}@${host}`,
        href: `/events/schedule/${entry.id}`,
        source: "schedule",
        eventId: null,
        slug: entry.id,
        title: entry.name,
        summary: entry.note,
        description: "",
        location: entry.place,
        allDay: false,
        startLocal,
        endLocal,
        timeZone,
        rrule: scheduleRule(entry),
        categories: all.filter((c) => (entry.categories ?? []).includes(c.slug)),
        pages: entry.pages,
        image: null,
        imageAlt: "",
        link: "",
        linkLabel: "",
        sequence: (revisions?.n ?? 0) + (dateChanges.find((d) => d.entry === `schedule:${entry.id}`)?.n ?? 0),
        updatedAt: [revisions?.at, dateChanges.find((d) => d.entry === `schedule:${entry.id}`)?.at].reduce<Date>((a, b) => (b && b > a ? b : a), new Date(0)),
        changes: changes.get(entry.id) ?? [],
      });
    }
    return found;
  }

  /**
   * The published events with a date from `from` to `to` (either end open) by their rows' bounds, only
   * those a page lists when `page` is given: a window reads the series that can have dates in it, never
   * the whole archive (issue 33).
   */
  async function publishedEvents({ from, to, page, slugs }: SeriesFilter = {}, known?: Category[]): Promise<Series[]> {
    // Each row with its categories' ids and its changed dates, in one query rather than three (as JSON
    // text: the two database drivers hand back arrays and JSON values differently). The outer row's id is
    // written in full: drizzle would write it bare, and the exceptions' own "id" would answer to it.
    const read = db
      .select({
        row: events,
        categoryIds: sql<string>`coalesce((select json_agg(l.category_id) from ${eventCategoryLinks} l where l.event_id = "events"."id"), '[]')::text`,
        changes: sql<string>`coalesce((select json_agg(json_build_object('originalDate', x.original_date, 'kind', x.kind, 'startLocal', x.start_local, 'endLocal', x.end_local, 'note', x.note) order by x.original_date) from ${eventExceptions} x where x.event_id = "events"."id"), '[]')::text`,
      })
      .from(events)
      .where(
        and(
          eq(events.status, "published"),
          from === undefined ? undefined : or(isNull(events.lastDate), gte(events.lastDate, from)),
          to === undefined ? undefined : lte(events.firstDate, to),
          page === undefined ? undefined : eq(events.page, page),
          slugs === undefined ? undefined : inArray(events.slug, slugs),
        ),
      )
      .orderBy(asc(events.startLocal), asc(events.id));
    const [rows, all] = await Promise.all([read, known ?? categories()]);
    return rows.map(({ row, categoryIds, changes }) => {
      const ids = JSON.parse(categoryIds) as number[];
      return seriesOfRow(row, all.filter((c) => ids.includes(c.id)), JSON.parse(changes) as DateChange[]);
    });
  }

  /** The published series (events, then the schedule's rows) that can have dates from `from` to `to`, of one page when `page` is given. */
  async function publishedSeries(filter: SeriesFilter = {}): Promise<Series[]> {
    const [all, site] = await Promise.all([categories(), snapshot()]);
    const entries = filter.page === undefined ? site.schedule.entries : site.schedule.entries.filter((e) => e.pages.includes(filter.page!));
    const [found, fromSchedule] = await Promise.all([publishedEvents(filter, all), entries.length ? scheduleSeries({ entries }, all) : []]);
    return [...found, ...fromSchedule];
  }

  async function eventRow(id: number) {
    const [row] = await db.select().from(events).where(eq(events.id, id));
    return row ?? null;
  }

  async function eventSeries(row: EventRow): Promise<Series> {
    const [links, changes] = await Promise.all([linksOf([row.id]), changesOf([row.id])]);
    return seriesOfRow(row, links.get(row.id) ?? [], changes.get(row.id) ?? []);
  }

  async function churchPlace(): Promise<{ name: string; address: string }> {
    const { settings } = await snapshot();
    return { name: settings.churchName, address: addressLine(settings) };
  }

  /**
   * When anything the feeds show last changed: the newest audit line of the calendar, the schedule or
   * Site settings (so a deletion counts), or, on a site nobody has edited yet, when it was seeded (the
   * seed revisions of the schedule and settings, the demo events).
   */
  async function lastChange(): Promise<Date> {
    const [[audit], [revision], [event]] = await Promise.all([
      db.select({ at: max(auditLog.at) }).from(auditLog).where(inArray(auditLog.entity, [ENTITY, "schedule", "site-settings"])),
      db.select({ at: max(contentRevisions.at) }).from(contentRevisions).where(inArray(contentRevisions.key, ["schedule", "settings"])),
      db.select({ at: max(events.updatedAt) }).from(events),
    ]);
    const moments = [audit?.at, revision?.at, event?.at].filter((at): at is Date => at instanceof Date);
    // Only before the content is seeded, which reading the church's place (as every feed does first) does.
    return moments.length ? new Date(Math.max(...moments.map((at) => at.getTime()))) : new Date(0);
  }

  return { host, today, categories, linksOf, changesOf, seriesOfRow, scheduleSeries, publishedEvents, publishedSeries, eventRow, eventSeries, churchPlace, lastChange };
}

export type SeriesReader = ReturnType<typeof createSeriesReader>;
