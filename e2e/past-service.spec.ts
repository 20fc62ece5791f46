/** The past service detail page (spec section 4, Past service): video choice and the bulletin toggle. */
import { embedService, expect, gotoHydrated, test } from "./fixtures.ts";

test("a service with a bulletin toggles it with Show Bulletin / Hide Bulletin", async ({ page, seeded }) => {
  const service = embedService(seeded);
  expect(service.bulletin_file_name).not.toBe("none");
  await gotoHydrated(page, `/past-session/${service.id}`);
  const main = page.locator("main");
  const bulletin = main.locator(`[src*="bulletin"], [data*="bulletin"], a[href*="/uploads/past-services/${service.id}/"]`);

  await main.getByRole("button", { name: "Show Bulletin" }).click();
  await expect(main.getByRole("button", { name: "Hide Bulletin" })).toBeVisible();
  await expect(bulletin.first()).toBeVisible();

  await main.getByRole("button", { name: "Hide Bulletin" }).click();
  await expect(main.getByRole("button", { name: "Show Bulletin" })).toBeVisible();
});

test("the bulletin PDF of a service downloads from its upload address", async ({ request, seeded }) => {
  const service = embedService(seeded);
  const response = await request.get(`/uploads/past-services/${service.id}/${service.bulletin_file_name}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
});

test("a service with a plain YouTube link shows it in an embedded frame", async ({ page, seeded }) => {
  const service = seeded.services.find((s) => s.video_link.startsWith("https://www.youtube.com/watch"));
  expect(service, "a seeded service with a YouTube watch link").toBeTruthy();
  await gotoHydrated(page, `/past-session/${service!.id}`);
  await expect(page.locator('main iframe[src*="ysz5S6PUM-U"]')).toHaveCount(1);
});

test('a service with "none" everywhere says no video and no bulletin are available', async ({ page, seeded }) => {
  const service = seeded.services.find((s) => s.video_link === "none" && s.video_file_name === "none" && s.bulletin_file_name === "none");
  expect(service, 'a seeded service with "none" everywhere').toBeTruthy();
  await gotoHydrated(page, `/past-session/${service!.id}`);
  const main = page.locator("main");
  await expect(main).toContainText("No video available for this service.");
  await expect(main.locator("iframe, video")).toHaveCount(0);
  // The bulletin message may sit behind the Show Bulletin toggle.
  const show = main.getByRole("button", { name: "Show Bulletin" });
  if (await show.isVisible()) await show.click();
  await expect(main).toContainText("No bulletin available for this service.");
});
