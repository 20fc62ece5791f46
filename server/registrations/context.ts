/**
 * What every part of the registrations reads about an event: its row and series (through the events
 * calendar's one series reader), its registration form, and the church's name and address for the
 * e-mails. Read before a change's transaction takes any lock: inside it, only `tx` is used.
 */
import { and, eq } from "drizzle-orm";
import { addressLine } from "../../shared/content/settings.ts";
import type { Tx } from "../admin/change.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Db } from "../db/db.ts";
import { eventExceptions, events, registrationDates, registrationForms, registrations } from "../db/schema.ts";
import { placeOf } from "../events/feed.ts";
import type { Series } from "../events/occurrences.ts";
import type { EventRow, SeriesReader } from "../events/series.ts";
import { EVENT_SLUG } from "../../shared/events.ts";
import { type DateFacts, type FormRow, dateFacts } from "./dates.ts";
import type { Church, MailEvent } from "./mails.ts";

export type EventContext = { row: EventRow; series: Series; form: FormRow | null; church: Church; mailEvent: MailEvent };

export function createEventContext({ db, reader, snapshot }: { db: Db; reader: SeriesReader; snapshot: () => Promise<Snapshot> }) {
  async function church(): Promise<Church> {
    const { settings } = await snapshot();
    return { name: settings.churchName, address: addressLine(settings), email: settings.officeEmail };
  }

  async function contextOf(row: EventRow): Promise<EventContext> {
    const [series, [form], site, place] = await Promise.all([
      reader.eventSeries(row),
      db.select().from(registrationForms).where(eq(registrationForms.eventId, row.id)),
      church(),
      reader.churchPlace(),
    ]);
    return {
      row,
      series,
      form: form ?? null,
      church: site,
      mailEvent: { title: series.title, href: series.href, place: placeOf(series, place), confirmationMessage: form?.confirmationMessage ?? "" },
    };
  }

  return {
    church,
    /** An event by id (staff), whatever its status. */
    async byId(eventId: number): Promise<EventContext | null> {
      const row = await reader.eventRow(eventId);
      return row ? contextOf(row) : null;
    },
    /** A published event by its address (the public side). */
    async bySlug(slug: string): Promise<EventContext | null> {
      if (!EVENT_SLUG.test(slug) || slug.length > 120) return null;
      const [row] = await db.select().from(events).where(and(eq(events.slug, slug), eq(events.status, "published")));
      return row ? contextOf(row) : null;
    },
    contextOf,
    /** A registration with its event and date (read outside any lock; changes read it again through their `tx`). */
    async registrationById(id: number): Promise<{ context: EventContext; originalDate: string; registration: typeof registrations.$inferSelect } | null> {
      const [found] = await db
        .select({ registration: registrations, eventId: registrationDates.eventId, originalDate: registrationDates.originalDate })
        .from(registrations)
        .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
        .where(eq(registrations.id, id));
      if (!found) return null;
      const row = await reader.eventRow(found.eventId);
      return row ? { context: await contextOf(row), originalDate: found.originalDate, registration: found.registration } : null;
    },
  };
}

export type EventContexts = ReturnType<typeof createEventContext>;

/**
 * A date's facts as they stand inside the transaction: its exception row is read again through `tx`,
 * so a date cancelled a moment ago (whose change locked the same row) is seen as cancelled.
 */
export async function currentFacts(tx: Tx, series: Series, originalDate: string): Promise<DateFacts | null> {
  if (series.eventId === null) return dateFacts(series, originalDate);
  const [row] = await tx.select().from(eventExceptions).where(and(eq(eventExceptions.eventId, series.eventId), eq(eventExceptions.originalDate, originalDate)));
  const others = series.changes.filter((c) => c.originalDate !== originalDate);
  const changes = row ? [...others, { originalDate, kind: row.kind, startLocal: row.startLocal, endLocal: row.endLocal, note: row.note }] : others;
  return dateFacts({ ...series, changes }, originalDate);
}
