import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../shared/content/public-pages.ts";
import * as schema from "../db/schema.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { httpAppForSuite } from "../testing/http.ts";

describe.each(testDatabaseKinds)("search-engine files on %s", (kind) => {

  const suite = httpAppForSuite({}, kind);
  beforeAll(async () => {
    await suite.database.db.insert(schema.missionTrips).values({ location: "Biloxi, MS", tripDate: "2025-06-01" });
    await suite.database.db.insert(schema.pastServices).values({ serviceDate: "2026-11-15", serviceType: "Sunday Worship" });
  });

  it("lists every public page, every trip and every service detail in /sitemap.xml, on PUBLIC_URL", async () => {
    const res = await suite.app.get("/sitemap.xml", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Issue 12: every row of the weekly schedule that is in the calendar has its own event page.
    const schedulePages = locs.filter((l) => l!.includes("/events/schedule/"));
    expect(schedulePages).toContain("https://church.example/events/schedule/grief-support");
    expect(schedulePages).not.toContain("https://church.example/events/schedule/nursery");
    // Issue 37: /newsletter too (no issue has been sent here).
    expect(locs).toContain("https://church.example/newsletter");
    expect(locs).toHaveLength(PUBLIC_PATHS.length + 3 + schedulePages.length);
    for (const path of PUBLIC_PATHS) expect(locs).toContain(`https://church.example${path}`);
    expect(locs.some((l) => /\/mission-trips\/\d+$/.test(l!))).toBe(true);
    expect(locs.some((l) => /\/past-session\/\d+$/.test(l!))).toBe(true);
  });

  it("past 1,000 addresses, makes /sitemap.xml an index of files of 1,000 (issue 33)", async () => {
    await suite.database.db.insert(schema.pastServices).values(Array.from({ length: 1200 }, (_, i) => ({ serviceDate: "2020-01-05", serviceType: `Service ${i}` })));
    const index = await (await suite.app.get("/sitemap.xml", {})).text();
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(["https://church.example/sitemap-1.xml", "https://church.example/sitemap-2.xml"]);
    const first = await (await suite.app.get("/sitemap-1.xml", {})).text();
    const second = await (await suite.app.get("/sitemap-2.xml", {})).text();
    expect(first.match(/<loc>/g)).toHaveLength(1000);
    expect(second.match(/<loc>/g)!.length).toBeGreaterThan(200);
    expect((await suite.app.get("/sitemap-3.xml", {})).status).toBe(404);
    await suite.database.db.delete(schema.pastServices).where(like(schema.pastServices.serviceType, "Service %"));
  });

  it("serves /opensearch.xml, which tells a browser how to search the site (issue 33)", async () => {
    const res = await suite.app.get("/opensearch.xml", {});
    expect(res.headers.get("content-type")).toContain("application/opensearchdescription+xml");
    expect(await res.text()).toContain('template="https://church.example/search?q={searchTerms}"');
  });

  it("serves /robots.txt pointing at the sitemap", async () => {
    const text = await (await suite.app.get("/robots.txt", {})).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: https://church.example/sitemap.xml");
  });

  it("marks sign-in and admin addresses noindex with X-Robots-Tag", async () => {
    for (const url of ["/login", "/admin/dashboard", "/user/profile", "/forgot-password"]) {
      expect((await suite.app.get(url, {})).headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    expect((await suite.app.get("/sitemap.xml", {})).headers.get("x-robots-tag")).toBeNull();
  });
});
