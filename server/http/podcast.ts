import { Hono } from "hono";
import { etagOf } from "../events/feed.ts";
import { buildPodcastFeed } from "../past-services/podcast-feed.ts";
import type { Services } from "../services.ts";
import { conditionalAnswer } from "./conditional.ts";

/**
 * The sermon podcast (issue 13): /podcast.xml with every service that has audio, and
 * /podcast/{series}.xml for one series. Like the calendar feeds they answer with an ETag and
 * Last-Modified (304 to a matching conditional request) and the page cache keeps them.
 */
export function podcastFeeds(services: Services) {
  const feeds = new Hono();
  const { pastServices, sermonSeries, content, site } = services;

  async function answer(c: { req: { header(name: string): string | undefined } }, slug?: string) {
    const series = await sermonSeries.list();
    const only = slug === undefined ? undefined : series.find((s) => s.slug === slug);
    if (slug !== undefined && !only) return new Response("There is no such podcast.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    // The snapshot first: on a fresh site reading it seeds the settings, whose seed time lastChange reads.
    const snapshot = await content.snapshot();
    const [episodes, lastChange] = await Promise.all([pastServices.episodes({ seriesId: only?.id }), pastServices.lastChange()]);
    const body = buildPodcastFeed({ settings: snapshot.settings, origin: site.publicUrl.replace(/\/$/, ""), timeZone: site.timeZone, episodes, series, only });
    return conditionalAnswer(c.req, { body, etag: etagOf(body), lastModified: lastChange, contentType: "application/rss+xml; charset=utf-8" });
  }

  feeds.get("/podcast.xml", (c) => answer(c));
  feeds.get("/podcast/:file{[a-z0-9-]+\\.xml}", (c) => answer(c, c.req.param("file").slice(0, -4)));
  return feeds;
}
