/**
 * The one date module (issue 31): calendar dates and wall-clock times in the site's time zone, and the
 * words pages, feeds, JSON-LD and e-mails write them in. The clock itself (now) is server/clock/clock.ts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, time zone and style, made once: making one costs about 0.2 ms, so a page
 * or feed writing hundreds of dates spent most of its time here (issue 33: the ten-year archives).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** `toLocaleDateString`'s words for a date, with its answer for an invalid one, from a kept formatter. */
function written(moment: Date, options: Intl.DateTimeFormatOptions): string {
  return Number.isNaN(moment.getTime()) ? "Invalid Date" : formatter("en-US", options).format(moment);
}

const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = { hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" };

/** A calendar date (YYYY-MM-DD) as seen on the wall in `timeZone` at `moment`. */
export function calendarDate(moment: Date, timeZone: string): string {
  const parts = formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(moment);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Adds whole days to a YYYY-MM-DD date, calendar-wise (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The moment a calendar day (YYYY-MM-DD) begins on the wall clock of `timeZone`. */
export function startOfDay(isoDate: string, timeZone: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  // The zone's offset at that moment, read back from how the zone shows UTC midnight.
  const shown = formatter("en-US", { ...WALL_CLOCK_PARTS, timeZone }).formatToParts(utcMidnight);
  const part = (type: string) => Number(shown.find((p) => p.type === type)?.value);
  const asIfUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  const offset = asIfUtc - utcMidnight.getTime();
  const guess = new Date(utcMidnight.getTime() - offset);
  // Across a daylight-saving change the offset at the guess can differ by an hour; one correction settles it.
  return calendarDate(guess, timeZone) === isoDate ? guess : new Date(guess.getTime() + (calendarDate(guess, timeZone) < isoDate ? 3600_000 : -3600_000));
}

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: Date, timeZone: string): number {
  const shown = formatter("en-US", { ...WALL_CLOCK_PARTS, timeZone }).formatToParts(moment);
  const part = (type: string) => Number(shown.find((p) => p.type === type)?.value);
  const asIfUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asIfUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a wall-clock time ("2026-12-01T09:00", as a datetime-local field gives it) happens in `timeZone`. */
export function zonedMoment(local: string, timeZone: string): Date {
  const key = `${timeZone} ${local.slice(0, 16)}`;
  const known = moments.get(key);
  if (known !== undefined) return new Date(known);
  const asIfUtc = new Date(`${local.slice(0, 16)}:00Z`);
  const first = new Date(asIfUtc.getTime() - offsetAt(asIfUtc, timeZone));
  // Near a daylight-saving change the offset at the first guess can differ; a second pass settles it.
  const moment = asIfUtc.getTime() - offsetAt(first, timeZone);
  if (moments.size >= MOMENTS_KEPT) moments.clear();
  moments.set(key, moment);
  return new Date(moment);
}

/**
 * The moments zonedMoment has worked out, by zone and wall-clock time: a calendar page asks for the
 * same dates' moments on every request (issue 33). Bounded; emptied when full.
 */
const moments = new Map<string, number>();
const MOMENTS_KEPT = 20_000;

/** A moment as `timeZone`'s wall clock shows it, in the datetime-local field's form: "2026-12-01T09:00". */
export function wallClock(moment: Date, timeZone: string): string {
  const local = new Date(moment.getTime() + offsetAt(moment, timeZone));
  return local.toISOString().slice(0, 16);
}

/** "June 2025": trips show month and year in US English. */
export function monthYear(isoDate: string): string {
  return written(new Date(`${isoDate}T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "Sunday, June 1, 2025": a calendar date (services, readings) written out. */
export function longDate(isoDate: string): string {
  return written(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`), {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "June 1, 2025" for a moment, in the site's time zone ("Posted on {long date}"). */
export function postedDate(moment: string | Date, timeZone: string): string {
  return written(new Date(moment), { year: "numeric", month: "long", day: "numeric", timeZone });
}

/**
 * "June 1, 2025" for a calendar date: the style of "Posted on", so that a page a visitor reads writes
 * its dates one way ("Expires on", the home page's readings; issue 16).
 */
export function monthDayYear(isoDate: string): string {
  return postedDate(`${isoDate.slice(0, 10)}T12:00:00Z`, "UTC");
}

/** "November 27": a calendar date without its year. */
export function monthDay(isoDate: string): string {
  return written(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`), { month: "long", day: "numeric", timeZone: "UTC" });
}

/** "Nov 27, 2026, 8:12 AM": a moment in the site's time zone, as staff see saves, publishes and sign-ins. */
export function momentWords(moment: string | Date, timeZone: string): string {
  return written(new Date(moment), { dateStyle: "medium", timeStyle: "short", timeZone });
}
