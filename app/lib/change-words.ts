import { AREAS, isAreaKey } from "../../shared/areas.ts";
import { momentWords, monthDayYear } from "../../shared/dates.ts";

/** How an audit line's action reads to a person ("published in Pages: ..."). */
const ACTION_WORDS: Record<string, string> = {
  create: "added",
  update: "changed",
  delete: "deleted",
  invite: "invited",
  disable: "disabled",
  enable: "re-enabled",
  "clear-two-factor": "cleared two-step verification of",
  "reset-link": "made a reset link for",
  "schedule-refused": "could not publish as scheduled in",
  publish: "published",
  restore: "restored an earlier version",
  draft: "saved a draft",
  discard: "discarded a draft",
  schedule: "scheduled a publish",
  export: "exported",
  // The weekly e-mail (issue 37); the visitors' own steps have no member of staff behind them.
  signup: "had a sign-up waiting for its confirmation",
  confirm: "had a subscription confirmed",
  preferences: "had a subscriber change their lists",
  unsubscribe: "had an unsubscribe",
  suppress: "stopped mail to an address",
  send: "sent an issue",
  unschedule: "made a scheduled issue a draft again",
  import: "imported subscribers",
  erase: "erased a subscriber's data",
  settings: "changed the settings",
  view: "opened",
};

/** "exported from Messages" reads better than "exported in Messages". */
const PREPOSITION: Record<string, string> = { export: "from", settings: "of" };

const ISO_MOMENT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z\b/g;
const WALL_CLOCK = /\b(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})\b/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/** Dates and times written for machines (2031-01-01T15:00:00.000Z, 2026-12-16 13:30, 2026-11-21) as people read them. */
function readableDates(text: string, timeZone: string): string {
  const moment = { format: (at: Date) => momentWords(at, timeZone) };
  return text
    .replace(ISO_MOMENT, (iso) => moment.format(new Date(iso)))
    .replace(WALL_CLOCK, (_, date: string, hours: string, minutes: string) => {
      const h = Number(hours);
      return `${monthDayYear(date)}, ${h % 12 || 12}:${minutes} ${h < 12 ? "AM" : "PM"}`;
    })
    .replace(ISO_DATE, (date) => monthDayYear(date));
}

/**
 * One change of the audit log as the dashboard says it (issue 30): what was done, in which area, and
 * the detail with its facts filled in (`fill`: page words' placeholders) and its dates in words. The
 * area is named once; the "draft saved" that older lines repeat is left out.
 */
export function changeWords(change: { action: string; entity: string; detail: string | null }, { timeZone, fill }: { timeZone: string; fill: (text: string) => string }): string {
  const area = isAreaKey(change.entity) ? AREAS[change.entity].label : change.entity;
  let detail = change.detail ? readableDates(fill(change.detail), timeZone).replace(/: draft (saved|discarded)$/, "") : "";
  if (detail.toLowerCase() === area.toLowerCase()) detail = "";
  else if (detail.toLowerCase().startsWith(`${area.toLowerCase()}: `)) detail = detail.slice(area.length + 2);
  const verb = ACTION_WORDS[change.action] ?? "changed";
  return `${verb} ${PREPOSITION[change.action] ?? "in"} ${area}${detail ? `: ${detail}` : ""}`;
}
