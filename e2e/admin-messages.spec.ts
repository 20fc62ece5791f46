/**
 * The messages and feature-requests admin areas (issue 5) as staff use them: a visitor's message
 * arrives marked new and stays so until someone marks it read; directory entries download as a CSV
 * file; church staff file a feature request and an admin sets its status. axe on both pages.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { solvedCaptcha } from "../server/testing/altcha.ts";
import { authData } from "./auth-data.ts";
import { openHydrated, openSignedIn, signIn } from "./auth-fixtures.ts";
import { apiKey } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";

const part = () => Math.floor(Math.random() * 250) + 1;

/** Sends a public form through /api as the site's own pages do, captcha solved, from a visitor address of its own. */
async function submit(path: "contact-message" | "directory-entry", body: Record<string, string>) {
  const key = apiKey();
  const visitor = `10.${part()}.${part()}.${part()}`;
  const http = { request: (url: string, init?: RequestInit) => fetch(`${BASE_URL}${url}`, { ...init, headers: { ...init?.headers, "x-forwarded-for": visitor } }) };
  const recaptchaToken = await solvedCaptcha(http, key);
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key, "x-forwarded-for": visitor },
    body: JSON.stringify({ ...body, recaptchaToken }),
  });
  expect(response.status, await response.text()).toBe(200);
}

const unique = () => Math.random().toString(36).slice(2, 8);

async function signedInAs(browser: Browser, role: "admin" | "church"): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signIn(page, authData().roles[role]);
  return page;
}

test.beforeEach(() => {
  // Solving the proof of work and signing in take a while on a busy test machine.
  test.setTimeout(120_000);
});

test("a visitor's message shows as new until an admin marks it read, and deletes after confirmation", async ({ browser }) => {
  const name = `Martha Greene ${unique()}`;
  await submit("contact-message", { name, email: "martha@example.org", message: "Is there parking behind the church on Sundays?" });
  const page = await signedInAs(browser, "admin");
  await openSignedIn(page, "/admin/messages");
  await expect(page.getByRole("link", { name: /^Contact messages \d+ new$/ })).toHaveAttribute("aria-current", "page");
  const item = page.getByRole("list", { name: "Contact messages" }).getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("New", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "martha@example.org" })).toHaveAttribute("href", "mailto:martha@example.org");
  await expect(item.getByText("Is there parking behind the church on Sundays?")).toBeVisible();

  await item.getByRole("button", { name: /^Mark as read/ }).click();
  await expect(item.getByText("New", { exact: true })).toHaveCount(0);
  await expect(item.getByRole("button", { name: /^Mark as unread/ })).toBeVisible();
  // Read stays read after a reload: the server stored it.
  await openSignedIn(page, "/admin/messages");
  await expect(item.getByText("New", { exact: true })).toHaveCount(0);

  await item.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete for good?" });
  await expect(dialog).toContainText(`the message from ${name}`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await page.context().close();
});

test("directory entries download as a CSV file with the header and the visitor's row", async ({ browser }) => {
  const lastName = `Zimmer${unique()}`;
  await submit("directory-entry", { firstName: "Ruth", lastName, phone: "304-555-0123", email: "ruth@example.org", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
  const page = await signedInAs(browser, "admin");
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
  await page.context().close();
});

test("church staff file a feature request; an admin sets its status", async ({ browser }) => {
  const title = `Show the nursery hours on the childcare page ${unique()}`;
  const church = await signedInAs(browser, "church");
  await openSignedIn(church, "/admin/feature-requests");
  await church.getByLabel("Title").fill(title);
  await church.getByLabel("What should the website do?").fill("Parents ask every week when the nursery opens on Sunday.");
  await church.getByRole("button", { name: "File request" }).click();
  await expect(church.getByRole("status").filter({ hasText: "Your request is filed" })).toBeVisible();
  await expect(church.getByLabel("Title")).toHaveValue("");
  const filed = church.getByRole("list", { name: "Feature requests" }).getByRole("listitem").filter({ hasText: title });
  await expect(filed).toContainText("Open");
  await expect(filed).toContainText(`Filed by ${authData().roles.church.name}`);
  await expect(filed.getByRole("button", { name: /^Set status/ })).toHaveCount(0);
  await church.context().close();

  const admin = await signedInAs(browser, "admin");
  await openSignedIn(admin, "/admin/feature-requests");
  const item = admin.getByRole("list", { name: "Feature requests" }).getByRole("listitem").filter({ hasText: title });
  await item.getByLabel(/^Status/).selectOption("planned");
  await item.getByRole("button", { name: /^Set status/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
  await expect(item.locator("span", { hasText: /^Planned$/ })).toBeVisible();
  await expect(item.getByLabel(/^Status/)).toHaveValue("planned");
  await admin.context().close();
});

test("axe finds no serious or critical violation on the messages and feature-requests pages", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInAs(browser, "admin");
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/messages", "/admin/messages?kind=prayer", "/admin/messages?kind=directory", "/admin/feature-requests"]) {
      await openHydrated(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      found.push(
        ...results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${width}px ${path} ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`),
      );
    }
  }
  await page.context().close();
  expect(found, found.join("\n")).toEqual([]);
});
