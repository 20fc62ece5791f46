import { and, eq, sql } from "drizzle-orm";
import { type Role, canEnterArea } from "../../shared/areas.ts";
import { DEFAULT_WEEKS } from "../../shared/events.ts";
import type { MoveOccurrenceInput } from "../../shared/schemas/admin/events.ts";
import { farMoveMessage } from "../../shared/series-length.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, type Outcome, nextVersion, notFound } from "../admin/editing.ts";
import { addDays } from "../clock/clock.ts";
import type { Snapshot } from "../content/content.ts";
import { eventExceptions, events } from "../db/schema.ts";
import { type Occurrence, type Series, occurrencesOf } from "./occurrences.ts";
import { addMinutes, minutesBetween, nextStarts, startOn } from "./recurrence.ts";
import { ENTITY, type SeriesReader, calendarsRefused, wordsOf } from "./series.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

/** Which series a date belongs to: an event, or a row of the weekly schedule (by its id). */
export type SeriesRef = { eventId: number } | { entry: string };

/** Staff cancel, remove, move and restore single dates of an event or of a weekly-schedule row. */
export function createDateChanges({ clock, change, snapshot }: EditingDeps & { snapshot: () => Promise<Snapshot> }, reader: SeriesReader) {
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
     * cancelled), remove it (not shown), move or retime it, or restore it as the series has it.
     */
    async changeDate({ ref, date, change: wanted, actor, role }: { ref: SeriesRef; date: string; change: { kind: "cancel" | "remove" | "restore"; note?: string } | ({ kind: "move" } & MoveOccurrenceInput); actor: number; role: Role }): Promise<Outcome> {
      const found = await seriesFor(ref, role);
      if (!found.ok) return found;
      const { series } = found.value;
      const planned = startOn(series, date);
      if (!planned) return { ok: false, status: 404, error: STAFF_MESSAGES.notADateOfTheEvent };
      const farMove = wanted.kind === "move" ? farMoveMessage(date, wanted.startLocal) : null;
      if (farMove) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { startDate: farMove } };
      const note = wanted.note ?? "";
      const now = clock.now();
      const owner = "eventId" in ref ? eq(eventExceptions.eventId, ref.eventId) : eq(eventExceptions.scheduleEntry, ref.entry);
      return change(ENTITY, actor, async (tx) => {
        await tx.delete(eventExceptions).where(and(owner, eq(eventExceptions.originalDate, date)));
        if (wanted.kind !== "restore") {
          const kind = wanted.kind === "cancel" ? "cancelled" : wanted.kind === "remove" ? "removed" : "moved";
          await tx.insert(eventExceptions).values({
            ...("eventId" in ref ? { eventId: ref.eventId } : { scheduleEntry: ref.entry }),
            originalDate: date,
            kind,
            startLocal: wanted.kind === "move" ? (series.allDay ? `${wanted.startLocal.slice(0, 10)}T00:00` : wanted.startLocal) : null,
            endLocal: wanted.kind === "move" ? (series.allDay ? `${wanted.endLocal.slice(0, 10)}T00:00` : wanted.endLocal) : null,
            note,
            updatedAt: now,
          });
        }
        // The feeds' SEQUENCE: an event's own counter; a schedule row counts its audit lines (below).
        if ("eventId" in ref) await tx.update(events).set({ sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) }).where(eq(events.id, ref.eventId));
        const words = { cancel: "cancelled", remove: "removed", restore: "restored", move: "moved" }[wanted.kind];
        return changed(
          { id: "eventId" in ref ? ref.eventId : 0 },
          { action: "update", entityId: "eventId" in ref ? ref.eventId : `schedule:${ref.entry}`, detail: `${series.title}: ${date} ${words}${wanted.kind === "move" ? ` to ${wanted.startLocal.replace("T", " ")}` : ""}${note ? ` (${note})` : ""}` },
        );
      });
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
  };
}
