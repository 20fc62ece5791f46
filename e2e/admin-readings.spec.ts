/**
 * The daily readings and verse of the day areas, as church staff use them: edit today's reading, import
 * readings in bulk, make another verse active, and see each change on the public pages (as a visitor
 * without a session, so through the public page cache). The e2e database holds demo readings for the
 * days around today and one active verse (Psalm 23:1-2); each test puts back what other tests expect.
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { longDate } from "../shared/dates.ts";
import { seriousViolations } from "./axe.ts";
import { openHydrated } from "./auth-fixtures.ts";
import { type SignInAs, addDays, expect, siteToday, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

const SHOTS = process.env.SCREENSHOT_DIR;

async function signedIn(browser: Browser, signInAs: SignInAs, width = 1280) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs("church", { context });
  return { context, page };
}

/** A visitor without a session: public pages come from the page cache when they can. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return { context, page: await context.newPage() };
}

const readingsList = (page: Page) => page.getByRole("list", { name: /^Readings for / });
const verses = (page: Page) => page.getByRole("list", { name: "Verses" }).getByRole("listitem");

const usDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${m}/${d}/${y}`;
};

async function editTodaysReading(page: Page, scripture: string) {
  const today = siteToday();
  await openHydrated(page, "/admin/daily-readings");
  await page.getByRole("link", { name: `Edit the reading for ${longDate(today)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit reading" })).toBeVisible();
  await page.getByLabel("Scripture").fill(scripture);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
}

test("church staff edit today's reading and the public pages show it at once", async ({ browser, signInAs }) => {
  test.setTimeout(90_000);
  const today = siteToday();
  const { context, page } = await signedIn(browser, signInAs);
  const guest = await visitor(browser);
  try {
    // The visitor's pages are cached before the change; the change must still show.
    await guest.page.goto("/daily-readings");
    await guest.page.goto("/");
    await openHydrated(page, "/admin/daily-readings");
    const todayRow = readingsList(page).getByRole("listitem").filter({ hasText: longDate(today) });
    await expect(todayRow.getByText("Today", { exact: true })).toBeVisible();
    const original = (await todayRow.locator("div.mt-1.text-sm").innerText()).trim();

    await editTodaysReading(page, "Psalm 139:1-12");
    await expect(readingsList(page).getByRole("listitem").filter({ hasText: longDate(today) })).toContainText("Psalm 139:1-12");

    await guest.page.goto("/daily-readings");
    await expect(guest.page.getByRole("main")).toContainText("Psalm 139:1-12");
    await guest.page.goto("/");
    await expect(guest.page.locator("#readings-heading").locator("..")).toContainText("Psalm 139:1-12");

    await editTodaysReading(page, original);
  } finally {
    await guest.context.close();
    await context.close();
  }
});

test("a date that already has a reading is a field error with a link to that reading", async ({ browser, signInAs }) => {
  const tomorrow = addDays(siteToday(), 1);
  const { context, page } = await signedIn(browser, signInAs);
  try {
    await openHydrated(page, "/admin/daily-readings/create-new");
    await page.getByLabel("Date").fill(tomorrow);
    await page.getByLabel("Scripture").fill("Psalm 100");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`There is already a reading for ${longDate(tomorrow)}.`)).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit the reading for ${longDate(tomorrow)}` })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("bulk import previews the lines, names the bad one, then imports the good ones", async ({ browser, signInAs }) => {
  test.setTimeout(90_000);
  const first = addDays(siteToday(), 400);
  const second = addDays(siteToday(), 401);
  const { context, page } = await signedIn(browser, signInAs);
  try {
    await openHydrated(page, "/admin/daily-readings");
    await page.getByRole("link", { name: "Import several readings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import daily readings" })).toBeVisible();
    await page.getByLabel("Readings, one per line").fill(`${usDate(first)}\tPsalm 150\n${second}, Psalm 148:1-6\n13/01/2027 Psalm 1`);
    await page.getByRole("button", { name: "Preview" }).click();

    const problems = page.getByRole("table", { name: "Lines that cannot be imported" });
    await expect(problems).toContainText("13/01/2027 is not a day on the calendar");
    const rows = page.getByRole("table", { name: "What the import does with each reading" });
    await expect(rows.getByRole("row").filter({ hasText: longDate(first) })).toContainText("Add");
    await expect(rows.getByRole("row").filter({ hasText: longDate(second) })).toContainText("Psalm 148:1-6");
    await expect(page.getByText("Preview only, nothing is saved yet: 2 to add, 0 to replace")).toBeVisible();
    if (SHOTS) await shoot(page, "import-preview");

    // Changing the lines asks for a new preview before anything can be imported.
    await page.getByLabel("Readings, one per line").press("End");
    await page.getByLabel("Readings, one per line").pressSequentially(" ");
    await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Preview" }).click();

    await page.getByRole("button", { name: "Import 2 readings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Imported: 2 readings added, 0 readings replaced." })).toBeVisible();
    await expect(readingsList(page).getByRole("listitem").filter({ hasText: longDate(first) })).toContainText("Psalm 150");
  } finally {
    await context.close();
  }
});

test("making another verse active puts it on the home page", async ({ browser, signInAs }) => {
  test.setTimeout(90_000);
  const { context, page } = await signedIn(browser, signInAs);
  const guest = await visitor(browser);
  const hero = guest.page.locator("main figure").first();
  try {
    await guest.page.goto("/");
    await expect(hero).toContainText("Psalm 23:1-2");

    await openHydrated(page, "/admin/verse-of-the-day");
    await expect(verses(page).filter({ hasText: "Psalm 23:1-2" })).toContainText("Active: on the home page");
    await page.getByRole("link", { name: "Add verse" }).click();
    await page.getByLabel("Verse", { exact: true }).fill("He hath shewed thee, O man, what is good; and what doth the Lord require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?");
    await page.getByLabel("Where it is found").fill("Micah 6:8");
    await page.getByLabel("Make this the active verse").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added." })).toBeVisible();
    await expect(verses(page).filter({ hasText: "Psalm 23:1-2" })).toContainText("Active: on the home page");

    await page.getByRole("button", { name: "Make active Micah 6:8" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The home page shows this verse now." })).toBeVisible();
    await expect(verses(page).first()).toContainText("Micah 6:8");
    await expect(verses(page).first()).toContainText("Active: on the home page");

    await guest.page.goto("/");
    await expect(hero).toContainText("Micah 6:8");
    await expect(hero).toContainText("to walk humbly with thy God");

    await page.getByRole("button", { name: "Make active Psalm 23:1-2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The home page shows this verse now." })).toBeVisible();
  } finally {
    await guest.context.close();
    await context.close();
  }
});

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS!, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test("axe finds no serious or critical violation on the readings and verse pages at 1280 and 390 px", async ({ browser, signInAs }) => {
  test.setTimeout(300_000);
  const { context, page } = await signedIn(browser, signInAs);
  const found: string[] = [];
  try {
    await openHydrated(page, "/admin/verse-of-the-day");
    const verseEdit = await page.getByRole("link", { name: /^Edit / }).first().getAttribute("href");
    await openHydrated(page, "/admin/daily-readings");
    const readingEdit = await page.getByRole("link", { name: /^Edit the reading for / }).first().getAttribute("href");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["readings-list", "/admin/daily-readings"],
        ["readings-new", "/admin/daily-readings/create-new"],
        ["readings-edit", readingEdit!],
        ["readings-import", "/admin/daily-readings/import"],
        ["verse-list", "/admin/verse-of-the-day"],
        ["verse-new", "/admin/verse-of-the-day/create-new"],
        ["verse-edit", verseEdit!],
      ] as const) {
        await openHydrated(page, path);
        if (name === "readings-import") {
          await page.getByLabel("Readings, one per line").fill(`${usDate(addDays(siteToday(), 1))} Psalm 1\nnot a date Psalm 2`);
          await page.getByRole("button", { name: "Preview" }).click();
          await expect(page.getByRole("table", { name: "Lines that cannot be imported" })).toBeVisible();
        }
        if (SHOTS) await shoot(page, name);
        found.push(...(await seriousViolations(page, `${width}px ${path}`)));
      }
    }
  } finally {
    await context.close();
  }
  expect(found, found.join("\n")).toEqual([]);
});
