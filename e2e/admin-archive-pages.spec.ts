/**
 * Issue 33: the public archives a page at a time, as a visitor without JavaScript walks them, and axe
 * on the pages past the first. It adds older announcements and services than any other spec shows, so
 * it runs with the staff-area specs (which change content) and pushes nobody's records off a first page.
 */
import type { Browser, Page } from "@playwright/test";
import { announcementSchema } from "../shared/schemas/admin/announcements.ts";
import { pastServiceSchema } from "../shared/schemas/admin/past-services.ts";
import { seriousViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

async function withoutScript<T>(browser: Browser, walk: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  try {
    return await walk(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectNoSeriousViolation(page: Page, path: string) {
  await gotoHydrated(page, path);
  const serious = await seriousViolations(page, path);
  expect(serious, serious.join("\n")).toEqual([]);
}

test("/daily-readings shows one month of the archive and leads to every other month", async ({ browser, page }) => {
  const monthPath = await withoutScript(browser, async (guest) => {
    await guest.goto("/daily-readings");
    const months = guest.getByRole("navigation", { name: "Other months" });
    const links = months.getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    await expect(links.first()).toHaveAttribute("aria-current", "page");
    const older = links.nth(1);
    const label = (await older.getAttribute("aria-label"))!.split(",")[0]!;
    await older.click();
    await expect(guest).toHaveURL(/\/daily-readings\?month=\d{4}-\d{2}#archive-heading$/);
    await expect(guest.locator("#archive-month")).toHaveText(label);
    await expect(months.getByRole("link", { name: new RegExp(`^${label},`) })).toHaveAttribute("aria-current", "page");
    // The cards stay whatever month the archive shows.
    await expect(guest.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
    return new URL(guest.url()).pathname + new URL(guest.url()).search;
  });
  await expectNoSeriousViolation(page, monthPath);
});

test("/announcements and /past-sessions show 20 a page with Older and Newer links that keep the filters", async ({ browser, page, server, newAccount }) => {
  const actor = (await newAccount("church")).id;
  const mark = `${Date.now()}`;
  const preacher = `Archive Preacher ${mark}`;
  for (let i = 0; i < 25; i++) {
    const day = `2001-01-${String(i + 1).padStart(2, "0")}`;
    const notice = await server.services.announcements.create(announcementSchema.parse({ subject: `Archive notice ${mark} ${i + 1}`, announcement: "<p>From the archive</p>", publishOn: day }), actor);
    if (!notice.ok) throw new Error(notice.error);
    const service = await server.services.pastServices.create(pastServiceSchema.parse({ serviceDate: `1995-${day.slice(5)}`, serviceType: `Archive service ${mark} ${i + 1}`, speaker1: preacher }), actor);
    if (!service.ok) throw new Error(JSON.stringify(service));
  }

  const lastAnnouncementsPage = await withoutScript(browser, async (guest) => {
    await guest.goto("/announcements");
    await expect(guest.locator("article")).toHaveCount(20);
    const pager = guest.getByRole("navigation", { name: "Pages of announcements" });
    await expect(pager.getByRole("link", { name: "Newer" })).toHaveCount(0);
    // The oldest are on the last page: Older until there is none.
    while ((await pager.getByRole("link", { name: "Older" }).count()) > 0) await pager.getByRole("link", { name: "Older" }).click();
    await expect(guest).toHaveURL(/\/announcements\?page=\d+$/);
    await expect(guest.getByRole("heading", { level: 2, name: `Archive notice ${mark} 1`, exact: true })).toBeVisible();
    await expect(pager.getByRole("link", { name: "Newer" })).toBeVisible();
    const last = new URL(guest.url()).search;
    // A page past the last leads to the last.
    await guest.goto("/announcements?page=999");
    expect(new URL(guest.url()).search).toBe(last);
    return `/announcements${last}`;
  });
  await expectNoSeriousViolation(page, lastAnnouncementsPage);

  const secondServicesPage = await withoutScript(browser, async (guest) => {
    await guest.goto("/past-sessions");
    await guest.getByLabel("Speaker").selectOption(preacher);
    await guest.getByRole("button", { name: "Show" }).click();
    const main = guest.locator("main");
    await expect(main.getByRole("link", { name: new RegExp(`Archive service ${mark}`) })).toHaveCount(20);
    await expect(main.getByText("Page 1 of 2")).toBeVisible();
    await guest.getByRole("navigation", { name: "Pages of past services" }).getByRole("link", { name: "Older" }).click();
    await expect(guest).toHaveURL(/\/past-sessions\?speaker=Archive\+Preacher\+\d+&page=2$/);
    await expect(main.getByRole("link", { name: new RegExp(`Archive service ${mark}`) })).toHaveCount(5);
    await expect(main.getByRole("link", { name: new RegExp(`Archive service ${mark} 1(?!\\d)`) })).toBeVisible();
    await expect(guest.getByLabel("Speaker")).toHaveValue(preacher);
    return new URL(guest.url()).pathname + new URL(guest.url()).search;
  });
  await expectNoSeriousViolation(page, secondServicesPage);
});
