/**
 * The weekly schedule as data: what meets when, where, and on which page it is shown. Every time a
 * page prints (home, worship, about, ministry pages, the Church structured data, and the calendar
 * feeds) is worded from these entries by the functions below, in the spec's wording:
 * "Sundays 10:15-10:45", "3rd Tuesday 1:30PM", "10:00 AM", "10:00 to 11:15 AM", "6:30-7:30 PM".
 */
import { z } from "zod";
import { oneLine } from "../schemas/text.ts";
import { latestLastDate, tooLongMessage } from "../series-length.ts";
import { monthDayYear } from "../dates.ts";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Which weeks of the month: every week, or the 1st..5th or last such weekday. */
export const WEEKS = ["every", "1", "2", "3", "4", "5", "last"] as const;
export type Week = (typeof WEEKS)[number];

const ORDINALS: Record<Exclude<Week, "every">, string> = { "1": "1st", "2": "2nd", "3": "3rd", "4": "4th", "5": "5th", last: "last" };

const clock = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "Please give a time such as 10:00 or 18:30 (24-hour clock).")
  .transform((v) => v.padStart(5, "0"));

const isClock = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);

const optionalDate = z.union([z.literal(""), z.string().refine(isCalendarDate, "Please choose a date or leave it empty.")]).default("");

export const scheduleEntrySchema = z
  .object({
    /** A stable name for the entry (used by page words that print its time: {{when:gods-big-house}}). */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and dashes, such as sunday-worship."),
    name: z.string().overwrite(oneLine).trim().min(1, "Please give the entry a name.").max(80, "Please keep the name to 80 characters or fewer."),
    weekday: z.enum(WEEKDAYS, { error: "Please choose a day of the week." }),
    week: z.enum(WEEKS, { error: "Please choose which weeks of the month." }),
    start: clock,
    end: z.union([z.literal(""), clock]).default(""),
    place: z.string().overwrite(oneLine).trim().max(120, "Please keep the place to 120 characters or fewer.").default(""),
    /** The public pages that show the entry (their paths): its own page, and any table it also belongs in. */
    pages: z
      .array(z.string().regex(/^\/[a-z0-9-]*$/, "Please choose a page of the site."), { error: "Please choose at least one page that shows this entry." })
      .min(1, "Please choose at least one page that shows this entry.")
      .max(10),
    startsOn: optionalDate,
    endsOn: optionalDate,
    note: z.string().overwrite(oneLine).trim().max(200, "Please keep the note to 200 characters or fewer.").default(""),
    onHome: z.boolean().default(false),
    /** The events calendar's categories it is listed under (their feeds carry it). */
    categories: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, "Please choose categories from the list.")).max(20).default([]),
    /** Left out of the events calendar and its feeds (a row that repeats another, such as a second wording of a time). */
    hideFromCalendar: z.boolean().default(false),
  })
  .superRefine((entry, ctx) => {
    if (entry.end && isClock(entry.start) && isClock(entry.end) && entry.end <= entry.start) ctx.addIssue({ code: "custom", path: ["end"], message: "The end time must be after the start time." });
    if (entry.startsOn && entry.endsOn && entry.endsOn < entry.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last date must not be before the first date." });
    else if (entry.startsOn && entry.endsOn > (latestLastDate(entry.startsOn) ?? entry.endsOn)) ctx.addIssue({ code: "custom", path: ["endsOn"], message: tooLongMessage(entry.startsOn) });
  });

export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** An entry with every optional part empty: the form's new row, and the base of the seed's entries. */
export function scheduleEntry(fields: Partial<ScheduleEntry> & Pick<ScheduleEntry, "id" | "name">): ScheduleEntry {
  return { weekday: "Sunday", week: "every", start: "10:00", end: "", place: "", pages: [], startsOn: "", endsOn: "", note: "", onHome: false, categories: [], hideFromCalendar: false, ...fields };
}

export const scheduleSchema = z
  .object({ entries: z.array(scheduleEntrySchema).max(200, "A schedule holds at most 200 entries.").default([]) })
  .superRefine((schedule, ctx) => {
    const seen = new Set<string>();
    schedule.entries.forEach((entry, index) => {
      if (seen.has(entry.id)) ctx.addIssue({ code: "custom", path: ["entries", index, "id"], message: `Another entry is already called "${entry.id}".` });
      seen.add(entry.id);
    });
  });

export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * The rows without a first date whose last date is more than MAX_SERIES_YEARS after `today` (the
 * schema judges rows with a first date; this rule needs the day it is judged on), by field path.
 */
export function lastDateProblems(schedule: Schedule, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  schedule.entries.forEach((entry, index) => {
    if (!entry.startsOn && entry.endsOn > (latestLastDate(today) ?? entry.endsOn)) problems[`entries.${index}.endsOn`] = tooLongMessage(today);
  });
  return problems;
}

// --- Wording ---------------------------------------------------------------------------------------

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "10:15", "1:30", "12:00" (12-hour clock, no AM/PM). */
function twelveHour(time: string): string {
  const m = minutes(time);
  const hour = Math.floor(m / 60) % 12 || 12;
  return `${hour}:${String(m % 60).padStart(2, "0")}`;
}

const meridiem = (time: string) => (minutes(time) < 12 * 60 ? "AM" : "PM");
const isNoon = (time: string) => time === "12:00";

/** "10:00 AM", "6:30 PM", "12:00 noon". */
export function clockTime(time: string): string {
  return isNoon(time) ? "12:00 noon" : `${twelveHour(time)} ${meridiem(time)}`;
}

/** The start as the home page and footer print it: "10:00 AM". */
export function startTime(entry: Pick<ScheduleEntry, "start">): string {
  return clockTime(entry.start);
}

/** A table's time: "10:00-11:15" in the morning, "6:30-7:30 PM" from noon on; "6:30 PM" without an end. */
export function timeRange(entry: Pick<ScheduleEntry, "start" | "end">): string {
  const pm = meridiem(entry.start) === "PM";
  if (!entry.end) return clockTime(entry.start);
  return `${twelveHour(entry.start)}-${twelveHour(entry.end)}${pm ? " PM" : ""}`;
}

/** In a sentence: "10:00 to 11:15 AM", "11:00 AM to 12:00 noon", "6:00 to 6:30 PM"; "From 9:15 AM" without an end. */
export function timeSpan(entry: Pick<ScheduleEntry, "start" | "end">): string {
  if (!entry.end) return `From ${clockTime(entry.start)}`;
  if (!isNoon(entry.end) && meridiem(entry.start) === meridiem(entry.end)) return `${twelveHour(entry.start)} to ${twelveHour(entry.end)} ${meridiem(entry.end)}`;
  return `${clockTime(entry.start)} to ${clockTime(entry.end)}`;
}

/** "Sundays", "3rd Tuesday", "last Friday". */
export function dayRule(entry: Pick<ScheduleEntry, "weekday" | "week">): string {
  return entry.week === "every" ? `${entry.weekday}s` : `${ORDINALS[entry.week]} ${entry.weekday}`;
}

/** The day rule in the schedule editor's words: "every Sunday", "3rd Tuesday of the month". */
export function dayRuleLabel(entry: Pick<ScheduleEntry, "weekday" | "week">): string {
  return entry.week === "every" ? `every ${entry.weekday}` : `${ORDINALS[entry.week]} ${entry.weekday} of the month`;
}

/**
 * When an entry meets, as ministry pages print it: "Sundays 10:15-10:45", "Wednesdays 6:30PM",
 * "3rd Tuesday 1:30PM", "1st Wednesday, noon"; an entry that has not begun yet reads "beginning …".
 */
export function meetingTime(entry: ScheduleEntry, today: string): string {
  const time = entry.end ? `${twelveHour(entry.start)}-${twelveHour(entry.end)}` : isNoon(entry.start) ? "noon" : `${twelveHour(entry.start)}${meridiem(entry.start)}`;
  const when = `${dayRule(entry)}${isNoon(entry.start) && !entry.end ? ", " : " "}${time}`;
  return entry.startsOn && entry.startsOn > today ? `${when}, beginning ${monthDayYear(entry.startsOn)}` : when;
}

/** Whether an entry still meets: one whose last date has passed disappears by itself. */
export function isCurrent(entry: Pick<ScheduleEntry, "endsOn">, today: string): boolean {
  return !entry.endsOn || entry.endsOn >= today;
}

/** The current entries a page shows, in the schedule's order. */
export function entriesFor(schedule: Schedule, page: string, today: string): ScheduleEntry[] {
  return schedule.entries.filter((e) => e.pages.includes(page) && isCurrent(e, today));
}

/** Entries in the order of the week: Sunday first, then by start time. */
export function byDayAndTime(a: Pick<ScheduleEntry, "weekday" | "start">, b: Pick<ScheduleEntry, "weekday" | "start">): number {
  return WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.start.localeCompare(b.start);
}

/** schema.org day names for structured data. */
export const schemaDay = (weekday: Weekday) => `https://schema.org/${weekday}`;
