/** The sign-in and /user pages load and hydrate without an uncaught error or a console error (a hydration mismatch included). */
import { expect, test } from "@playwright/test";
import { authData, openHydrated, signIn } from "./auth-fixtures.ts";
import { recordBrowserErrors } from "./fixtures.ts";

test("sign-in pages", async ({ page }) => {
  const errors = recordBrowserErrors(page);
  for (const path of ["/login", "/login?registered=1", "/forgot-password", "/reset-password?token=not-a-real-token", "/manual-reset?token=not-a-real-token", authData().invite.path]) {
    await openHydrated(page, path);
    expect(errors, `${path}\n${errors.join("\n")}`).toEqual([]);
  }
});

test("/user pages", async ({ page }) => {
  const errors = recordBrowserErrors(page);
  await signIn(page, authData().roles.admin);
  for (const path of ["/user/profile", "/user/two-factor", "/user/backup-codes"]) {
    await openHydrated(page, path);
    expect(errors, `${path}\n${errors.join("\n")}`).toEqual([]);
  }
});
