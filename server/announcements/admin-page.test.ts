/**
 * Issue 33: the staff list of announcements in pages of 50, found by the filter box as site search
 * finds (expired ones too), filtered by state and sorted, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcementSchema } from "../../shared/schemas/admin/announcements.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

describe.each(testDatabaseKinds)("the announcements staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  const place = (changes: Partial<Parameters<Services["announcements"]["adminPage"]>[0]> = {}) => ({ q: "", sort: "newest" as const, filter: null, page: 1, ...changes });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: "2026-11-21T15:00:00Z" });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office33b", password: "correct horse battery", role: "siteadmin" })).id;
    for (let i = 1; i <= 60; i++) {
      const outcome = await services.announcements.create(announcementSchema.parse({ subject: `Choir notice ${String(i).padStart(2, "0")}`, announcement: "<p>Anthem practice</p>" }), actor);
      if (!outcome.ok) throw new Error(outcome.error);
    }
    const expired = await services.announcements.create(
      announcementSchema.parse({ subject: "Bake sale for the youth trip", announcement: "<p>Pies in March</p>", expires: "on", expirationDate: "2026-03-20" }),
      actor,
    );
    if (!expired.ok) throw new Error(expired.error);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page, and the rest on the next", async () => {
    const first = await services.announcements.adminPage(place());
    expect([first.total, first.pages, first.items.length]).toEqual([61, 2, 50]);
    const second = await services.announcements.adminPage(place({ page: 2 }));
    expect(second.items).toHaveLength(11);
    expect((await services.announcements.adminPage(place({ page: 40 }))).page).toBe(2);
  });

  it("finds last March's expired announcement about the bake sale by typing “bake sale”", async () => {
    const found = await services.announcements.adminPage(place({ q: "bake sale" }));
    expect(found.items.map((a) => [a.subject, a.state])).toEqual([["Bake sale for the youth trip", "expired"]]);
    expect((await services.announcements.adminPage(place({ q: "& | ! :*" }))).total).toBe(0);
  });

  it("filters by state and sorts by subject", async () => {
    expect((await services.announcements.adminPage(place({ filter: "expired" }))).items.map((a) => a.subject)).toEqual(["Bake sale for the youth trip"]);
    expect((await services.announcements.adminPage(place({ filter: "live" }))).total).toBe(60);
    const bySubject = await services.announcements.adminPage(place({ sort: "subject" }));
    expect(bySubject.items.slice(0, 2).map((a) => a.subject)).toEqual(["Bake sale for the youth trip", "Choir notice 01"]);
  });

  it("the public view leaves the expired one out and reads only the newest the page shows", async () => {
    const all = await services.announcements.publicView();
    expect(all).toHaveLength(60);
    expect(all.map((a) => a.subject)).not.toContain("Bake sale for the youth trip");
    expect((await services.announcements.publicView(2)).map((a) => a.subject)).toEqual(["Choir notice 60", "Choir notice 59"]);
  });

  it("the home page's readings come from the latest days and the next one", async () => {
    const actor = (await services.accounts.createUser({ name: "Reader", username: "reader33", password: "correct horse battery", role: "siteadmin" })).id;
    const { readingSchema } = await import("../../shared/schemas/admin/daily-readings.ts");
    for (const [readingDate, scripture] of [["2026-11-01", "Ruth 1:1-5"], ["2026-11-19", "John 1:1-5"], ["2026-11-20", "John 1:6-9"], ["2026-11-21", "John 1:10-14"], ["2026-11-25", "Mark 1:1-8"]]) {
      const made = await services.readings.create(readingSchema.parse({ readingDate, scripture }), actor);
      if (!made.ok) throw new Error(made.error);
    }
    expect((await services.readings.homePanel()).map((r) => [r.readingDate, r.label])).toEqual([["2026-11-21", "Today"], ["2026-11-20", null], ["2026-11-19", null]]);
  });
});
