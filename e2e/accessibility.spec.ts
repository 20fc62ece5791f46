/**
 * axe finds no serious or critical violation on any public route, on a desktop (1280 px) and a phone
 * (390 px) viewport.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { publicRoutes } from "./public-routes.ts";
import { BASE_URL } from "./settings.ts";

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    for (const route of publicRoutes) {
      test(`${route.name} has no serious or critical violation at ${width} px`, async ({ browser, seeded }) => {
        const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          const response = await page.goto(route.path(seeded), { waitUntil: "networkidle" });
          expect(response?.status()).toBe(200);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join("; ")}`).join("\n")}`);
          expect(serious, serious.join("\n")).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
