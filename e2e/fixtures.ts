/**
 * Shared helpers for the end-to-end tests: the seeded content as the public API reports it (so tests
 * never guess ids), the site's calendar, and a recorder of browser errors.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { BASE_URL, E2E_DATA_DIR, SITE_TIME_ZONE } from "./settings.ts";

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

export type Seeded = {
  trips: ApiTrip[];
  /** Newest first. */
  services: ApiService[];
  readings: ApiReading[];
  /** The announcements the public sees (expired ones left out), newest first. */
  announcements: ApiAnnouncement[];
};

/** The `x-api-key` the server generated into its data folder at start. */
export function apiKey(): string {
  return readFileSync(path.join(E2E_DATA_DIR, "secrets", "api-key"), "utf8").trim();
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

export const test = base.extend<object, { seeded: Seeded }>({
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
