/**
 * Shared helpers for the end-to-end tests: the seeded content as the public API reports it (so tests
 * never guess ids), the staff each test makes for itself directly in the server's database (signed
 * in by a session row and its cookies, or with a password for the tests of signing in), the site's
 * calendar, and a recorder of browser errors.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import pino from "pino";
import type { Role } from "../shared/roles.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { createServices } from "../server/services.ts";
import { signedInUser } from "../server/testing/sessions.ts";
import { BASE_URL, E2E_DATA_DIR, E2E_SERVER_FILE, type E2eServer, SITE_TIME_ZONE } from "./settings.ts";

export type ApiTrip = { id: number; location: string; trip_date: string; description: string; story: string; image: string | null };
export type ApiService = {
  id: number;
  service_date: string;
  service_type: string;
  description: string;
  video_link: string;
  video_file_name: string;
  bulletin_file_name: string;
};
export type ApiReading = { id: number; reading_date: string; scripture: string };
export type ApiAnnouncement = { id: number; subject: string; submitted_at: string; expires: 0 | 1; expiration_date: string | null };

/** The e2e server's database, secret and API key, as e2e/start-server.ts wrote them. */
function e2eServer(): E2eServer {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, E2E_SERVER_FILE), "utf8")) as E2eServer;
}

export type Seeded = {
  trips: ApiTrip[];
  /** Newest first. */
  services: ApiService[];
  readings: ApiReading[];
  /** The announcements the public sees (expired ones left out), newest first. */
  announcements: ApiAnnouncement[];
};

/** The `x-api-key` the site's own pages send. */
export function apiKey(): string {
  return e2eServer().apiKey;
}

async function apiGet<T>(pathname: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${pathname}`, { headers: { "x-api-key": apiKey() } });
  if (!response.ok) throw new Error(`GET /api${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Today's date (YYYY-MM-DD) where the church is. */
export function siteToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "June 2025". */
export function monthYear(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** Current year minus the founding year 1892 (spec section 9). */
export function yearsCounting(): number {
  return Number(siteToday().slice(0, 4)) - 1892;
}

/**
 * Opens a page and waits until its scripts have attached to it, so that clicks and keys reach their
 * handlers (a click before that is lost in any browser; these tests are about what happens after).
 * Public pages are not hydrated: their islands script marks the window when it is done
 * (app/islands/main.ts). Sign-in pages also hydrate with React.
 */
export async function gotoHydrated(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  await page.waitForFunction(() => {
    const islands = (window as unknown as { steepleIslands?: string }).steepleIslands === "ready";
    const hydrated = (el: Element | null) => Boolean(el && Object.keys(el).some((key) => key.startsWith("__reactProps")));
    const reactRouter = Boolean((window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext);
    return islands && (!reactRouter || hydrated(document.querySelector("main")));
  });
  return response;
}

/** Browser errors on a page: uncaught exceptions, and console errors raised by our own origin. */
export function recordBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    // Third-party frames (maps, video) cannot load in an offline test run; that is not the page's fault.
    if (source && !source.startsWith(BASE_URL)) return;
    errors.push(`console.error: ${message.text()}${source ? ` (${source})` : ""}`);
  });
  return errors;
}


/** A member of staff a test made for itself. */
export type Staff = { id: number; name: string; username: string; role: Role };
/** One who signs in with a password (the tests of signing in). */
export type Account = Staff & { password: string; email: string | null };

const FIRST_NAMES = ["Grace", "Marcus", "Tom", "Dana", "Lydia", "Owen", "Ruth", "Silas", "Joel", "Hannah", "Abel", "Esther"];
const LAST_NAMES = ["Porter", "Bell", "Ellis", "Reyes", "Shaw", "Price", "Alden", "Moore", "Baker", "Lee", "Grant", "Cole"];
const pick = (list: string[]) => list[randomBytes(1)[0]! % list.length]!;
/** A name no other test uses, so a test finding it on a page found its own. */
const uniqueName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${randomBytes(2).toString("hex").toUpperCase()}`;
const uniqueHandle = (role: Role) => `e2e-${role}-${randomBytes(4).toString("hex")}`;

type ServerServices = ReturnType<typeof createServices>;
export type SignInAs = TestFixtures["signInAs"];

type TestFixtures = {
  /**
   * Makes a member of staff with `role` and signs them in to `context` (the test's own page by
   * default) by a session row and its cookies, as if they had signed in a moment ago.
   */
  signInAs: (role: Role, options?: { context?: BrowserContext }) => Promise<Staff>;
  /** Makes a member of staff who signs in with a password; `twoFactor: "app"` turns on an authenticator app as a person would. */
  newAccount: <T extends { email?: boolean; twoFactor?: "app" }>(
    role: Role,
    options?: T,
  ) => Promise<Account & (T extends { twoFactor: "app" } ? { secret: string; backupCodes: string[] } : object)>;
  /** An unused invitation for `role`: the address of its register page (path and query) and its e-mail. */
  newInvitation: (role: Role) => Promise<{ path: string; email: string; role: Role }>;
  /** A manual-reset link for `account`, as an administrator hands it out (path and query). */
  manualResetPath: (account: Staff) => Promise<string>;
};
type WorkerFixtures = { seeded: Seeded; server: { database: Database; services: ServerServices; sessionSecret: string } };

const relative = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const { databaseUrl, sessionSecret } = e2eServer();
      const database = await openDatabase({ databaseUrl });
      const services = createServices({
        database,
        site: { publicUrl: BASE_URL, timeZone: SITE_TIME_ZONE },
        sessionSecret,
        mail: { smtpUrl: undefined, from: "Steeple <no-reply@localhost>", outboxDir: path.join(E2E_DATA_DIR, "outbox") },
        logger: pino({ level: "silent" }),
        uploadsDir: path.join(E2E_DATA_DIR, "uploads"),
      });
      await use({ database, services, sessionSecret });
      await services.mailer.close();
      await database.close();
    },
    { scope: "worker" },
  ],
  signInAs: async ({ server, page }, use) => {
    await use(async (role, { context = page.context() } = {}) => {
      const { user, sessionId, csrfToken } = await signedInUser(server.database.db, { role, sessionSecret: server.sessionSecret, name: uniqueName() });
      await context.addCookies([
        { name: "session", value: sessionId, url: BASE_URL, httpOnly: true, sameSite: "Lax" },
        { name: "csrfToken", value: encodeURIComponent(csrfToken), url: BASE_URL, sameSite: "Strict" },
      ]);
      return { id: user.id, name: user.name, username: user.username!, role };
    });
  },
  newAccount: async ({ server }, use) => {
    const { accounts, twoFactor } = server.services;
    await use((async (role: Role, options: { email?: boolean; twoFactor?: "app" } = {}) => {
      const username = uniqueHandle(role);
      const email = options.email ? `${username}@e2e.test` : null;
      const password = `${username}-pass-7`;
      const { id, name } = await accounts.createUser({ name: uniqueName(), username, email, password, role });
      const account: Account = { id, role, username, name, email, password };
      if (options.twoFactor !== "app") return account;
      const { secret } = await twoFactor.startTotpEnrolment(account.id);
      const confirmed = await twoFactor.confirmTotpEnrolment(account.id, await generate({ secret }));
      if (!confirmed.ok) throw new Error(confirmed.error);
      return { ...account, secret, backupCodes: confirmed.backupCodes };
    }) as TestFixtures["newAccount"]);
  },
  newInvitation: async ({ server }, use) => {
    await use(async (role) => {
      const email = `${uniqueHandle(role)}@e2e.test`;
      const { link } = await server.services.invites.createInvite({ email, role, invitedBy: null });
      return { path: relative(link), email, role };
    });
  },
  manualResetPath: async ({ server }, use) => {
    await use(async (account) => relative(await server.services.resets.createManualResetLink(account.id)));
  },
  seeded: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const [trips, services, readings, announcements] = await Promise.all([
        apiGet<ApiTrip[]>("/mission-trips"),
        apiGet<ApiService[]>("/past-services"),
        apiGet<ApiReading[]>("/daily-readings"),
        apiGet<ApiAnnouncement[]>("/announcements"),
      ]);
      services.sort((a, b) => b.service_date.localeCompare(a.service_date));
      announcements.sort((a, b) => b.submitted_at.localeCompare(a.submitted_at));
      await use({ trips, services, readings, announcements });
    },
    { scope: "worker" },
  ],
});

export { expect };

/** The seeded trip at `location`. */
export function tripAt(seeded: Seeded, location: string): ApiTrip {
  const trip = seeded.trips.find((t) => t.location === location);
  if (!trip) throw new Error(`no seeded mission trip at ${location}; the API lists ${seeded.trips.map((t) => t.location).join(", ")}`);
  return trip;
}

/** The seeded service whose video is an iframe embed (the newest, with the bulletin PDF). */
export function embedService(seeded: Seeded): ApiService {
  const service = seeded.services.find((s) => s.video_link.includes("<iframe"));
  if (!service) throw new Error("no seeded past service with an iframe embed");
  return service;
}
