/**
 * The staff lists of messages and daily readings at any size (issue 33), by keyboard: type in the
 * filter box, press Enter, the address keeps the words and the list shows what they find; the pages
 * of 50 are links in the address; Back returns to the list as it was. axe on each list.
 */
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { contactMessages } from "../server/db/schema.ts";
import { longDate } from "../shared/dates.ts";
import { readingSchema } from "../shared/schemas/admin/daily-readings.ts";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { addDays, expect, siteToday, test } from "./fixtures.ts";

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test("messages: the filter box finds the bake sale message by its words, the pages of 50 and Back keep the place", async ({ page, server, signInAs }) => {
  const mark = randomBytes(3).toString("hex").toUpperCase();
  const { submissions } = server.services;
  // Enough messages for a second page whatever the other tests left, sent years ago so that they push
  // no other test's new message off the first page.
  const ids: number[] = [];
  for (let i = 0; i < 51; i++) ids.push(await submissions.contactMessage({ name: `Caller ${mark} ${i}`, email: `caller${i}@example.org`, message: `Question ${i} about the Sunday service times.` }));
  ids.push(await submissions.contactMessage({ name: `Bea Tolliver ${mark}`, email: "bea@example.org", message: `Could we hold a bake sale ${mark} after the Easter service?` }));
  await server.database.db.update(contactMessages).set({ createdAt: new Date("2019-03-14T15:00:00Z") }).where(inArray(contactMessages.id, ids));
  await signInAs("church");
  await openSignedIn(page, "/admin/messages");

  const messages = page.getByRole("list", { name: "Contact messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(50);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?kind=contact&page=2$/);
  await expect(page.getByRole("navigation", { name: "Pages of messages" })).toContainText(/Showing 51–\d+ of [\d,]+ messages/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("navigation", { name: "Pages of messages" })).toContainText(/Showing 1–50 of/);

  await page.getByRole("searchbox", { name: "Find" }).focus();
  await page.keyboard.type(`baking sales ${mark}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?kind=contact&q=baking\\+sales\\+${mark}&show=&sort=newest$`));
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(`Bea Tolliver ${mark}`);
  await expect(page.getByText("1 found.")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Find" })).toHaveValue(`baking sales ${mark}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Marked read from the found list, the list stays where it was.
  await messages.first().getByRole("button", { name: /^Mark as read/ }).click();
  await expect(messages.first().getByRole("status")).toHaveText("Marked as read.");
  await expect(page).toHaveURL(/q=baking\+sales/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(messages).toHaveCount(50);
  await expect(page.getByRole("searchbox", { name: "Find" })).toHaveValue("");
});

test("daily readings: the filter box turns the month into the readings that match, and Back returns to the month", async ({ page, server, signInAs }) => {
  const staff = await signInAs("church");
  const { readings } = server.services;
  // A day far ahead that no other test uses, with a book the demo readings do not hold.
  const day = addDays(siteToday(), 900 + (randomBytes(1)[0]! % 200));
  const made = await readings.create(readingSchema.parse({ readingDate: day, scripture: "Habakkuk 3:17-19" }), staff.id);
  if (!made.ok) throw new Error(made.error);
  try {
    await openSignedIn(page, "/admin/daily-readings");
    await expect(page.getByRole("list", { name: /^Readings for .*, newest first$/ })).toBeVisible();
    await page.getByRole("searchbox", { name: "Find" }).focus();
    await page.keyboard.type("habakkuk");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/daily-readings\?q=habakkuk&show=&sort=newest$/);
    const found = page.getByRole("list", { name: "Readings with “habakkuk”" }).getByRole("listitem");
    await expect(found.filter({ hasText: longDate(day) })).toContainText("Habakkuk 3:17-19");
    await expect(page.getByRole("navigation", { name: "Pages of readings" })).toContainText(/Showing 1–\d+ of \d+ readings/);
    expect(await seriousViolations(page)).toEqual([]);

    // Only today and later, oldest first: the choices join the words in the address.
    await page.getByLabel("Show", { exact: true }).selectOption("upcoming");
    await page.getByLabel("Order", { exact: true }).selectOption("oldest");
    await page.getByRole("button", { name: "Apply" }).press("Enter");
    await expect(page).toHaveURL(/\/admin\/daily-readings\?q=habakkuk&show=upcoming&sort=oldest$/);
    await expect(found.filter({ hasText: longDate(day) })).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/daily-readings\?q=habakkuk&show=&sort=newest$/);
    await expect(page.getByRole("searchbox", { name: "Find" })).toHaveValue("habakkuk");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/daily-readings$/);
    await expect(page.getByRole("list", { name: /^Readings for .*, newest first$/ })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Find" })).toHaveValue("");
  } finally {
    await readings.remove(made.value.id, staff.id);
  }
});
