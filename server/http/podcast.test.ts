import { rmSync, statSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { Hono } from "hono";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type SiteSettings, siteSettingsSchema } from "../../shared/content/settings.ts";
import { pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../shared/schemas/admin/sermon-series.ts";
import type { UploadKind } from "../../shared/upload-rules.ts";
import { m4a, mp3, vtt } from "../testing/audio.ts";
import { fixedClock } from "../testing/clock.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { chunked, png } from "../testing/files.ts";
import { httpAppForSuite, testHttpApp } from "../testing/http.ts";
import { pastServices as pastServicesTable } from "../db/schema.ts";
import { PUBLIC_PAGES, createPageCache } from "./page-cache.ts";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, parseAttributeValue: false, isArray: (name) => ["item", "podcast:person", "podcast:transcript"].includes(name) });
type Item = Record<string, unknown> & { title: string; guid: { "#text": string; "@isPermaLink": string }; enclosure: { "@url": string; "@length": string; "@type": string } };
type Channel = Record<string, unknown> & { item?: Item[] };

/**
 * What an app that shows a description as HTML displays: the text of HTML that must hold no markup at
 * all (no element, no comment), only text and character references.
 */
function asHtmlText(html: string): string {
  expect(html).not.toMatch(/[<>]/);
  return html.replace(/&(lt|gt|quot|#39|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", amp: "&" })[name]!);
}

/** The feed read back by an independent XML parser. */
function parse(xml: string): Channel {
  const doc = parser.parse(xml) as { rss: { "@version": string; "@xmlns:itunes": string; "@xmlns:podcast": string; channel: Channel } };
  expect(doc.rss["@version"]).toBe("2.0");
  expect(doc.rss["@xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
  expect(doc.rss["@xmlns:podcast"]).toBe("https://podcastindex.org/namespace/1.0");
  return doc.rss.channel;
}

/**
 * Issue 13: /podcast.xml and /podcast/{series}.xml, checked against what Apple Podcasts requires
 * (channel title, description, language, author, owner e-mail, square 1400-3000 px artwork, explicit,
 * category; per item a title, an enclosure with exact length and type, a guid, pubDate, duration).
 */
describe.each(testDatabaseKinds)("podcast feeds on %s", (kind) => {
  let actor: number;

  const suite = httpAppForSuite({}, kind);
  beforeAll(async () => {
    actor = (await suite.app.services.accounts.createUser({ name: "Pat Office", username: `office-podcast-${kind}`, password: "correct horse battery", role: "church" })).id;
  });

  async function staged(kindOfFile: UploadKind, data: Buffer) {
    const result = await suite.app.services.uploads.stage({ kind: kindOfFile, body: chunked(data), originalName: `file.${kindOfFile}`, userId: actor });
    if (!result.ok) throw new Error(result.error);
    return result.token;
  }
  const onDisk = (url: string) => path.join(suite.app.uploadsDir, decodeURIComponent(new URL(url).pathname.replace(/^\/uploads\//, "")));
  const feed = async (address = "/podcast.xml", headers: Record<string, string> = {}) => suite.app.http.request(address, { headers });
  const channelOf = async (address = "/podcast.xml") => {
    const res = await feed(address);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    return parse(await res.text());
  };
  const itemOf = (channel: Channel, guid: string) => channel.item?.find((i) => i.guid["#text"] === guid);

  async function series(title: string, withArtwork = true, description = `${title}: a series.`) {
    const input = sermonSeriesSchema.parse({ title, description, artwork: withArtwork ? await staged("artwork", await png(1500, 1500)) : "" });
    const outcome = await suite.app.services.sermonSeries.create(input, actor);
    if (!outcome.ok) throw new Error(outcome.error);
    return (await suite.app.services.sermonSeries.get(outcome.value.id))!;
  }
  async function service(fields: Record<string, string>) {
    const outcome = await suite.app.services.pastServices.create(pastServiceSchema.parse({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", ...fields }), actor);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    return (await suite.app.services.pastServices.adminGet(outcome.value.id))!;
  }
  async function publishPodcastSettings(podcast: Partial<SiteSettings["podcast"]>) {
    const doc = (await suite.app.services.content.get("settings"))!;
    const value = siteSettingsSchema.parse({ ...(doc.published as SiteSettings), podcast: { ...(doc.published as SiteSettings).podcast, ...podcast } });
    const saved = await suite.app.services.content.saveDraft({ key: "settings", value, version: doc.version, actor });
    if (!saved.ok) throw new Error(saved.error);
    const published = await suite.app.services.content.publish({ key: "settings", version: saved.value.version, actor });
    if (!published.ok) throw new Error(published.error);
  }

  it("carries Apple's required channel tags, the category, podcast:guid and podcast:locked", async () => {
    const artwork = await suite.app.services.uploads.commit({ token: await staged("artwork", await png(1400, 1400)), userId: actor, target: { area: "podcast" } });
    await publishPodcastSettings({ title: "Cedar Hill Sermons", ownerEmail: "podcast@cedarhill-umc.org", artwork: artwork.url, language: "en-us" });
    const channel = await channelOf();
    expect(channel.title).toBe("Cedar Hill Sermons");
    expect(channel.description).toEqual(expect.stringContaining("Sermons from Cedar Hill United Methodist Church"));
    expect(channel.language).toBe("en-us");
    expect(channel.link).toBe("https://church.example/past-sessions");
    expect(channel["itunes:author"]).toBe("Cedar Hill United Methodist Church");
    expect(channel["itunes:owner"]).toEqual({ "itunes:name": "Cedar Hill United Methodist Church", "itunes:email": "podcast@cedarhill-umc.org" });
    expect(channel["itunes:explicit"]).toBe("false");
    expect(channel["itunes:category"]).toEqual({ "@text": "Religion & Spirituality", "itunes:category": { "@text": "Christianity" } });
    expect(channel["podcast:guid"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(channel["podcast:locked"]).toEqual({ "#text": "yes", "@owner": "podcast@cedarhill-umc.org" });
    expect((channel["atom:link"] as Record<string, string>)["@href"]).toBe("https://church.example/podcast.xml");
    const image = (channel["itunes:image"] as Record<string, string>)["@href"];
    expect(image).toBe(`https://church.example${artwork.url}`);
    // The artwork it names is on disk, square, 1400-3000 px, a JPEG.
    const meta = await sharp(onDisk(image)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(1400);
    expect(meta.width).toBeLessThanOrEqual(3000);
  });

  it("lists a service with audio: enclosure length equal to the file on disk, type, duration, date, artwork, description with passages and speaker", async () => {
    const advent = await series(`Advent Hope ${kind}`);
    const file = mp3(3);
    const row = await service({ sermonTitle: `Waiting in the dark ${kind}`, seriesId: String(advent.id), speaker1: "Rev. Ellen Park", passages: "Isa 9:2-7; Lk 1:46-55", audio: await staged("audio", file), transcript: await staged("transcript", vtt()) });
    const item = itemOf(await channelOf(), row.episodeGuid)!;
    expect(item).toBeDefined();
    expect(item.title).toBe(`Waiting in the dark ${kind}`);
    expect(item.guid["@isPermaLink"]).toBe("false");
    expect(item.enclosure["@url"]).toBe(`https://church.example${row.audioUrl}`);
    expect(item.enclosure["@type"]).toBe("audio/mpeg");
    expect(Number(item.enclosure["@length"])).toBe(statSync(onDisk(item.enclosure["@url"])).size);
    expect(Number(item.enclosure["@length"])).toBe(file.length);
    expect(item["itunes:duration"]).toBe("00:00:03");
    expect(new Date(item.pubDate as string).toISOString()).toBe("2026-11-15T17:00:00.000Z");
    expect(item.pubDate).toBe("Sun, 15 Nov 2026 17:00:00 GMT");
    expect((item["itunes:image"] as Record<string, string>)["@href"]).toBe(`https://church.example${advent.artworkUrl}`);
    expect(item.description).toContain("Speaker: Rev. Ellen Park.");
    expect(item.description).toContain("Scripture: Isaiah 9:2–7; Luke 1:46–55.");
    expect(item.link).toBe(`https://church.example/past-session/${row.id}`);
    expect(item["podcast:transcript"]).toEqual([{ "@url": `https://church.example${row.transcriptUrl}`, "@type": "text/vtt" }]);
    // The enclosure is served whole at that address.
    const served = await suite.app.http.request(new URL(item.enclosure["@url"]).pathname);
    expect(served.headers.get("content-length")).toBe(item.enclosure["@length"]);
  });

  it("keeps an episode's guid when the service is edited, even with new audio", async () => {
    const row = await service({ sermonTitle: `First title ${kind}`, audio: await staged("audio", mp3(2)) });
    const before = itemOf(await channelOf(), row.episodeGuid)!;
    expect(before.title).toBe(`First title ${kind}`);
    const edited = await suite.app.services.pastServices.update({
      id: row.id,
      version: row.version,
      actor,
      input: pastServiceSchema.parse({ serviceDate: "2026-11-22", serviceType: "Christ the King", sermonTitle: `Second title ${kind}`, audio: await staged("audio", mp3(4)) }),
    });
    expect(edited.ok).toBe(true);
    const after = itemOf(await channelOf(), row.episodeGuid)!;
    expect(after.title).toBe(`Second title ${kind}`);
    expect(after.guid["#text"]).toBe(before.guid["#text"]);
    expect(after["itunes:duration"]).toBe("00:00:04");
    expect(after.enclosure["@url"]).not.toBe(before.enclosure["@url"]);
  });

  it("builds the feed from the sizes stored when the audio was accepted, reading no file; the admin list flags a file that went missing (issue 31)", async () => {
    const kept = await service({ sermonTitle: `Kept recording ${kind}`, audio: await staged("audio", mp3(2)) });
    const row = await service({ sermonTitle: `Lost recording ${kind}`, audio: await staged("audio", mp3(2)) });
    const size = statSync(onDisk(`https://church.example${row.audioUrl}`)).size;
    expect(itemOf(await channelOf(), row.episodeGuid)).toBeDefined();
    rmSync(onDisk(`https://church.example${row.audioUrl}`));
    const reads = vi.spyOn(suite.app.services.uploads, "fileSize");
    const res = await feed();
    expect(res.status).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    const channel = parse(await res.text());
    expect(itemOf(channel, row.episodeGuid)?.enclosure["@length"]).toBe(String(size));
    expect(itemOf(channel, kept.episodeGuid)).toBeDefined();
    const withAudio = (await suite.app.services.pastServices.adminPage({ q: "", sort: "newest", filter: "audio", page: 1 })).items;
    expect(withAudio.find((s) => s.id === row.id)?.audioMissing).toBe(true);
    expect(withAudio.filter((s) => s.audioMissing).map((s) => s.id)).toEqual([row.id]);
  });

  it("gives an M4A episode the audio/x-m4a enclosure type Apple lists, with the file's exact length", async () => {
    const file = m4a(3);
    const row = await service({ sermonTitle: `In AAC ${kind}`, audio: await staged("audio", file) });
    const item = itemOf(await channelOf(), row.episodeGuid)!;
    expect(item.enclosure["@type"]).toBe("audio/x-m4a");
    expect(Number(item.enclosure["@length"])).toBe(file.length);
    expect(item["itunes:duration"]).toBe("00:00:03");
  });

  it("leaves out services without audio", async () => {
    const row = await service({ sermonTitle: `Video only ${kind}` });
    expect(itemOf(await channelOf(), row.episodeGuid)).toBeUndefined();
  });

  it("gives each series its own feed with its own guid and artwork, falling back to the channel's", async () => {
    const artwork = await suite.app.services.uploads.commit({ token: await staged("artwork", await png(1400, 1400)), userId: actor, target: { area: "podcast" } });
    await publishPodcastSettings({ title: "Cedar Hill Sermons", artwork: artwork.url });
    const lent = await series(`Lent Journey ${kind}`);
    const plain = await series(`Summer Psalms ${kind}`, false);
    const inLent = await service({ sermonTitle: `Dust ${kind}`, seriesId: String(lent.id), audio: await staged("audio", mp3(2)) });
    const inSummer = await service({ sermonTitle: `Psalm 1 ${kind}`, seriesId: String(plain.id), audio: await staged("audio", mp3(2)) });
    const lentFeed = await channelOf(`/podcast/${lent.slug}.xml`);
    expect(lentFeed.item!.map((i) => i.guid["#text"])).toEqual([inLent.episodeGuid]);
    expect(lentFeed.title).toBe(`Lent Journey ${kind} – Cedar Hill Sermons`);
    expect((lentFeed["itunes:image"] as Record<string, string>)["@href"]).toBe(`https://church.example${lent.artworkUrl}`);
    expect(lentFeed["podcast:guid"]).not.toBe((await channelOf())["podcast:guid"]);
    const summerItem = itemOf(await channelOf(`/podcast/${plain.slug}.xml`), inSummer.episodeGuid)!;
    const channelArtwork = ((await channelOf())["itunes:image"] as Record<string, string>)["@href"];
    expect((summerItem["itunes:image"] as Record<string, string>)["@href"]).toBe(channelArtwork);
    expect((await feed("/podcast/no-such-series.xml")).status).toBe(404);
  });

  it("keeps plain text as text in every description a podcast app shows as HTML (episode, series and channel)", async () => {
    // Issue 29 item 5: the XML parser undoes the XML escaping, as every reader does; what it gives back
    // is the HTML an app renders, so it must hold no markup and read back as the text staff typed.
    const attack = "<p>x<img src=x onerror=alert(1)>";
    await publishPodcastSettings({ description: `Our sermons </description><script>alert(2)</script> & "more"` });
    try {
      const lent = await series(`Lent <b>${kind}</b>`, false, "A series <img src=y onerror=alert(3)>");
      const row = await service({ sermonTitle: `Escaped ${kind}`, seriesId: String(lent.id), description: attack, speaker1: "Rev. <i>Park</i>", audio: await staged("audio", mp3(2)) });

      const whole = await channelOf();
      expect(asHtmlText(whole.description as string)).toBe(`Our sermons </description><script>alert(2)</script> & "more"`);
      const item = itemOf(whole, row.episodeGuid)!;
      const description = item.description as string;
      expect(description).not.toMatch(/[<>]/);
      expect(description).toContain("&lt;p&gt;x&lt;img src=x onerror=alert(1)&gt;");
      expect(asHtmlText(description).split("\n")[0]).toBe(attack);
      expect(asHtmlText(description)).toContain("Speaker: Rev. <i>Park</i>.");

      const own = await channelOf(`/podcast/${lent.slug}.xml`);
      expect(asHtmlText(own.description as string)).toBe("A series <img src=y onerror=alert(3)>");
      expect(asHtmlText(itemOf(own, row.episodeGuid)!.description as string).split("\n")[0]).toBe(attack);
    } finally {
      await publishPodcastSettings({ description: "" });
    }
  });

  it("answers 304 to a matching ETag or a later If-Modified-Since, and 200 again after a change", async () => {
    const first = await feed();
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await feed("/podcast.xml", { "if-none-match": etag })).status).toBe(304);
    expect((await feed("/podcast.xml", { "if-modified-since": lastModified })).status).toBe(304);
    await service({ sermonTitle: `Newer ${kind}`, serviceDate: "2026-12-06", audio: await staged("audio", mp3(2)) });
    const changed = await feed("/podcast.xml", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("is kept by the page cache and dropped when content changes", async () => {
    const cache = createPageCache({ rules: PUBLIC_PAGES });
    let renders = 0;
    const http = new Hono();
    http.use("*", cache.middleware);
    http.all("*", (c) => {
      renders++;
      return suite.app.http.fetch(c.req.raw);
    });
    const first = await http.request("/podcast.xml");
    expect(first.status).toBe(200);
    expect((await http.request("/podcast.xml", { headers: { "if-none-match": first.headers.get("etag")! } })).status).toBe(304);
    expect(await (await http.request("/podcast.xml")).text()).toBe(await first.text());
    expect(renders).toBe(1);
    cache.clear();
    await http.request("/podcast.xml");
    expect(renders).toBe(2);
  });
});

describe.each(testDatabaseKinds)("the podcast feed kept between changes on %s (issue 33)", (kind) => {
  const suite = httpAppForSuite({}, kind);

  it("builds the feed once while nothing changes, and again at once after a change on another instance or outside the write path", async () => {
    const actor = (await suite.app.services.accounts.createUser({ name: "Pat Kept", username: `office-kept-${kind}`, password: "correct horse battery", role: "church" })).id;
    const other = testHttpApp(suite.database);
    const add = async (app: typeof other, sermonTitle: string) => {
      const staged = await app.services.uploads.stage({ kind: "audio", body: chunked(mp3(2)), originalName: "file.mp3", userId: actor });
      if (!staged.ok) throw new Error(staged.error);
      const outcome = await app.services.pastServices.create(pastServiceSchema.parse({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", sermonTitle, audio: staged.token }), actor);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    };
    const titles = async () => (parse(await (await suite.app.http.request("/podcast.xml")).text()).item ?? []).map((i) => i.title);
    const builds = vi.spyOn(suite.app.services.pastServices, "episodes");
    try {
      await add(suite.app, "Kept one");
      expect(await titles()).toEqual(["Kept one"]);
      expect(await titles()).toEqual(["Kept one"]);
      expect(builds).toHaveBeenCalledTimes(1);
      // Another instance's change: no notice reaches this one, the feed still has it.
      await add(other, "From the other instance");
      expect(await titles()).toEqual(expect.arrayContaining(["Kept one", "From the other instance"]));
      expect(builds).toHaveBeenCalledTimes(2);
      await suite.database.db.insert(pastServicesTable).values({ serviceDate: "2026-11-01", serviceType: "Sunday Worship", sermonTitle: "Restored", audioFileName: "r.mp3", audioSize: 1000 });
      expect(await titles()).toContain("Restored");
      expect(builds).toHaveBeenCalledTimes(3);
    } finally {
      builds.mockRestore();
      await other.services.mailer.close();
    }
  });
});

describe.each(testDatabaseKinds)("the podcast feed of a fresh site on %s (issue 29)", (kind) => {
  const suite = httpAppForSuite({ clock: fixedClock("2026-11-21T15:00:00Z") }, kind);

  it("says it last changed when the site was seeded, not on 1 January 1970", async () => {
    const res = await suite.app.get("/podcast.xml", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("last-modified")).toBe("Sat, 21 Nov 2026 15:00:00 GMT");
  });
});
