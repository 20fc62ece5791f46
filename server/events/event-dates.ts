import { and, eq, sql } from "drizzle-orm";
import { canEnterArea } from "../../shared/areas.ts";
import { type Role } from "../../shared/roles.ts";
import { DEFAULT_WEEKS } from "../../shared/events.ts";
import type { MoveOccurrenceInput } from "../../shared/schemas/admin/events.ts";
import { farMoveMessage } from "../../shared/series-length.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, nextVersion, notFound } from "../admin/editing.ts";
import type { Outcome, Refusal } from "../admin/outcome.ts";
import { addDays } from "../../shared/dates.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { eventExceptions, events } from "../db/schema.ts";
import { type Occurrence, type Series, occurrencesOf } from "./occurrences.ts";
import { addMinutes, minutesBetween, nextStarts, startOn } from "./recurrence.ts";
import { cancelledBetween } from "./admin-list.ts";
import { ENTITY, type SeriesReader, calendarsRefused, settleDates, wordsOf } from "./series.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";
import type { RegistrationHooks } from "../registrations/event-hooks.ts";

/** The question asked before a date with registrations is cancelled, removed or moved (issue 34, item 6). */
export type RegistrationsQuestion = { registrations: number; people: number; question: string };

/** Which series a date belongs to: an event, or a row of the weekly schedule (by its id). */
export type SeriesRef = { eventId: number } | { entry: string };

/** Staff cancel, remove, move and restore single dates of an event or of a weekly-schedule row. */
export function createDateChanges({ clock, change, snapshot, registrations }: EditingDeps & { snapshot: () => Promise<Snapshot>; registrations: RegistrationHooks }, reader: SeriesReader) {
  const { today, categories, scheduleSeries, eventRow, eventSeries } = reader;

  /** An event or a schedule row, with the refusal for a role that may not change it. */
  async function seriesFor(ref: SeriesRef, role: Role): Promise<Outcome<{ series: Series; status: string }>> {
    if ("eventId" in ref) {
      const row = await eventRow(ref.eventId);
      if (!row) return notFound("event");
      const series = await eventSeries(row);
      const refused = calendarsRefused(role, series.categories);
      return refused ?? { ok: true, value: { series, status: row.status } };
    }
    if (!canEnterArea(role, "schedule")) return { ok: false, status: 403, error: "The weekly schedule's dates are kept by the church office. Please ask them or an administrator." };
    const entry = (await snapshot()).schedule.entries.find((e) => e.id === ref.entry && !e.hideFromCalendar);
    const series = entry ? (await scheduleSeries({ entries: [entry] }, await categories()))[0] : undefined;
    return series ? { ok: true, value: { series, status: "published" } } : notFound("schedule entry");
  }

  return {
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
      if (!planned) return { ok: false, status: 404, error: STAFF_MESSAGES.notADateOfTheEvent };
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
     * cancelled), remove it (not shown), move or retime it, or restore it as the series has it. A date
     * with registrations is changed only with `confirmed` (the page asks first: a 409 with the question);
     * its registrants are then told by e-mail in the same change.
     */
    async changeDate({ ref, date, change: dateChange, actor, role, confirmed = false }: { ref: SeriesRef; date: string; change: { kind: "cancel" | "remove" | "restore"; note?: string } | ({ kind: "move" } & MoveOccurrenceInput); actor: number; role: Role; confirmed?: boolean }): Promise<Outcome | (Refusal & { ask: RegistrationsQuestion })> {
      const found = await seriesFor(ref, role);
      if (!found.ok) return found;
      const { series } = found.value;
      const planned = startOn(series, date);
      if (!planned) return { ok: false, status: 404, error: STAFF_MESSAGES.notADateOfTheEvent };
      const farMove = dateChange.kind === "move" ? farMoveMessage(date, dateChange.startLocal) : null;
      if (farMove) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { startDate: farMove } };
      if ("eventId" in ref && dateChange.kind !== "restore" && !confirmed) {
        const held = await registrations.activeOn(ref.eventId, date);
        if (held.registrations > 0) {
          const verb = { cancel: "Cancel", remove: "Remove", move: "Move" }[dateChange.kind];
          return {
            ok: false,
            status: 409,
            error: `This date has ${held.registrations} registration(s).`,
            ask: {
              ...held,
              question: `This date has ${held.registrations} registration(s), ${held.people} ${held.people === 1 ? "person" : "people"} in all. ${verb} it anyway? The registrations are kept, and each registrant is e-mailed an updated calendar entry.`,
            },
          };
        }
      }
      const note = dateChange.note ?? "";
      const registered = "eventId" in ref ? await registrations.contextFor(ref.eventId) : null;
      const outcome = await change(ENTITY, actor, async (tx) => {
        const now = clock.now();
        const owner = "eventId" in ref ? eq(eventExceptions.eventId, ref.eventId) : eq(eventExceptions.scheduleEntry, ref.entry);
        await tx.delete(eventExceptions).where(and(owner, eq(eventExceptions.originalDate, date)));
        if (dateChange.kind !== "restore") {
          const kind = dateChange.kind === "cancel" ? "cancelled" : dateChange.kind === "remove" ? "removed" : "moved";
          await tx.insert(eventExceptions).values({
            ...("eventId" in ref ? { eventId: ref.eventId } : { scheduleEntry: ref.entry }),
            originalDate: date,
            kind,
            startLocal: dateChange.kind === "move" ? (series.allDay ? `${dateChange.startLocal.slice(0, 10)}T00:00` : dateChange.startLocal) : null,
            endLocal: dateChange.kind === "move" ? (series.allDay ? `${dateChange.endLocal.slice(0, 10)}T00:00` : dateChange.endLocal) : null,
            note,
            updatedAt: now,
          });
        }
        // The feeds' SEQUENCE: an event's own counter; a schedule row counts its audit lines (below).
        if ("eventId" in ref) {
          await tx.update(events).set({ sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) }).where(eq(events.id, ref.eventId));
          await settleDates(tx, ref.eventId);
        }
        const told = "eventId" in ref ? await registrations.dateChanged(tx, { eventId: ref.eventId, date, kind: dateChange.kind, context: registered }) : [];
        const words = { cancel: "cancelled", remove: "removed", restore: "restored", move: "moved" }[dateChange.kind];
        return changed(
          { id: "eventId" in ref ? ref.eventId : 0 },
          { action: "update", entityId: "eventId" in ref ? ref.eventId : `schedule:${ref.entry}`, detail: `${series.title}: ${date} ${words}${dateChange.kind === "move" ? ` to ${dateChange.startLocal.replace("T", " ")}` : ""}${note ? ` (${note})` : ""}` },
          ...told,
        );
      });
      if (outcome.ok) registrations.mailQueued();
      return outcome;
    },

    /** The weekly schedule's rows that are in the calendar, for the staff who keep the schedule. */
    async adminScheduleRows(role: Role): Promise<Array<{ entry: string; title: string; words: string; cancelledSoon: number }>> {
      if (!canEnterArea(role, "schedule")) return [];
      const from = today();
      // The rows' categories are not shown here.
      return (await scheduleSeries((await snapshot()).schedule, [], { datesFrom: from })).map((s) => ({
        entry: s.slug,
        title: s.title,
        words: wordsOf(s),
        cancelledSoon: cancelledBetween(s, from, addDays(from, DEFAULT_WEEKS * 7)),
      }));
    },
  };
}
