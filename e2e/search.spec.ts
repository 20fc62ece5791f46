/**
 * Issue 33, site search: a visitor on a 390 px phone searches from the header, without JavaScript (the
 * header's search link leads to the search page's form) and with it (the box in the menu), is offered
 * the word meant for a misspelt one, and gets a plain page for a query of operators only.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

async function checkBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await seriousViolations(page, `${page.url()} at ${width} px`)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

test("without JavaScript, a visitor on a phone searches from the header and opens the page found", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByTestId("mobile-bar").getByRole("link", { name: "Search the site" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await box.fill("baptism");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=baptism$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("for “baptism”");
  const found = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: "Baptism", exact: true }) });
  await expect(found.locator("mark").first()).toHaveText(/baptism/i);
  // (axe runs in the page, so it checks the results page in the test with JavaScript below.)
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "search-no-javascript-390.png"), fullPage: true });
  await found.getByRole("link", { name: "Baptism", exact: true }).click();
  await expect(page).toHaveURL(/\/baptism$/);

  // A query of operators alone is a plain page, not an error.
  const answer = await page.goto("/search?q=%26%20%7C%20!%20%3A*");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No results for “& | ! :*”.");
  await context.close();
});

test("with JavaScript, the menu's search box searches, and a misspelt word is offered as meant", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await gotoHydrated(page, "/events");
  await page.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("searchbox", { name: "Search the site" }).fill("baptsim");
  await menu.getByRole("button", { name: "Search" }).tap();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No results for “baptsim”. Did you mean baptism?");
  await page.getByRole("main").getByRole("status").getByRole("link", { name: "baptism" }).tap();
  await expect(page.getByRole("main").getByRole("link", { name: "Baptism", exact: true })).toBeVisible();
  await checkBothWidths(page, "search-suggestion");
  await context.close();
});
