/** The staff area as people use it: announcements (church staff), users (an administrator), the audit log (a siteadmin). */
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openSignedIn, waitForMail } from "./auth-fixtures.ts";


test("church staff write an announcement with the rich-text editor and it is on the public site at once", async ({ signInAs, page }) => {
  const subject = `Choir rehearsal ${Date.now()}`;
  await signInAs("church");
  await openSignedIn(page, "/admin/announcements");
  await page.getByRole("link", { name: "Add announcement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New announcement" })).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  const body = page.getByRole("textbox", { name: "Announcement" });
  await expect(body).toHaveAttribute("contenteditable", "true");
  await body.click();
  await page.keyboard.type("Rehearsal moves to ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Thursday at 7 PM");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/announcements\?notice=created$/);
  await expect(page.getByRole("status")).toHaveText("Added. It is on the website now.");
  await expect(page.getByRole("list", { name: "Announcements" })).toContainText(subject);

  await page.goto("/announcements");
  const article = page.locator("article", { hasText: subject });
  await expect(article).toContainText("Rehearsal moves to Thursday at 7 PM");
  await expect(article.locator("strong")).toHaveText("Thursday at 7 PM");
});

test("an empty announcement is refused in the form with a message at each field, and nothing is saved", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/announcements/create-new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  await expect(page.getByText("Please write the announcement.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/announcements\/create-new$/);
});

test("leaving a form with unsaved changes asks first", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/announcements/create-new");
  await page.getByLabel("Subject").fill("Half-written");
  await page.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  // The safe choice is the primary button and has the focus; the other says what it does.
  await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Keep editing" })).toHaveClass(/\bbtn\b/);
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("Half-written");
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/admin\/announcements$/);
});

test("an administrator invites a user: the invitation e-mail arrives with its link", async ({ signInAs, page }) => {
  const email = `helper-${Date.now()}@e2e.test`;
  const since = Date.now() - 1000;
  await signInAs("admin");
  await openSignedIn(page, "/admin/users");
  await page.getByRole("link", { name: "Invite a user" }).click();
  // An administrator may give any role but siteadmin.
  await expect(page.getByLabel("Role").locator("option")).toHaveText(["Administrator", "Church staff", "Childcare staff"]);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("childcare");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
  const shown = await page.getByLabel("If the e-mail does not arrive, give them this link").inputValue();
  const [link] = await waitForMail(email, /https?:\/\/\S+\/register\?invite=\S+/, { since });
  expect(link).toBe(shown);
  await page.goto("/admin/users");
  await expect(page.getByRole("region", { name: "Invitations waiting" })).toContainText(email);
});

test("a siteadmin reads who changed what on the dashboard", async ({ signInAs, page }) => {
  const siteadmin = await signInAs("siteadmin");
  await openSignedIn(page, "/admin/announcements/create-new");
  const subject = `Audit check ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Announcement" }).click();
  await page.keyboard.type("Logged.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/notice=created/);
  await openSignedIn(page, "/admin/dashboard");
  const changes = page.getByRole("region", { name: "Recent changes" });
  await expect(changes).toContainText(`added in Announcements: ${subject}`);
  await expect(changes).toContainText(siteadmin.name);
});

test("church staff do not see the users area, and are sent home from it", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/dashboard");
  await expect(page.getByTestId("admin-areas").getByRole("link", { name: /Users/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent changes" })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
});

test("announcement and user pages pass axe at 1280 and 390 px", async ({ signInAs, page }) => {
  test.setTimeout(120_000);
  await signInAs("siteadmin");
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/announcements", "/admin/announcements/create-new", "/admin/users", "/admin/users/new-user", "/admin/dashboard"]) {
      await openSignedIn(page, path);
      found.push(...(await seriousViolations(page)));
    }
  }
  expect(found, found.join("\n")).toEqual([]);
});
