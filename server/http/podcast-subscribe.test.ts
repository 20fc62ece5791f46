import { XMLParser } from "fast-xml-parser";
import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type SiteSettings, siteSettingsSchema } from "../../shared/content/settings.ts";
import { pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../shared/schemas/admin/sermon-series.ts";
import { mp3 } from "../testing/audio.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { chunked } from "../testing/files.ts";
import { httpAppForSuite } from "../testing/http.ts";
import { PUBLIC_PAGES, createPageCache } from "./page-cache.ts";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, parseAttributeValue: false, isArray: (name) => name === "item" });
type Attributes = Record<string, string>;
type Item = { title?: string; guid?: { "#text": string } | string; enclosure?: Attributes };
type Channel = Record<string, unknown> & { item?: Item[] };

/** The enclosure types Apple Podcasts accepts for audio. */
const APPLE_AUDIO_TYPES = ["audio/mpeg", "audio/x-m4a", "audio/mp4"];
/** Apple's artwork rules: square, 1400-3000 px, JPEG or PNG, RGB, and (Apple's advice for phones) under 512 KB. */
const MAX_ARTWORK_BYTES = 512 * 1024;

/** What a browser sends when a person opens an address in a tab; podcast apps and feed readers never send these. */
const BROWSER_TAB = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "none", accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

/** Issue 30 item 5: a fresh install's podcast, as Apple Podcasts checks it, and the feed opened in a browser. */
describe.each(testDatabaseKinds)("a fresh site's podcast on %s (issue 30)", (kind) => {
  const suite = httpAppForSuite({}, kind);

  async function firstSermon(title: string, seriesId?: number) {
    const actor = (await suite.app.services.accounts.createUser({ name: "Pat Office", username: `office-${title.replace(/\W/g, "-").toLowerCase()}`, password: "correct horse battery", role: "church" })).id;
    const staged = await suite.app.services.uploads.stage({ kind: "audio", body: chunked(mp3(2)), originalName: "sermon.mp3", userId: actor });
    if (!staged.ok) throw new Error(staged.error);
    const input = pastServiceSchema.parse({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", sermonTitle: title, audio: staged.token, ...(seriesId ? { seriesId: String(seriesId) } : {}) });
    const outcome = await suite.app.services.pastServices.create(input, actor);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    return actor;
  }
  async function channel(): Promise<Channel> {
    const res = await suite.app.http.request("/podcast.xml");
    expect(res.status).toBe(200);
    return (parser.parse(await res.text()) as { rss: { channel: Channel } }).rss.channel;
  }
  const imageOf = (c: Channel) => (c["itunes:image"] as Attributes | undefined)?.["@href"];
  async function rename(churchName: string) {
    const { content, accounts } = suite.app.services;
    const actor = (await accounts.createUser({ name: "Ada Admin", username: `admin-${churchName.replace(/\W/g, "-").toLowerCase()}`, password: "correct horse battery", role: "admin" })).id;
    const doc = (await content.get("settings"))!;
    const value = siteSettingsSchema.parse({ ...(doc.published as SiteSettings), churchName });
    const saved = await content.saveDraft({ key: "settings", value, version: doc.version, actor });
    if (!saved.ok) throw new Error(saved.error);
    const published = await content.publish({ key: "settings", version: saved.value.version, actor });
    if (!published.ok) throw new Error(published.error);
  }

  it("passes Apple's check as it is, with nothing set: the required tags, and the church's name drawn as 3000 × 3000 artwork", async () => {
    await firstSermon(`The first sermon ${kind}`);
    const c = await channel();
    expect(c.title).toBe("Cedar Hill United Methodist Church Sermons");
    expect(String(c.description).length).toBeGreaterThan(10);
    expect(c.language).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    expect(c["itunes:category"]).toMatchObject({ "@text": "Religion & Spirituality" });
    expect(["true", "false"]).toContain(c["itunes:explicit"]);
    expect((c["itunes:owner"] as Record<string, string>)["itunes:email"]).toContain("@");

    const href = imageOf(c)!;
    expect(href).toMatch(/^https:\/\/church\.example\/podcast\/artwork-[0-9a-z]+\.jpg$/);
    const res = await suite.app.http.request(new URL(href).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(MAX_ARTWORK_BYTES);
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 3000, height: 3000, space: "srgb", channels: 3 });
    // Apple checks the artwork with a HEAD request too.
    const head = await suite.app.http.request(new URL(href).pathname, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");

    expect(c.item?.length).toBeGreaterThan(0);
    for (const item of c.item!) {
      expect(item.title).toBeTruthy();
      expect(typeof item.guid === "string" ? item.guid : item.guid?.["#text"]).toBeTruthy();
      expect(item.enclosure?.["@url"]).toMatch(/^https:\/\/church\.example\/uploads\//);
      expect(Number(item.enclosure?.["@length"])).toBeGreaterThan(0);
      expect(APPLE_AUDIO_TYPES).toContain(item.enclosure?.["@type"]);
      const audio = await suite.app.http.request(new URL(item.enclosure!["@url"]!).pathname, { method: "HEAD" });
      expect(audio.status).toBe(200);
      expect(audio.headers.get("content-length")).toBe(item.enclosure?.["@length"]);
    }
    // Drawing 3000 × 3000 pixels takes seconds when the machine is busy.
  }, 60_000);

  it("draws the artwork again, at a new address, when the church's name changes; the old address leads to the new picture", async () => {
    const before = imageOf(await channel())!;
    const first = Buffer.from(await (await suite.app.http.request(new URL(before).pathname)).arrayBuffer());
    await rename(`Grace Chapel ${kind}`);
    try {
      const after = imageOf(await channel())!;
      expect(after).not.toBe(before);
      const drawn = await suite.app.http.request(new URL(after).pathname);
      expect(drawn.status).toBe(200);
      const second = Buffer.from(await drawn.arrayBuffer());
      expect(second.equals(first)).toBe(false);
      expect(await sharp(second).metadata()).toMatchObject({ width: 3000, height: 3000 });
      const old = await suite.app.http.request(new URL(before).pathname);
      expect(old.status).toBe(302);
      expect(old.headers.get("location")).toBe(new URL(after).pathname);
    } finally {
      await rename("Cedar Hill United Methodist Church");
    }
  });

  it("sends a browser tab that opens a feed to the page about it; podcast apps and scripts get the feed", async () => {
    const { http } = suite.app;
    const tab = await http.request("/podcast.xml", { headers: BROWSER_TAB });
    expect(tab.status).toBe(303);
    expect(tab.headers.get("location")).toBe("/podcast");
    expect(tab.headers.get("vary")).toMatch(/Sec-Fetch-Dest/i);

    const app = await http.request("/podcast.xml", { headers: { "user-agent": "Podcasts/1.0", accept: "*/*" } });
    expect(app.status).toBe(200);
    expect(app.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(app.headers.get("vary")).toMatch(/Sec-Fetch-Dest/i);
    expect((await app.text()).startsWith("<?xml")).toBe(true);
    // A web page's script reading the feed (a web player) is no tab.
    expect((await http.request("/podcast.xml", { headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" } })).status).toBe(200);

    const actor = (await suite.app.services.accounts.createUser({ name: "Sam Office", username: `office-series-${kind}`, password: "correct horse battery", role: "church" })).id;
    const created = await suite.app.services.sermonSeries.create(sermonSeriesSchema.parse({ title: `Psalms ${kind}`, description: "", artwork: "" }), actor);
    if (!created.ok) throw new Error(created.error);
    const series = (await suite.app.services.sermonSeries.get(created.value.id))!;
    const seriesTab = await http.request(`/podcast/${series.slug}.xml`, { headers: BROWSER_TAB });
    expect(seriesTab.status).toBe(303);
    expect(seriesTab.headers.get("location")).toBe(`/past-sessions/series/${series.slug}`);
    expect((await http.request(`/podcast/${series.slug}.xml`)).status).toBe(200);
  });

  it("never hands a browser tab the page cache's copy of the feed, from Hono or straight from Node", async () => {
    const cache = createPageCache({ rules: PUBLIC_PAGES });
    const http = new Hono();
    http.use("*", cache.middleware);
    http.all("*", (c) => suite.app.http.fetch(c.req.raw));
    expect((await http.request("/podcast.xml")).status).toBe(200);
    expect((await http.request("/podcast.xml", { headers: BROWSER_TAB })).status).toBe(303);

    expect((await http.request("/podcast.xml")).headers.get("vary")).toMatch(/Sec-Fetch-Dest/i);
    // A hit is answered from Node's request before Hono sees it (cachedPagesFirst): the same rule there.
    const cachedHit = (headers: Record<string, string>) => {
      const req = { method: "GET", url: "/podcast.xml", headers } as unknown as Parameters<typeof cache.serveHit>[0];
      const res = { writeHead: () => res, end: () => res } as unknown as Parameters<typeof cache.serveHit>[1];
      return cache.serveHit(req, res);
    };
    expect(cachedHit({})).toBe(200);
    expect(cachedHit({ "sec-fetch-dest": "document" })).toBeNull();
    expect(cachedHit({ "sec-fetch-dest": "empty" })).toBe(200);
  });
});
