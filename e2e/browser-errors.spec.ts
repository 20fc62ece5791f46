/** Every public route loads and hydrates without an uncaught error or a console error from the site itself. */
import { expect, recordBrowserErrors, test } from "./fixtures.ts";
import { publicRoutes } from "./public-routes.ts";

for (const route of publicRoutes) {
  test(`${route.name} loads without browser errors`, async ({ page, seeded }) => {
    const errors = recordBrowserErrors(page);
    await page.goto(route.path(seeded), { waitUntil: "networkidle" });
    expect(errors, errors.join("\n")).toEqual([]);
  });
}
