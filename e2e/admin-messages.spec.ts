/**
 * The messages and feature-requests admin areas (issue 5) as staff use them: a visitor's message
 * arrives marked new and stays so until someone marks it read; directory entries download as a CSV
 * file; church staff file a feature request and an admin sets its status. axe on both pages.
 */
import { readFileSync } from "node:fs";
import { seriousViolations } from "./axe.ts";
import { openHydrated, openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

const unique = () => Math.random().toString(36).slice(2, 8);

test.beforeEach(() => {
  // Axe over eight pages takes a while on a busy test machine.
  test.setTimeout(120_000);
});

test("a visitor's message shows as new until an admin marks it read, and deletes after confirmation", async ({ page, server, signInAs }) => {
  const name = `Martha Greene ${unique()}`;
  // The visitor's side of the form is e2e/forms.spec.ts; here the message is already in.
  await server.services.submissions.contactMessage({ name, email: "martha@example.org", message: "Is there parking behind the church on Sundays?" });
  await signInAs("admin");
  await openSignedIn(page, "/admin/messages");
  await expect(page.getByRole("link", { name: /^Contact messages \d+ new$/ })).toHaveAttribute("aria-current", "page");
  const item = page.getByRole("list", { name: "Contact messages" }).getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("New", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "martha@example.org" })).toHaveAttribute("href", "mailto:martha@example.org");
  await expect(item.getByText("Is there parking behind the church on Sundays?")).toBeVisible();

  await item.getByRole("button", { name: /^Mark as read/ }).click();
  await expect(item.getByText("New", { exact: true })).toHaveCount(0);
  await expect(item.getByRole("button", { name: /^Mark as unread/ })).toBeVisible();
  // The page shows it at once; the server's answer says it is stored.
  await expect(item.getByRole("status")).toHaveText("Marked as read.");
  // Read stays read after a reload: the server stored it.
  await openSignedIn(page, "/admin/messages");
  await expect(item.getByText("New", { exact: true })).toHaveCount(0);

  await item.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(dialog).toContainText(`the message from ${name}`);
  await dialog.getByRole("button", { name: "Delete message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("directory entries download as a CSV file with the header and the visitor's row", async ({ page, server, signInAs }) => {
  const lastName = `Zimmer${unique()}`;
  await server.services.submissions.directoryEntry({ firstName: "Ruth", lastName, phone: "3045550123", email: "ruth@example.org", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
  await signInAs("admin");
  await openSignedIn(page, "/admin/messages?kind=directory");
  await expect(page.getByRole("list", { name: "Directory entries" }).getByRole("listitem").filter({ hasText: lastName })).toContainText("304-555-0123");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all as a spreadsheet (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^directory-entries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe("First name,Last name,Phone,Email,Address,City,Zip,Birthday,Submitted");
  expect(lines.find((l) => l.includes(lastName))).toMatch(new RegExp(`^Ruth,${lastName},304-555-0123,ruth@example\\.org,"12 Oak St, Apt 4",Cedar Hill,25401,1961-03-04,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
});

test("church staff file a feature request; an admin sets its status", async ({ page: church, browser, signInAs }) => {
  const title = `Show the nursery hours on the childcare page ${unique()}`;
  const filer = await signInAs("church");
  await openSignedIn(church, "/admin/feature-requests");
  await church.getByLabel("Title").fill(title);
  await church.getByLabel("What should the website do?").fill("Parents ask every week when the nursery opens on Sunday.");
  await church.getByRole("button", { name: "File request" }).click();
  await expect(church.getByRole("status").filter({ hasText: "Your request is filed" })).toBeVisible();
  await expect(church.getByLabel("Title")).toHaveValue("");
  const filed = church.getByRole("list", { name: "Feature requests" }).getByRole("listitem").filter({ hasText: title });
  await expect(filed).toContainText("Open");
  await expect(filed).toContainText(`Filed by ${filer.name}`);
  await expect(filed.getByRole("button", { name: /^Set status/ })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs("admin", { context: adminContext });
  await openSignedIn(admin, "/admin/feature-requests");
  const item = admin.getByRole("list", { name: "Feature requests" }).getByRole("listitem").filter({ hasText: title });
  await item.getByLabel(/^Status/).selectOption("planned");
  await item.getByRole("button", { name: /^Set status/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
  await expect(item.locator("span", { hasText: /^Planned$/ })).toBeVisible();
  await expect(item.getByLabel(/^Status/)).toHaveValue("planned");
  await adminContext.close();
});

test("axe finds no serious or critical violation on the messages and feature-requests pages", async ({ page, signInAs }) => {
  test.setTimeout(240_000);
  await signInAs("admin");
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/messages", "/admin/messages?kind=directory", "/admin/feature-requests"]) {
      await openHydrated(page, path);
      found.push(...(await seriousViolations(page, `${width}px ${path}`)));
    }
  }
  expect(found, found.join("\n")).toEqual([]);
});
