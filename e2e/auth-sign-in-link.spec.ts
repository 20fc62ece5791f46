/**
 * Issue 29 item 6: an owner whose sign-in strangers' guesses have paused gets in from a new device with
 * a one-time link e-mailed from the lock-out answer, and the password.
 */
import { openHydrated, submitPassword, waitForMail } from "./auth-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const LINK_SENT =
  "If an account with an email address matches, we have e-mailed it a link to sign in. It works once, within 15 minutes. Please check your spam or junk folder too.";

test("locked out by guesses: the lock-out answer e-mails a sign-in link, which lets the password past the lock once", async ({ page, newAccount }) => {
  test.setTimeout(90_000);
  const owner = await newAccount("church", { email: true });
  const since = Date.now() - 1000;
  await openHydrated(page, "/login");
  // Strangers' guesses until the account is over its limit.
  // Each answer is awaited: the alert of the guess before already says "Invalid", so it cannot tell when the next one was answered.
  const answered = () => page.waitForResponse((response) => response.request().method() === "POST");
  for (let i = 0; i < 5; i++) {
    const guessed = answered();
    await submitPassword(page, { username: owner.username, password: `a-guess-${i}` });
    await guessed;
    await expect(page.getByRole("alert")).toContainText("Invalid username/email or password.");
  }
  const tried = answered();
  await submitPassword(page, owner);
  await tried;
  await expect(page.getByRole("alert")).toContainText(/Too many attempts/);

  expect(await seriousViolations(page, "/login after a lock-out")).toEqual([]);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText(LINK_SENT)).toBeVisible();
  const [link] = await waitForMail(owner.email!, /\/login\?link=[\w%-]+/, { since });

  await openHydrated(page, link);
  await expect(page.getByText("This link lets you sign in once within 15 minutes")).toBeVisible();
  expect(await seriousViolations(page, "/login?link=...")).toEqual([]);
  await submitPassword(page, owner);
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");

  // Used once: the same link now says so.
  await page.context().clearCookies();
  await openHydrated(page, link);
  await expect(page.getByRole("alert")).toContainText("This sign-in link has expired or was already used.");
});
