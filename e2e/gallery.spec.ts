/**
 * The picture gallery (spec section 4, Gallery): a thumbnail opens a modal viewer at that picture, page
 * scroll is locked while it is open, and a click outside the picture closes it.
 *
 * "No images to display" for an empty gallery is not covered here: every gallery in the demo content
 * holds pictures, and the public site cannot empty one.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const fileName = (src: string | null) => (src ?? "").split("?")[0]!.split("/").pop();

async function openThirdPicture(page: Page) {
  await gotoHydrated(page, "/first-responders");
  const thumbnails = page.locator("main").getByRole("button").filter({ has: page.locator("img") });
  await expect(thumbnails).toHaveCount(6);
  const thumbnail = thumbnails.nth(2);
  const thumbnailFile = fileName(await thumbnail.locator("img").getAttribute("src"));
  await thumbnail.scrollIntoViewIfNeeded();
  await thumbnail.click();
  const viewer = page.getByRole("dialog").filter({ has: page.locator("img") });
  await expect(viewer).toBeVisible();
  return { viewer, thumbnailFile };
}

test("clicking a thumbnail opens the viewer at that picture", async ({ page }) => {
  const { viewer, thumbnailFile } = await openThirdPicture(page);
  const shown = viewer.locator("img").first();
  await expect(shown).toBeVisible();
  expect(fileName(await shown.getAttribute("src"))).toBe(thumbnailFile);
  await expect(shown).toHaveJSProperty("complete", true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the page cannot scroll while the viewer is open", async ({ page }) => {
  await openThirdPicture(page);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  const overflow = await page.evaluate(() => [getComputedStyle(document.documentElement).overflowY, getComputedStyle(document.body).overflowY]);
  expect(overflow).toContain("hidden");
});

test("clicking outside the picture closes the viewer and frees the page scroll", async ({ page }) => {
  const { viewer } = await openThirdPicture(page);
  const viewport = page.viewportSize()!;
  await page.mouse.click(8, viewport.height - 8);
  await expect(viewer).toBeHidden();
  // The dialog hides at once; its close event, which frees the scroll, follows as a task of its own.
  await expect.poll(() => page.evaluate(() => [getComputedStyle(document.documentElement).overflowY, getComputedStyle(document.body).overflowY])).not.toContain("hidden");
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});
