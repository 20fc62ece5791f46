/**
 * Getting back in (spec sections 4, 5 and 8): forgot password with its cooldown, the e-mailed reset
 * link, the manual reset link an admin hands out, and what bad or missing links show.
 */
import { openHydrated, signIn, submitPassword, waitForMail } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

const NEUTRAL =
  "If an account exists with an email set, a reset link will be sent. Please check your spam or junk folder, and contact the website administrator if it does not arrive.";

test("forgot password: spinner, neutral answer, 30-second cooldown, then the e-mailed link sets a new password", async ({ page, newAccount }) => {
  test.setTimeout(60_000);
  const forgot = await newAccount("church", { email: true });
  const since = Date.now() - 1000;
  await openHydrated(page, "/forgot-password");
  const identifier = page.getByLabel("Username or email");
  const button = page.getByRole("button", { name: /Send reset link|Sending|Try again/ });
  await expect(button).toBeDisabled();
  await identifier.fill(forgot.username);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
  await expect(button).toHaveText(/^Try again in (30|29|28)s$/);
  await expect(button).toBeDisabled();
  await expect(identifier).toBeDisabled();

  const [link] = await waitForMail(forgot.email!, /\/reset-password\?token=[\w%-]+/, { since });
  const resetPath = new URL(link, "http://x").pathname + new URL(link, "http://x").search;

  await openHydrated(page, resetPath);
  await page.getByLabel("Email").fill(forgot.email!);
  await page.getByLabel("New password", { exact: true }).fill("a-new-psalm-23");
  await page.getByLabel("Confirm new password").fill("a-new-psalm-24");
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/auth/reset-password") && requests.push(r.url()));
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  expect(requests).toEqual([]);
  await page.getByLabel("Confirm new password").fill("a-new-psalm-23");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset. Redirecting to login...")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 6_000 });

  // The link worked once; the old password no longer does, the new one does.
  await openHydrated(page, resetPath);
  await expect(page.getByText("Invalid or expired token. Redirecting to login...")).toBeVisible();
  await openHydrated(page, "/login");
  await submitPassword(page, forgot);
  await expect(page.getByRole("alert")).toContainText("Invalid username/email or password.");
  await signIn(page, { username: forgot.username, password: "a-new-psalm-23" });
  expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
});

test("a reset link without a valid token says so and returns to /login after 3 seconds", async ({ page }) => {
  // The page's clock stands still until the test moves it, so "after 3 seconds" is measured on it
  // rather than on a busy machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openHydrated(page, "/reset-password?token=not-a-real-token");
  await expect(page.getByText("Invalid or expired token. Redirecting to login...")).toBeVisible();
  await page.clock.runFor(2_900);
  expect(new URL(page.url()).pathname).toBe("/reset-password");
  await page.clock.runFor(200);
  await page.waitForURL((url) => url.pathname === "/login");

  await openHydrated(page, "/reset-password");
  await expect(page.getByText("Invalid or expired token. Redirecting to login...")).toBeVisible();
});

test("a manual reset link sets a password of at least 7 characters and leads to sign-in", async ({ page, newAccount, manualResetPath }) => {
  const manual = await newAccount("childcare");
  const resetPath = await manualResetPath(manual);
  await openHydrated(page, resetPath);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password must be at least 7 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("morning-light-5");
  await page.getByLabel("Confirm new password").fill("morning-light-6");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("morning-light-5");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.waitForURL("**/login?reset=1");
  await expect(page.getByText("Your password has been changed. Please sign in.")).toBeVisible();
  await submitPassword(page, { username: manual.username, password: "morning-light-5" });
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");

  // Used once: the link is now invalid.
  await openHydrated(page, resetPath);
  await expect(page.getByText("Invalid or expired reset link.")).toBeVisible();
});

test("register and manual-reset links without their parameters show the not-found page", async ({ page }) => {
  for (const path of ["/register", "/register?invite=abc", "/register?email=a%40b.org", "/manual-reset"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "The page you are looking for can not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeVisible();
  }
});

test("an unknown invite or manual-reset token is refused", async ({ page }) => {
  await openHydrated(page, "/register?invite=made-up&email=someone%40e2e.test");
  await expect(page.getByText("Invalid or expired invite link.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);
  await openHydrated(page, "/manual-reset?token=made-up");
  await expect(page.getByText("Invalid or expired reset link.")).toBeVisible();
});
