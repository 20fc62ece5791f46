/**
 * Issue 30 item 2, as the church secretary meets it on a phone (390 px): adding Sunday's service with
 * its sermon, a series made on the spot and the recording, she is told the service is already listed.
 * Opening the listed one (a new tab) loses nothing, and saving anyway keeps every field and the audio;
 * without JavaScript the question and the new series keep the form as typed too. axe at 390 and 1280
 * px on the form with the question and the new series open; with SCREENSHOT_DIR set (docs/screenshots,
 * for the README) a screenshot at each width.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { pastServices, sermonSeries } from "../server/db/schema.ts";
import { mp3 } from "../server/testing/audio.ts";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A screenshot of the screen as it is, with `shown` at its top, for the README (only when SCREENSHOT_DIR is set). */
async function shoot(page: Page, name: string, shown: Locator) {
  if (!process.env.SCREENSHOT_DIR) return;
  await shown.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-${page.viewportSize()!.width}.png`) });
}

/** axe at a laptop's and a phone's width (ending on the phone), and the screenshots. */
async function checkBothWidths(page: Page, name: string, shown: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? PHONE.height : 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, name, shown);
  }
}

test.use({ viewport: PHONE });

test("on a phone, the already-listed question loses nothing: the listed service opens in a new tab, and saving anyway keeps the sermon, the new series and the audio", async ({ signInAs, page, server }) => {
  test.setTimeout(90_000);
  const type = `Pentecost ${unique()}`;
  const seriesTitle = `Fire and Wind ${unique()}`;
  const [listed] = await server.database.db.insert(pastServices).values({ serviceDate: "2016-05-15", serviceType: type }).returning({ id: pastServices.id });
  await signInAs("church");
  await openSignedIn(page, "/admin/past-sessions/create-new");
  await page.getByLabel("Service date").fill("2016-05-15");
  await page.getByLabel("Service type").fill(type);
  await page.getByLabel("Sermon title (optional)").fill("Tongues of Fire");
  await page.getByLabel("Speaker (optional)", { exact: true }).fill("Rev. Daniel Whitaker");
  await page.getByLabel("Scripture passages (optional)").fill("Acts 2:1-21");

  // The series does not exist yet: she makes it here, and it comes back chosen.
  await page.getByText("New series", { exact: true }).click();
  await page.getByLabel("Series title").fill(seriesTitle);
  await page.getByRole("button", { name: "Create series and choose it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was created" })).toHaveText(`The series “${seriesTitle}” was created and is chosen for this service.`);
  await expect(page.getByLabel("Series (optional)").locator("option:checked")).toHaveText(seriesTitle);
  await expect(page.getByLabel("Series (optional)")).toBeFocused();
  await shoot(page, "staff-new-series", page.getByLabel("Sermon title (optional)"));

  await page.getByLabel("Sermon audio (optional)", { exact: true }).setInputFiles({ name: "pentecost.mp3", mimeType: "audio/mpeg", buffer: mp3(2) });
  await expect(page.getByRole("status").filter({ hasText: "pentecost.mp3" })).toContainText("pentecost.mp3 is ready");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const question = page.getByRole("alert").filter({ hasText: "is already listed" });
  await expect(question).toContainText(`A ${type} service on Sunday, May 15, 2016 is already listed. Save this one as well?`);
  await page.getByText("New series", { exact: true }).click();
  await checkBothWidths(page, "staff-duplicate-question", question);

  // The listed service opens beside the form, with no "Leave without saving?" in the way.
  const opened = page.waitForEvent("popup");
  await question.getByRole("link", { name: /Open the existing service/ }).click();
  const other = await opened;
  await expect(other).toHaveURL(new RegExp(`/admin/past-sessions/edit/${listed!.id}$`));
  await expect(other.getByLabel("Service type")).toHaveValue(type);
  await other.close();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/admin/past-sessions/create-new");
  await expect(page.getByLabel("Sermon title (optional)")).toHaveValue("Tongues of Fire");
  await expect(page.getByLabel("Series (optional)").locator("option:checked")).toHaveText(seriesTitle);
  await expect(page.getByRole("status").filter({ hasText: "pentecost.mp3" })).toContainText("pentecost.mp3 is ready");

  // "Keep editing" puts the question away; Enter in a field then saves, and is asked again: it never
  // answers the question with "Save it anyway".
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel("Service date")).toBeFocused();
  const sent = page.waitForRequest((request) => request.method() === "POST");
  await page.getByLabel("Sermon title (optional)").press("Enter");
  const enter = await sent;
  expect(new URLSearchParams(enter.postData() ?? "").get("intent")).toBe("save");
  expect(new URLSearchParams(enter.postData() ?? "").has("confirmed")).toBe(false);
  await enter.response();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/past-sessions\/create-new$/);

  await question.getByRole("button", { name: "Save it anyway" }).click();
  await expect(page).toHaveURL(/\/admin\/past-sessions\?notice=created$/);
  const [series] = await server.database.db.select().from(sermonSeries).where(eq(sermonSeries.title, seriesTitle));
  const saved = (await server.database.db.select().from(pastServices).where(eq(pastServices.serviceType, type))).filter((row) => row.id !== listed!.id);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ sermonTitle: "Tongues of Fire", seriesId: series!.id, speakers: [{ name: "Rev. Daniel Whitaker" }] });
  expect(saved[0]!.passages).toHaveLength(1);
  expect(saved[0]!.audioFileName).toMatch(/\.mp3$/);
});

test("without JavaScript, a new series and the already-listed question both draw the form again as typed", async ({ signInAs, browser, server }) => {
  const type = `Trinity ${unique()}`;
  const seriesTitle = `Three in One ${unique()}`;
  await server.database.db.insert(pastServices).values({ serviceDate: "2016-05-22", serviceType: type });
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await signInAs("church", { context });
  await page.goto("/admin/past-sessions/create-new");
  await page.getByLabel("Service date").fill("2016-05-22");
  await page.getByLabel("Service type").fill(type);
  await page.getByLabel("Sermon title (optional)").fill("A Holy Mystery");
  await page.getByLabel("Speaker (optional)", { exact: true }).fill("Grace Holloway");
  await page.getByLabel("Scripture passages (optional)").fill("Matthew 28:16-20");
  await page.getByText("New series", { exact: true }).click();
  await page.getByLabel("Series title").fill(seriesTitle);
  await page.getByRole("button", { name: "Create series and choose it" }).click();

  await expect(page.getByRole("status").filter({ hasText: "was created" })).toHaveText(`The series “${seriesTitle}” was created and is chosen for this service.`);
  await expect(page.getByLabel("Series (optional)").locator("option:checked")).toHaveText(seriesTitle);
  await expect(page.getByLabel("Series title")).toHaveValue("");
  for (const [label, value] of [["Service type", type], ["Sermon title (optional)", "A Holy Mystery"], ["Scripture passages (optional)", "Matthew 28:16-20"]]) await expect(page.getByLabel(label!)).toHaveValue(value!);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`A ${type} service on Sunday, May 22, 2016 is already listed. Save this one as well?`)).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the existing service/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByLabel("Sermon title (optional)")).toHaveValue("A Holy Mystery");
  await expect(page.getByLabel("Speaker (optional)", { exact: true })).toHaveValue("Grace Holloway");
  await expect(page.getByLabel("Series (optional)").locator("option:checked")).toHaveText(seriesTitle);
  await page.getByRole("button", { name: "Save it anyway" }).click();
  await expect(page).toHaveURL(/\/admin\/past-sessions\?notice=created$/);
  const [series] = await server.database.db.select().from(sermonSeries).where(eq(sermonSeries.title, seriesTitle));
  const rows = await server.database.db.select().from(pastServices).where(eq(pastServices.serviceType, type));
  expect(rows.map((row) => [row.sermonTitle, row.seriesId])).toEqual(expect.arrayContaining([["A Holy Mystery", series!.id]]));
  await context.close();
});
