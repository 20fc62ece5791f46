import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "../../shared/content/settings.ts";
import type { PublicPage } from "../../shared/content/public-pages.ts";

type RootData = { publicUrl: string } | undefined;
type LayoutData = { site?: { settings: SiteSettings } } | undefined;
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function publicUrlFrom(matches: MetaMatches): string {
  return ((matches.find((m) => m?.id === "root")?.loaderData as RootData)?.publicUrl ?? "").replace(/\/$/, "");
}

/** The site settings, from the public layout's data among a page's matches (for titles and structured data). */
export function settingsFrom(matches: MetaMatches): SiteSettings | null {
  return (matches.find((m) => m?.id === "routes/site/layout")?.loaderData as LayoutData)?.site?.settings ?? null;
}

/**
 * Title, description, canonical link and Open Graph tags for a public page; `jsonLd` adds structured data.
 * Titles read "{page} | {church}" except on the home page.
 */
export function pageMeta({
  matches,
  page,
  path,
  jsonLd,
  image,
}: {
  matches: MetaMatches;
  page: PublicPage;
  path?: string;
  jsonLd?: Record<string, unknown>;
  image?: string;
}): MetaDescriptor[] {
  const info = page;
  const origin = publicUrlFrom(matches);
  const siteName = settingsFrom(matches)?.churchName ?? "";
  const url = origin + (path ?? info.path);
  const title = info.path === "/" || !siteName ? info.title : `${info.title} | ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: info.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: info.description },
    { property: "og:url", content: url },
    { property: "og:image", content: origin + (image ?? "/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  tags.push({ "script:ld+json": jsonLd ?? webPageLd({ url, title, description: info.description, origin, siteName }) });
  return tags;
}

/** `meta` of a public page whose loader hands back its words as `page`: nothing when the loader failed. */
export function pageWordsMeta({ matches, loaderData }: { matches: MetaMatches; loaderData?: { page: PublicPage } }): MetaDescriptor[] {
  return loaderData ? pageMeta({ matches, page: loaderData.page }) : [];
}

function webPageLd({ url, title, description, origin, siteName }: { url: string; title: string; description: string; origin: string; siteName: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description,
    url,
    isPartOf: { "@type": "WebSite", name: siteName, url: origin + "/" },
  };
}

export function postalAddressLd(settings: Pick<SiteSettings, "address">) {
  return {
    "@type": "PostalAddress",
    streetAddress: settings.address.street,
    addressLocality: settings.address.city,
    addressRegion: settings.address.region,
    postalCode: settings.address.postalCode,
    addressCountry: settings.address.country,
  };
}

/** Noindex for sign-in and admin pages (the server also sends X-Robots-Tag). */
export const noindex: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };
