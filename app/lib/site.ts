import { useRouteLoaderData } from "react-router";
import { PAGES, type PageHero, type PagePath } from "../../shared/content/pages.ts";
import { fillPlaceholders } from "../../shared/content/placeholders.ts";
import { type SiteSettings, addressLine, socialLink } from "../../shared/content/settings.ts";
import type { Snapshot } from "../../server/content/snapshot.ts";

/** The site's facts and the words of every page's header and footer, as the public layout hands them down. */
export type SiteData = Pick<Snapshot, "settings" | "schedule"> & {
  today: string;
  address: string;
  /** The header and footer words (placeholders filled). */
  words: Record<string, string>;
};

/** A page's words with placeholders filled: title, search description, sections, hero photo. */
export type PageWords = { path: PagePath; title: string; description: string; sections: Record<string, string>; hero: PageHero | null };

export function siteData(snapshot: Snapshot, today: string): SiteData {
  return { settings: snapshot.settings, schedule: snapshot.schedule, today, address: addressLine(snapshot.settings), words: pageWords(snapshot, "*", today).sections };
}

export function pageWords(snapshot: Snapshot, path: PagePath, today: string): PageWords {
  const page = snapshot.pages[path];
  const context = { settings: snapshot.settings, schedule: snapshot.schedule, fees: snapshot.fees, today };
  return {
    path,
    title: fillPlaceholders(page.title, context),
    description: fillPlaceholders(page.description, context),
    // Rich sections were sanitised when stored and again when the snapshot was read; a value filled into one is escaped.
    sections: Object.fromEntries(PAGES[path].sections.map(({ name, kind }) => [name, fillPlaceholders(page.sections[name] ?? "", context, { html: kind === "rich" })])),
    hero: page.hero,
  };
}

/** What the site header shows of the church: its name, the giving link and the social links. */
export type HeaderFacts = { name: string; givingUrl: string; facebook: string | null; maps: string | null };

export function headerFacts(settings: SiteSettings): HeaderFacts {
  return { name: settings.churchName, givingUrl: settings.givingUrl, facebook: socialLink(settings, "facebook"), maps: socialLink(settings, "maps") };
}

type LayoutData = { site: SiteData; preview: boolean } | undefined;

/** The site's facts, from the public layout's loader (app/routes/site/layout.tsx). */
export function useSite(): SiteData {
  const data = useRouteLoaderData("routes/site/layout") as LayoutData;
  if (!data) throw new Error("useSite() is for public pages, under the site layout");
  return data.site;
}
