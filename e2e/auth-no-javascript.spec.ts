/**
 * The sign-in pages and /user forms with JavaScript turned off: plain HTML forms posting to the
 * route actions, including the second step of sign-in (six boxes, switching to a backup code), the
 * redirects after a reset, and a profile change. Each test makes its own account (e2e/fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { waitForMail } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

/** A code for the next 30-second step: the server never accepts a step twice (the enrolment used one). */
const nextCode = (secret: string) => generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + 1) * 30 });

async function submitPassword(page: Page, account: { username: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function typeCode(page: Page, code: string) {
  for (let n = 1; n <= 6; n++) await page.getByLabel(`Digit ${n} of 6`).fill(code[n - 1]!);
}

test("runs without script: the password's Show button, which needs it, is not offered", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
});

test("signs in with an authenticator code typed into the six boxes, after switching to a backup code and back", async ({ page, newAccount }) => {
  // Every step is a page load of its own.
  test.setTimeout(60_000);
  const app = await newAccount("church", { twoFactor: "app" });
  await submitPassword(page, app);
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(page.getByRole("group", { name: "Enter your verification code" })).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify" });
  await expect(verify).toBeEnabled();

  // An incomplete code is refused by the action's schema, a wrong one by the service.
  await page.getByLabel("Digit 1 of 6").fill("4");
  await verify.click();
  await expect(page.getByText("Enter the 6-digit code.")).toBeVisible();
  await typeCode(page, "000000");
  await verify.click();
  await expect(page.getByRole("alert")).toHaveText("Invalid verification code.");
  await expect(page.getByRole("group", { name: "Enter your verification code" })).toBeVisible();

  // Switching is a button the action answers with the other input.
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await expect(page.getByLabel("Backup code")).toBeVisible();
  await expect(page.getByLabel("Digit 1 of 6")).toHaveCount(0);
  await page.getByRole("button", { name: "Use a 6-digit code instead" }).click();
  await expect(page.getByLabel("Digit 1 of 6")).toHaveValue("");

  await typeCode(page, await nextCode(app.secret));
  await verify.click();
  // A church member lands on the dashboard after the second step, signed in (issue 30).
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByText(`Welcome back, ${app.name}.`)).toBeVisible();
});

test("signs in with a backup code, and an admin lands on the dashboard", async ({ page, newAccount }) => {
  const backup = await newAccount("siteadmin", { twoFactor: "app" });
  await submitPassword(page, backup);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backup.backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("starting over ends the pending sign-in", async ({ page, newAccount }) => {
  const restart = await newAccount("church", { twoFactor: "app" });
  await submitPassword(page, restart);
  await expect(page.getByRole("group", { name: "Enter your verification code" })).toBeVisible();
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByLabel("Username or email")).toBeVisible();
  await page.goto("/login");
  await expect(page.getByLabel("Username or email")).toBeVisible();
});

test("changes the profile and refuses new passwords that differ", async ({ page, newAccount }) => {
  const profile = await newAccount("childcare");
  await submitPassword(page, profile);
  // Without two-step verification, a childcare member lands on the dashboard (issue 30).
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  await page.goto("/user/profile");
  await page.getByLabel("Name", { exact: true }).fill("Hannah Lee-Morgan");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await page.goto("/user/profile");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Hannah Lee-Morgan");

  await page.getByLabel("Current password").fill(profile.password);
  await page.getByLabel("New password", { exact: true }).fill("new-hymnal-88");
  await page.getByLabel("Confirm new password").fill("new-hymnal-89");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
});

test("forgot password, then the e-mailed link sets a new password and returns to /login after 3 seconds", async ({ page, newAccount }) => {
  test.setTimeout(60_000);
  const forgot = await newAccount("church", { email: true });
  const since = Date.now() - 1000;
  await page.goto("/forgot-password");
  await page.getByLabel("Username or email").fill(forgot.username);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists with an email set, a reset link will be sent.")).toBeVisible();

  const [link] = await waitForMail(forgot.email!, /\/reset-password\?token=[\w%-]+/, { since });
  const resetPath = new URL(link, "http://x").pathname + new URL(link, "http://x").search;
  await page.goto(resetPath);
  await page.getByLabel("Email").fill(forgot.email!);
  await page.getByLabel("New password", { exact: true }).fill("still-waters-23");
  await page.getByLabel("Confirm new password").fill("still-waters-24");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(forgot.email!);
  await page.getByLabel("New password", { exact: true }).fill("still-waters-23");
  await page.getByLabel("Confirm new password").fill("still-waters-23");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset. Redirecting to login...")).toBeVisible();
  const shownAt = Date.now();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  await submitPassword(page, { username: forgot.username, password: "still-waters-23" });
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
});

test("an invalid reset link says so and returns to /login after 3 seconds", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByText("Invalid or expired token. Redirecting to login...")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 8_000 });
});

test("a manual reset link sets a password of at least 7 characters and leads to sign-in", async ({ page, newAccount, manualResetPath }) => {
  const manual = await newAccount("admin");
  const resetPath = await manualResetPath(manual);
  await page.goto(resetPath);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password must be at least 7 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("evening-psalm-4");
  await page.getByLabel("Confirm new password").fill("evening-psalm-4");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.waitForURL("**/login?reset=1");
  await expect(page.getByText("Your password has been changed. Please sign in.")).toBeVisible();
  await submitPassword(page, { username: manual.username, password: "evening-psalm-4" });
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
});

test("registers by invitation, meeting the form's rules on the server", async ({ page, newInvitation }) => {
  test.setTimeout(60_000);
  const invite = await newInvitation("childcare");
  const username = `miriam.shaw.${Date.now()}`;
  await page.goto(invite.path);
  await expect(page.getByLabel("Email (optional)")).toHaveValue(invite.email);
  await page.getByLabel("Name", { exact: true }).fill("Miriam Shaw");
  await page.getByLabel("Username (optional)").fill(username);
  await page.getByLabel("Email (optional)").fill("someone.else@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("joyful-noise-9");
  await page.getByLabel("Confirm password").fill("joyful-noise-9");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(`You can only use the email address this invitation was sent to: ${invite.email}.`)).toBeVisible();
  // What was typed comes back, except the passwords.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Miriam Shaw");
  await page.getByLabel("Email (optional)").fill(invite.email);
  await page.getByLabel("Password", { exact: true }).fill("joyful-noise-9");
  await page.getByLabel("Confirm password").fill("joyful-noise-8");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("joyful-noise-9");
  await page.getByLabel("Confirm password").fill("joyful-noise-9");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/login?registered=1");
  await expect(page.getByText("Your account is ready. Please sign in.")).toBeVisible();
  await submitPassword(page, { username, password: "joyful-noise-9" });
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
});
