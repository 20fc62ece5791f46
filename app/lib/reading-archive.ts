import { monthYear } from "../../shared/dates.ts";
/** A month of the daily readings archive: "October 2026" and its readings, newest first. */
export type ArchiveMonth<R> = { key: string; label: string; readings: R[] };

/**
 * Groups the archive (already newest first) by calendar month, keeping the order, so the page can
 * show a year of readings as a short list of months.
 */
export function archiveByMonth<R extends { readingDate: string }>(readings: readonly R[]): ArchiveMonth<R>[] {
  const months: ArchiveMonth<R>[] = [];
  for (const reading of readings) {
    const key = reading.readingDate.slice(0, 7);
    let month = months.at(-1);
    if (!month || month.key !== key) {
      month = { key, label: monthLabel(key), readings: [] };
      months.push(month);
    }
    month.readings.push(reading);
  }
  return months;
}

function monthLabel(key: string): string {
  return monthYear(`${key}-15`);
}
