/**
 * The one date module (issue 31): calendar dates and wall-clock times in the site's time zone, and the
 * words pages, feeds, JSON-LD and e-mails write them in. The clock itself (now) is server/clock/clock.ts.
 */
/** The two ways the zone's wall clock is read: its date ("2026-12-01"), and its date and time to the second. */
const READINGS = {
  date: { locale: "en-CA", options: { year: "numeric", month: "2-digit", day: "2-digit" } },
  wall: { locale: "en-US", options: { hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" } },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per reading and zone, made once (a zone that does not exist throws, as before): making
 * an Intl.DateTimeFormat costs far more than using one, and a calendar page reads a zone's offset
 * several times for every date it shows (issue 33).
 */
function formatterOf(reading: keyof typeof READINGS, timeZone: string): Intl.DateTimeFormat {
  const key = `${reading} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(READINGS[reading].locale, { ...READINGS[reading].options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date (YYYY-MM-DD) as seen on the wall in `timeZone` at `moment`. */
export function calendarDate(moment: Date, timeZone: string): string {
  const parts = formatterOf("date", timeZone).formatToParts(moment);
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
  const shown = formatterOf("wall", timeZone).formatToParts(utcMidnight);
  const part = (type: string) => Number(shown.find((p) => p.type === type)?.value);
  const asIfUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  const offset = asIfUtc - utcMidnight.getTime();
  const guess = new Date(utcMidnight.getTime() - offset);
  // Across a daylight-saving change the offset at the guess can differ by an hour; one correction settles it.
  return calendarDate(guess, timeZone) === isoDate ? guess : new Date(guess.getTime() + (calendarDate(guess, timeZone) < isoDate ? 3600_000 : -3600_000));
}

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: Date, timeZone: string): number {
  const shown = formatterOf("wall", timeZone).formatToParts(moment);
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

// A US English formatter per set of options, made once: making one costs a tenth of a millisecond or
// more (`toLocaleDateString` with options makes one per call), which a list of 50 dates paid 150 times.
const wordFormatters = new Map<string, Intl.DateTimeFormat>();
function usWords(options: Intl.DateTimeFormatOptions, date: Date): string {
  // As toLocaleDateString answers a date that is not one (a formatter would throw).
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  const key = JSON.stringify(options);
  let made = wordFormatters.get(key);
  if (!made) wordFormatters.set(key, (made = new Intl.DateTimeFormat("en-US", options)));
  return made.format(date);
}

/** "June 2025": trips show month and year in US English. */
export function monthYear(isoDate: string): string {
  return usWords({ month: "long", year: "numeric", timeZone: "UTC" }, new Date(`${isoDate}T12:00:00Z`));
}

/** "Sunday, June 1, 2025": a calendar date (services, readings) written out. */
export function longDate(isoDate: string): string {
  return usWords({ weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }, new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** "June 1, 2025" for a moment, in the site's time zone ("Posted on {long date}"). */
export function postedDate(moment: string | Date, timeZone: string): string {
  return usWords({ year: "numeric", month: "long", day: "numeric", timeZone }, new Date(moment));
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
  return usWords({ month: "long", day: "numeric", timeZone: "UTC" }, new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** "Nov 27, 2026, 8:12 AM": a moment in the site's time zone, as staff see saves, publishes and sign-ins. */
export function momentWords(moment: string | Date, timeZone: string): string {
  return usWords({ dateStyle: "medium", timeStyle: "short", timeZone }, new Date(moment));
}
