/**
 * Long forms stay usable on a phone (issue 30, item 3), walked as the church secretary does: the weekly
 * schedule is a list of one-line entries that open a short form, its buttons stay on the screen and
 * never cover the field being typed in, nothing typed is lost moving between entries, Publish says when
 * a scheduled publish goes live, and the event form shows only the fields of the rule chosen. Nothing
 * is saved here: the content-publishing spec saves and publishes the schedule, and two saves side by
 * side would refuse each other as stale.
 * With SCREENSHOT_DIR set (docs/screenshots, to refresh the README's pictures) it takes screenshots.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

async function shoot(page: Page, name: string, width: number) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`) });
}

/** A schedule entry: its row (named by the entry), opened by its one line. */
async function openEntry(page: Page, name: string): Promise<Locator> {
  const row = page.getByRole("group", { name, exact: true });
  await row.locator("summary").first().click();
  await expect(row.getByLabel("Starts at")).toBeVisible();
  return row;
}

/** Whether `field` (focused) lies wholly above the sticky bar. */
async function clearOfTheBar(page: Page, field: Locator) {
  const [box, bar] = await Promise.all([field.boundingBox(), page.locator("[data-sticky-actions]").boundingBox()]);
  return box !== null && bar !== null && box.y >= 0 && box.y + box.height <= bar.y;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the weekly schedule is a list of one-line entries with its buttons always at hand, and nothing typed is lost`, async ({ signInAs, browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await context.newPage();
    await signInAs("church", { context });
    await openSignedIn(page, "/admin/schedule");
    const actions = page.getByRole("group", { name: "Form actions" });
    for (const name of ["Save draft", "Preview", "Publish"]) await expect(actions.getByRole("button", { name, exact: true })).toBeInViewport();

    // Fifteen entries, each one line: name, day and time.
    const entries = page.getByRole("list", { name: "Schedule entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(15);
    if (width === 390) await entries.first().evaluate((entry) => entry.scrollIntoView({ block: "start" }));
    await shoot(page, "schedule", width);
    await expect(page.getByRole("group", { name: "Grief Support", exact: true }).locator("summary").first()).toHaveText(/^Grief Support\s*3rd Tuesday, 1:30 PM$/);
    const heights = await entries.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(width === 390 ? 80 : 60);
    // The whole page (the list, Publish at and the history) is a few screens, no longer 44.
    expect(await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)).toBeLessThan(width === 390 ? 6 : 3);

    // An entry opens its short form; the pages it shows on stay folded until asked for.
    const grief = await openEntry(page, "Grief Support");
    await expect(grief.getByRole("checkbox", { name: "Home", exact: true })).toBeHidden();
    await grief.locator("summary", { hasText: "Shows on" }).click();
    await expect(grief.getByRole("checkbox", { name: "Grief Support", exact: true })).toBeChecked();
    await grief.evaluate((row) => row.scrollIntoView({ block: "start" }));
    await shoot(page, "schedule-entry", width);
    // Moving on by keyboard, each field comes into view above the buttons, which stay on the screen.
    await grief.getByLabel("Place (optional)").focus();
    await page.keyboard.press("Tab");
    const note = grief.getByLabel("Note (optional)");
    await expect(note).toBeFocused();
    expect(await clearOfTheBar(page, note)).toBe(true);
    await note.fill("Coffee in the parlour from 1:15");
    await expect(actions.getByRole("button", { name: "Save draft" })).toBeInViewport();

    // Another entry opens, the first closes: what was typed in it is still there.
    const marshall = await openEntry(page, "Marshall Wesley");
    await grief.locator("summary").first().click();
    await expect(grief.getByLabel("Starts at")).toBeHidden();
    await marshall.getByLabel("Starts at").fill("19:30");
    await expect(marshall.locator("summary").first()).toHaveText(/Thursdays, 7:30 PM/);
    await grief.locator("summary").first().click();
    await expect(note).toHaveValue("Coffee in the parlour from 1:15");

    // With a time in "Publish at", the main button says when the draft goes live.
    const year = new Date().getFullYear();
    await page.getByLabel("Publish at (optional)").fill("2026-12-01T09:00");
    await expect(actions.getByRole("button", { name: `Schedule for Tue 1 Dec${year === 2026 ? "" : " 2026"}, 9:00` })).toBeVisible();
    await page.getByLabel("Publish at (optional)").fill("");
    await expect(actions.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test("at 390 px the event form shows only the fields of the rule chosen, finds another time zone by a search, and its buttons stay at hand", async ({ signInAs, browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs("church", { context });
  await openSignedIn(page, "/admin/events/create-new");
  const actions = page.getByRole("group", { name: "Form actions" });
  await expect(actions.getByRole("button", { name: "Save", exact: true })).toBeInViewport();

  await expect(page.getByLabel("Weekly: on these days").first()).toBeHidden();
  await page.getByLabel("How often").selectOption("weekly");
  await expect(page.getByRole("checkbox", { name: "Tuesday" })).toBeVisible();
  await expect(page.getByLabel("Monthly: on")).toBeHidden();
  await expect(page.getByLabel("Which week")).toBeHidden();
  await page.getByLabel("How often").selectOption("monthly");
  await expect(page.getByLabel("Monthly: on")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Tuesday" })).toBeHidden();
  await expect(page.getByLabel("Which week")).toBeHidden();
  await page.getByLabel("Monthly: on").selectOption("weekday");
  await expect(page.getByLabel("Which week")).toBeVisible();
  await page.getByLabel("Ends", { exact: true }).selectOption("after");
  await expect(page.getByLabel(/^Number of times/)).toBeVisible();
  await expect(page.getByLabel("Last date (when it ends on a date)")).toBeHidden();

  // The church's time zone comes first; any other is found by typing.
  const zone = page.getByLabel("Time zone", { exact: true });
  await expect(zone.locator("option").first()).toHaveText("America/New York (the church's)");
  await expect(page.getByLabel("Find the time zone")).toBeHidden();
  await zone.selectOption("other");
  await page.getByLabel("Find the time zone").fill("America/Chicago");
  await zone.evaluate((select) => select.scrollIntoView({ block: "start" }));
  await shoot(page, "event-form", 390);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("without JavaScript an entry still opens by its line, and the event form still follows the rule chosen", async ({ signInAs, browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs("church", { context });
  await page.goto("/admin/schedule");
  const grief = page.getByRole("group", { name: "Grief Support", exact: true });
  await grief.locator("summary").first().click();
  await expect(grief.getByLabel("Starts at")).toHaveValue("13:30");
  await expect(page.getByRole("button", { name: "Save draft" })).toBeInViewport();
  await page.goto("/admin/events/create-new");
  await page.getByLabel("How often").selectOption("weekly");
  await expect(page.getByRole("checkbox", { name: "Tuesday" })).toBeVisible();
  await expect(page.getByLabel("Monthly: on")).toBeHidden();
  await context.close();
});

test("Preview in the bar saves the draft and shows it on its page, whose banner leads back to the editor", async ({ signInAs, page, server }) => {
  // The Communion page: no other spec edits its words.
  await signInAs("church");
  await openSignedIn(page, "/admin/pages/communion");
  const lead = `A table for everyone, ${Date.now()}.`;
  await page.getByLabel("Introduction under the title").fill(lead);
  await page.getByRole("group", { name: "Form actions" }).getByRole("button", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/communion\?preview=1&from=%2Fadmin%2Fpages%2Fcommunion$/);
  await expect(page.getByText(lead)).toBeVisible();
  await page.getByRole("link", { name: "Back to Communion" }).click();
  await expect(page.getByText(/Draft:.*saved/)).toBeVisible();
  await expect(page.getByLabel("Introduction under the title")).toHaveValue(lead);
  // The draft goes again, so the page reads as seeded for anyone after.
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page).toHaveURL(/notice=discarded$/);
  expect((await server.services.content.get("page:/communion"))?.draft).toBeNull();
});
