/**
 * The browser's session limits (spec section 9) with the page clock moved on: 900000 ms without
 * activity, 14400000 ms since sign-in, and a session the server has ended. Each logs out to /login.
 */
import { expect, test } from "./fixtures.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { apiKey } from "./fixtures.ts";

test("15 minutes without mouse, keys or scrolling log out to /login, and the session is over on the server too", async ({ signInAs, page }) => {
  await page.clock.install();
  await signInAs("church");
  await openSignedIn(page, "/admin/dashboard");
  await page.clock.fastForward(899_000);
  expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
  await page.clock.fastForward(1_000);
  await page.waitForURL((url) => url.pathname === "/login");
  await page.goto("/admin/dashboard");
  expect(new URL(page.url()).pathname).toBe("/login");
});

test("activity keeps the session; the 4-hour limit since sign-in ends it anyway", async ({ signInAs, page }) => {
  await page.clock.install();
  await signInAs("childcare");
  await openSignedIn(page, "/user/profile");
  // Ten minutes, a key press, ten more minutes: still signed in (20 minutes in all, but never 15 idle).
  await page.clock.fastForward(600_000);
  await page.keyboard.press("Shift");
  await page.clock.fastForward(600_000);
  expect(new URL(page.url()).pathname).toBe("/user/profile");
  // Move the wall clock to the hard limit; the once-a-minute check finds it.
  await page.clock.setSystemTime(Date.now() + 14_400_000);
  await page.clock.runFor(60_000);
  await page.waitForURL((url) => url.pathname === "/login");
});

test("when the server has ended the session, the next activity check logs out locally", async ({ signInAs, page }) => {
  await page.clock.install();
  await signInAs("admin");
  await openSignedIn(page, "/admin/dashboard");
  // End the session behind the page's back (as the server's own idle limit would).
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const response = await page.request.post("/api/user/logout", { headers: { "x-api-key": apiKey(), "x-csrf-token": csrf } });
  expect(response.status()).toBe(200);
  // A minute on, activity makes the page check the session: the 401 logs out.
  await page.clock.fastForward(61_000);
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 300);
  await page.waitForURL((url) => url.pathname === "/login");
});
