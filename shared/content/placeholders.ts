/**
 * Words that repeat a fact kept elsewhere (a meeting time, the church's phone) say so with a
 * placeholder instead of a copy, so that changing the fact changes every page at once:
 *   {{when:gods-big-house}}  "Sundays 10:15-10:45"   (the schedule entry's meeting time)
 *   {{start:sunday-worship}} "10:00 AM"              {{range:…}} "10:00-11:15"   {{span:…}} "10:00 to 11:15 AM"
 *   {{place:marshall-wesley}} the entry's place ("Children's wing", or a whole address), else the church's name
 *   {{church}} {{short-name}} {{pastor}} {{office-phone}} {{office-email}} {{office-hours}} {{address}} {{parking}}
 *   {{childcare}} {{childcare-phone}} {{childcare-email}} {{childcare-hours}} {{childcare-licence}}
 *   {{years}} "134": the church's years counted from 1892 (spec section 9; the history page says 1891)
 *   {{registration-fee}} "$25": the childcare registration fee
 */
import { type Schedule, type ScheduleEntry, meetingTime, startTime, timeRange, timeSpan } from "./schedule.ts";
import { type SiteSettings, addressLine } from "./settings.ts";
import { yearsCounting } from "../format.ts";
import { type ChildcareFees, formatDollars } from "./childcare.ts";

export type PlaceholderContext = { settings: SiteSettings; schedule: Schedule; today: string; fees?: ChildcareFees };

/** What a schedule entry's placeholders say of it: its times, and where it meets. */
const ENTRY_WORDINGS: Partial<Record<string, (entry: ScheduleEntry, context: PlaceholderContext) => string>> = {
  when: (e, { today }) => meetingTime(e, today),
  start: (e) => startTime(e),
  range: (e) => timeRange(e),
  span: (e) => timeSpan(e),
  place: (e, { settings }) => e.place || settings.churchName,
};

const FACTS: Partial<Record<string, (s: SiteSettings) => string>> = {
  church: (s) => s.churchName,
  "short-name": (s) => s.shortName,
  pastor: (s) => s.pastor,
  "office-phone": (s) => s.officePhone,
  "office-email": (s) => s.officeEmail,
  "office-hours": (s) => s.officeHours,
  parking: (s) => s.parking,
  address: (s) => addressLine(s),
  street: (s) => s.address.street,
  childcare: (s) => s.childcare.name,
  "childcare-phone": (s) => s.childcare.phone,
  "childcare-email": (s) => s.childcare.email,
  "childcare-hours": (s) => s.childcare.hours,
  "childcare-licence": (s) => s.childcare.licence,
};

const PLACEHOLDER = /\{\{\s*([a-z-]+)(?::([a-z0-9-]+))?\s*\}\}/g;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function valueOf(name: string, argument: string | undefined, context: PlaceholderContext): string | null {
  const { settings, schedule, today, fees } = context;
  if (argument !== undefined) {
    const wording = ENTRY_WORDINGS[name];
    const entry = schedule.entries.find((e) => e.id === argument);
    return wording && entry ? wording(entry, context) : null;
  }
  if (name === "years") return String(yearsCounting(Number(today.slice(0, 4))));
  if (name === "registration-fee") return fees ? formatDollars(fees.registrationCents) : null;
  const fact = FACTS[name];
  return fact ? fact(settings) : null;
}

/** Text with its placeholders filled in; `html` escapes the values for an HTML section. One that names nothing becomes empty. */
export function fillPlaceholders(text: string, context: PlaceholderContext, { html = false } = {}): string {
  return text.replace(PLACEHOLDER, (_, name: string, argument: string | undefined) => {
    const value = valueOf(name, argument, context) ?? "";
    return html ? escapeHtml(value) : value;
  });
}

/** The placeholders in a text that name nothing (a deleted schedule entry, a typo), for the editor to point out. */
export function unknownPlaceholders(text: string, context: Omit<PlaceholderContext, "today">): string[] {
  return [...text.matchAll(PLACEHOLDER)].filter(([, name, argument]) => valueOf(name!, argument, { ...context, today: "0000-01-01" }) === null).map(([whole]) => whole);
}

/** Every placeholder staff can use with the current schedule, for the editor's help list. */
export function availablePlaceholders(schedule: Schedule): { token: string; means: string }[] {
  return [
    ...Object.keys(FACTS).map((name) => ({ token: `{{${name}}}`, means: `the ${name.replace(/-/g, " ")} from Site settings` })),
    { token: "{{years}}", means: "how many years the church has been counting (this year minus 1892)" },
    { token: "{{registration-fee}}", means: "the childcare registration fee" },
    ...schedule.entries.flatMap((e) => [
      { token: `{{when:${e.id}}}`, means: `when ${e.name} meets` },
      { token: `{{start:${e.id}}}`, means: `${e.name}'s start time` },
      { token: `{{range:${e.id}}}`, means: `${e.name}'s start and end, as a table shows them` },
      { token: `{{span:${e.id}}}`, means: `${e.name}'s times in a sentence` },
      { token: `{{place:${e.id}}}`, means: `where ${e.name} meets (its place in the schedule, or the church)` },
    ]),
  ];
}
