/**
 * One way to add a regular meeting (issue 30, item 4), walked as a new church secretary does on a
 * phone: the Weekly Schedule and the Events Calendar each say what belongs there, and adding Grief
 * Support again in either place asks first, keeps everything typed and stores nothing. (The confirmed
 * save is in admin-events.spec.ts, where the office keeps its monthly group in the calendar anyway,
 * and in the route tests; a schedule draft saved here would refuse the content spec's save as stale.)
 * With SCREENSHOT_DIR set (docs/screenshots, to refresh the README's pictures) it takes screenshots.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { events } from "../server/db/schema.ts";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

const IN_THE_SCHEDULE = "Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule";

async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-390.png`) });
}

test("a church secretary adding Grief Support again, in the Weekly Schedule or the Events Calendar, is asked first and keeps what was typed", async ({ signInAs, browser, server }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs("church", { context });

  // The Weekly Schedule: a new entry on Grief Support's day, a quarter of an hour later.
  await openSignedIn(page, "/admin/schedule");
  await expect(page.getByText("The church's regular meetings, every week or on the same weekday each month")).toBeVisible();
  await page.getByRole("button", { name: "Add an entry" }).click();
  const added = page.getByRole("list", { name: "Schedule entries" }).getByRole("listitem").last();
  await expect(added.getByLabel("Name")).toBeFocused();
  await added.getByLabel("Name").fill("Grief support group");
  await added.getByLabel("Day", { exact: true }).selectOption("Tuesday");
  await added.getByLabel("Which weeks", { exact: true }).selectOption("3");
  await added.getByLabel("Starts at").fill("13:45");
  await added.locator("summary", { hasText: "Shows on" }).click();
  await added.getByRole("checkbox", { name: "Grief Support", exact: true }).check();
  await page.getByRole("button", { name: "Save draft" }).click();
  const question = page.getByRole("alert").filter({ hasText: "already exist" });
  await expect(question).toContainText(IN_THE_SCHEDULE);
  await expect(question).toContainText("Save anyway?");
  await expect(question.getByRole("button", { name: "Save anyway" })).toBeVisible();
  await expect(added).toContainText(`Like ${IN_THE_SCHEDULE}`);
  await expect(added.getByLabel("Name")).toHaveValue("Grief support group");
  await expect(added.getByLabel("Starts at")).toHaveValue("13:45");
  const schedule = await server.services.content.get("schedule");
  expect(JSON.stringify([schedule?.draft, schedule?.published])).not.toContain("Grief support group");
  await shoot(page, "schedule-similar");
  expect(await seriousViolations(page)).toEqual([]);

  // The Events Calendar, in a tab of its own: the same group as a monthly event.
  const calendar = await context.newPage();
  await openSignedIn(calendar, "/admin/events/create-new");
  await expect(calendar.getByText("the church's regular weekly and monthly meetings belong in the Weekly Schedule")).toBeVisible();
  await calendar.getByLabel("Title").fill("Grief Support Group");
  await calendar.getByLabel("Starts on").fill("2027-01-19");
  await calendar.getByLabel("Starts at").fill("13:30");
  await calendar.getByLabel("Ends at").fill("15:00");
  await calendar.getByLabel("How often").selectOption("monthly");
  await calendar.getByLabel("Monthly: on").selectOption("weekday");
  await calendar.getByLabel("Which week").selectOption("3");
  await calendar.getByLabel("Which day").selectOption("TU");
  await calendar.getByLabel("Adults").check();
  await calendar.getByLabel("Status").selectOption("draft");
  await calendar.getByRole("button", { name: "Save", exact: true }).click();
  const asked = calendar.getByRole("alert").filter({ hasText: "already exist" });
  await expect(asked).toContainText(IN_THE_SCHEDULE);
  await expect(calendar.getByLabel("Title")).toHaveValue("Grief Support Group");
  await expect(calendar.getByLabel("Which week")).toHaveValue("3");
  expect(await server.database.db.select().from(events).where(eq(events.title, "Grief Support Group"))).toEqual([]);
  await shoot(calendar, "event-similar");
  expect(await seriousViolations(calendar)).toEqual([]);

  // She goes to the meeting already kept; leaving what she typed is asked about first.
  await asked.getByRole("link", { name: "Open Grief Support" }).click();
  await calendar.getByRole("button", { name: "Discard changes" }).click();
  await expect(calendar.getByRole("heading", { level: 1, name: "Weekly Schedule" })).toBeVisible();
  await context.close();
});

test("without JavaScript the question comes back with the schedule as typed, and nothing is stored", async ({ signInAs, browser, server }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs("church", { context });
  await page.goto("/admin/schedule");
  const row = page.getByRole("group", { name: "Marshall Wesley", exact: true });
  await row.locator("summary").first().click();
  await row.getByLabel("Name", { exact: true }).fill("Grief Support meeting");
  await row.getByLabel("Day", { exact: true }).selectOption("Tuesday");
  await row.getByLabel("Starts at").fill("13:15");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already exist" })).toContainText(IN_THE_SCHEDULE);
  // The page drawn by the answer holds what was typed, the entry open beside its note.
  const typed = page.getByRole("group", { name: "Grief Support meeting", exact: true });
  await expect(typed.getByLabel("Starts at")).toBeVisible();
  await expect(typed.getByLabel("Starts at")).toHaveValue("13:15");
  await expect(typed).toContainText(`Like ${IN_THE_SCHEDULE}`);
  const schedule = await server.services.content.get("schedule");
  expect(JSON.stringify([schedule?.draft, schedule?.published])).not.toContain("Grief Support meeting");
  await context.close();
});

for (const width of [1280, 390]) {
  test(`axe finds no serious violation on the Events Calendar's list, form and dates at ${width} px`, async ({ signInAs, browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAs("church", { context });
    await openSignedIn(page, "/admin/events");
    const problems = await seriousViolations(page);
    const dates = (await page.getByRole("link", { name: "Dates of “Mission Workday”" }).getAttribute("href"))!;
    for (const pathname of [dates, "/admin/events/create-new"]) {
      await openSignedIn(page, pathname);
      problems.push(...(await seriousViolations(page, pathname)));
    }
    await expect(page.getByRole("group", { name: "Form actions" })).toBeInViewport();
    expect(problems, `at ${width} px`).toEqual([]);
    await context.close();
  });
}
