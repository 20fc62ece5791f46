import { and, asc, eq, inArray, isNotNull, like, max, ne, sql } from "drizzle-orm";
import { type OrderedList, applyGroupOrder, nextPosition } from "../admin/reorder.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import { type Calendar, type Role, canEnterArea, canUseCalendar } from "../../shared/areas.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import { addressLine } from "../../shared/content/settings.ts";
import { DEFAULT_WEEKS, EVENT_SLUG, RESERVED_EVENT_SLUGS, type Recurrence, ruleInWords, ruleNotes, shortDay, slugify, timeOfDay } from "../../shared/events.ts";
import type { CategoryInput, EventInput, MoveOccurrenceInput } from "../../shared/schemas/admin/events.ts";
import { type EditingDeps, type Outcome, nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { addDays, calendarDate } from "../clock/clock.ts";
import type { Snapshot } from "../content/content.ts";
import { auditLog, contentRevisions, eventCategories, eventCategoryLinks, eventExceptions, events } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import { googleCalendarLink, placeOf } from "./feed.ts";
import type { UploadTarget } from "../storage/uploads.ts";
import { type Category, type DateChange, type EventDetails, type Occurrence, type Series, byStart, nextOccurrencesOf, occurrencesOf, scheduleRule, scheduleStart } from "./occurrences.ts";
import { addMinutes, countBefore, firstStart, fromRuleString, lastStart, minutesBetween, nextStarts, ruleEndingBefore, startOn, toRuleString } from "./recurrence.ts";

const PICTURES: UploadTarget = { area: "events" };
const WHAT = "event";
/** The audit log's name for every change in the calendar (events, their dates, categories). */
const ENTITY = "events";

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

/** An event as the admin form opens it. */
export type AdminEventForm = EventDetails & {
  id: number;
  endLocal: string;
  categories: string[];
  page: string | null;
  status: "draft" | "published";
  recurrence: Recurrence;
  version: string;
  words: string;
  calendars: Calendar[];
};

export type AdminEventRow = {
  id: number;
  title: string;
  status: "draft" | "published";
  words: string;
  next: string | null;
  categories: string[];
  cancelledSoon: number;
};

export type Preview = { words: string; notes: string[]; dates: string[] };

/** Which series a date belongs to: an event, or a row of the weekly schedule (by its id). */
export type SeriesRef = { eventId: number } | { entry: string };

type Row = typeof events.$inferSelect;

/** Every category is one ordered list; each calendar's categories are a group of it (church first). */
const CATEGORY_LIST: OrderedList = { table: eventCategories, id: eventCategories.id, position: eventCategories.position };
const CALENDARS: readonly Calendar[] = ["church", "childcare"];

export function createEvents({ db, clock, audit, contentChanged, uploads, timeZone, publicUrl, snapshot }: EditingDeps & { timeZone: string; publicUrl: string; snapshot: () => Promise<Snapshot> }) {
  const host = new URL(publicUrl).host;
  const today = () => calendarDate(clock.now(), timeZone);

  // --- Categories ------------------------------------------------------------------------------------

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

  const forbidden = (calendar: Calendar): Extract<Outcome<never>, { ok: false }> => ({
    ok: false,
    status: 403,
    error: `This event belongs to the ${calendar} calendar, which your account cannot change. Please ask ${calendar === "childcare" ? "the childcare staff" : "the church office"} or an administrator.`,
  });

  /** A refusal when the role may not use every calendar of these categories. */
  function calendarsRefused(role: Role, used: readonly Category[]) {
    const refused = used.find((c) => !canUseCalendar(role, c.calendar));
    return refused ? forbidden(refused.calendar) : null;
  }

  // --- Reading -------------------------------------------------------------------------------------

  async function linksOf(ids: number[]): Promise<Map<number, Category[]>> {
    const byEvent = new Map<number, Category[]>();
    if (ids.length === 0) return byEvent;
    const all = await categories();
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

  /** The changed dates of the schedule's rows, by row id. */
  async function scheduleChanges(): Promise<Map<string, DateChange[]>> {
    const rows = await db.select().from(eventExceptions).where(isNotNull(eventExceptions.scheduleEntry)).orderBy(asc(eventExceptions.originalDate));
    const byEntry = new Map<string, DateChange[]>();
    for (const r of rows) byEntry.set(r.scheduleEntry!, [...(byEntry.get(r.scheduleEntry!) ?? []), changeOf(r)]);
    return byEntry;
  }

  function seriesOfRow(row: Row, cats: Category[], changes: DateChange[]): Series {
    return {
      key: `event:${row.id}`,
      uid: `event-${row.id}@${host}`,
      href: `/events/${row.slug}`,
      source: "event",
      eventId: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      description: sanitizeStoredHtml(row.description),
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

  /** The schedule's rows as series (the rows staff keep in the weekly schedule: never entered twice). */
  async function scheduleSeries(schedule: Schedule, all: Category[]): Promise<Series[]> {
    const [revisions] = await db.select({ n: sql<number>`count(*)::int`, at: max(contentRevisions.at) }).from(contentRevisions).where(eq(contentRevisions.key, "schedule"));
    // SEQUENCE of a row: the schedule's revisions plus the audit lines of its changed dates; both only grow.
    const dateChanges = await db
      .select({ entry: auditLog.entityId, n: sql<number>`count(*)::int`, at: max(auditLog.at) })
      .from(auditLog)
      .where(and(eq(auditLog.entity, ENTITY), like(auditLog.entityId, "schedule:%")))
      .groupBy(auditLog.entityId);
    const changes = await scheduleChanges();
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

  /** Every published series: events and schedule rows. */
  async function publishedSeries(): Promise<Series[]> {
    const [rows, all, site] = await Promise.all([db.select().from(events).where(eq(events.status, "published")).orderBy(asc(events.startLocal), asc(events.id)), categories(), snapshot()]);
    const ids = rows.map((r) => r.id);
    const [links, changes] = await Promise.all([linksOf(ids), changesOf(ids)]);
    return [...rows.map((r) => seriesOfRow(r, links.get(r.id) ?? [], changes.get(r.id) ?? [])), ...(await scheduleSeries(site.schedule, all))];
  }

  async function eventRow(id: number) {
    const [row] = await db.select().from(events).where(eq(events.id, id));
    return row ?? null;
  }

  async function eventSeries(row: Row): Promise<Series> {
    const [links, changes] = await Promise.all([linksOf([row.id]), changesOf([row.id])]);
    return seriesOfRow(row, links.get(row.id) ?? [], changes.get(row.id) ?? []);
  }

  /** An event or a schedule row, with the refusal for a role that may not change it. */
  async function seriesFor(ref: SeriesRef, role: Role): Promise<Outcome<{ series: Series; status: string }>> {
    if ("eventId" in ref) {
      const row = await eventRow(ref.eventId);
      if (!row) return notFound(WHAT);
      const series = await eventSeries(row);
      const refused = calendarsRefused(role, series.categories);
      return refused ?? { ok: true, value: { series, status: row.status } };
    }
    if (!canEnterArea(role, "schedule")) return { ok: false, status: 403, error: "The weekly schedule's dates are kept by the church office. Please ask them or an administrator." };
    const entry = (await snapshot()).schedule.entries.find((e) => e.id === ref.entry && !e.hideFromCalendar);
    const series = entry ? (await scheduleSeries({ entries: [entry] }, await categories()))[0] : undefined;
    return series ? { ok: true, value: { series, status: "published" } } : notFound("schedule entry");
  }

  const wordsOf = (s: Pick<Series, "rrule" | "startLocal" | "allDay">) => ruleInWords(fromRuleString(s.rrule), { date: s.startLocal.slice(0, 10), time: s.allDay ? null : s.startLocal.slice(11, 16) });

  // --- Writing -------------------------------------------------------------------------------------

  /** The categories a form names, or a refusal (an unknown one, or a calendar the role may not use). */
  async function chosenCategories(input: Pick<EventInput, "categories">, role: Role): Promise<{ ok: true; value: Category[] } | Extract<Outcome<never>, { ok: false }>> {
    const all = await categories();
    const chosen = all.filter((c) => input.categories.includes(c.slug));
    if (chosen.length !== input.categories.length || chosen.length === 0) {
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { categories: "Please choose the categories from the list." } };
    }
    const refused = chosen.find((c) => !canUseCalendar(role, c.calendar));
    if (refused) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { categories: `Your account cannot add events to the ${refused.calendar} calendar (${refused.name}).` } };
    return { ok: true, value: chosen };
  }

  /** The series a form describes, its first date settled by the rule; a rule without any date is refused. */
  function settled(input: EventInput): { ok: true; startLocal: string; endLocal: string; rrule: string | null } | Extract<Outcome<never>, { ok: false }> {
    const first = firstStart(input.recurrence, input.startLocal);
    if (!first) {
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { repeat: "This rule gives no dates at all: check the days, the weeks of the month and the end." } };
    }
    const duration = Math.round((new Date(`${input.endLocal}:00Z`).getTime() - new Date(`${input.startLocal}:00Z`).getTime()) / 60_000);
    const endLocal = new Date(new Date(`${first}:00Z`).getTime() + duration * 60_000).toISOString().slice(0, 16);
    return { ok: true, startLocal: first, endLocal, rrule: toRuleString(input.recurrence, first) };
  }

  async function freeSlug(title: string, tx: Pick<typeof db, "select"> = db): Promise<string> {
    const base = slugify(title);
    const taken = new Set((await tx.select({ slug: events.slug }).from(events).where(sql`${events.slug} = ${base} or ${events.slug} like ${`${base}-%`}`)).map((r) => r.slug));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(candidate) && !(RESERVED_EVENT_SLUGS as readonly string[]).includes(candidate)) return candidate;
    }
  }

  const placeImage = (input: EventInput, actor: number) => placeFiles(uploads, { userId: actor, target: PICTURES, fields: [{ field: "image", kind: "image", token: input.image }] });

  const columns = (input: EventInput, when: { startLocal: string; endLocal: string; rrule: string | null }) => ({
    title: input.title,
    summary: input.summary,
    description: sanitizeStoredHtml(input.description),
    location: input.location,
    allDay: input.allDay,
    startLocal: when.startLocal,
    endLocal: when.endLocal,
    timeZone: input.timeZone,
    rrule: when.rrule,
    imageAlt: input.imageAlt,
    link: input.link,
    linkLabel: input.linkLabel,
    page: input.page,
    status: input.status,
  });

  /** Removes pictures no event names any more (a split series shares its picture with its first part). */
  async function dropUnusedImages(names: Array<string | null>) {
    const unused: string[] = [];
    for (const name of names) {
      if (!name) continue;
      const [still] = await db.select({ id: events.id }).from(events).where(eq(events.image, name)).limit(1);
      if (!still) unused.push(name);
    }
    await removeFiles(uploads, PICTURES, unused);
  }

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  async function setCategories(tx: Tx, eventId: number, chosen: Category[]) {
    await tx.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
    await tx.insert(eventCategoryLinks).values(chosen.map((c) => ({ eventId, categoryId: c.id })));
  }

  /** Drops changed dates that the (new) rule no longer gives; returns how many went. */
  async function dropOrphanChanges(tx: Tx, eventId: number, series: { rrule: string | null; startLocal: string }, fromDate?: string) {
    const rows = await tx.select().from(eventExceptions).where(eq(eventExceptions.eventId, eventId));
    let dropped = 0;
    for (const r of rows) {
      if (fromDate && r.originalDate < fromDate) continue;
      if (!startOn(series, r.originalDate)) {
        await tx.delete(eventExceptions).where(eq(eventExceptions.id, r.id));
        dropped++;
      }
    }
    return dropped;
  }

  /** The event as the form shows it, or a refusal for a role whose calendar it is not. */
  async function formOf(row: Row, role: Role): Promise<Outcome<AdminEventForm>> {
    const series = await eventSeries(row);
    const refused = calendarsRefused(role, series.categories);
    if (refused) return refused;
    return {
      ok: true,
      value: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        description: series.description,
        location: row.location,
        allDay: row.allDay,
        startLocal: row.startLocal,
        endLocal: row.endLocal,
        timeZone: row.timeZone,
        image: row.image,
        imageAlt: row.imageAlt,
        link: row.link,
        linkLabel: row.linkLabel,
        categories: series.categories.map((c) => c.slug),
        page: row.page,
        status: row.status,
        recurrence: fromRuleString(row.rrule),
        version: versionOf(row.updatedAt),
        words: wordsOf(row),
        calendars: [...new Set(series.categories.map((c) => c.calendar))],
      },
    };
  }

  async function churchPlace(): Promise<{ name: string; address: string }> {
    const { settings } = await snapshot();
    return { name: settings.churchName, address: addressLine(settings) };
  }

  async function lastChange(): Promise<Date> {
    const [row] = await db
      .select({ at: max(auditLog.at) })
      .from(auditLog)
      .where(inArray(auditLog.entity, [ENTITY, "schedule", "site-settings"]));
    return row?.at ?? new Date(0);
  }

  return {
    host,
    today,
    categories,
    publishedSeries,
    /** When anything a feed shows last changed (every change writes an audit line in its transaction). */
    lastChange,
    /** Every stored description, for the sweep of rich-text pictures. */
    async storedHtml(): Promise<string[]> {
      return (await db.select({ html: events.description }).from(events)).map((r) => r.html);
    },

    // --- Staff --------------------------------------------------------------------------------------

    /** The events a role may change, soonest next date first, then drafts and past ones. */
    async adminList(role: Role): Promise<AdminEventRow[]> {
      const rows = await db.select().from(events).orderBy(asc(events.title), asc(events.id));
      const ids = rows.map((r) => r.id);
      const [links, changes] = await Promise.all([linksOf(ids), changesOf(ids)]);
      const from = today();
      const list = rows
        .map((row) => ({ row, series: seriesOfRow(row, links.get(row.id) ?? [], changes.get(row.id) ?? []) }))
        .filter(({ series }) => !calendarsRefused(role, series.categories))
        .map(({ row, series }) => {
          const next = nextOccurrencesOf(series, from, 1)[0] ?? null;
          return {
            id: row.id,
            title: row.title,
            status: row.status,
            words: wordsOf(row),
            next: next ? next.startLocal : null,
            categories: series.categories.map((c) => c.name),
            cancelledSoon: occurrencesOf(series, from, addDays(from, DEFAULT_WEEKS * 7)).filter((o) => o.status === "cancelled").length,
          };
        });
      return list.sort((a, b) => (a.next === null ? 1 : 0) - (b.next === null ? 1 : 0) || (a.next ?? "").localeCompare(b.next ?? "") || a.title.localeCompare(b.title));
    },

    async adminGet(id: number, role: Role): Promise<Outcome<AdminEventForm>> {
      const row = await eventRow(id);
      return row ? formOf(row, role) : notFound(WHAT);
    },

    /** The rule in words and the next five dates, before saving (the editor's preview). */
    preview(input: EventInput): Outcome<Preview> {
      const when = settled(input);
      if (!when.ok) return when;
      const series = { rrule: when.rrule, startLocal: when.startLocal };
      const from = input.startLocal > `${today()}T00:00` ? input.startLocal : `${today()}T00:00`;
      const dates = nextStarts(series, from, 5).map((s) => `${shortDay(s)}, ${timeOfDay({ startLocal: s, endLocal: null, allDay: input.allDay })}`);
      const date = when.startLocal.slice(0, 10);
      return { ok: true, value: { words: ruleInWords(input.recurrence, { date, time: input.allDay ? null : when.startLocal.slice(11, 16) }), notes: ruleNotes(input.recurrence, date), dates } };
    },

    async create(input: EventInput, actor: number, role: Role): Promise<Outcome<{ id: number; slug: string }>> {
      const chosen = await chosenCategories(input, role);
      if (!chosen.ok) return chosen;
      const when = settled(input);
      if (!when.ok) return when;
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      const outcome = await writeWithFiles(placed.files, () =>
        db.transaction(async (tx): Promise<Outcome<{ id: number; slug: string }>> => {
          const slug = await freeSlug(input.title, tx);
          const now = clock.now();
          const [row] = await tx
            .insert(events)
            .values({ ...columns(input, when), slug, image: placed.files.names.image ?? null, createdAt: now, updatedAt: now })
            .returning({ id: events.id });
          await setCategories(tx, row!.id, chosen.value);
          await audit.record({ userId: actor, action: "create", entity: ENTITY, entityId: row!.id, detail: `${input.title} (${input.status})` }, tx);
          return { ok: true, value: { id: row!.id, slug } };
        }),
      );
      if (outcome.ok) await contentChanged();
      return outcome;
    },

    /**
     * Saves the form opened at `version`. With `splitFrom` ("this and following"), the series ends the
     * day before that date and a new series with the form's values takes over from it (and its address);
     * changed dates from then on move to the new series when it still has those dates.
     */
    async update({ id, input, version, actor, role }: { id: number; input: EventInput; version: string; actor: number; role: Role }): Promise<Outcome<{ id: number; slug: string }>> {
      const before = await eventRow(id);
      if (!before) return notFound(WHAT);
      const oldCategories = (await linksOf([id])).get(id) ?? [];
      const refusedOld = calendarsRefused(role, oldCategories);
      if (refusedOld) return refusedOld;
      if (versionOf(before.updatedAt) !== version) return staleEdit(WHAT);
      const chosen = await chosenCategories(input, role);
      if (!chosen.ok) return chosen;
      const when = settled(input);
      if (!when.ok) return when;
      const split = input.splitFrom && before.rrule && input.splitFrom > before.startLocal.slice(0, 10) ? input.splitFrom : null;
      if (input.splitFrom && before.rrule && !startOn(before, input.splitFrom) && input.splitFrom > before.startLocal.slice(0, 10)) {
        return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { splitFrom: "That date is not one of the event's dates." } };
      }
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      const newImage = placed.files.names.image ?? null;
      let replaced: string | null = null;
      let dropped = 0;
      const outcome = await writeWithFiles(placed.files, () =>
        db.transaction(async (tx): Promise<Outcome<{ id: number; slug: string }>> => {
          const now = clock.now();
          const image = newImage ?? (input.imageRemove ? null : before.image);
          if (!split) {
            const updated = await tx
              .update(events)
              .set({ ...columns(input, when), image, sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) })
              .where(and(eq(events.id, id), stillAt(events.updatedAt, version)))
              .returning({ id: events.id });
            if (updated.length === 0) return staleEdit(WHAT);
            await setCategories(tx, id, chosen.value);
            dropped = await dropOrphanChanges(tx, id, when);
            await audit.record({ userId: actor, action: "update", entity: ENTITY, entityId: id, detail: `${input.title} (${input.status})${dropped ? `; ${dropped} changed date(s) no longer in the series were removed` : ""}` }, tx);
            replaced = before.image !== image ? before.image : null;
            return { ok: true, value: { id, slug: before.slug } };
          }
          // "This and following": the first part keeps its id and UID and ends before the split date.
          const lastBefore = ruleEndingBefore({ rrule: before.rrule!, startLocal: before.startLocal }, split);
          const oldSlug = `${before.slug}-until-${addDays(split, -1)}`;
          const ended = await tx
            .update(events)
            .set({ rrule: lastBefore, slug: await freeSlug(oldSlug, tx), sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) })
            .where(and(eq(events.id, id), stillAt(events.updatedAt, version)))
            .returning({ id: events.id });
          if (ended.length === 0) return staleEdit(WHAT);
          // The form of "this and following" starts at the split date and counts the dates left.
          const next = when;
          const [row] = await tx
            .insert(events)
            .values({ ...columns(input, next), slug: before.slug, image, splitFrom: id, sequence: 0, createdAt: now, updatedAt: now })
            .returning({ id: events.id });
          await setCategories(tx, row!.id, chosen.value);
          await tx.update(eventExceptions).set({ eventId: row!.id }).where(and(eq(eventExceptions.eventId, id), sql`${eventExceptions.originalDate} >= ${split}`));
          dropped = await dropOrphanChanges(tx, row!.id, next);
          await dropOrphanChanges(tx, id, { rrule: lastBefore, startLocal: before.startLocal });
          await audit.record({ userId: actor, action: "update", entity: ENTITY, entityId: id, detail: `${before.title}: changed from ${split} on (continues as event ${row!.id})` }, tx);
          await audit.record({ userId: actor, action: "create", entity: ENTITY, entityId: row!.id, detail: `${input.title} (from ${split}, ${input.status})` }, tx);
          replaced = null;
          return { ok: true, value: { id: row!.id, slug: before.slug } };
        }),
      );
      if (!outcome.ok) return outcome;
      await dropUnusedImages([replaced]);
      await contentChanged();
      return outcome;
    },

    async remove(id: number, actor: number, role: Role): Promise<Outcome> {
      const before = await eventRow(id);
      if (!before) return notFound(WHAT);
      const refused = calendarsRefused(role, (await linksOf([id])).get(id) ?? []);
      if (refused) return refused;
      const gone = await db.transaction(async (tx) => {
        const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title, image: events.image });
        if (row) await audit.record({ userId: actor, action: "delete", entity: ENTITY, entityId: id, detail: row.title }, tx);
        return row;
      });
      if (!gone) return notFound(WHAT);
      await dropUnusedImages([gone.image]);
      await contentChanged();
      return { ok: true, value: { id } };
    },

    /** The "this and following" form: the series' values, starting at one of its dates. */
    async splitForm(id: number, date: string, role: Role): Promise<Outcome<AdminEventForm>> {
      const row = await eventRow(id);
      if (!row) return notFound(WHAT);
      const form = await formOf(row, role);
      if (!form.ok) return form;
      const start = row.rrule ? startOn(row, date) : null;
      if (!start || date <= row.startLocal.slice(0, 10)) return { ok: false, status: 404, error: "That date is not one of the event's later dates." };
      const duration = new Date(`${row.endLocal}:00Z`).getTime() - new Date(`${row.startLocal}:00Z`).getTime();
      const recurrence = form.value.recurrence.ends === "after" && form.value.recurrence.count ? { ...form.value.recurrence, count: Math.max(1, form.value.recurrence.count - countBefore(row, date)) } : form.value.recurrence;
      return { ok: true, value: { ...form.value, startLocal: start, endLocal: new Date(new Date(`${start}:00Z`).getTime() + duration).toISOString().slice(0, 16), recurrence } };
    },

    /** The dates of an event (or a schedule row) from today on, removed ones included, for its dates page. */
    async adminDates(ref: SeriesRef, role: Role, weeks: number): Promise<Outcome<{ ref: SeriesRef; title: string; words: string; repeats: boolean; href: string; status: string; dates: Array<Occurrence & { removed?: boolean; canSplit: boolean }>; more: boolean }>> {
      const found = await seriesFor(ref, role);
      if (!found.ok) return found;
      const { series, status } = found.value;
      const from = today();
      const to = addDays(from, weeks * 7);
      const dates = occurrencesOf(series, from, to, { withRemoved: true }).map((o) => ({ ...o, canSplit: "eventId" in ref && Boolean(series.rrule) && o.originalDate > series.startLocal.slice(0, 10) }));
      const more = nextStarts(series, `${addDays(to, 1)}T00:00`, 1).length > 0;
      return { ok: true, value: { ref, title: series.title, words: wordsOf(series), repeats: Boolean(series.rrule), href: series.href, status, dates, more } };
    },

    /** One date of a series, for the form that moves it. */
    async adminDate(ref: SeriesRef, date: string, role: Role): Promise<Outcome<{ ref: SeriesRef; title: string; date: string; startLocal: string; endLocal: string; allDay: boolean; note: string; moved: boolean }>> {
      const found = await seriesFor(ref, role);
      if (!found.ok) return found;
      const { series } = found.value;
      const planned = startOn(series, date);
      if (!planned) return { ok: false, status: 404, error: "That date is not one of the event's dates." };
      const change = series.changes.find((c) => c.originalDate === date);
      const plannedEnd = series.endLocal ? addMinutes(planned, minutesBetween(series.startLocal, series.endLocal)) : addMinutes(planned, 60);
      return {
        ok: true,
        value: {
          ref,
          title: series.title,
          date,
          startLocal: change?.kind === "moved" && change.startLocal ? change.startLocal : planned,
          endLocal: change?.kind === "moved" && change.endLocal ? change.endLocal : plannedEnd,
          allDay: series.allDay,
          note: change?.note ?? "",
          moved: change?.kind === "moved",
        },
      };
    },

    /**
     * Changes one date of an event or of a weekly-schedule row: cancel it (still shown, marked
     * cancelled), remove it (not shown), move or retime it, or restore it as the series has it.
     */
    async changeDate({ ref, date, change, actor, role }: { ref: SeriesRef; date: string; change: { kind: "cancel" | "remove" | "restore"; note?: string } | ({ kind: "move" } & MoveOccurrenceInput); actor: number; role: Role }): Promise<Outcome> {
      const found = await seriesFor(ref, role);
      if (!found.ok) return found;
      const { series } = found.value;
      const planned = startOn(series, date);
      if (!planned) return { ok: false, status: 404, error: "That date is not one of the event's dates." };
      const note = change.note ?? "";
      const now = clock.now();
      const owner = "eventId" in ref ? eq(eventExceptions.eventId, ref.eventId) : eq(eventExceptions.scheduleEntry, ref.entry);
      await db.transaction(async (tx) => {
        await tx.delete(eventExceptions).where(and(owner, eq(eventExceptions.originalDate, date)));
        if (change.kind !== "restore") {
          const kind = change.kind === "cancel" ? "cancelled" : change.kind === "remove" ? "removed" : "moved";
          await tx.insert(eventExceptions).values({
            ...("eventId" in ref ? { eventId: ref.eventId } : { scheduleEntry: ref.entry }),
            originalDate: date,
            kind,
            startLocal: change.kind === "move" ? (series.allDay ? `${change.startLocal.slice(0, 10)}T00:00` : change.startLocal) : null,
            endLocal: change.kind === "move" ? (series.allDay ? `${change.endLocal.slice(0, 10)}T00:00` : change.endLocal) : null,
            note,
            updatedAt: now,
          });
        }
        // The feeds' SEQUENCE: an event's own counter; a schedule row counts its audit lines (below).
        if ("eventId" in ref) await tx.update(events).set({ sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) }).where(eq(events.id, ref.eventId));
        const words = { cancel: "cancelled", remove: "removed", restore: "restored", move: "moved" }[change.kind];
        await audit.record(
          { userId: actor, action: "update", entity: ENTITY, entityId: "eventId" in ref ? ref.eventId : `schedule:${ref.entry}`, detail: `${series.title}: ${date} ${words}${change.kind === "move" ? ` to ${change.startLocal.replace("T", " ")}` : ""}${note ? ` (${note})` : ""}` },
          tx,
        );
      });
      await contentChanged();
      return { ok: true, value: { id: "eventId" in ref ? ref.eventId : 0 } };
    },

    /** The weekly schedule's rows that are in the calendar, for the staff who keep the schedule. */
    async adminScheduleRows(role: Role): Promise<Array<{ entry: string; title: string; words: string; cancelledSoon: number }>> {
      if (!canEnterArea(role, "schedule")) return [];
      const from = today();
      return (await scheduleSeries((await snapshot()).schedule, await categories())).map((s) => ({
        entry: s.slug,
        title: s.title,
        words: wordsOf(s),
        cancelledSoon: occurrencesOf(s, from, addDays(from, DEFAULT_WEEKS * 7)).filter((o) => o.status === "cancelled").length,
      }));
    },

    async addCategory(input: CategoryInput, actor: number, role: Role): Promise<Outcome> {
      const calendar: Calendar = role === "childcare" ? "childcare" : role === "church" ? "church" : input.calendar;
      if (!canUseCalendar(role, calendar)) return forbidden(calendar);
      const slug = slugify(input.name);
      if ((RESERVED_EVENT_SLUGS as readonly string[]).includes(slug) || !EVENT_SLUG.test(slug)) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { name: "Please choose another name." } };
      const all = await categories();
      if (all.some((c) => c.slug === slug || c.name.toLowerCase() === input.name.toLowerCase())) {
        return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { name: "There is already a category with that name." } };
      }
      const id = await db.transaction(async (tx) => {
        const position = await nextPosition(tx, CATEGORY_LIST);
        const [row] = await tx.insert(eventCategories).values({ slug, name: input.name, calendar, position }).returning({ id: eventCategories.id });
        await audit.record({ userId: actor, action: "create", entity: ENTITY, entityId: `category:${row!.id}`, detail: `Category ${input.name} (${calendar} calendar)` }, tx);
        return row!.id;
      });
      await contentChanged();
      return { ok: true, value: { id } };
    },

    /**
     * Puts one calendar's categories in the order a page sent; the church calendar's categories come
     * before the childcare calendar's (as the categories page shows them).
     */
    async reorderCategories({ calendar, input, actor, role }: { calendar: Calendar; input: ReorderInput; actor: number; role: Role }): Promise<Outcome<{ order: number[] }>> {
      if (!canUseCalendar(role, calendar)) return forbidden(calendar);
      const outcome = await db.transaction(async (tx) => {
        await tx.select({ id: eventCategories.id }).from(eventCategories).for("update");
        // Read after the lock: a locking read that waited would give the order from before the wait.
        const rows = await tx.select({ id: eventCategories.id, calendar: eventCategories.calendar }).from(eventCategories).orderBy(asc(eventCategories.position), asc(eventCategories.id));
        const groups = CALENDARS.map((c) => rows.filter((r) => r.calendar === c).map((r) => r.id));
        const applied = await applyGroupOrder(tx, CATEGORY_LIST, { groups, group: CALENDARS.indexOf(calendar) }, input, `the ${calendar} calendar's categories`);
        if (applied.ok) await audit.record({ userId: actor, action: "update", entity: ENTITY, detail: `Reordered the ${calendar} calendar's categories` }, tx);
        return applied;
      });
      if (outcome.ok) await contentChanged();
      return outcome;
    },

    /** Deletes a category no event uses (its feed goes with it). */
    async removeCategory(id: number, actor: number, role: Role): Promise<Outcome> {
      const [category] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
      if (!category) return notFound("category");
      if (!canUseCalendar(role, category.calendar)) return forbidden(category.calendar);
      const [used] = await db.select({ n: sql<number>`count(*)::int` }).from(eventCategoryLinks).where(eq(eventCategoryLinks.categoryId, id));
      if ((used?.n ?? 0) > 0) return { ok: false, status: 409, error: `“${category.name}” is still used by ${used!.n} event${used!.n === 1 ? "" : "s"}. Take it off those events first.` };
      const left = await db.select({ id: eventCategories.id }).from(eventCategories).where(ne(eventCategories.id, id)).limit(1);
      if (left.length === 0) return { ok: false, status: 409, error: "The calendar needs at least one category." };
      await db.transaction(async (tx) => {
        await tx.delete(eventCategories).where(eq(eventCategories.id, id));
        await audit.record({ userId: actor, action: "delete", entity: ENTITY, entityId: `category:${id}`, detail: `Category ${category.name}` }, tx);
      });
      await contentChanged();
      return { ok: true, value: { id } };
    },

    // --- Public ------------------------------------------------------------------------------------

    /** Published occurrences from `from` for `weeks` weeks (or a month), optionally of one category. */
    async window({ from, to, category }: { from: string; to: string; category?: string | null }): Promise<Occurrence[]> {
      const all = await publishedSeries();
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
      const all = (await publishedSeries()).filter((s) => s.pages.includes(path));
      return all
        .flatMap((s) => nextOccurrencesOf(s, from, limit))
        .sort(byStart)
        .slice(0, limit);
    },

    /** The home page's next few events: the next date of each event (schedule rows have the Notable Times). */
    async comingUp(limit: number): Promise<Occurrence[]> {
      const from = today();
      const all = (await publishedSeries()).filter((s) => s.source === "event");
      return all
        .map((s) => nextOccurrencesOf(s, from, 1)[0])
        .filter((o): o is Occurrence => Boolean(o))
        .sort(byStart)
        .slice(0, limit);
    },

    /** Published events whose dates are all past, most recent first (the archive). */
    async archive(): Promise<Array<{ href: string; title: string; summary: string; last: string; words: string }>> {
      const from = today();
      const rows = await db.select().from(events).where(eq(events.status, "published"));
      return rows
        .map((row) => ({ row, last: lastStart(row) }))
        .filter((r): r is { row: Row; last: string } => r.last !== null && r.last.slice(0, 10) < from)
        .sort((a, b) => b.last.localeCompare(a.last))
        .map(({ row, last }) => ({ href: `/events/${row.slug}`, title: row.title, summary: row.summary, last, words: wordsOf(row) }));
    },

    /** The address of every published event page and schedule row page (the sitemap). */
    async sitemapPaths(): Promise<string[]> {
      return (await publishedSeries()).map((s) => s.href);
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

export type Events = ReturnType<typeof createEvents>;
