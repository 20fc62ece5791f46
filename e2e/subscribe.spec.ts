/**
 * Issue 30 item 5, churchgoers subscribe in one tap: the calendar from the top of /events, the podcast
 * from Past Services once the secretary has listed it, and the feed's address opened in a browser.
 * The visitor is on a 390 px phone; the secretary on a laptop. The podcast test changes only the
 * podcast's Apple Podcasts and Spotify addresses, which no other public spec reads.
 */
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

const APPLE = "https://podcasts.apple.com/us/podcast/cedar-hill-sermons/id1712345678";
const SPOTIFY = "https://open.spotify.com/show/4xQ2cYbJ1mN8pR5tW7zK3a";

/** A visitor's phone: no session, and the page may write to the clipboard (and the test read it back). */
async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  return context;
}

/** axe at 390 and 1280 px; with SCREENSHOT_DIR set (docs/screenshots, the README's pictures), a screenshot at each. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page, `${page.url()} at ${width} px`)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("a visitor on a phone subscribes to the calendar from the top of /events: iPhone, Android, or any app by its link", async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await gotoHydrated(page, "/events");
  const box = page.getByRole("region", { name: "Subscribe to the calendar" });
  // At the top: on the phone's first screen, before the categories and the dates.
  const top = (await box.boundingBox())!;
  expect(top.y + 120).toBeLessThan(844);
  expect(top.y).toBeLessThan((await page.getByRole("navigation", { name: "Categories" }).boundingBox())!.y);
  await expect(box.getByRole("link", { name: "Subscribe (iPhone, Mac, Outlook)" })).toHaveAttribute("href", `${BASE_URL.replace("http:", "webcal:")}/events.ics`);
  const google = new URL((await box.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href"))!);
  expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/r");
  expect(google.searchParams.get("cid")).toBe(`${BASE_URL.replace("http:", "webcal:")}/events.ics`);
  const help = await box.locator("p.text-sm.text-slate-800").allInnerTexts();
  expect(help).toHaveLength(2);
  for (const line of help) expect(line).not.toMatch(/^On a computer/);

  await box.getByRole("button", { name: "Copy link" }).tap();
  await expect(box.getByRole("status")).toHaveText("Copied. Paste it where your calendar app adds a calendar from a web address.");
  expect(await clipboard(page)).toBe(`${BASE_URL}/events.ics`);
  await checkBothWidths(page, "subscribe-calendar");

  // One kind of event: the box subscribes to the category chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Children" }).tap();
  const children = page.getByRole("region", { name: "Subscribe to Children" });
  await expect(children.getByRole("link", { name: "Subscribe (iPhone, Mac, Outlook)" })).toHaveAttribute("href", `${BASE_URL.replace("http:", "webcal:")}/events/children.ics`);
  await context.close();

  // Without JavaScript there is nothing to copy with, and the link is there to select.
  const plain = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto("/events");
  const still = noScript.getByRole("region", { name: "Subscribe to the calendar" });
  await expect(still.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(still.getByText(`${BASE_URL}/events.ics`, { exact: true })).toBeVisible();
  await expect(still.getByRole("link", { name: "Add to Google Calendar" })).toBeVisible();
  await plain.close();
});

test("the secretary lists the podcast in Apple Podcasts and Spotify; a visitor then follows it in one tap, and the feed opened in a browser reads as a page", async ({ browser, signInAs, page }) => {
  test.setTimeout(90_000);
  // The secretary, on a laptop: the one-time checklist, a wrong address refused beside its field, then both addresses.
  await signInAs("admin");
  await openSignedIn(page, "/admin/site-settings");
  const podcast = page.getByRole("group", { name: "Podcast" });
  const checklist = podcast.locator("details", { hasText: "Listing the podcast in Apple Podcasts and Spotify (once)" });
  await expect(checklist.getByLabel("The podcast's feed address")).toHaveValue(`${BASE_URL}/podcast.xml`);
  await expect(checklist.getByRole("link", { name: "Apple Podcasts Connect" })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page, `site settings at ${width} px`)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await checklist.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `staff-podcast-listing-${width}.png`) });
  }
  await podcast.getByLabel("Apple Podcasts address (once listed)").fill("https://example.com/podcast/cedar-hill");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(podcast.getByText("The Apple Podcasts address: please paste the show's address from Apple Podcasts")).toBeVisible();
  await podcast.getByLabel("Apple Podcasts address (once listed)").fill(APPLE);
  await podcast.getByLabel("Spotify address (once listed)").fill(SPOTIFY);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/site-settings\?notice=published$/);
  await expect(page.getByRole("group", { name: "Podcast" }).locator("details", { hasText: "Listing the podcast" })).not.toHaveAttribute("open");

  // The visitor, on a phone.
  const context = await phone(browser);
  const visitor = await context.newPage();
  await gotoHydrated(visitor, "/past-sessions");
  const box = visitor.getByRole("region", { name: "Listen in a podcast app" });
  await expect(box.getByRole("link", { name: "Apple Podcasts" })).toHaveAttribute("href", APPLE);
  await expect(box.getByRole("link", { name: "Spotify" })).toHaveAttribute("href", SPOTIFY);
  await box.getByRole("button", { name: "Copy feed address" }).tap();
  await expect(box.getByRole("status")).toHaveText("Copied. Paste it into your podcast app to follow the podcast.");
  expect(await clipboard(visitor)).toBe(`${BASE_URL}/podcast.xml`);
  await checkBothWidths(visitor, "subscribe-past-services");

  await visitor.setViewportSize({ width: 390, height: 844 });
  await box.getByRole("link", { name: "Other apps" }).tap();
  await expect(visitor).toHaveURL(/\/podcast#other-apps$/);
  await expect(visitor.getByRole("heading", { name: "Other podcast apps" })).toBeInViewport();

  // The feed's address typed into the browser (as printed in a bulletin) shows the page about it.
  await visitor.goto("/podcast.xml");
  await expect(visitor).toHaveURL(`${BASE_URL}/podcast`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Sermon Podcast" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Apple Podcasts" })).toHaveAttribute("href", APPLE);
  await checkBothWidths(visitor, "subscribe-podcast-page");

  // A podcast app asking for the same address gets the feed, with the artwork Apple asks for.
  const feed = await visitor.request.get("/podcast.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const channel = (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(await feed.text()) as { rss: { channel: Record<string, { "@href": string }> } }).rss.channel;
  const artwork = await visitor.request.get(channel["itunes:image"]!["@href"]);
  expect(artwork.status()).toBe(200);
  expect(artwork.headers()["content-type"]).toBe("image/jpeg");
  await context.close();
});
