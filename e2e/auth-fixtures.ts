/**
 * Helpers for the tests of signed-in pages: signing in through the page as a person does (only the
 * tests of signing in do; the others are signed in by the `signInAs` fixture of e2e/fixtures.ts),
 * waiting for hydration, and reading the e-mails the server wrote to its outbox (the e2e server has
 * no SMTP_URL).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { type Page, expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import type { Account } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./settings.ts";

/** Opens a page and waits until React Router has hydrated it (the forms then check their fields in the browser, and the code boxes move on by themselves). */
export async function openHydrated(page: Page, pathname: string) {
  const response = await page.goto(pathname, { waitUntil: "networkidle" });
  // React marks each element it has hydrated; until <main> is one, clicks and touches are lost.
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return Boolean(main && Object.keys(main).some((key) => key.startsWith("__reactProps")));
  });
  return response;
}

/** Fills and sends the first step of /login (the page must be open and hydrated). */
export async function submitPassword(page: Page, account: Pick<Account, "username" | "password">) {
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through /login with a password only and waits to leave /login. */
export async function signIn(page: Page, account: Pick<Account, "username" | "password">) {
  await openHydrated(page, "/login");
  await submitPassword(page, account);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Hydrated and signed-in pages run the session watch; wait for the shell before acting on it. */
export async function openSignedIn(page: Page, pathname: string) {
  await openHydrated(page, pathname);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") {
    return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/**
 * The newest e-mail to `to` whose text matches `pattern`, written after `since` (ms), waiting for it
 * to arrive. Returns the first match of the pattern.
 */
export async function waitForMail(to: string, pattern: RegExp, { since = 0, timeoutMs = 15_000 } = {}): Promise<RegExpExecArray> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse();
    } catch {
      files = [];
    }
    for (const file of files) {
      const full = path.join(dir, file);
      const raw = readFileSync(full, "utf8");
      if (!new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(raw)) continue;
      const stamp = Date.parse(file.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z.*$/, "$1:$2:$3.$4Z"));
      if (!Number.isNaN(stamp) && stamp < since) continue;
      // A mail with an HTML part too (the people-who-act layout) is read by its plain-text part.
      const text = /^content-type:\s*multipart\//im.test(raw.slice(0, raw.search(/\r?\n\r?\n/))) ? ((await simpleParser(raw)).text ?? "") : decodeBody(raw);
      const match = pattern.exec(text);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
