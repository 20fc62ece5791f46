/** Issue 13: a church user uploads a sermon with its series and passage; the public page plays it and the podcast feed lists it. */
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { mp3 } from "../server/testing/audio.ts";
import { png } from "../server/testing/files.ts";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

/**
 * axe at a phone's and a laptop's width; with SCREENSHOT_DIR set (docs/screenshots to refresh the
 * README's pictures), a full-page screenshot at each too.
 */
async function shoot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    if (folder) await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
}


test("a church user uploads a short MP3 with a series and a passage; the public page plays it and the feed lists it", async ({ signInAs, page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seriesTitle = `Advent Hope ${stamp}`;
  const sermonTitle = `Keep awake ${stamp}`;
  const audio = mp3(3);
  await signInAs("church");

  // A series with its square artwork.
  await openSignedIn(page, "/admin/past-sessions/series/create-new");
  await page.getByLabel("Title").fill(seriesTitle);
  await page.getByLabel("Artwork (optional)", { exact: true }).setInputFiles({ name: "advent.png", mimeType: "image/png", buffer: await png(1400, 1400) });
  await expect(page.getByRole("status").filter({ hasText: "is ready" })).toContainText("advent.png is ready");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/past-sessions\/series\?notice=created$/);
  await expect(page.getByRole("list", { name: "Sermon series" })).toContainText(seriesTitle);
  expect(await seriousViolations(page)).toEqual([]);

  // The service: sermon title, series, speaker, passage and the recording.
  await openSignedIn(page, "/admin/past-sessions/create-new");
  await page.getByLabel("Service date").fill("2019-12-01");
  await page.getByLabel("Service type").fill("Sunday Worship");
  await page.getByLabel("Sermon title (optional)").fill(sermonTitle);
  await page.getByLabel("Series (optional)").selectOption({ label: seriesTitle });
  await page.getByLabel("Speaker (optional)", { exact: true }).fill("Rev. Ellen Park");
  await page.getByLabel("Scripture passages (optional)").fill("Mk 13:24-37");
  await page.getByLabel("Sermon audio (optional)", { exact: true }).setInputFiles({ name: "advent-1.mp3", mimeType: "audio/mpeg", buffer: audio });
  await expect(page.getByRole("status").filter({ hasText: "advent-1.mp3" })).toContainText("advent-1.mp3 is ready");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/past-sessions\?notice=created$/);
  await expect(page.getByRole("list", { name: "Past services" })).toContainText(sermonTitle);

  // The public list, filtered by the series with the plain form, leads to the service.
  await page.goto("/past-sessions");
  await page.getByLabel("Series").selectOption({ label: seriesTitle });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/past-sessions\?series=advent-hope-\d+&speaker=&book=$/);
  await shoot(page, "podcast-past-sessions-filtered");
  await page.getByRole("link", { name: new RegExp(sermonTitle) }).click();
  await expect(page).toHaveURL(/\/past-session\/\d+$/);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: `Sermon: ${sermonTitle}` })).toBeVisible();
  await expect(main.getByRole("link", { name: seriesTitle })).toHaveAttribute("href", /\/past-sessions\/series\/advent-hope-\d+$/);
  await expect(main.getByRole("link", { name: /Mark 13:24–37/ })).toHaveAttribute("href", "https://www.biblegateway.com/passage/?search=Mark+13%3A24-37&version=NRSVUE");
  await expect(main).toContainText("Rev. Ellen Park");

  // The browser's own player loads the file and plays it.
  const player = main.getByTestId("sermon-audio");
  await expect(player).toHaveAccessibleName("Listen");
  await player.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await player.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(3);
  const src = (await main.locator("audio source").getAttribute("src"))!;
  expect(src).toMatch(/^\/uploads\/past-services\/\d+\/[0-9a-f]{16}-[0-9a-f]{4}\.mp3$/);
  await shoot(page, "podcast-past-service");

  // The series page lists it.
  await main.getByRole("link", { name: seriesTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: seriesTitle })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: new RegExp(sermonTitle) })).toBeVisible();
  await shoot(page, "podcast-series-page");

  // The feed lists it, with the exact length of the file the page plays.
  const feed = await page.request.get("/podcast.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, isArray: (name) => name === "item" }).parse(await feed.text()) as {
    rss: { channel: { item: Array<{ title: string; enclosure: Record<string, string>; "itunes:duration": string; description: string }> } };
  };
  const item = parsed.rss.channel.item.find((i) => i.title === sermonTitle)!;
  expect(item).toBeDefined();
  expect(new URL(item.enclosure["@url"]).pathname).toBe(src);
  expect(Number(item.enclosure["@length"])).toBe(audio.length);
  expect(item.enclosure["@type"]).toBe("audio/mpeg");
  expect(item["itunes:duration"]).toBe("00:00:03");
  expect(item.description).toContain("Scripture: Mark 13:24–37.");
  const served = await page.request.get(src, { headers: { range: "bytes=0-99" } });
  expect(served.status()).toBe(206);
  expect(served.headers()["content-range"]).toBe(`bytes 0-99/${audio.length}`);
});

test("an audio file over the limit is refused before anything is sent", async ({ signInAs, page }) => {
  // 201 MB without writing 201 MB: a sparse file.
  const big = path.join(tmpdir(), `sermon-${Date.now()}.mp3`);
  const handle = await open(big, "w");
  await handle.truncate(201 * 1024 * 1024);
  await handle.close();
  try {
    await signInAs("church");
    await openSignedIn(page, "/admin/past-sessions/create-new");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/uploads")) sent.push(request.url());
    });
    await page.getByLabel("Sermon audio (optional)", { exact: true }).setInputFiles(big);
    await expect(page.getByText("That file is too large. Audio files can be at most 200 MB.")).toBeVisible();
    expect(sent).toEqual([]);
  } finally {
    await rm(big, { force: true });
  }
});

test("an administrator keeps the podcast's details in Site settings", async ({ signInAs, page }) => {
  await signInAs("admin");
  await openSignedIn(page, "/admin/site-settings");
  const podcast = page.getByRole("group", { name: "Podcast" });
  await expect(podcast.getByLabel("Language")).toHaveValue("en-us");
  await expect(podcast.getByLabel("Locked against copying to other hosts")).toHaveValue("true");
  await expect(podcast.getByLabel("Podcast artwork", { exact: true })).toHaveAttribute("accept", "image/jpeg,image/png");
  await podcast.getByLabel("Podcast artwork", { exact: true }).setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await png(1600, 900) });
  await expect(podcast.getByText("Podcast artwork must be a square picture between 1400 × 1400 and 3000 × 3000 pixels; this one is 1600 × 900.")).toBeVisible();
  await podcast.scrollIntoViewIfNeeded();
  await shoot(page, "podcast-site-settings");
});
