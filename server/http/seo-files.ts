import type { Services } from "../services.ts";
import { PUBLIC_PATHS } from "../../shared/content/public-pages.ts";
import { escapeXml } from "../html/xml.ts";

/** Every public page, every mission trip, every past service detail and every published event page. */
export async function sitemapXml(services: Services): Promise<string> {
  const origin = services.site.publicUrl;
  const [trips, pastServices, events, series, issues] = await Promise.all([
    services.trips.list(),
    services.pastServices.list(),
    services.events.sitemapPaths(),
    services.sermonSeries.list(),
    services.newsletter.issues.archive(),
  ]);
  const urls = [
    ...PUBLIC_PATHS.map((path) => ({ loc: path })),
    ...trips.map((t) => ({ loc: `/mission-trips/${t.id}` })),
    ...pastServices.map((s) => ({ loc: `/past-session/${s.id}` })),
    ...series.map((s) => ({ loc: `/past-sessions/series/${s.slug}` })),
    ...events.map((path) => ({ loc: path })),
    // Issue 37: the newsletter and each sent issue's page.
    { loc: "/newsletter" },
    ...issues.map((issue) => ({ loc: `/newsletter/${issue.slug}` })),
  ];
  const body = urls.map((u) => `  <url><loc>${escapeXml(origin + u.loc)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
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
