/**
 * The holidays carousel (spec sections 2 and 9): 5 slides with dots and no arrows, autoplay every
 * 4000 ms, paused while hovered; the Operation Christmas Child carousel pauses while its video plays.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const carousel = (page: Page) => page.locator("main [aria-roledescription='carousel']").first();
const dots = (page: Page) => carousel(page).getByRole("button", { name: /slide/i });

async function activeDot(page: Page): Promise<number> {
  return dots(page).evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute("aria-current") === "true" || b.getAttribute("aria-selected") === "true"));
}

test("has five dots and no arrow buttons", async ({ page }) => {
  await gotoHydrated(page, "/holidays");
  await expect(dots(page)).toHaveCount(5);
  await expect(carousel(page).getByRole("button")).toHaveCount(5);
  await expect(page.locator("main").getByRole("button", { name: /next|previous|prev\b|arrow/i })).toHaveCount(0);
});

test("advances one slide every 4 seconds", async ({ page }) => {
  await gotoHydrated(page, "/holidays");
  await expect(dots(page)).toHaveCount(5);
  await page.mouse.move(0, 0);
  // Record when the active dot changes, in page time.
  await page.evaluate(() => {
    const root = document.querySelector("main [aria-roledescription='carousel']")!;
    const changes: Array<{ at: number; index: number }> = [];
    (window as unknown as { carouselChanges: typeof changes }).carouselChanges = changes;
    const current = () => [...root.querySelectorAll("button")].findIndex((b) => b.getAttribute("aria-current") === "true");
    let last = current();
    new MutationObserver(() => {
      const now = current();
      if (now !== -1 && now !== last) changes.push({ at: performance.now(), index: now });
      if (now !== -1) last = now;
    }).observe(root, { attributes: true, subtree: true, attributeFilter: ["aria-current"] });
  });
  const changes = () => page.evaluate(() => (window as unknown as { carouselChanges: Array<{ at: number; index: number }> }).carouselChanges);
  await expect.poll(async () => (await changes()).length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  const [first, second] = await changes();
  expect(second!.index).toBe((first!.index + 1) % 5);
  const gap = second!.at - first!.at;
  expect(gap, "time between two automatic slides (ms)").toBeGreaterThan(3_500);
  expect(gap, "time between two automatic slides (ms)").toBeLessThan(4_700);
});

test("leaves the first slide on its own after about 4 seconds", async ({ page }) => {
  await gotoHydrated(page, "/holidays");
  await page.mouse.move(0, 0);
  expect(await activeDot(page)).toBe(0);
  await expect.poll(() => activeDot(page), { timeout: 7_000 }).toBe(1);
});

test("does not advance while hovered, and resumes when the pointer leaves", async ({ page }) => {
  await gotoHydrated(page, "/holidays");
  const root = carousel(page);
  await root.scrollIntoViewIfNeeded();
  await root.hover();
  await expect(root).toHaveAttribute("data-paused", "true");
  const before = await activeDot(page);
  await page.waitForTimeout(5_000);
  expect(await activeDot(page)).toBe(before);
  await expect(root).toHaveAttribute("data-paused", "true");

  await page.mouse.move(0, 0);
  await expect(root).toHaveAttribute("data-paused", "false");
  await expect.poll(() => activeDot(page), { timeout: 6_000 }).toBe((before + 1) % 5);
});

test("the Operation Christmas Child carousel holds still while its video plays, and pauses the video when slid away", async ({ page }) => {
  await gotoHydrated(page, "/operation-christmas-child");
  const root = carousel(page);
  // A chosen dot keeps focus (which pauses too): let go of it and of the pointer.
  const letGo = async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
  };
  await dots(page).nth(1).click();
  await letGo();
  await expect(root).toHaveAttribute("data-paused", "false");
  const video = root.locator("video");
  // Muted, a script may start it without a click (the browser's autoplay rule).
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect(root).toHaveAttribute("data-paused", "true");
  await page.waitForTimeout(4_500);
  expect(await activeDot(page)).toBe(1);
  await dots(page).nth(0).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await letGo();
  await expect(root).toHaveAttribute("data-paused", "false");
});
