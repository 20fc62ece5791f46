/**
 * The staff's view of events: the list of the events a role may change, and an event as its form opens
 * it (also from one of its dates, for "this and following"). The writes are event-editing.ts.
 */
import { asc } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import type { Calendar } from "../../shared/role-rights.ts";
import { DEFAULT_WEEKS, type Recurrence } from "../../shared/events.ts";
import { notFound, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { addDays } from "../../shared/dates.ts";
import type { Db } from "../db/db.ts";
import { events } from "../db/schema.ts";
import { type EventDetails, nextOccurrencesOf, occurrencesOf } from "./occurrences.ts";
import { countBefore, fromRuleString, startOn } from "./recurrence.ts";
import { type EventRow, type SeriesReader, calendarsRefused, wordsOf } from "./series.ts";

const WHAT = "event";

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

export function createEventForms(db: Db, reader: Pick<SeriesReader, "today" | "linksOf" | "changesOf" | "seriesOfRow" | "eventRow" | "eventSeries">) {
  const { today, linksOf, changesOf, seriesOfRow, eventRow, eventSeries } = reader;

  /** The event as the form shows it, or a refusal for a role whose calendar it is not. */
  async function formOf(row: EventRow, role: Role): Promise<Outcome<AdminEventForm>> {
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

  return {
    /** Every stored description, for the sweep of rich-text pictures. */
    async storedHtml(): Promise<string[]> {
      return (await db.select({ html: events.description }).from(events)).map((r) => r.html);
    },

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

    /** The "this and following" form: the series' values, starting at one of its dates. */
    async splitForm(id: number, date: string, role: Role): Promise<Outcome<AdminEventForm>> {
      const row = await eventRow(id);
      if (!row) return notFound(WHAT);
      const form = await formOf(row, role);
      if (!form.ok) return form;
      const start = row.rrule ? startOn(row, date) : null;
      if (!start || date <= row.startLocal.slice(0, 10)) return { ok: false, status: 404, error: "That date is not one of this event's later dates. Please choose a later date from the event's list of dates." };
      const duration = new Date(`${row.endLocal}:00Z`).getTime() - new Date(`${row.startLocal}:00Z`).getTime();
      const recurrence = form.value.recurrence.ends === "after" && form.value.recurrence.count ? { ...form.value.recurrence, count: Math.max(1, form.value.recurrence.count - countBefore(row, date)) } : form.value.recurrence;
      return { ok: true, value: { ...form.value, startLocal: start, endLocal: new Date(new Date(`${start}:00Z`).getTime() + duration).toISOString().slice(0, 16), recurrence } };
    },
  };
}
