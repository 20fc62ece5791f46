import { sizeText } from "../../shared/format.ts";

/** What the dashboard is told of the backups (server/admin/dashboard.ts, site administrators only). */
export type BackupsState = { lastGood: { at: string; bytes: number } | null; failure: { at: string; error: string } | null; stale: boolean; attention: boolean };

const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));

/** "today 03:00", "yesterday 03:00", "Nov 25 03:00", on the church's clock. */
export function whenWords(iso: string, now: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
  const date = day(iso, timeZone);
  if (date === day(now, timeZone)) return `today ${time}`;
  if (date === day(new Date(Date.parse(now) - 86_400_000).toISOString(), timeZone)) return `yesterday ${time}`;
  return `${new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(new Date(iso))} ${time}`;
}

/** The dashboard's backup line ("Last backup: today 03:00, 48 MB, checked") and, when it calls for attention, why. */
export function backupWords(state: BackupsState, now: string, timeZone: string): { line: string; problem: string | null } {
  const line = state.lastGood ? `Last backup: ${whenWords(state.lastGood.at, now, timeZone)}, ${sizeText(state.lastGood.bytes)}, checked` : "No backup has been made yet";
  const problem = state.failure
    ? `The backup of ${whenWords(state.failure.at, now, timeZone)} failed: ${state.failure.error}.`
    : state.stale
      ? "No backup has succeeded for more than 36 hours."
      : null;
  return { line, problem };
}
