/**
 * Site layout and navigation (spec section 2, Layout): the 785 px breakpoint, the mobile menu, the
 * desktop Info dropdown, the skip link and scroll-to-top on route changes.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const MOBILE_LINKS = [
  "Home",
  "Info",
  "Our Beliefs",
  "Church Membership",
  "Worship Info",
  "Past Services",
  "Daily Readings",
  "Prayer Wall",
  "Ministries/Outreach",
  "Calendar",
  "Contact Us",
  "Childcare and Pre-K",
];

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target} in ${limit} presses`);
}

/** The element a menu button controls (by aria-controls). */
async function controlled(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the menu button names what it controls (aria-controls)").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("header breakpoint at 785 px", () => {
  test("at 785 px wide the desktop header shows and the mobile bar is hidden", async ({ page }) => {
    await page.setViewportSize({ width: 785, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("desktop-header")).toBeVisible();
    await expect(page.getByTestId("mobile-bar")).toBeHidden();
  });

  test("at 784 px wide the mobile bar shows and the desktop header is hidden", async ({ page }) => {
    await page.setViewportSize({ width: 784, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("mobile-bar")).toBeVisible();
    await expect(page.getByTestId("desktop-header")).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const hamburger = (page: Page) => page.getByTestId("mobile-bar").locator("button[aria-expanded]").first();

  /** Opens the home page and its mobile menu, from the keyboard (Tab to the hamburger, Enter) or with a click. */
  async function openMenu(page: Page, by: "keyboard" | "click") {
    await gotoHydrated(page, "/");
    const toggle = hamburger(page);
    if (by === "keyboard") {
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
    } else {
      await toggle.click();
    }
    return { toggle, panel: await controlled(page, toggle) };
  }

  test("opens with Enter from the keyboard, moves focus inside and shows the overlay", async ({ page }) => {
    const { toggle, panel } = await openMenu(page, "keyboard");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("menu-overlay")).toBeVisible();
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("lists the spec's links and an Offering link", async ({ page }) => {
    const { panel } = await openMenu(page, "click");
    for (const name of MOBILE_LINKS) {
      await expect(panel.getByRole("link", { name, exact: true }), `menu link ${name}`).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: /Offering/ })).toBeVisible();
  });

  test("closes on Escape and returns focus to the hamburger", async ({ page }) => {
    const { toggle, panel } = await openMenu(page, "keyboard");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(page.getByTestId("menu-overlay")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a link navigates and closes the menu", async ({ page }) => {
    const { toggle, panel } = await openMenu(page, "click");
    await panel.getByRole("link", { name: "Worship Info", exact: true }).click();
    await expect(page).toHaveURL(/\/worship$/);
    await expect(page.locator("h1")).toHaveText(/Worship/i);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a link followed by keyboard (Enter) navigates and closes the menu", async ({ page }) => {
    const { panel } = await openMenu(page, "keyboard");
    await tabTo(page, panel.getByRole("link", { name: "Contact Us", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toBeHidden();
  });
});

test.describe("desktop Info dropdown", () => {
  const infoButton = (page: Page) => page.getByTestId("desktop-header").getByRole("button", { name: "Info", exact: true });

  /** Opens the home page and its Info menu, by pointing at Info or by tabbing to it. */
  async function openInfo(page: Page, by: "hover" | "keyboard") {
    await gotoHydrated(page, "/");
    const info = infoButton(page);
    if (by === "hover") await info.hover();
    else await tabTo(page, info);
    return { info, menu: await controlled(page, info) };
  }

  test("opens on hover and shows the Info links", async ({ page }) => {
    const { info, menu } = await openInfo(page, "hover");
    await expect(info).toHaveAttribute("aria-expanded", "true");
    for (const name of ["General Info", "Our Beliefs", "Church Membership", "Baptism", "Communion", "Worship Info", "Past Services", "Daily Readings", "Prayer Wall", "Our History", "Announcements"]) {
      await expect(menu.getByRole("link", { name, exact: true }), `Info link ${name}`).toBeVisible();
    }
  });

  test("shows the nested Ministries submenu on hover", async ({ page }) => {
    const { menu } = await openInfo(page, "hover");
    await menu.getByRole("link", { name: "Ministries and Outreach" }).hover();
    const submenuButton = menu.locator("button[aria-expanded]").first();
    await expect(submenuButton).toHaveAttribute("aria-expanded", "true");
    const submenu = await controlled(page, submenuButton);
    for (const name of ["Operation Christmas Child", "First Responders", "Mission Trips", "Holidays", "Wednesday Night Kids"]) {
      await expect(submenu.getByRole("link", { name }), `Ministries link ${name}`).toBeVisible();
    }
  });

  test("opens on keyboard focus", async ({ page }) => {
    const { info, menu } = await openInfo(page, "keyboard");
    await expect(info).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "General Info" })).toBeVisible();
  });

  test("opens the nested Ministries submenu when Tab reaches it", async ({ page }) => {
    const { menu } = await openInfo(page, "keyboard");
    const submenuButton = menu.locator("button[aria-expanded]").first();
    await tabTo(page, submenuButton);
    await expect(submenuButton).toHaveAttribute("aria-expanded", "true");
    await expect((await controlled(page, submenuButton)).getByRole("link", { name: "Operation Christmas Child" })).toBeVisible();
  });

  test("closes on Escape from a link inside it and returns focus to Info", async ({ page }) => {
    const { info, menu } = await openInfo(page, "keyboard");
    await tabTo(page, menu.getByRole("link", { name: "General Info" }));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(info).toHaveAttribute("aria-expanded", "false");
    await expect(info).toBeFocused();
  });

  test("closes the Ministries submenu, then the Info menu, on Escape", async ({ page }) => {
    const { info, menu } = await openInfo(page, "keyboard");
    const submenuButton = menu.locator("button[aria-expanded]").first();
    await tabTo(page, submenuButton);
    const submenu = await controlled(page, submenuButton);
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(info).toHaveAttribute("aria-expanded", "false");
  });

  test("stays open when clicked after the pointer opened it, and a second click closes it (issue 16)", async ({ page }) => {
    const { info, menu } = await openInfo(page, "hover");
    await expect(info).toHaveAttribute("aria-expanded", "true");
    await info.click();
    await expect(info).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "General Info" })).toBeVisible();
    await info.click();
    await expect(info).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape after opening on hover", async ({ page }) => {
    const { info, menu } = await openInfo(page, "hover");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(info).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("skip link", () => {
  test("is the first focusable element on the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText(/skip to (main )?content/i);
    await expect(focused).toBeVisible();
  });

  test("moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const focused = () => page.evaluate(() => (document.activeElement?.closest("main#main") ? "inside main#main" : `on ${document.activeElement?.tagName}`));
    await expect.poll(focused).toBe("inside main#main");
  });
});

test("the page scrolls to the top when a footer link changes the route", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our History" }).click();
  await expect(page).toHaveURL(/\/our-history$/);
  await expect(page.locator("h1")).toHaveText(/History/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
