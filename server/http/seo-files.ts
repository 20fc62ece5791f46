import type { Services } from "../services.ts";
import { PUBLIC_PATHS } from "../../shared/content/public-pages.ts";
import { escapeXml } from "../html/xml.ts";

/** Addresses per sitemap file; past this, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml ... (issue 33). */
export const SITEMAP_SIZE = 1000;

/** /sitemap.xml: every address when they fit in one file, otherwise the index of the files that hold them. */
export async function sitemapXml(services: Services): Promise<string> {
  const origin = services.site.publicUrl;
  const urls = await sitemapPaths(services);
  const files = Math.ceil(urls.length / SITEMAP_SIZE);
  if (files <= 1) return urlSet(origin, urls);
  const parts = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts}\n</sitemapindex>\n`;
}

/** /sitemap-{part}.xml, one file of the index; null for a part there is not. */
export async function sitemapPart(services: Services, part: number): Promise<string | null> {
  const urls = await sitemapPaths(services);
  const files = Math.ceil(urls.length / SITEMAP_SIZE);
  return files > 1 && part >= 1 && part <= files ? urlSet(services.site.publicUrl, urls.slice((part - 1) * SITEMAP_SIZE, part * SITEMAP_SIZE)) : null;
}

function urlSet(origin: string, urls: Array<{ loc: string }>): string {
  const body = urls.map((u) => `  <url><loc>${escapeXml(origin + u.loc)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Every public page, every mission trip, every past service detail, every published event page and every sent newsletter. */
async function sitemapPaths(services: Services): Promise<Array<{ loc: string }>> {
  const [trips, pastServices, events, series, issues] = await Promise.all([
    services.trips.list(),
    services.pastServices.ids(),
    services.events.sitemapPaths(),
    services.sermonSeries.list(),
    services.newsletter.issues.archive(),
  ]);
  return [
    ...PUBLIC_PATHS.map((path) => ({ loc: path })),
    ...trips.map((t) => ({ loc: `/mission-trips/${t.id}` })),
    ...pastServices.map((id) => ({ loc: `/past-session/${id}` })),
    ...series.map((s) => ({ loc: `/past-sessions/series/${s.slug}` })),
    ...events.map((path) => ({ loc: path })),
    // Issue 37: the newsletter and each sent issue's page.
    { loc: "/newsletter" },
    ...issues.map((issue) => ({ loc: `/newsletter/${issue.slug}` })),
  ];
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    // Sign-in and admin pages stay crawlable so that crawlers can read their noindex.
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** The OpenSearch description that lets a browser search the site from its address bar (issue 33). */
export function openSearchXml(publicUrl: string, churchName: string): string {
  const name = escapeXml(churchName.slice(0, 16));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">`,
    `  <ShortName>${name}</ShortName>`,
    `  <Description>${escapeXml(`Search the website of ${churchName}`)}</Description>`,
    `  <InputEncoding>UTF-8</InputEncoding>`,
    `  <Image width="32" height="32" type="image/x-icon">${escapeXml(publicUrl)}/favicon.ico</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(publicUrl)}/search?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(publicUrl)}/opensearch.xml"/>`,
    `</OpenSearchDescription>`,
    "",
  ].join("\n");
}
