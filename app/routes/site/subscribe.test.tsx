/**
 * Issue 30 item 5, churchgoers subscribe in one tap: what the server renders on Past Services, the
 * podcast page, a series page, the calendar and the podcast's settings, with the real services on
 * PGlite and PostgreSQL. The browser walks the same flows in e2e/subscribe.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import type { SiteSettings } from "../../../shared/content/settings.ts";
import { sermonSeriesSchema } from "../../../shared/schemas/admin/sermon-series.ts";
import { adminTestSite } from "../../testing/admin-route.ts";
import { renderPage } from "../../testing/render-route.tsx";
import * as editor from "../admin/content/editor.tsx";
import * as events from "./events.tsx";
import * as pastServices from "./past-services.tsx";
import * as podcast from "./podcast.tsx";
import * as sermonSeries from "./sermon-series.tsx";

const ROOT = { publicUrl: "https://church.example", timeZone: "America/New_York", nonce: "n", apiKey: "k" };
const APPLE = "https://podcasts.apple.com/us/podcast/cedar-hill-sermons/id1712345678";
const SPOTIFY = "https://open.spotify.com/show/4xQ2cYbJ1mN8pR5tW7zK3a";

/** Every field of a settings document as the editor posts it ("doc.address.street", "doc.podcast.locked:bool"). */
function settingsForm(value: unknown, prefix = "doc"): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => settingsForm(v, `${prefix}.${i}`)));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => settingsForm(v, `${prefix}.${k}`)));
  if (typeof value === "boolean") return { [`${prefix}:bool`]: String(value) };
  return { [prefix]: String(value) };
}

/** The opening tags of the links and buttons in `html` whose text is `text`. */
const controls = (html: string, text: string) => [...html.matchAll(/<(a|button)\b([^>]*)>([^<]*)</g)].filter((m) => m[3] === text).map((m) => m[2]!);
/** The text of the element with `id` (its inner tags, such as the <wbr>s of an address, left out). */
const textOf = (html: string, id: string) => html.match(new RegExp(`id="${id}"[^>]*>((?:(?!</p>).)*)`))?.[1]?.replace(/<[^>]*>/g, "");
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

describe.each(testDatabaseKinds)("subscribing in one tap, on %s (issue 30)", (kind) => {
  const site = adminTestSite(kind);

  /** A public page as a visitor without a session sees it. */
  async function visit(module: Parameters<typeof renderPage>[0], path: string, params: Record<string, string> = {}) {
    const loaded = await site.admin.load(module, { path, params, role: null });
    expect(loaded.status, path).toBe(200);
    return { html: renderPage(module, { path, params, loaderData: loaded.data, rootData: ROOT }), data: loaded.data };
  }
  /** The podcast's settings published through the editor, as an administrator sends the form. */
  async function publishPodcast(podcast: Partial<SiteSettings["podcast"]>) {
    const path = "/admin/site-settings";
    const loaded = (await site.admin.load(editor, { path, role: "admin" })).data as { version: string; form: SiteSettings };
    const fields = settingsForm({ ...loaded.form, podcast: { ...loaded.form.podcast, ...podcast } });
    return site.admin.act(editor, { path, role: "admin", fields: { intent: "publish", version: loaded.version, ...fields } });
  }

  it("gives Past Services Copy feed address and Other apps at the top, and Apple Podcasts and Spotify once their addresses are set", async () => {
    const before = (await visit(pastServices, "/past-sessions")).html;
    expect(before.indexOf("Listen in a podcast app")).toBeGreaterThan(-1);
    expect(before.indexOf("Listen in a podcast app")).toBeLessThan(before.indexOf("No services to display"));
    expect(controls(before, "Apple Podcasts")).toEqual([]);
    expect(controls(before, "Spotify")).toEqual([]);
    const [copy] = controls(before, "Copy feed address");
    // Without the islands script the button stays hidden; the address it copies is on the page.
    expect(copy).toMatch(/\bhidden=""/);
    expect(attribute(copy!, "data-copy")).toBe("https://church.example/podcast.xml");
    expect(textOf(before, "podcast-feed-address")).toBe("https://church.example/podcast.xml");
    expect(controls(before, "Other apps").map((tag) => attribute(tag, "href"))).toEqual(["/podcast#other-apps"]);
    expect(before).not.toContain('href="/podcast.xml"');

    expect(await publishPodcast({ applePodcastsUrl: APPLE, spotifyUrl: SPOTIFY })).toMatchObject({ status: 302, location: "/admin/site-settings?notice=published" });
    const after = (await visit(pastServices, "/past-sessions")).html;
    expect(controls(after, "Apple Podcasts").map((tag) => attribute(tag, "href"))).toEqual([APPLE]);
    expect(controls(after, "Spotify").map((tag) => attribute(tag, "href"))).toEqual([SPOTIFY]);
    const page = (await visit(podcast, "/podcast")).html;
    expect(controls(page, "Apple Podcasts").map((tag) => attribute(tag, "href"))).toEqual([APPLE]);
    expect(controls(page, "Other apps").map((tag) => attribute(tag, "href"))).toEqual(["#other-apps"]);
    expect(await publishPodcast({ applePodcastsUrl: "", spotifyUrl: "" })).toMatchObject({ status: 302 });
  });

  it("refuses a directory address that is not the show's own page on it, beside its field, and stores nothing", async () => {
    const refused = await publishPodcast({ applePodcastsUrl: "https://example.com/podcast/cedar-hill", spotifyUrl: "https://open.spotify.com/episode/7makk4oTQel546B0PZlDM5" });
    expect(refused.status).toBe(400);
    expect(refused.data.fields).toEqual({
      "doc.podcast.applePodcastsUrl": "The Apple Podcasts address: please paste the show's address from Apple Podcasts, such as https://podcasts.apple.com/us/podcast/our-sermons/id1234567890.",
      "doc.podcast.spotifyUrl": "The Spotify address: please paste the show's address from Spotify, such as https://open.spotify.com/show/1a2B3c4D5e6F7g8H9i0J1k.",
    });
    expect((await publishPodcast({ applePodcastsUrl: "javascript:alert(1)//podcasts.apple.com/podcast/" })).status).toBe(400);
    expect((await site.admin.services.content.snapshot()).settings.podcast).toMatchObject({ applePodcastsUrl: "", spotifyUrl: "" });
  });

  it("says on the podcast page what the feed is, with the church's name drawn as artwork, and lets podcast apps find the feed from the page", async () => {
    const { html, data } = await visit(podcast, "/podcast");
    expect(html).toContain("Sermon Podcast");
    expect(html).toContain("Cedar Hill United Methodist Church Sermons");
    expect(html).toMatch(/<img src="\/podcast\/artwork-[0-9a-z]+\.jpg" alt="Artwork of Cedar Hill United Methodist Church Sermons"/);
    expect(html).toContain('id="other-apps"');
    expect(html).toContain("add a podcast by its address");
    const tags = podcast.meta({ matches: [{ id: "root", loaderData: ROOT }], loaderData: data } as never) as Array<Record<string, string>>;
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Cedar Hill United Methodist Church Sermons", href: "https://church.example/podcast.xml" });
    const list = pastServices.meta({ matches: [{ id: "root", loaderData: ROOT }], loaderData: (await visit(pastServices, "/past-sessions")).data } as never) as Array<Record<string, string>>;
    expect(list.filter((t) => t.rel === "alternate").map((t) => t.href)).toEqual(["https://church.example/podcast.xml"]);
  });

  it("gives a series page its own feed to copy, never the raw feed as a link", async () => {
    const actor = (await site.admin.user("church")).id;
    const created = await site.admin.services.sermonSeries.create(sermonSeriesSchema.parse({ title: `Psalms ${kind}`, description: "", artwork: "" }), actor);
    if (!created.ok) throw new Error(created.error);
    const slug = (await site.admin.services.sermonSeries.get(created.value.id))!.slug;
    const { html } = await visit(sermonSeries, `/past-sessions/series/${slug}`, { slug });
    expect(controls(html, "Copy feed address").map((tag) => attribute(tag, "data-copy"))).toEqual([`https://church.example/podcast/${slug}.xml`]);
    expect(controls(html, "Other apps").map((tag) => attribute(tag, "href"))).toEqual(["/podcast#other-apps"]);
    expect(html).not.toMatch(/href="[^"]*\.xml"/);
  });

  it("puts Subscribe at the top of /events: webcal for iPhone, Mac and Outlook, Google's add-by-address link, Copy link and two lines of help", async () => {
    const { html } = await visit(events, "/events");
    const box = html.indexOf('id="subscribe-heading"');
    expect(box).toBeGreaterThan(-1);
    expect(box).toBeLessThan(html.indexOf('aria-label="Categories"'));
    expect(box).toBeLessThan(html.indexOf('id="day-'));
    expect(controls(html, "Subscribe (iPhone, Mac, Outlook)").map((tag) => attribute(tag, "href"))).toEqual(["webcal://church.example/events.ics"]);
    const google = attribute(controls(html, "Add to Google Calendar")[0]!, "href")!;
    expect(google).toBe("https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fchurch.example%2Fevents.ics");
    expect(new URL(google).searchParams.get("cid")).toBe("webcal://church.example/events.ics");
    const [copy] = controls(html, "Copy link");
    expect(copy).toMatch(/\bhidden=""/);
    expect(attribute(copy!, "data-copy")).toBe("https://church.example/events.ics");
    const section = html.slice(box, html.indexOf("</section>", box));
    const help = [...section.matchAll(/<p class="mt-2 text-sm text-slate-800">([^<]*)<\/p>/g)].map((m) => m[1]!);
    expect(help).toHaveLength(2);
    for (const line of help) expect(line).not.toMatch(/^On a computer/);
    expect(help[0]).toContain("Add to Google Calendar");

    const children = (await visit(events, "/events?category=children")).html;
    expect(children).toContain("Subscribe to Children");
    expect(controls(children, "Subscribe (iPhone, Mac, Outlook)").map((tag) => attribute(tag, "href"))).toEqual(["webcal://church.example/events/children.ics"]);
    expect(attribute(controls(children, "Add to Google Calendar")[0]!, "href")).toBe("https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fchurch.example%2Fevents%2Fchildren.ics");
  });

  it("carries the one-time checklist for Apple Podcasts and Spotify in the podcast settings, folded away once both are listed", async () => {
    const open = await site.admin.render(editor, { path: "/admin/site-settings", role: "admin" });
    expect(open).toMatch(/<details open=""[^>]*><summary[^>]*>Listing the podcast in Apple Podcasts and Spotify \(once\)/);
    expect(open).toContain('value="https://church.example/podcast.xml"');
    expect(open).toContain("Apple Podcasts Connect");
    expect(open).toContain("Spotify for Creators");
    expect(open.match(/>To do</g)).toHaveLength(3);
    await publishPodcast({ applePodcastsUrl: APPLE, spotifyUrl: SPOTIFY });
    const done = await site.admin.render(editor, { path: "/admin/site-settings", role: "admin" });
    expect(done).toMatch(/<details class="[^"]*"><summary[^>]*>Listing the podcast/);
    expect(done.match(/>Done</g)).toHaveLength(3);
    await publishPodcast({ applePodcastsUrl: "", spotifyUrl: "" });
  });
});
