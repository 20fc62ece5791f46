/** The sign-in and /user pages load and hydrate without an uncaught error or a console error (a hydration mismatch included). */
import { openHydrated } from "./auth-fixtures.ts";
import { expect, recordBrowserErrors, test } from "./fixtures.ts";

test("sign-in pages", async ({ page, newInvitation }) => {
  const errors = recordBrowserErrors(page);
  const invite = await newInvitation("church");
  for (const path of ["/login", "/login?registered=1", "/forgot-password", "/reset-password?token=not-a-real-token", "/manual-reset?token=not-a-real-token", invite.path]) {
    await openHydrated(page, path);
    expect(errors, `${path}\n${errors.join("\n")}`).toEqual([]);
  }
});

test("/user pages", async ({ signInAs, page }) => {
  const errors = recordBrowserErrors(page);
  await signInAs("admin");
  for (const path of ["/user/profile", "/user/two-factor", "/user/backup-codes"]) {
    await openHydrated(page, path);
    expect(errors, `${path}\n${errors.join("\n")}`).toEqual([]);
  }
});
