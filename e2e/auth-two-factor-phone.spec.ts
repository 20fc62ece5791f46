/**
 * Issue 16: setting up two-step sign-in on the phone itself (390 px, touch): the "Open in
 * authenticator app" link, the key in fours with a copy button, and the six boxes that send the code
 * at the sixth digit. Without JavaScript the same form is sent by its button.
 */
import path from "node:path";
import { generate } from "otplib";
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

const shots = process.env.STAFF_GUIDE_SCREENSHOTS;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the authenticator app opens from the page, the key copies, and the sixth digit turns two-step sign-in on", async ({ signInAs, page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs("church");
    await openSignedIn(page, "/user/two-factor");
    await page.getByRole("button", { name: "Set up an authenticator app" }).tap();

    const link = page.getByRole("link", { name: "Open in authenticator app" });
    await expect(link).toBeVisible();
    const uri = new URL((await link.getAttribute("href"))!);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    const secret = uri.searchParams.get("secret")!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri.searchParams.get("issuer")).toBeTruthy();
    // The same key, in groups of four, and copied whole.
    await expect(page.getByTestId("totp-secret")).toHaveText(secret.replace(/(.{4})(?=.)/g, "$1 "));
    await page.getByRole("button", { name: "Copy key" }).tap();
    await expect(page.getByText("Key copied. Paste it into the app.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: path.join(shots, "two-step-390.png") });

    // Typed into the six boxes: the sixth digit sends the code, no button needed.
    const boxes = page.getByRole("group", { name: "Then type the 6-digit code the app shows" });
    await boxes.getByRole("textbox", { name: "Digit 1 of 6" }).tap();
    await page.keyboard.type(await generate({ secret }));
    await expect(page.getByTestId("two-factor-status")).toContainText("On, with an authenticator app.");
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  });
});

test("typing over the boxes again moves on at every digit, also one that is already in its box", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/user/two-factor");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const boxes = page.getByRole("group", { name: "Then type the 6-digit code the app shows" });
  const box = (n: number) => boxes.getByRole("textbox", { name: `Digit ${n} of 6` });
  await box(1).click();
  await page.keyboard.type("12345");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Enter the 6-digit code.")).toBeVisible();
  // Correcting the code from the start: "1" over the "1" already there must move on to box 2 as well.
  await box(1).click();
  await page.keyboard.type("1784");
  await expect(box(5)).toBeFocused();
  for (const [n, digit] of ["1", "7", "8", "4", "5", ""].entries()) await expect(box(n + 1)).toHaveValue(digit);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the six boxes are sent by the Turn on button", async ({ signInAs, page }) => {
    await signInAs("church");
    await page.goto("/user/two-factor");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
    await expect(page.getByRole("link", { name: "Open in authenticator app" })).toHaveAttribute("href", /^otpauth:\/\/totp\//);
    await expect(page.getByRole("button", { name: "Copy key" })).toHaveCount(0);
    const code = await generate({ secret });
    for (let n = 1; n <= 6; n++) await page.getByRole("textbox", { name: `Digit ${n} of 6` }).first().fill(code[n - 1]!);
    await page.getByRole("button", { name: "Turn on" }).first().click();
    await expect(page.getByTestId("two-factor-status")).toContainText("On, with an authenticator app.");
  });
});
