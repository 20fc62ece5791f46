/**
 * The events calendar's rules that the editor in the browser and the server both need: how a series
 * repeats (as the form gives it), the rule in words ("Every third Tuesday at 1:30 PM until June 2027"),
 * and how dates and times read. The recurrence itself is expanded on the server by the rrule library
 * (server/events/recurrence.ts); this module only words it, so it imports nothing but zod's siblings.
 */
import { clockTime } from "./content/schedule.ts";
import { monthDay, monthDayYear, monthYear } from "./dates.ts";

/** iCalendar's two-letter weekdays, Monday first as the form lists them. */
export const RULE_DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type RuleDay = (typeof RULE_DAYS)[number];
export const DAY_NAMES: Record<RuleDay, string> = { MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday", SU: "Sunday" };

export const REPEATS = ["none", "weekly", "monthly", "yearly"] as const;
export type Repeat = (typeof REPEATS)[number];

/** Which week of the month: 1..5, or the last. */
export const MONTH_WEEKS = ["1", "2", "3", "4", "5", "last"] as const;
export type MonthWeek = (typeof MONTH_WEEKS)[number];
const ORDINAL_WORDS: Record<MonthWeek, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", last: "last" };

/** How far the calendar looks ahead by default (issue 12: the next 8 weeks), and at most. */
export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 52;

/** The most dates a series may have when it ends after a count (issue 12). */
export const MAX_COUNT = 500;

/** How a series repeats, as the editor's fields give it. */
export type Recurrence = {
  repeat: Repeat;
  /** Every 1, 2, 3 ... weeks, months or years. */
  interval: number;
  /** Weekly: the days it meets on (none chosen: the start's day). */
  weekdays: RuleDay[];
  /** Monthly: on the start's day of the month ("day"), or on the nth weekday ("weekday"). */
  monthlyBy: "day" | "weekday";
  /** Monthly on a weekday: which week and which day ("" = as the start date). */
  monthWeek: MonthWeek | "";
  monthWeekday: RuleDay | "";
  ends: "never" | "on" | "after";
  /** The last date (YYYY-MM-DD) when it ends on a date. */
  until: string;
  /** How many dates when it ends after a count. */
  count: number | null;
};

export const NO_RECURRENCE: Recurrence = { repeat: "none", interval: 1, weekdays: [], monthlyBy: "day", monthWeek: "", monthWeekday: "", ends: "never", until: "", count: null };

const dateAt = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

/** The weekday of a calendar date ("2026-12-15" is a Tuesday: "TU"). */
export function ruleDayOf(isoDate: string): RuleDay {
  return RULE_DAYS[(dateAt(isoDate).getUTCDay() + 6) % 7]!;
}

/** Which occurrence of its weekday a date is in its month: 15 December 2026 is the third Tuesday. */
export function monthWeekOf(isoDate: string): Exclude<MonthWeek, "last"> {
  return String(Math.ceil(Number(isoDate.slice(8, 10)) / 7)) as Exclude<MonthWeek, "last">;
}

/** Whether a date is the last of its weekday in its month. */
export function isLastWeekdayOfMonth(isoDate: string): boolean {
  const later = dateAt(isoDate);
  later.setUTCDate(later.getUTCDate() + 7);
  return later.getUTCMonth() !== dateAt(isoDate).getUTCMonth();
}

/** The weekly days and monthly week a rule uses, filled in from the start date where the form left them empty. */
export function settledRecurrence(rule: Recurrence, startDate: string): Recurrence {
  return {
    ...rule,
    weekdays: rule.repeat === "weekly" && rule.weekdays.length === 0 ? [ruleDayOf(startDate)] : rule.weekdays,
    monthWeek: rule.repeat === "monthly" && rule.monthlyBy === "weekday" && !rule.monthWeek ? monthWeekOf(startDate) : rule.monthWeek,
    monthWeekday: rule.repeat === "monthly" && rule.monthlyBy === "weekday" && !rule.monthWeekday ? ruleDayOf(startDate) : rule.monthWeekday,
  };
}

const ordinalDay = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th"}`;

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function isLastDayOfMonth(isoDate: string): boolean {
  const next = dateAt(isoDate);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** "every other week", "every 3 months": the interval part of a rule. */
function every(interval: number, unit: "week" | "month" | "year"): string {
  if (interval === 1) return `every ${unit}`;
  if (interval === 2) return `every other ${unit}`;
  return `every ${interval} ${unit}s`;
}

/**
 * A series in words, as the editor previews it and the event page states it:
 * "Every third Tuesday at 1:30 PM until June 2027", "Every Monday and Wednesday at 6:30 PM",
 * "Every year on December 24, all day, 5 times". A single date reads "Once".
 */
export function ruleInWords(input: Recurrence, start: { date: string; time: string | null }): string {
  const rule = settledRecurrence(input, start.date);
  const at = start.time ? ` at ${clockTime(start.time)}` : ", all day";
  let words: string;
  switch (rule.repeat) {
    case "none":
      return `Once, on ${monthDayYear(start.date)}${at}`;
    case "weekly": {
      const days = listOf(RULE_DAYS.filter((d) => rule.weekdays.includes(d)).map((d) => DAY_NAMES[d]));
      words = rule.interval === 1 ? `Every ${days}` : `${capitalise(every(rule.interval, "week"))} on ${days}`;
      break;
    }
    case "monthly":
      if (rule.monthlyBy === "weekday") {
        const nth = `${ORDINAL_WORDS[rule.monthWeek as MonthWeek]} ${DAY_NAMES[rule.monthWeekday as RuleDay]}`;
        words = rule.interval === 1 ? `Every ${nth}` : `${capitalise(every(rule.interval, "month"))} on the ${nth}`;
      } else {
        words = `${capitalise(every(rule.interval, "month"))} on the ${ordinalDay(Number(start.date.slice(8, 10)))}`;
      }
      break;
    case "yearly":
      words = `${capitalise(every(rule.interval, "year"))} on ${monthDay(start.date)}`;
      break;
  }
  const ending =
    rule.ends === "on" && rule.until
      ? ` until ${isLastDayOfMonth(rule.until) ? monthYear(rule.until) : monthDayYear(rule.until)}`
      : rule.ends === "after" && rule.count
        ? `, ${rule.count === 1 ? "once" : `${rule.count} times`}`
        : "";
  return `${words}${at}${ending}`;
}

/** What the rule does in months or years that lack its day, in the iCalendar standard's terms (issue 12, item 5). */
export function ruleNotes(input: Recurrence, startDate: string): string[] {
  const rule = settledRecurrence(input, startDate);
  const day = Number(startDate.slice(8, 10));
  const notes: string[] = [];
  if (rule.repeat === "monthly" && rule.monthlyBy === "day" && day > 28) {
    notes.push(`Months without a ${ordinalDay(day)} are skipped (as the calendar standard defines), so this does not happen every month.`);
  }
  if (rule.repeat === "monthly" && rule.monthlyBy === "weekday" && rule.monthWeek === "5") {
    notes.push(`Months without a fifth ${DAY_NAMES[rule.monthWeekday as RuleDay]} are skipped, so this happens only a few times a year.`);
  }
  if (rule.repeat === "yearly" && startDate.slice(5) === "02-29") notes.push("February 29 comes only in leap years, so this happens every four years.");
  return notes;
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// --- Dates and times as the calendar shows them -----------------------------------------------------

// Made once: a calendar page writes a day for each of its dates, and making a formatter costs far more than using one (issue 33).
const DAY_HEADING = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const DAY_HEADING_WITH_YEAR = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT_DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Tuesday, December 15": a day heading in the list. */
export function dayHeading(isoDate: string, withYear = false): string {
  return (withYear ? DAY_HEADING_WITH_YEAR : DAY_HEADING).format(dateAt(isoDate));
}

/** "Tue, Dec 15, 2026": a date in lists of dates. */
export function shortDay(isoDate: string): string {
  return SHORT_DAY.format(dateAt(isoDate));
}

/** "1:30 to 3:00 PM", "All day", "All day, through Friday, July 2": the time of one occurrence. */
export function timeOfDay({ startLocal, endLocal, allDay }: { startLocal: string; endLocal: string | null; allDay: boolean }): string {
  if (allDay) {
    const last = (endLocal ?? startLocal).slice(0, 10);
    return last > startLocal.slice(0, 10) ? `All day, through ${dayHeading(last)}` : "All day";
  }
  const start = startLocal.slice(11, 16);
  const end = endLocal?.slice(11, 16) ?? "";
  if (!end) return clockTime(start);
  const endDay = endLocal!.slice(0, 10);
  if (endDay !== startLocal.slice(0, 10)) return `${clockTime(start)} to ${dayHeading(endDay)}, ${clockTime(end)}`;
  const sameHalf = (Number(start.slice(0, 2)) < 12) === (Number(end.slice(0, 2)) < 12) && end !== "12:00" && start !== "12:00";
  return sameHalf ? `${clockTime(start).replace(/ (AM|PM)$/, "")} to ${clockTime(end)}` : `${clockTime(start)} to ${clockTime(end)}`;
}

/** A month's name and year from "2026-12": "December 2026". */
export function monthTitle(month: string): string {
  return monthYear(`${month}-01`);
}

/** Event addresses: lowercase words and dashes (the form makes them from the title). */
export const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words /events/ uses for pages of its own, which no event may take as its address. */
export const RESERVED_EVENT_SLUGS = ["archive", "schedule", "month", "feeds"] as const;

/** An address made from a title: "Grief Support!" → "grief-support". */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "event";
}

/** A time zone the browser and the server both know (the IANA name, such as America/New_York). */
export function isKnownTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The weeks of a month's grid, Sunday first: each day's date, or null for days of other months. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const first = dateAt(`${month}-01`);
  const days: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (const d = new Date(first); d.getUTCMonth() === first.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** The month before or after "2026-12": "2026-11", "2027-01". */
export function shiftMonth(month: string, by: number): string {
  const d = dateAt(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
}

/**
 * The months the calendar's month view has pages for: a year back and two ahead of today's month.
 * Unbounded previous/next links let a link checker walk to the year 2100 and beyond (issue 29).
 */
export const MONTHS_BACK = 12;
export const MONTHS_AHEAD = 24;

/** The first and last month ("2026-11") the month view shows on `today`. */
export function monthRange(today: string): { first: string; last: string } {
  const month = today.slice(0, 7);
  return { first: shiftMonth(month, -MONTHS_BACK), last: shiftMonth(month, MONTHS_AHEAD) };
}

/** The last day of a month ("2026-12" → "2026-12-31"). */
export function lastDayOf(month: string): string {
  const d = dateAt(`${shiftMonth(month, 1)}-01`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** A place away from the church as staff type it on one line, read into its parts. */
export type TypedAddress = { name: string; street: string; city: string; region: string; postalCode: string };

/**
 * Reads "Camp Wesley, 12 Lake Rd, Ripley, WV 25271" (a name, a street, the town, the state and zip
 * code; the name may be left out): the parts search engines ask for (issue 29). Null when the line
 * does not end in a town, a two-letter state and a zip code.
 */
export function readAddress(line: string): TypedAddress | null {
  const parts = line
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const ZIP = /^\d{5}(?:-\d{4})?$/;
  let region: string;
  let postalCode: string;
  let rest: string[];
  const together = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? "");
  if (together) [region, postalCode, rest] = [together[1]!, together[2]!, parts.slice(0, -1)];
  else if (ZIP.test(parts.at(-1) ?? "") && /^[A-Za-z]{2}$/.test(parts.at(-2) ?? "")) [region, postalCode, rest] = [parts.at(-2)!, parts.at(-1)!, parts.slice(0, -2)];
  else return null;
  const city = rest.at(-1);
  const before = rest.slice(0, -1);
  if (!city || before.length === 0 || /\d/.test(city)) return null;
  // A first part without a number names the place ("Camp Wesley"); the rest is its street.
  const named = before.length > 1 && !/\d/.test(before[0]!);
  return { name: before[0]!, street: (named ? before.slice(1) : before).join(", "), city, region: region.toUpperCase(), postalCode };
}

/**
 * Whether a series meets away from the church. An event's location is another address (empty: the
 * church). A weekly-schedule row's place is a room of the church ("Sanctuary"), unless it is a whole
 * address ("Wesley House, 402 College Avenue, Cedar Hill, NC 27514"): a ministry that meets elsewhere
 * keeps its one row, and its page and its calendar entry name the same place (issue 30).
 */
export function meetsAway(series: { source: "event" | "schedule"; location: string }): boolean {
  if (!series.location) return false;
  return series.source === "event" || readAddress(series.location) !== null;
}
