/**
 * Which backups to keep: the newest of each of the last `daily` days, `weekly` weeks and `monthly`
 * months that have one (grandfather-father-son, as restic's `forget --keep-daily/-weekly/-monthly`
 * counts), in the church's time zone, and always the newest of all. The rest are pruned, and then
 * every file no kept archive names (server/backups/backups.ts).
 */
import { calendarDate } from "../../shared/dates.ts";

export type Keep = { daily: number; weekly: number; monthly: number };

export const DEFAULT_KEEP: Keep = { daily: 7, weekly: 4, monthly: 12 };

/** "7d,4w,12m" (any order, spaces allowed); null when it is not that. */
export function parseKeep(text: string): Keep | null {
  const found: Partial<Keep> = {};
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = /^(\d+)\s*([dwm])$/i.exec(part);
    if (!match) return null;
    const field = ({ d: "daily", w: "weekly", m: "monthly" } as const)[match[2]!.toLowerCase() as "d" | "w" | "m"];
    if (found[field] !== undefined) return null;
    found[field] = Number(match[1]);
  }
  return { daily: found.daily ?? 0, weekly: found.weekly ?? 0, monthly: found.monthly ?? 0 };
}

/** The ISO week of a calendar date: "2026-W48". */
function isoWeek(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((d.getTime() - firstThursday.getTime()) / 86_400_000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The names of the backups to keep, from backups with their moments (any order). */
export function backupsToKeep<T extends { name: string; createdAt: string }>(backups: T[], keep: Keep, timeZone: string): Set<string> {
  const newestFirst = [...backups].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const kept = new Set<string>();
  if (newestFirst[0]) kept.add(newestFirst[0].name);
  const rules: [number, (date: string) => string][] = [
    [keep.daily, (date) => date],
    [keep.weekly, isoWeek],
    [keep.monthly, (date) => date.slice(0, 7)],
  ];
  for (const [count, bucketOf] of rules) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const bucket = bucketOf(calendarDate(new Date(backup.createdAt), timeZone));
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      kept.add(backup.name);
    }
  }
  return kept;
}
