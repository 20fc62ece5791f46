/** Unknown paths (spec section 2): the not-found page with a way home, served as HTTP 404. */
import { expect, test } from "./fixtures.ts";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The page you are looking for can not be found");
});

test("the not-found page links back to the homepage", async ({ page }) => {
  await page.goto("/no/such/page");
  const link = page.getByRole("link", { name: "Return to Homepage" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toHaveText(/Welcome/);
});

test("an unknown path keeps the site header and footer", async ({ page }) => {
  await page.goto("/missing-page");
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
