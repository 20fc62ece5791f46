/**
 * The version an edit form carries back: the moment of the record's last change, as
 * `versionOf` (server/admin/editing.ts) wrote it into the form ("2026-11-21T15:00:00.000Z").
 * Anything else (empty, "not-a-date", a day no calendar has, a year the database cannot hold) names
 * no version at all: the form is out of date or did not load completely, and it is answered with
 * "reload the page" before any of it reaches the database.
 */
export function isRecordVersion(value: unknown): value is string {
  if (typeof value !== "string" || !/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return false;
  const moment = new Date(value);
  // A day or hour past its end ("2026-02-30") rolls over in JavaScript; PostgreSQL refuses it.
  return !Number.isNaN(moment.getTime()) && moment.toISOString() === value;
}

/** What a form without a readable version is told. */
export const OUTDATED_FORM = "This form is out of date, so nothing was saved. Please reload the page and make your change again.";
