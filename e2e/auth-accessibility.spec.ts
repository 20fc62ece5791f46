/** axe finds no serious or critical violation on the sign-in and staff pages, at 1280 px and 390 px. */
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openHydrated } from "./auth-fixtures.ts";
import { BASE_URL } from "./settings.ts";


test("/login and /forgot-password", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ["/login", "/forgot-password"]) {
      await openHydrated(page, path);
      found.push(...(await seriousViolations(page)));
    }
    await context.close();
    expect(found, found.join("\n")).toEqual([]);
  }
});

// The dashboard is checked with the other pages of the staff area, in admin-announcements-users.spec.ts.
test("/user/profile, /user/two-factor and /user/backup-codes", async ({ signInAs, browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs("siteadmin", { context });
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/user/profile", "/user/two-factor", "/user/backup-codes"]) {
      await openHydrated(page, path);
      found.push(...(await seriousViolations(page)));
    }
  }
  await context.close();
  expect(found, found.join("\n")).toEqual([]);
});
