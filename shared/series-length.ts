/**
 * How long a repeating series may run: an event's, or a weekly-schedule row's (issue 29). An end
 * years away is nearly always a slip (one such series, until 31 December 9999, froze the server), and
 * a church plans no further; a longer series is entered again when its time comes.
 */
export const MAX_SERIES_YEARS = 5;

const fullDate = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * The latest last date of a series that starts on `firstDate`: "2026-12-15" → "2031-12-15" (February
 * 29 → February 28). Null when `firstDate` is not a calendar date (its own field says so).
 */
export function latestLastDate(firstDate: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDate) || Number.isNaN(Date.parse(`${firstDate}T12:00:00Z`))) return null;
  if (new Date(`${firstDate}T12:00:00Z`).toISOString().slice(0, 10) !== firstDate) return null;
  const year = Number(firstDate.slice(0, 4)) + MAX_SERIES_YEARS;
  if (year > 9999) return "9999-12-31";
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${String(year).padStart(4, "0")}${firstDate.endsWith("-02-29") && !leap ? "-02-28" : firstDate.slice(4)}`;
}

/** The refusal of a last date beyond `latestLastDate(firstDate)`. */
export function tooLongMessage(firstDate: string): string {
  return `A series may run at most ${MAX_SERIES_YEARS} years: please choose a last date on or before ${fullDate(latestLastDate(firstDate) ?? firstDate)}.`;
}

/** The refusal of a count whose last date, `lastDate`, is beyond `latestLastDate(firstDate)`. */
export function tooManyDatesMessage(firstDate: string, count: number, lastDate: string): string {
  return `These ${count} dates run to ${fullDate(lastDate)}; a series may run at most ${MAX_SERIES_YEARS} years (to ${fullDate(latestLastDate(firstDate) ?? firstDate)}). Please choose fewer dates.`;
}
