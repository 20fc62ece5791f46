/**
 * The events calendar (issue 12) as the church office uses it: a monthly group is entered once, one
 * date is cancelled, and the public calendar, the event page, its structured data and the calendar
 * feed all say so. Childcare staff keep to the childcare calendar. axe checks the public pages.
 */
import type { Browser } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { type SignInAs, expect, test } from "./fixtures.ts";
import { BASE_URL, SITE_TIME_ZONE } from "./settings.ts";

/** Today where the church is, and the third Tuesday of next month (the date the office cancels). */
function nextMonthsThirdTuesday(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(new Date());
  const first = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + 1);
  const firstTuesday = 1 + ((2 - first.getUTCDay() + 7) % 7);
  first.setUTCDate(firstTuesday + 14);
  return first.toISOString().slice(0, 10);
}

/** "Tue, Dec 15, 2026", as the dates page names a date. */
const shortDay = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });


test("church staff enter Grief Support on the third Tuesday at 1:30 PM, cancel next month's date, and every public view shows it cancelled", async ({ signInAs, page }) => {
  const cancelled = nextMonthsThirdTuesday();
  await signInAs("church");
  await openSignedIn(page, "/admin/events");
  await page.getByRole("link", { name: "Add event" }).click();
  // The form is a new route module (with the rich-text editor) fetched on the first visit: allow a busy machine time.
  await expect(page.getByRole("heading", { level: 1, name: "New event" })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Title").fill("Grief Support");
  await page.getByLabel("Summary (optional)").fill("A quiet, confidential group for anyone who is mourning.");
  await page.getByLabel("Starts on").fill(`${cancelled.slice(0, 7)}-01`);
  await page.getByLabel("Starts at").fill("13:30");
  await page.getByLabel("Ends at").fill("15:00");
  await page.getByLabel("How often").selectOption("monthly");
  await page.getByLabel("Monthly: on").selectOption("weekday");
  await page.getByLabel("Which week").selectOption("3");
  await page.getByLabel("Which day").selectOption("TU");
  await page.getByLabel("Adults").check();
  await page.getByRole("button", { name: "Show the dates" }).click();
  const preview = page.getByRole("status").filter({ hasText: "Every third Tuesday" });
  await expect(preview).toContainText("Every third Tuesday at 1:30 PM");
  await expect(preview).toContainText(shortDay(cancelled));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The Weekly Schedule has a Grief Support row at the same time: the office is asked first, and keeps its calendar event anyway.
  const question = page.getByRole("alert").filter({ hasText: "already exist" });
  await expect(question).toContainText("Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule");
  await question.getByRole("button", { name: "Save anyway" }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/dates\?notice=created$/);

  await page.getByRole("button", { name: `Cancel this date ${shortDay(cancelled)}` }).click();
  await expect(page).toHaveURL(/notice=cancelled$/);
  await expect(page.locator(`[data-date="${cancelled}"]`)).toContainText("Cancelled");
  const eventPath = (await page.getByRole("link", { name: "Its page on the website" }).getAttribute("href"))!;
  expect(eventPath).toMatch(/^\/events\/grief-support(-\d+)?$/);

  // The public calendar: still listed on its day, marked cancelled.
  await page.goto("/events?category=adults");
  const listed = page.locator(`#day-${cancelled} li[data-status="cancelled"]`).filter({ has: page.locator(`a[href="${eventPath}"]`) });
  await expect(listed).toContainText("Cancelled");

  // The event page and its structured data.
  await page.goto(eventPath);
  await expect(page.getByRole("heading", { level: 1, name: "Grief Support" })).toBeVisible();
  await expect(page.getByText("Every third Tuesday at 1:30 PM")).toBeVisible();
  await expect(page.locator(`[data-occurrence="${cancelled}"]`)).toHaveAttribute("data-status", "cancelled");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { "@graph": Array<{ startDate: string; eventStatus: string }> };
  const onThatDay = ld["@graph"].find((e) => e.startDate.startsWith(`${cancelled}T13:30`));
  expect(onThatDay?.eventStatus).toBe("https://schema.org/EventCancelled");
  expect(ld["@graph"].filter((e) => e.eventStatus === "https://schema.org/EventScheduled").length).toBeGreaterThan(0);

  // The feed: the date is an override with STATUS:CANCELLED, in the event's own file and in the adults' feed.
  const recurrenceId = `RECURRENCE-ID;TZID=${SITE_TIME_ZONE}:${cancelled.replace(/-/g, "")}T133000`;
  for (const feed of [`${eventPath}/event.ics`, "/events/adults.ics"]) {
    const ics = await (await page.request.get(feed)).text();
    const override = ics.split("BEGIN:VEVENT").find((block) => block.includes(recurrenceId) && block.includes("SUMMARY:Cancelled: Grief Support"));
    expect(override, feed).toContain("STATUS:CANCELLED");
  }
});

/** The edit address of a church event, read from the church office's own list. */
async function churchEventEditPath(browser: Browser, signInAs: SignInAs): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    await signInAs("church", { context });
    await openSignedIn(page, "/admin/events");
    return (await page.getByRole("link", { name: "Edit “Christmas Eve Candlelight Service”" }).getAttribute("href"))!;
  } finally {
    await context.close();
  }
}

test("childcare staff cannot touch the church calendars", async ({ signInAs, page, browser }) => {
  const editPath = await churchEventEditPath(browser, signInAs);
  await signInAs("childcare");
  await openSignedIn(page, "/admin/events");
  await expect(page.getByRole("list", { name: "Events" })).toContainText("Childcare Open House");
  await expect(page.getByRole("list", { name: "Events" })).not.toContainText("Christmas Eve Candlelight Service");

  await page.goto(editPath);
  await expect(page.getByRole("heading", { level: 1, name: "That did not work" })).toBeVisible();
  await expect(page.getByText("belongs to the church calendar, which your account cannot change")).toBeVisible();

  await openSignedIn(page, "/admin/events/create-new");
  await expect(page.getByLabel("Childcare", { exact: true })).toBeVisible();
  for (const church of ["Worship", "Children", "Adults"]) await expect(page.getByLabel(church, { exact: true })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`the calendar's month grid and a weekly schedule page have no serious axe violation at ${width} px; the grid works by keyboard`, async ({ browser }) => {
    // The calendar's eight weeks through axe: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      // The list and an event page are among the public routes accessibility.spec.ts checks at both widths.
      for (const path of ["/events?view=month", "/events/schedule/wednesday-night-kids"]) {
        expect((await page.goto(path, { waitUntil: "networkidle" }))?.status(), path).toBe(200);
        expect(await seriousViolations(page)).toEqual([]);
      }
      // The month grid by keyboard: Tab reaches an event (a day on a phone) and Enter follows it.
      await page.goto("/events?view=month");
      const grid = page.getByRole("table");
      const target = grid.locator("a:visible").first();
      await expect(target).toBeVisible();
      for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      const href = (await target.getAttribute("href"))!;
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(href.startsWith("#") ? new RegExp(`${href}$`) : new RegExp(`${href}$`));
      if (width === 390) await expect(page.locator(href)).toBeInViewport();
    } finally {
      await context.close();
    }
  });
}

test("past events are kept in the archive a year at a time, each year reached by its link and checked by axe (issue 33)", async ({ signInAs, page }) => {
  test.setTimeout(120_000);
  const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(new Date()).slice(0, 4));
  const past = [
    { title: "Harvest supper", date: `${year - 2}-10-03` },
    { title: "Spring fair", date: `${year - 1}-04-17` },
  ];
  await signInAs("church");
  for (const event of past) {
    await openSignedIn(page, "/admin/events/create-new");
    await expect(page.getByRole("heading", { level: 1, name: "New event" })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel("Title").fill(event.title);
    await page.getByLabel("Starts on").fill(event.date);
    await page.getByLabel("Starts at").fill("17:00");
    await page.getByLabel("Ends at").fill("19:00");
    await page.getByLabel("Community").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/events\/\d+\/dates\?notice=created$/);
  }

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/events/archive?year=${year - 1}`);
    await expect(page.getByRole("heading", { level: 2, name: String(year - 1) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Spring fair" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Harvest supper" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The earlier year by keyboard: its link in the list of years.
    const earlier = page.getByRole("navigation", { name: "Years", exact: true }).getByRole("link", { name: String(year - 2) });
    await earlier.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/events/archive\\?year=${year - 2}$`));
    await expect(page.getByRole("link", { name: "Harvest supper" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Years", exact: true }).getByRole("link", { name: String(year - 2) })).toHaveAttribute("aria-current", "page");
  }
});
