/**
 * axe finds no serious or critical violation on any public route, on a desktop (1280 px) and a phone
 * (390 px) viewport.
 */
import { seriousViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { publicRoutes } from "./public-routes.ts";
import { BASE_URL } from "./settings.ts";

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    for (const route of publicRoutes) {
      test(`${route.name} has no serious or critical violation at ${width} px`, async ({ browser, seeded }) => {
        const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          // Checked once the islands have run: what they change in the page is part of what a visitor meets.
          const response = await gotoHydrated(page, route.path(seeded));
          expect(response?.status()).toBe(200);
          const serious = await seriousViolations(page, route.name);
          expect(serious, serious.join("\n")).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
