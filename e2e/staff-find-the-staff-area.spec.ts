/**
 * Issue 30, item 1, as the people who tripped on it: a church secretary on her phone lands on the
 * dashboard after signing in (the two-step sign-in: e2e/auth-journey.spec.ts), and on the public site
 * the staff bar takes her and a childcare director on a laptop back to the staff area and to the
 * editor of the page they are reading; a visitor never gets the bar, and the page cache keeps serving
 * everyone the same bytes.
 */
import type { Page } from "@playwright/test";
import { openHydrated, submitPassword } from "./auth-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const staffBar = (page: Page) => page.getByRole("navigation", { name: "Staff" });

test("a church secretary signs in from the footer on her phone, lands on the dashboard, and opens the editor of the page she reads", async ({ page, newAccount }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const secretary = await newAccount("church");
  await gotoHydrated(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Staff sign-in" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await openHydrated(page, "/login");
  await submitPassword(page, secretary);
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Back on the public site, the bar is the first thing after the skip link, by keyboard too.
  await gotoHydrated(page, "/about");
  await expect(staffBar(page).getByRole("link", { name: "Staff area" })).toHaveAttribute("href", "/admin/dashboard");
  await expect(staffBar(page).getByRole("link", { name: "Church Staff" })).toHaveAttribute("href", "/admin/church-staff");
  expect(await seriousViolations(page, "/about with the staff bar at 390 px")).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(staffBar(page).getByRole("link", { name: "Staff area" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(staffBar(page).getByRole("link", { name: "Edit this page" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin/pages/about");
  await expect(page.getByRole("heading", { level: 1, name: "General Info" })).toBeVisible();

  // The footer's "Staff sign-in" (or a bookmark of /login) leads a signed-in person to the staff area.
  await page.goto("/login");
  expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
});

test("a childcare director on a laptop edits her own pages from the bar, not the church's", async ({ page, signInAs }) => {
  // Her sign-in with the authenticator app lands on the dashboard too: e2e/auth-journey.spec.ts.
  const director = await signInAs("childcare");
  await gotoHydrated(page, "/childcare-preschool");
  const bar = staffBar(page);
  await expect(bar.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "/admin/pages/childcare-preschool");
  await expect(bar.getByRole("link", { name: "Childcare Fees and Forms" })).toHaveAttribute("href", "/admin/childcare-info");
  await expect(bar).toContainText(`Signed in as ${director.name}`);
  expect(await seriousViolations(page, "/childcare-preschool with the staff bar at 1280 px")).toEqual([]);

  // The church's pages are not hers to edit: the bar only leads to the staff area there.
  await gotoHydrated(page, "/about");
  await expect(bar.getByRole("link", { name: "Staff area" })).toBeVisible();
  await expect(bar.getByRole("link")).toHaveCount(1);

  await bar.getByRole("link", { name: "Staff area" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a visitor never asks for the bar, and the page cache serves visitors and signed-in staff the same page", async ({ page, request, signInAs, browser }) => {
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/staff-bar") && asked.push(r.url()));
  await gotoHydrated(page, "/about");
  await expect(page.locator("[data-staff-bar]")).toBeHidden();
  await expect(staffBar(page)).toHaveCount(0);
  expect(asked).toEqual([]);

  // Twice the same bytes, nonce and ETag included: the second visitor was served from the cache.
  const visitor = await request.get("/beliefs");
  const again = await request.get("/beliefs");
  expect(await again.text()).toBe(await visitor.text());
  expect(again.headers().etag).toBe(visitor.headers().etag);

  // Signed in, the page is rendered afresh (its own nonce) and is otherwise the very same page.
  const staff = await browser.newContext();
  await signInAs("church", { context: staff });
  const cookie = (await staff.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await staff.close();
  const signedIn = await request.get("/beliefs", { headers: { cookie } });
  expect(signedIn.headers()["cache-control"]).toBe("private, no-cache");
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  expect(withoutNonce(await signedIn.text())).toBe(withoutNonce(await visitor.text()));

  // And the copy visitors get is still the one stored before.
  const afterwards = await request.get("/beliefs");
  expect(await afterwards.text()).toBe(await visitor.text());
});
