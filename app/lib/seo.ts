import type { MetaDescriptor } from "react-router";
import { church } from "../../shared/content/site.ts";
import { type PublicPage, publicPage } from "../../shared/content/public-pages.ts";

type RootData = { publicUrl: string } | undefined;
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function publicUrlFrom(matches: MetaMatches): string {
  return ((matches.find((m) => m?.id === "root")?.loaderData as RootData)?.publicUrl ?? "").replace(/\/$/, "");
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
  page: PublicPage | string;
  path?: string;
  jsonLd?: Record<string, unknown>;
  image?: string;
}): MetaDescriptor[] {
  const info = typeof page === "string" ? publicPage(page) : page;
  const origin = publicUrlFrom(matches);
  const url = origin + (path ?? info.path);
  const title = info.path === "/" ? info.title : `${info.title} | ${church.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: info.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: church.name },
    { property: "og:title", content: title },
    { property: "og:description", content: info.description },
    { property: "og:url", content: url },
    { property: "og:image", content: origin + (image ?? "/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  tags.push({ "script:ld+json": jsonLd ?? webPageLd({ url, title, description: info.description, origin }) });
  return tags;
}

function webPageLd({ url, title, description, origin }: { url: string; title: string; description: string; origin: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description,
    url,
    isPartOf: { "@type": "WebSite", name: church.name, url: origin + "/" },
  };
}

export function postalAddressLd() {
  return {
    "@type": "PostalAddress",
    streetAddress: church.address.street,
    addressLocality: church.address.city,
    addressRegion: church.address.region,
    postalCode: church.address.postalCode,
    addressCountry: church.address.country,
  };
}

/** Noindex for sign-in and admin pages (the server also sends X-Robots-Tag). */
export const noindex: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };
