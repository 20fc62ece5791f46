/**
 * Words that repeat a fact kept elsewhere (a meeting time, the church's phone) say so with a
 * placeholder instead of a copy, so that changing the fact changes every page at once. Staff never see
 * the placeholders (issue 30): the editor shows the words filled in, says which facts they follow, and
 * puts the placeholders back where the filled-in facts still stand when the words are saved
 * (`keepPlaceholders`). The placeholders:
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
import { PAGES, isPagePath } from "./pages.ts";

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

/** An address in a line of text: after a space or an opening bracket, up to the punctuation that ends it. */
const ADDRESS = /(^|[\s(])(\/[a-z0-9][\w./-]*?)(?=[\s,;:)…]|\.(?:\s|$)|$)/g;

/**
 * A line written for the record (a revision's summary, a line of a comparison, an audit line) as staff
 * read it: placeholders filled in, and one that a shortened line cut off ("{{start:sun…") left out; a
 * page's address as its title, a file's address as its name (older lines were written with them).
 */
export function readableLine(text: string, context: PlaceholderContext): string {
  return fillPlaceholders(text.replace(/\{\{[^}]*(?=…$)|\{\{[^}]*$/, ""), context).replace(ADDRESS, (whole, before: string, address: string) =>
    isPagePath(address) ? `${before}${PAGES[address].label}` : address.startsWith("/uploads/") ? `${before}${address.slice(address.lastIndexOf("/") + 1)}` : whole,
  );
}

/** The placeholders in a text that name nothing (a deleted schedule entry, a typo), for the editor to point out. */
export function unknownPlaceholders(text: string, context: Omit<PlaceholderContext, "today">): string[] {
  return [...text.matchAll(PLACEHOLDER)].filter(([, name, argument]) => valueOf(name!, argument, { ...context, today: "0000-01-01" }) === null).map(([whole]) => whole);
}

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Where `value` stands alone in `text` from `from` on (not inside a longer word or number), or -1. */
function standingAt(text: string, value: string, from: number): number {
  for (let at = text.indexOf(value, from); at !== -1; at = text.indexOf(value, at + 1)) {
    const joinsBefore = isWordCharacter(value[0]) && isWordCharacter(text[at - 1]);
    const joinsAfter = isWordCharacter(value.at(-1)) && isWordCharacter(text[at + value.length]);
    if (!joinsBefore && !joinsAfter) return at;
  }
  return -1;
}

/**
 * Words staff edited with the placeholders filled in, with the placeholders put back: where the value a
 * placeholder of `template` filled in still stands in `edited`, it is that placeholder again, in the
 * template's order, so the words keep following the fact. A value staff removed or changed is gone
 * with it; one they typed anew stays as typed. HTML from the rich-text editor may write `"` and `'` as
 * characters or as entities: both count.
 */
export function keepPlaceholders(edited: string, template: string, context: PlaceholderContext, { html = false } = {}): string {
  const waiting = [...template.matchAll(PLACEHOLDER)]
    .map(([token, name, argument]) => ({ token: token!, value: valueOf(name!, argument, context) ?? "" }))
    .filter((p) => p.value !== "")
    .map((p) => ({ ...p, forms: html ? [...new Set([escapeHtml(p.value), escapeHtml(p.value).replace(/&quot;/g, '"'), p.value])] : [p.value] }));
  let out = "";
  let from = 0;
  for (;;) {
    let best: { at: number; length: number; index: number } | null = null;
    for (const [index, p] of waiting.entries()) {
      for (const form of p.forms) {
        const at = standingAt(edited, form, from);
        if (at !== -1 && (!best || at < best.at || (at === best.at && form.length > best.length))) best = { at, length: form.length, index };
      }
    }
    if (!best) return out + edited.slice(from);
    out += edited.slice(from, best.at) + waiting[best.index]!.token;
    from = best.at + best.length;
    waiting.splice(best.index, 1);
  }
}

const FACT_NAMES: Record<string, string> = {
  church: "the church's name",
  "short-name": "the church's short name",
  pastor: "the pastor's name",
  "office-phone": "the office phone",
  "office-email": "the office e-mail",
  "office-hours": "the office hours",
  address: "the church's address",
  street: "the street address",
  childcare: "the childcare's name",
  "childcare-phone": "the childcare phone",
  "childcare-email": "the childcare e-mail",
  "childcare-hours": "the childcare hours",
  "childcare-licence": "the childcare licence",
  parking: "parking and access",
};

const TIME_NAMES: Record<string, (name: string) => string> = {
  when: (name) => `when ${name} meets`,
  start: (name) => `${name}'s start time`,
  range: (name) => `${name}'s times`,
  span: (name) => `${name}'s times`,
  place: (name) => `where ${name} meets`,
};

/**
 * What the filled-in facts of a text follow, in a sentence for the editor's hint ("Kept up to date from
 * Site settings (the church's name) and the Weekly Schedule (when Grief Support meets) ..."), or null
 * when the text names none.
 */
export function followedFacts(template: string, context: Omit<PlaceholderContext, "today">): string | null {
  const from = { settings: new Set<string>(), schedule: new Set<string>(), fees: new Set<string>() };
  let years = false;
  let missing = false;
  for (const [, name, argument] of template.matchAll(PLACEHOLDER)) {
    if (valueOf(name!, argument, { ...context, today: "0000-01-01" }) === null) missing = true;
    else if (argument !== undefined) from.schedule.add(TIME_NAMES[name!]!(context.schedule.entries.find((e) => e.id === argument)!.name));
    else if (name === "years") years = true;
    else if (name === "registration-fee") from.fees.add("the registration fee");
    else from.settings.add(FACT_NAMES[name!] ?? name!);
  }
  const sources = [
    from.settings.size ? `Site Settings (${[...from.settings].join(", ")})` : null,
    from.schedule.size ? `the Weekly Schedule (${[...from.schedule].join(", ")})` : null,
    from.fees.size ? `Childcare Fees and Forms (${[...from.fees].join(", ")})` : null,
  ].filter(Boolean);
  const sentences = [
    sources.length ? `Kept up to date from ${sources.join(" and ")}: change ${sources.length === 1 && [...from.settings, ...from.schedule, ...from.fees].length === 1 ? "it" : "them"} there and every page follows.` : null,
    years ? "The number of years counts up by itself each year." : null,
    missing ? "Something these words took from elsewhere no longer exists (a removed schedule row): it shows nothing, so please check the words." : null,
  ].filter(Boolean);
  return sentences.length ? sentences.join(" ") : null;
}
