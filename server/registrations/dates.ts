/**
 * Which dates of an event take registrations and how each stands (open, full, not yet open, closed,
 * cancelled), from the event's series, its registration form and the clock. Pure: the places taken
 * come from the caller, who read them with the date's row locked when it matters.
 */
import { type Availability, takesRegistrations } from "../../shared/registrations.ts";
import { addDays, zonedMoment } from "../../shared/dates.ts";
import type { registrationForms } from "../db/schema.ts";
import type { Series } from "../events/occurrences.ts";
import { addMinutes, minutesBetween, nextStarts, startOn } from "../events/recurrence.ts";

export type FormRow = typeof registrationForms.$inferSelect;

/** One date of a series as a registration sees it: where it is on the wall clock now, and whether it still happens. */
export type DateFacts = {
  /** The date the rule gave it: the key of its registrations. */
  originalDate: string;
  startLocal: string;
  endLocal: string | null;
  allDay: boolean;
  timeZone: string;
  status: "scheduled" | "cancelled" | "moved" | "removed";
  /** A moved date: where it was first planned. */
  plannedLocal: string;
  note: string;
  /** The moment it starts. */
  startsAt: Date;
};

/** The facts of one date of `series`, or null when the rule gives no such date. */
export function dateFacts(series: Series, originalDate: string): DateFacts | null {
  const planned = startOn(series, originalDate);
  if (!planned) return null;
  const duration = series.endLocal ? minutesBetween(series.startLocal, series.endLocal) : null;
  const change = series.changes.find((c) => c.originalDate === originalDate);
  const moved = change?.kind === "moved" && change.startLocal ? change : null;
  const startLocal = moved ? moved.startLocal! : planned;
  const endLocal = moved ? moved.endLocal : duration === null ? null : addMinutes(planned, duration);
  const status = !change ? "scheduled" : change.kind === "cancelled" ? "cancelled" : change.kind === "removed" ? "removed" : "moved";
  return {
    originalDate,
    startLocal,
    endLocal,
    allDay: series.allDay,
    timeZone: series.timeZone,
    status,
    plannedLocal: planned,
    note: change?.note ?? "",
    startsAt: zonedMoment(series.allDay ? `${startLocal.slice(0, 10)}T00:00` : startLocal, series.timeZone),
  };
}

/** The moment registration opens (null: it is open already). */
export const opensAt = (form: FormRow, timeZone: string) => (form.opensLocal ? zonedMoment(form.opensLocal, timeZone) : null);

/** The moment a date stops taking registrations: the form's closing time, and at the latest when the date starts. */
export function closesAt(form: FormRow, facts: DateFacts): Date {
  const closing = form.closesLocal ? zonedMoment(form.closesLocal, facts.timeZone) : null;
  return closing && closing < facts.startsAt ? closing : facts.startsAt;
}

/** Whether the form takes registrations for this date at all (every date, or the one it names). */
export const formCovers = (form: FormRow, originalDate: string) => form.enabled && (form.onlyDate === null || form.onlyDate === originalDate);

/**
 * How a date stands for a visitor: cancelled, not yet open, closed, or open with places left (or a
 * waitlist only). `placesTaken` counts the people of its confirmed and attended registrations.
 */
export function availability({ form, facts, now, placesTaken }: { form: FormRow; facts: DateFacts; now: Date; placesTaken: number }): Availability {
  if (facts.status === "cancelled" || facts.status === "removed") return { state: "cancelled" };
  if (now >= closesAt(form, facts)) return { state: "closed" };
  const opening = opensAt(form, facts.timeZone);
  if (opening && now < opening) return { state: "not-yet", opensLocal: form.opensLocal! };
  if (form.capacity === null) return { state: "open", left: null };
  const left = Math.max(0, form.capacity - placesTaken);
  return left > 0 ? { state: "open", left } : { state: "full" };
}

/** Why a date takes no registration now, as a message for the date field (null: it does). */
export function refusalOf(a: Availability): string | null {
  if (takesRegistrations(a)) return null;
  if (a.state === "cancelled") return "This date is cancelled, so it takes no registrations.";
  if (a.state === "not-yet") return "Registration for this date has not opened yet.";
  return "Registration for this date has closed.";
}

/**
 * The dates a form offers from `today` on: its one date, or the event's next `limit` dates that have not
 * started, moved ones on their new day, cancelled ones included (the page says so).
 */
export function offeredDates(series: Series, form: FormRow, today: string, now: Date, limit = 12): DateFacts[] {
  if (!form.enabled) return [];
  if (form.onlyDate) {
    const facts = dateFacts(series, form.onlyDate);
    return facts && facts.status !== "removed" && facts.startsAt > now ? [facts] : [];
  }
  // Moves stay within a year of the planned day (shared/series-length.ts), so a date moved into the
  // window was planned at most a year either side of it.
  const candidates = new Set(nextStarts(series, `${addDays(today, -366)}T00:00`, 400 + limit).map((s) => s.slice(0, 10)));
  return [...candidates]
    .map((date) => dateFacts(series, date))
    .filter((f): f is DateFacts => f !== null && f.status !== "removed" && f.startsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, limit);
}
