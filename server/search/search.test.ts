/**
 * Issue 33: site search finds what a visitor may see, kept current by the write path, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcementSchema } from "../../shared/schemas/admin/announcements.ts";
import { churchStaffSchema } from "../../shared/schemas/admin/church-staff.ts";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../shared/schemas/admin/sermon-series.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { chunked } from "../testing/files.ts";
import { testServices } from "../testing/services.ts";

const ok = async <T>(outcome: Promise<{ ok: boolean; error?: string; value?: T }>) => {
  const result = await outcome;
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
};

describe.each(testDatabaseKinds)("site search (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  let actor: number;
  const titles = async (q: string, kindFilter?: Parameters<Services["search"]["search"]>[0]["kind"]) =>
    (await services.search.search({ q, kind: kindFilter })).results.map((r) => r.title);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: "2026-11-21T15:00:00Z" });
    actor = (await services.accounts.createUser({ name: "Office", username: "office33", password: "correct horse battery", role: "siteadmin" })).id;
    await services.content.snapshot();
    await services.searchIndexer.rebuildAll();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("finds an announcement the moment it is published, with the words marked, and never an expired or scheduled one", async () => {
    expect(await titles("bake sale")).toEqual([]);
    await ok(services.announcements.create(announcementSchema.parse({ subject: "Bake sale on Saturday", announcement: "<p>Pies &amp; <b>cakes</b> for the youth trip.</p>" }), actor));
    await ok(services.announcements.create(announcementSchema.parse({ subject: "Old bake sale", announcement: "<p>Last year</p>", expires: "on", expirationDate: "2026-11-20" }), actor));
    await ok(services.announcements.create(announcementSchema.parse({ subject: "Future bake sale", announcement: "<p>Next month</p>", publishOn: "2026-12-10" }), actor));
    const answer = await services.search.search({ q: "bake sales" });
    expect(answer.results.map((r) => r.title)).toEqual(["Bake sale on Saturday"]);
    expect(answer.results[0]!.url).toMatch(/^\/announcements#announcement-\d+$/);
    expect(answer.counts).toEqual({ announcement: 1 });
    expect(await titles("cakes")).toEqual(["Bake sale on Saturday"]);
    expect((await services.search.search({ q: "cakes" })).results[0]!.snippet).toContainEqual({ text: "cakes", marked: true });
  });

  it("finds sermons by title, series, speaker, passage and the words of their transcripts", async () => {
    const series = await ok<{ id: number }>(services.sermonSeries.create(sermonSeriesSchema.parse({ title: "Born Again" }), actor));
    const staged = await services.uploads.stage({
      kind: "transcript",
      body: chunked(Buffer.from("WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nNicodemus came to Jesus by night.\n")),
      originalName: "sermon.vtt",
      userId: actor,
    });
    if (!staged.ok) throw new Error(staged.error);
    await ok(
      services.pastServices.create(
        pastServiceSchema.parse({
          serviceDate: "2026-11-15",
          serviceType: "Sunday Worship",
          sermonTitle: "Wind and Spirit",
          seriesId: String(series.id),
          speaker1: "Rev. Ana Lucía Gómez",
          passages: "John 3:16-18",
          transcript: staged.token,
        }),
        actor,
      ),
    );
    for (const q of ["wind spirit", "born again", "Ana Lucia", "John 3", "nicodemus", "Gomez"]) expect(await titles(q, "sermon"), q).toEqual(["Wind and Spirit"]);
    expect(await titles("John 4", "sermon")).toEqual([]);
    // The snippet comes from the transcript only when the words are there alone (issue 33: the longest text, read last).
    const words = async (q: string) => (await services.search.search({ q, kind: "sermon" })).results[0]!.snippet.map((p) => p.text).join("");
    expect(await words("nicodemus")).toContain("Nicodemus came to Jesus by night");
    expect(await words("born again")).toContain("Born Again");
    expect(await words("born again")).not.toContain("Nicodemus");
  });

  it("finds published events and staff, never a draft event", async () => {
    const event = (title: string, status: string) =>
      eventSchema.parse({ title, timeZone: "America/New_York", status, description: "<p>Bring a chair</p>", startDate: "2026-12-05", startTime: "10:00", endTime: "12:00", repeat: "none", "category:worship": "on" });
    await ok(services.events.create(event("Hymn sing in the park", "published"), actor, "siteadmin"));
    await ok(services.events.create(event("Hymn sing rehearsal", "draft"), actor, "siteadmin"));
    expect(await titles("hymn sing")).toEqual(["Hymn sing in the park"]);
    await ok(services.churchStaff.create(churchStaffSchema.parse({ name: "Miriam Okafor", roleTitle: "Director of Music" }), actor));
    expect(await titles("music director", "staff")).toEqual(["Miriam Okafor"]);
  });

  it("finds the pages by their words, and offers the word meant for a misspelt one", async () => {
    const found = await services.search.search({ q: "baptism" });
    expect(found.results.map((r) => r.url)).toContain("/baptism");
    const misspelt = await services.search.search({ q: "baptsim" });
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestion).toBe("baptism");
  });

  it("answers empty, very long, SQL-looking and operator-only queries without an error", async () => {
    for (const q of ["", "   ", "x".repeat(1000), "'; drop table search_documents; --", "& | ! :*", "!!!", '"unclosed', "<script>alert(1)</script>", "the and of"]) {
      const answer = await services.search.search({ q });
      expect(answer.results.length, q).toBeLessThanOrEqual(10);
    }
    expect((await services.search.search({ q: "bake sale" })).total).toBe(1);
  });

  it("pages through many results ten at a time", async () => {
    for (let i = 1; i <= 12; i++) await ok(services.announcements.create(announcementSchema.parse({ subject: `Choir practice ${i}`, announcement: "<p>Anthem</p>" }), actor));
    const first = await services.search.search({ q: "choir practice" });
    expect([first.total, first.pages, first.results.length]).toEqual([12, 2, 10]);
    const second = await services.search.search({ q: "choir practice", page: 2 });
    expect(second.results).toHaveLength(2);
    expect(new Set([...first.results, ...second.results].map((r) => r.key)).size).toBe(12);
    expect((await services.search.search({ q: "choir practice", page: 99 })).page).toBe(2);
  });
});
