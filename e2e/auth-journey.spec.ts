/**
 * A new staff member's whole journey (issue 4): invitation -> register -> sign in -> turn on an
 * authenticator app -> sign out -> sign in with a code -> sign in with a backup code. The codes are
 * computed here from the secret the page shows.
 */
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { openHydrated, submitPassword } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

/**
 * A code for the next 30-second step: the server never accepts a step twice, and the enrolment has
 * just used the current one. It is within the server's tolerance of one step.
 */
async function nextCode(secret: string) {
  return generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + 1) * 30 });
}

async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((box, value) => {
    const data = new DataTransfer();
    data.setData("text", value);
    box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const box = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`);

test("invite -> register -> sign in -> authenticator app -> sign in with a code, then with a backup code", async ({ page, newInvitation }) => {
  test.setTimeout(90_000);
  const invite = await newInvitation("church");
  const person = { name: "Naomi Carter", username: `naomi.carter.${Date.now()}`, password: "quiet-hymnal-42" };

  // Register by invitation, meeting each validation rule on the way.
  await openHydrated(page, invite.path);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  const email = page.getByLabel("Email (optional)");
  await expect(email).toHaveValue(invite.email);
  await page.getByLabel("Name", { exact: true }).fill(person.name);
  await page.getByLabel("Username (optional)").fill(person.username);
  await email.fill("someone.else@e2e.test");
  await expect(page.getByText(`You can only use the email address this invitation was sent to: ${invite.email}.`)).toBeVisible();
  await email.fill(invite.email);
  await expect(page.getByText("You can only use the email address this invitation was sent to")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(`${person.password}!`);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/login?registered=1");
  await expect(page.getByText("Your account is ready. Please sign in.")).toBeVisible();

  // The invitation works once.
  const again = await page.context().newPage();
  await openHydrated(again, invite.path);
  await expect(again.getByText("Invalid or expired invite link.")).toBeVisible();
  await again.close();

  // Without two-factor a church member lands on the dashboard (issue 30).
  await openHydrated(page, "/login");
  await submitPassword(page, person);
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");

  // Turn on an authenticator app.
  await openHydrated(page, "/user/two-factor");
  await expect(page.getByTestId("two-factor-status")).toContainText("Off.");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to add this website to your authenticator app" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const setup = page.getByRole("group", { name: "Then type the 6-digit code the app shows" });
  await setup.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type("12345");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Enter the 6-digit code.")).toBeVisible();
  // The sixth digit sends the code by itself (issue 16).
  await setup.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(await generate({ secret }));
  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await expect(page.getByText("This is the only time they are shown.")).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toContainText("On, with an authenticator app.");

  // Sign out from the shell.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  // Sign in again: the code step, with the six boxes' rules.
  await openHydrated(page, "/login");
  await submitPassword(page, person);
  await expect(page.getByRole("group", { name: "Enter your verification code" })).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify" });
  await expect(verify).toBeDisabled();
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type("4");
  await expect(box(page, 1)).toHaveValue("4");
  await expect(box(page, 2)).toBeFocused();
  await page.keyboard.type("x");
  await expect(box(page, 2)).toHaveValue("");
  await page.keyboard.press("Backspace");
  await expect(box(page, 1)).toBeFocused();
  await expect(box(page, 1)).toHaveValue("");
  await paste(page, "Digit 1 of 6", "12 34 5");
  await expect(box(page, 6)).toHaveValue("");
  await expect(verify).toBeDisabled();
  // Switching to a backup code and back clears what was typed.
  await box(page, 1).fill("7");
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  const backupField = page.getByLabel("Backup code");
  await backupField.fill("ABCD-EF");
  await expect(verify).toBeDisabled();
  await page.getByRole("button", { name: "Use a 6-digit code instead" }).click();
  await expect(box(page, 1)).toHaveValue("");
  const code = await nextCode(secret);
  await paste(page, "Digit 3 of 6", `code: ${code.slice(0, 3)}-${code.slice(3)}`);
  // The pasted code fills the six boxes and is sent by itself (issue 16).
  // After two-factor, a church member lands on the dashboard too (issue 30).
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  // And with a backup code.
  await openHydrated(page, "/login");
  await submitPassword(page, person);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await backupField.fill(backupCodes[0]!.slice(0, 7));
  await expect(verify).toBeDisabled();
  await backupField.fill(backupCodes[0]!);
  await expect(verify).toBeEnabled();
  await verify.click();
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");

  // That backup code is spent: nine are left.
  await openHydrated(page, "/user/backup-codes");
  await expect(page.getByTestId("backup-codes-left")).toContainText("You have 9 unused backup codes left.");
});
