/**
 * Issue 2, the JavaScript budget: a public page is rendered on the server and sent without React
 * Router's scripts; its only script is the small islands bundle, and it transfers at most 100 KB of
 * compressed JavaScript (headers included, as Lighthouse counts). Sign-in pages still hydrate.
 * (docs/decisions/0004-public-pages-without-hydration.md)
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const BUDGET = 100 * 1024;

/** The scripts a page loads, with the bytes each transferred (compressed body and headers). */
function recordScripts(page: Page) {
  const scripts: Array<{ url: string; bytes: Promise<number> }> = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push({ url: new URL(request.url()).pathname, bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) });
  });
  return async () => Promise.all(scripts.map(async (s) => ({ url: s.url, bytes: await s.bytes })));
}

test.beforeEach(async ({ page }) => {
  // What a browser on https asks for; the server sends its brotli copies then.
  await page.setExtraHTTPHeaders({ "accept-encoding": "br, gzip" });
});

for (const path of ["/", "/childcare-preschool", "/announcements", "/contact", "/no-such-page"]) {
  test(`${path} loads no React Router client code and at most 100 KB of compressed JavaScript`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForFunction(() => (window as unknown as { steepleIslands?: string }).steepleIslands === "ready");
    const loaded = await scripts();
    expect(loaded.map((s) => s.url)).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    expect(await page.evaluate(() => ["__reactRouterContext", "__reactRouterRouteModules", "__reactRouterDataRouter"].filter((name) => name in window))).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, `compressed JavaScript on ${path} (bytes)`).toBeLessThanOrEqual(BUDGET);
  });
}

test("/login still hydrates with React Router, and its header menus work", async ({ page }) => {
  await gotoHydrated(page, "/login");
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const info = page.getByTestId("desktop-header").getByRole("button", { name: "Info", exact: true });
  await info.hover();
  await expect(info).toHaveAttribute("aria-expanded", "true");
});

test("a hydrated page that navigates to a public page in the browser loads it as a document", async ({ page }) => {
  await gotoHydrated(page, "/login");
  const documents: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/about"));
  await page.waitForURL((url) => url.pathname === "/about");
  await page.waitForFunction(() => (window as unknown as { steepleIslands?: string }).steepleIslands === "ready");
  expect(documents).toContain("/about");
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  await expect(page.locator("h1")).toBeVisible();
});
