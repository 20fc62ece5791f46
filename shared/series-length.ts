import { monthDayYear } from "./dates.ts";
/**
 * How long a repeating series may run: an event's, or a weekly-schedule row's (issue 29). An end
 * years away is nearly always a slip (one such series, until 31 December 9999, froze the server), and
 * a church plans no further; a longer series is entered again when its time comes.
 */
export const MAX_SERIES_YEARS = 5;

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
  return `A series may run at most ${MAX_SERIES_YEARS} years: please choose a last date on or before ${monthDayYear(latestLastDate(firstDate) ?? firstDate)}.`;
}

/** The refusal of a count whose last date, `lastDate`, is beyond `latestLastDate(firstDate)`. */
export function tooManyDatesMessage(firstDate: string, count: number, lastDate: string): string {
  return `These ${count} dates run to ${monthDayYear(lastDate)}; a series may run at most ${MAX_SERIES_YEARS} years (to ${monthDayYear(latestLastDate(firstDate) ?? firstDate)}). Please choose fewer dates.`;
}

/** How far one date of a series may move from the day the series planned it. */
export const MAX_MOVE_YEARS = 1;

/** `isoDate` moved by whole years (February 29 → February 28 in a common year). */
function shiftYears(isoDate: string, years: number): string {
  const year = Math.min(9999, Math.max(1, Number(isoDate.slice(0, 4)) + years));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${String(year).padStart(4, "0")}${isoDate.endsWith("-02-29") && !leap ? "-02-28" : isoDate.slice(4, 10)}`;
}

/**
 * The refusal of a move of the date planned on `plannedDate` to `newDate` more than a year away (a
 * moved date is a change of plan; one moved to 9999 once made every "next dates" list walk to it), or null.
 */
export function farMoveMessage(plannedDate: string, newDate: string): string | null {
  const earliest = shiftYears(plannedDate, -MAX_MOVE_YEARS);
  const latest = shiftYears(plannedDate, MAX_MOVE_YEARS);
  if (newDate.slice(0, 10) >= earliest && newDate.slice(0, 10) <= latest) return null;
  return `A date can move at most a year from the day it was planned (between ${monthDayYear(earliest)} and ${monthDayYear(latest)}). For a date further away, add an event.`;
}
