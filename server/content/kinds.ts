/**
 * What each content document is: its Zod schema (the one the admin form also uses), the staff area
 * that edits it, and how it reads as lines of text for the revision list's diffs and summaries.
 */
import type { z } from "zod";
import type { AreaKey } from "../../shared/areas.ts";
import { type ChildcareDocuments, type ChildcareFees, childcareDocumentsSchema, childcareFeesSchema, formatDollars } from "../../shared/content/childcare.ts";
import { PAGES, type PageDocument, type PagePath, isPagePath, pageDocumentSchema } from "../../shared/content/pages.ts";
import { type Schedule, dayRuleLabel, lastDateProblems, scheduleSchema, timeRange } from "../../shared/content/schedule.ts";
import { type SiteSettings, addressLine, siteSettingsSchema } from "../../shared/content/settings.ts";
import { plainTextOf } from "../../shared/rich-text.ts";
import { isEffectivelyEmpty, sanitizeStoredHtml } from "../html/sanitize.ts";
import { seedPages } from "./seed/pages.ts";

export type ContentKind<T = unknown> = {
  /** How staff name it ("Site settings", "About page"). */
  label: string;
  area: AreaKey;
  schema: z.ZodType<T, unknown>;
  /** The value as "Label: value" lines, for diffs and one-line summaries. */
  lines(value: T): string[];
  /** Cleans a valid value before it is stored (the one sanitiser for HTML). */
  clean?(value: T): T;
  /** What is wrong with a valid value on the day it is saved (rules that depend on the date), by field path. */
  problemsOn?(value: T, today: string): Record<string, string>;
};

/**
 * History names things as staff know them (issue 30): a file by its name, not its address under
 * /uploads; a page by its title, not its address.
 */
const fileName = (address: string) => address.slice(address.lastIndexOf("/") + 1);
const pageTitle = (path: string) => (isPagePath(path) ? PAGES[path].label : path);

const settings: ContentKind<SiteSettings> = {
  label: "Site settings",
  area: "site-settings",
  schema: siteSettingsSchema as z.ZodType<SiteSettings, unknown>,
  lines: (s) => [
    `Church name: ${s.churchName}`,
    `Short name: ${s.shortName}`,
    `Pastor: ${s.pastor}`,
    `Address: ${addressLine(s)}`,
    `Map position: ${s.geo.latitude}, ${s.geo.longitude}`,
    `Office phone: ${s.officePhone}`,
    `Office e-mail: ${s.officeEmail}`,
    `Office hours: ${s.officeHours}`,
    `Parking and access: ${s.parking ?? ""}`,
    `Giving link: ${s.givingUrl}`,
    ...s.social.map((l) => `Social link (${l.network}): ${l.url}`),
    `Childcare name: ${s.childcare.name}`,
    `Childcare director: ${s.childcare.director}`,
    `Childcare phone: ${s.childcare.phone}`,
    `Childcare e-mail: ${s.childcare.email}`,
    `Childcare licence: ${s.childcare.licence}`,
    `Childcare hours: ${s.childcare.hours}`,
    ...(s.podcast
      ? [
          `Podcast title: ${s.podcast.title}`,
          `Podcast description: ${s.podcast.description}`,
          `Podcast author: ${s.podcast.author}`,
          `Podcast owner: ${s.podcast.ownerName} <${s.podcast.ownerEmail}>`,
          `Podcast language: ${s.podcast.language}`,
          `Podcast explicit: ${s.podcast.explicit ? "yes" : "no"}`,
          `Podcast locked: ${s.podcast.locked ? "yes" : "no"}`,
          `Podcast artwork: ${s.podcast.artwork ? fileName(s.podcast.artwork) : "none"}`,
          `Podcast on Apple Podcasts: ${s.podcast.applePodcastsUrl ?? ""}`,
          `Podcast on Spotify: ${s.podcast.spotifyUrl ?? ""}`,
        ]
      : []),
  ],
};

const schedule: ContentKind<Schedule> = {
  label: "Weekly schedule",
  area: "schedule",
  schema: scheduleSchema as z.ZodType<Schedule, unknown>,
  problemsOn: lastDateProblems,
  lines: (s) =>
    s.entries.map((e) =>
      [
        `${e.name}: ${dayRuleLabel(e)} ${timeRange(e)}`,
        e.place && `at ${e.place}`,
        // By their titles; sorted, as the editor posts the pages in its own order, which is no change.
        `on ${e.pages.map(pageTitle).sort().join(" and ")}`,
        e.startsOn && `from ${e.startsOn}`,
        e.endsOn && `until ${e.endsOn}`,
        e.note && `(${e.note})`,
        e.onHome && "shown on the home page",
        e.categories?.length ? `calendar: ${[...e.categories].sort().join(", ")}` : "",
        e.hideFromCalendar && "left out of the events calendar",
      ]
        .filter(Boolean)
        .join(", "),
    ),
};

const fees: ContentKind<ChildcareFees> = {
  label: "Childcare fees",
  area: "childcare-info",
  schema: childcareFeesSchema as z.ZodType<ChildcareFees, unknown>,
  lines: (f) => [...f.weekly.map((fee) => `${fee.label}: ${formatDollars(fee.cents)} a week${fee.note ? ` (${fee.note})` : ""}`), `Registration fee: ${formatDollars(f.registrationCents)}`],
};

const documents: ContentKind<ChildcareDocuments> = {
  label: "Childcare forms",
  area: "childcare-info",
  schema: childcareDocumentsSchema as z.ZodType<ChildcareDocuments, unknown>,
  lines: (d) => [...d.forms.map((f) => `Form: ${f.title} (PDF ${fileName(f.file)})`), ...d.links.map((l) => `Link: ${l.title} (${l.href})`)],
};


function page(path: PagePath): ContentKind<PageDocument> {
  const definition = PAGES[path];
  return {
    label: definition.label,
    area: "pages",
    schema: pageDocumentSchema(path) as unknown as z.ZodType<PageDocument, unknown>,
    lines: (p) => [
      `Title: ${p.title}`,
      `Search description: ${p.description}`,
      ...definition.sections.flatMap((s) => plainTextOf(p.sections[s.name] ?? "").split("\n").filter(Boolean).map((text) => `${s.label}: ${text}`)),
      ...(p.hero ? [`Photo at the top of the page: ${p.hero.alt} (picture ${fileName(p.hero.src)})`] : []),
    ],
    // A section added to the page after its words were stored starts with its seed words.
    clean: (p) => ({
      ...p,
      sections: Object.fromEntries(
        definition.sections.map((s) => {
          const text = p.sections[s.name] ?? seedPages[path].sections[s.name] ?? "";
          return [s.name, s.kind === "rich" ? sanitizeStoredHtml(text) : text];
        }),
      ),
    }),
  };
}

export const CONTENT_KINDS = { settings, schedule, "childcare-fees": fees, "childcare-documents": documents } as const;
export type FixedContentKey = keyof typeof CONTENT_KINDS;
export type ContentKey = FixedContentKey | `page:${string}`;

/** The kind of a document key, or null for a key that names nothing. */
export function kindOf(key: string): ContentKind | null {
  if (Object.hasOwn(CONTENT_KINDS, key)) return CONTENT_KINDS[key as FixedContentKey] as unknown as ContentKind;
  const path = key.startsWith("page:") ? key.slice(5) : null;
  return path !== null && isPagePath(path) ? (page(path) as unknown as ContentKind) : null;
}

/** A rich section that is empty once its tags are stripped counts as not written. */
export function emptyRichSections(path: PagePath, value: PageDocument): string[] {
  return PAGES[path].sections.filter((s) => s.kind === "rich" && isEffectivelyEmpty(value.sections[s.name] ?? "")).map((s) => s.name);
}
