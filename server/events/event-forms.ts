/**
 * The staff's view of an event as its form opens it (also from one of its dates, for "this and
 * following"). The list of events is admin-list.ts; the writes are event-editing.ts.
 */
import type { Role } from "../../shared/roles.ts";
import type { Calendar } from "../../shared/role-rights.ts";
import { type Recurrence } from "../../shared/events.ts";
import { notFound, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import type { Db } from "../db/db.ts";
import { events } from "../db/schema.ts";
import { type EventDetails } from "./occurrences.ts";
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

export function createEventForms(db: Db, reader: Pick<SeriesReader, "eventRow" | "eventSeries">) {
  const { eventRow, eventSeries } = reader;

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
