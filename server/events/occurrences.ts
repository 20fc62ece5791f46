/**
 * A calendar series as pages and feeds see it, whichever table it comes from (an event row, or a row
 * of the weekly schedule), and the dates it gives in a window with its changed dates applied.
 */
import { type ScheduleEntry, WEEKDAYS } from "../../shared/content/schedule.ts";
import { RULE_DAYS } from "../../shared/events.ts";
import { zonedMoment } from "../../shared/dates.ts";
import { addMinutes, minutesBetween, nextStarts, startsBetween } from "./recurrence.ts";

export type DateChange = {
  originalDate: string;
  kind: "cancelled" | "moved" | "removed";
  startLocal: string | null;
  endLocal: string | null;
  note: string;
};

export type Category = { id: number; slug: string; name: string; calendar: "church" | "childcare" };

/** What an event says about itself, as staff wrote it: the calendar's series and the admin form both carry it. */
export type EventDetails = {
  slug: string;
  title: string;
  summary: string;
  /** Sanitised HTML (events) or a plain note (schedule rows). */
  description: string;
  /** Empty: at the church. */
  location: string;
  allDay: boolean;
  startLocal: string;
  timeZone: string;
  image: string | null;
  imageAlt: string;
  link: string;
  linkLabel: string;
};

/** One series of the calendar: an event (maybe of one date) or a schedule row. */
export type Series = EventDetails & {
  /** "event:12" or "schedule:grief-support". */
  key: string;
  /** The iCalendar UID: the same across every regeneration of every feed. */
  uid: string;
  /** Its public page. */
  href: string;
  source: "event" | "schedule";
  /** The event's id (events only). */
  eventId: number | null;
  /** Null: the schedule row gives no end time. */
  endLocal: string | null;
  rrule: string | null;
  categories: Category[];
  /** The public page that also lists its dates. */
  pages: string[];
  sequence: number;
  updatedAt: Date;
  changes: DateChange[];
};

/** One date of a series as the calendar shows it. */
export type Occurrence = {
  seriesKey: string;
  href: string;
  title: string;
  location: string;
  categories: string[];
  /** The date the series gave it (the key of its change, if any). */
  originalDate: string;
  /** Where it is on the wall clock of its time zone (moved ones: the new time). */
  startLocal: string;
  endLocal: string | null;
  allDay: boolean;
  timeZone: string;
  status: "scheduled" | "cancelled" | "moved";
  /** A moved date: when it was first planned. */
  movedFrom: string | null;
  /** A moved date: the moment (ISO) it was first planned to start, for structured data. */
  movedFromStart: string | null;
  note: string;
  /** The moments it starts and ends (ISO), for sorting and structured data. */
  start: string;
  end: string | null;
};

function durationOf(series: Pick<Series, "startLocal" | "endLocal">): number | null {
  return series.endLocal ? minutesBetween(series.startLocal, series.endLocal) : null;
}

function occurrence(series: Series, startLocal: string, extra: Partial<Occurrence> = {}): Occurrence {
  const duration = durationOf(series);
  const endLocal = extra.endLocal !== undefined ? extra.endLocal : duration === null ? null : addMinutes(startLocal, duration);
  const moment = (local: string) => (series.allDay ? zonedMoment(`${local.slice(0, 10)}T00:00`, series.timeZone) : zonedMoment(local, series.timeZone)).toISOString();
  return {
    seriesKey: series.key,
    href: series.href,
    title: series.title,
    location: series.location,
    categories: series.categories.map((c) => c.slug),
    originalDate: startLocal.slice(0, 10),
    startLocal,
    endLocal,
    allDay: series.allDay,
    timeZone: series.timeZone,
    status: "scheduled",
    movedFrom: null,
    note: "",
    ...extra,
    movedFromStart: extra.movedFrom ? moment(extra.movedFrom) : null,
    start: moment(extra.startLocal ?? startLocal),
    end: endLocal ? moment(endLocal) : null,
  };
}

/**
 * The dates of a series whose (new) day lies from `fromDate` to `toDate`, both included, in order:
 * cancelled dates stay (marked), moved dates appear on their new day, removed dates are gone.
 * `withRemoved` keeps removed dates too (as cancelled ones with their note), for the staff's list.
 */
export function occurrencesOf(series: Series, fromDate: string, toDate: string, { withRemoved = false } = {}): Array<Occurrence & { removed?: boolean }> {
  return occurrencesAt(series, startsBetween(series, `${fromDate}T00:00`, `${toDate}T23:59`), fromDate, toDate, withRemoved);
}

/** `occurrencesOf` from the rule's starts in the window, already expanded. */
function occurrencesAt(series: Series, starts: string[], fromDate: string, toDate: string, withRemoved: boolean): Array<Occurrence & { removed?: boolean }> {
  const changes = new Map(series.changes.map((c) => [c.originalDate, c]));
  const found: Array<Occurrence & { removed?: boolean }> = [];
  for (const startLocal of starts) {
    const change = changes.get(startLocal.slice(0, 10));
    if (!change) found.push(occurrence(series, startLocal));
    else if (change.kind === "cancelled") found.push(occurrence(series, startLocal, { status: "cancelled", note: change.note }));
    else if (change.kind === "removed" && withRemoved) found.push({ ...occurrence(series, startLocal, { status: "cancelled", note: change.note }), removed: true });
  }
  for (const change of series.changes) {
    if (change.kind !== "moved" || !change.startLocal) continue;
    const day = change.startLocal.slice(0, 10);
    if (day < fromDate || day > toDate) continue;
    const planned = startsBetween(series, `${change.originalDate}T00:00`, `${change.originalDate}T23:59`)[0];
    if (!planned) continue;
    found.push(occurrence(series, change.startLocal, { originalDate: change.originalDate, startLocal: change.startLocal, endLocal: change.endLocal, status: "moved", movedFrom: planned, note: change.note }));
  }
  return found.sort(byStart);
}

/** The next `limit` dates of a series from a day on (cancelled and moved ones included). */
export function nextOccurrencesOf(series: Series, fromDate: string, limit: number): Occurrence[] {
  // The rule's next dates, a few more than asked for since changed ones may have gone (only a change of
  // a date from `fromDate` on can take one away: a series' years of past changes cost nothing); dates
  // moved past them each by their own day, never by a window that reaches them (one may be thousands of years ahead).
  const gone = series.changes.filter((c) => c.kind !== "cancelled" && c.originalDate >= fromDate).length;
  const starts = nextStarts(series, `${fromDate}T00:00`, limit + gone);
  const last = starts.at(-1)?.slice(0, 10) ?? fromDate;
  const movedLater = series.changes
    .filter((c) => c.kind === "moved" && c.startLocal && c.startLocal.slice(0, 10) > last)
    .flatMap((c) => occurrencesOf(series, c.startLocal!.slice(0, 10), c.startLocal!.slice(0, 10)).filter((o) => o.status === "moved" && o.originalDate === c.originalDate));
  // The starts are every start of the rule from `fromDate` to `last` (a rule gives one a day): not expanded twice.
  return [...occurrencesAt(series, starts, fromDate, last, false), ...movedLater].sort(byStart).slice(0, limit);
}

export function byStart(a: Occurrence, b: Occurrence): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : a.title.localeCompare(b.title);
}

/** The schedule's day rule as an RRULE: "Sundays" is weekly, "3rd Tuesday" monthly on that weekday. */
export function scheduleRule(entry: Pick<ScheduleEntry, "weekday" | "week" | "endsOn">): string {
  const day = RULE_DAYS[(WEEKDAYS.indexOf(entry.weekday) + 6) % 7]!;
  const until = entry.endsOn ? `;UNTIL=${entry.endsOn.replace(/-/g, "")}T235900Z` : "";
  return entry.week === "every" ? `FREQ=WEEKLY;BYDAY=${day}${until}` : `FREQ=MONTHLY;BYDAY=${entry.week === "last" ? "-1" : `+${entry.week}`}${day}${until}`;
}

/** A schedule row's dates start here unless it names its own first date, so its UID and DTSTART never move. */
export const SCHEDULE_EPOCH = "2025-01-01";

/** The first date of a schedule row: its rule's first date on or after its first date (or the epoch). */
export function scheduleStart(entry: Pick<ScheduleEntry, "weekday" | "week" | "endsOn" | "startsOn" | "start">): string | null {
  const from = `${entry.startsOn || SCHEDULE_EPOCH}T${entry.start}`;
  return nextStarts({ rrule: scheduleRule({ ...entry, endsOn: "" }), startLocal: from }, from, 1)[0] ?? null;
}
