import { Hono } from "hono";
import { DEFAULT_ARTWORK_FILE, defaultArtworkPath } from "../../shared/subscribe.ts";
import { etagOf } from "../events/feed.ts";
import { drawDefaultArtwork } from "../past-services/default-artwork.ts";
import { buildPodcastFeed, feedPath } from "../past-services/podcast-feed.ts";
import type { Services } from "../services.ts";
import { isBrowserTab } from "./browser-tab.ts";
import { conditionalAnswer } from "./conditional.ts";

/**
 * The sermon podcast (issue 13): /podcast.xml with every service that has audio, and
 * /podcast/{series}.xml for one series. Like the calendar feeds they answer with an ETag and
 * Last-Modified (304 to a matching conditional request) and the page cache keeps them.
 *
 * Issue 30: a feed opened in a browser tab leads to the page about it (/podcast, or the series' page),
 * which says what it is and how to subscribe; an XSLT stylesheet would do it in the feed itself, but
 * Chromium now covers such pages with a warning that XSLT is being removed. And until staff upload
 * artwork, the church's name is drawn as the podcast's artwork, so a fresh site's feed is one Apple
 * Podcasts accepts.
 */
export function podcastFeeds(services: Services) {
  const feeds = new Hono();
  const { pastServices, sermonSeries, content, site } = services;

  /**
   * Each feed as last built, by its address, with the key of what it was built from (issue 33: ten
   * years of sermons make a 450 KB feed); a request whose key differs builds it again.
   */
  const built = new Map<string, { key: string; body: string; etag: string }>();

  async function answer(c: { req: { header(name: string): string | undefined } }, slug?: string) {
    // The snapshot first: on a fresh site reading it seeds the settings, whose seed time lastChange reads.
    const snapshot = await content.snapshot();
    // The key before what a feed is built from, so a feed is never kept under a key newer than its content.
    const { key: version, lastChange } = await pastServices.feedState();
    const series = await sermonSeries.list();
    const only = slug === undefined ? undefined : series.find((s) => s.slug === slug);
    if (slug !== undefined && !only) return new Response("There is no such podcast.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    if (isBrowserTab(c.req.header("sec-fetch-dest"))) {
      return new Response(null, { status: 303, headers: { Location: only ? `/past-sessions/series/${only.slug}` : "/podcast", Vary: "Sec-Fetch-Dest", "Cache-Control": "no-cache" } });
    }
    // The settings as this instance shows them on its pages: the feed never says otherwise.
    const key = `${version} ${JSON.stringify(snapshot.settings)}`;
    const address = feedPath(only);
    let feed = built.get(address);
    if (feed?.key !== key) {
      const episodes = await pastServices.episodes({ seriesId: only?.id });
      const body = buildPodcastFeed({ settings: snapshot.settings, origin: site.publicUrl.replace(/\/$/, ""), timeZone: site.timeZone, episodes, series, only });
      feed = { key, body, etag: etagOf(body) };
      built.set(address, feed);
    }
    return conditionalAnswer(c.req, { body: feed.body, etag: feed.etag, lastModified: lastChange, contentType: "application/rss+xml; charset=utf-8", headers: { Vary: "Sec-Fetch-Dest" } });
  }

  /** The drawing of the current name, made once per name and process (about a second of CPU). */
  let drawn: { path: string; jpeg: Promise<Buffer> } | null = null;
  async function defaultArtwork(path: string, churchName: string) {
    if (drawn?.path !== path) {
      const jpeg = drawDefaultArtwork(churchName);
      drawn = { path, jpeg };
      jpeg.catch(() => {
        if (drawn?.jpeg === jpeg) drawn = null;
      });
    }
    return drawn.jpeg;
  }

  feeds.get("/podcast.xml", (c) => answer(c));
  feeds.get("/podcast/:file{[a-z0-9-]+\\.xml}", (c) => answer(c, c.req.param("file").slice(0, -4)));
  feeds.get("/podcast/:file{artwork-[0-9a-z]+\\.jpg}", async (c) => {
    const { churchName } = (await content.snapshot()).settings;
    const current = defaultArtworkPath(churchName);
    if (!DEFAULT_ARTWORK_FILE.test(c.req.param("file"))) return c.notFound();
    // An address of an earlier name (a feed an app read before the church was renamed) leads to today's picture.
    if (`/podcast/${c.req.param("file")}` !== current) return c.redirect(current, 302);
    const jpeg = await defaultArtwork(current, churchName);
    // The address changes with the name and the drawing, so a copy never goes stale.
    return c.body(new Uint8Array(jpeg), 200, { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.length), "Cache-Control": "public, max-age=31536000, immutable", ETag: `"${c.req.param("file")}"` });
  });
  return feeds;
}
