import { addDays } from "../../shared/dates.ts";

export type Reading = { id: number; readingDate: string; scripture: string };

export type HomeReading = Reading & { label: string | null };

/**
 * Home panel: up to 3 of the latest readings not in the future; the first is labelled Today,
 * Yesterday or Most Recent. With none current, the nearest future one shows as Upcoming.
 */
export function homeReadings(readings: Reading[], today: string, count = 3): HomeReading[] {
  const current = readings.filter((r) => r.readingDate <= today).sort(byDateDesc).slice(0, count);
  if (current.length > 0) {
    return current.map((r, i) => ({ ...r, label: i === 0 ? firstLabel(r.readingDate, today) : null }));
  }
  const upcoming = readings.filter((r) => r.readingDate > today).sort(byDateAsc)[0];
  return upcoming ? [{ ...upcoming, label: "Upcoming" }] : [];
}

function firstLabel(date: string, today: string) {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  return "Most Recent";
}

export type ReadingsPage = {
  today: Reading | null;
  previous: (Reading & { label: "Yesterday" | "Previous" }) | null;
  next: (Reading & { label: "Tomorrow" | "Upcoming" }) | null;
  archive: Reading[];
};

/** The daily readings page of spec section 4: today, yesterday or previous, tomorrow or upcoming, and the archive. */
export function readingsPage(readings: Reading[], today: string): ReadingsPage {
  const todays = readings.find((r) => r.readingDate === today) ?? null;
  const earlier = readings.filter((r) => r.readingDate < today).sort(byDateDesc);
  const later = readings.filter((r) => r.readingDate > today).sort(byDateAsc);
  const prev = earlier[0];
  const next = later[0];
  return {
    today: todays,
    previous: prev ? { ...prev, label: prev.readingDate === addDays(today, -1) ? "Yesterday" : "Previous" } : null,
    next: next ? { ...next, label: next.readingDate === addDays(today, 1) ? "Tomorrow" : "Upcoming" } : null,
    archive: earlier.slice(prev ? 1 : 0),
  };
}

const byDateDesc = (a: Reading, b: Reading) => (a.readingDate < b.readingDate ? 1 : a.readingDate > b.readingDate ? -1 : 0);
const byDateAsc = (a: Reading, b: Reading) => -byDateDesc(a, b);
