import { Hono } from "hono";
import type { Services } from "../services.ts";
import { buildFeed, etagOf } from "../events/feed.ts";
import type { Series } from "../events/occurrences.ts";
import { conditionalAnswer } from "./conditional.ts";

/**
 * The calendar feeds people subscribe to (issue 12): /events.ics (every calendar), /events/{category}.ics,
 * and one per event (/events/{slug}/event.ics, /events/schedule/{id}/event.ics for a schedule row).
 * Drafts are never in them, nor series whose dates all ended more than a year ago (FEED_DAYS_BACK).
 * Each answers with an ETag and Last-Modified and a 304 to a matching
 * conditional request; the page cache keeps them like pages and drops them when content changes.
 */
export function calendarFeeds(services: Services) {
  const feeds = new Hono();
  const { events } = services;

  async function answer(c: { req: { header(name: string): string | undefined } }, { name, description, series, fileName }: { name: string; description: string; series: Series[]; fileName?: string }) {
    // The church's place first: on a new site that read seeds the content, whose time lastChange gives.
    const church = await events.churchPlace();
    const lastChange = await events.lastChange();
    const body = buildFeed({ name, description, series, origin: services.site.publicUrl, church });
    return conditionalAnswer(c.req, {
      body,
      etag: etagOf(body),
      lastModified: lastChange,
      contentType: "text/calendar; charset=utf-8",
      headers: fileName ? { "Content-Disposition": `attachment; filename="${fileName}"` } : {},
    });
  }

  const notFound = () => new Response("There is no such calendar.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const shortName = async () => (await services.content.snapshot()).settings.shortName;

  feeds.get("/events.ics", async (c) => {
    const name = `${await shortName()} – Calendar`;
    return answer(c, { name, description: "Every event and meeting of the church and its childcare.", series: await events.feedSeries() });
  });
  feeds.get("/events/:file{[a-z0-9-]+\\.ics}", async (c) => {
    const slug = c.req.param("file").slice(0, -4);
    const category = (await events.categories()).find((cat) => cat.slug === slug);
    if (!category) return notFound();
    const series = await events.feedSeries(category.id);
    return answer(c, { name: `${await shortName()} – ${category.name}`, description: `${category.name}: events and meetings.`, series });
  });
  feeds.get("/events/schedule/:id/event.ics", async (c) => {
    const series = await events.publicSeries({ scheduleId: c.req.param("id") });
    if (!series) return notFound();
    return answer(c, { name: `${await shortName()} – ${series.title}`, description: series.summary || series.title, series: [series], fileName: `${series.slug}.ics` });
  });
  feeds.get("/events/:slug/event.ics", async (c) => {
    const series = await events.publicSeries({ slug: c.req.param("slug") });
    if (!series) return notFound();
    return answer(c, { name: `${await shortName()} – ${series.title}`, description: series.summary || series.title, series: [series], fileName: `${series.slug}.ics` });
  });
  return feeds;
}
