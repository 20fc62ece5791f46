/**
 * Issue 33: the prayer ministry's staff list in pages of 50, sorted, filtered and found by the filter box
 * as site search finds (English stemming, unaccent, websearch syntax) through the table's own indexes,
 * on both databases; and above all, a request the viewer may not read is neither listed, counted nor
 * found by its words, and a name the viewer is not shown is not found either.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListPlace } from "../../shared/admin-list.ts";
import type { PrayerListFilter, PrayerListSort, PrayerStatus, PrayerVisibility, WallReview } from "../../shared/prayer.ts";
import { prayerRequestWords, prayerRequests, prayerTeamWords, searchDocuments } from "../db/schema.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";
import type { Viewer } from "./staff-view.ts";

const churchUser: Viewer = { userId: 1, role: "church", pastor: false };
const admin: Viewer = { userId: 2, role: "admin", pastor: false };
const pastor: Viewer = { userId: 3, role: "church", pastor: true };
const siteadmin: Viewer = { userId: 4, role: "siteadmin", pastor: false };
/** A no-break space between the names: the team is shown "Walter", and must not find him by the surname either. */
const WALTER = "Walter\u00a0Greenleaf";
const TEAM_READERS = [churchUser, admin];
const PASTORAL_READERS = [pastor, siteadmin];

describe.each(testDatabaseKinds)("the prayer ministry's staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: ReturnType<typeof testServices>;
  const place = (changes: Partial<ListPlace<PrayerListSort, PrayerListFilter>> = {}): ListPlace<PrayerListSort, PrayerListFilter> => ({ q: "", sort: "newest", filter: null, page: 1, ...changes });
  const list = (viewer: Viewer, changes: Partial<ListPlace<PrayerListSort, PrayerListFilter>> = {}) => services.prayer.staff.page(viewer, place(changes));
  const names = async (viewer: Viewer, changes: Partial<ListPlace<PrayerListSort, PrayerListFilter>> = {}) => (await list(viewer, changes)).items.map((r) => r.name);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: "2026-11-21T15:00:00Z" });
    type Row = { name: string; message: string; visibility: PrayerVisibility; status?: PrayerStatus; contactMe?: boolean; wallReview?: WallReview; read?: boolean };
    const rows: Row[] = [];
    const statusOf = (i: number): PrayerStatus => (i <= 5 ? "answered" : i <= 8 ? "closed" : i === 9 ? "withdrawn" : "open");
    for (let i = 1; i <= 55; i++) rows.push({ name: `Member${String(i).padStart(2, "0")} Harlow`, message: "Please pray for the harvest festival.", visibility: "team", status: statusOf(i), read: true });
    rows.push({ name: "Ruth Núñez", message: "For healing after my knee surgery in March.", visibility: "team" });
    rows.push({ name: "Hope Adams", message: "Praying for my brother's new job.", visibility: "wall", wallReview: "pending" });
    rows.push({ name: WALTER, message: "Pray for our family this winter.", visibility: "team" });
    rows.push({ name: "Edna Secretworth", message: "A private matter about my marriage and the bankruptcy.", visibility: "pastors", contactMe: true });
    // One a minute, in the order above, so "newest" and "oldest" are certain.
    await database.db.insert(prayerRequests).values(
      rows.map((r, i) => ({
        name: r.name,
        contact: `person${i}@example.org`,
        message: r.message,
        visibility: r.visibility,
        status: r.status ?? "open",
        contactMe: r.contactMe ?? false,
        wallName: r.visibility === "wall" ? r.name.split(" ")[0] : null,
        wallText: r.visibility === "wall" ? r.message : null,
        wallReview: r.wallReview ?? null,
        readAt: r.read ? new Date(Date.UTC(2026, 10, 20)) : null,
        createdAt: new Date(Date.UTC(2026, 2, 1, 12, i)),
      })),
    );
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page with the total, the rest on the next, and keeps a page past the end within the pages there are", async () => {
    const first = await list(pastor);
    expect([first.total, first.pages, first.page, first.items.length]).toEqual([59, 2, 1, 50]);
    expect(first.items[0]).toMatchObject({ name: "Edna Secretworth", visibility: "pastors", contactMe: true, unread: true });
    const second = await list(pastor, { page: 2 });
    expect(second.items).toHaveLength(9);
    expect(second.items.at(-1)!.name).toBe("Member01 Harlow");
    expect((await list(pastor, { page: 40 })).page).toBe(2);
    expect((await list(churchUser, { page: 2 })).items).toHaveLength(8);
  });

  it("sorts newest first and oldest first", async () => {
    expect((await names(siteadmin)).slice(0, 3)).toEqual(["Edna Secretworth", WALTER, "Hope Adams"]);
    expect((await names(siteadmin, { sort: "oldest" })).slice(0, 2)).toEqual(["Member01 Harlow", "Member02 Harlow"]);
    expect((await names(churchUser)).slice(0, 3)).toEqual(["Walter", "Hope", "Ruth"]);
  });

  it("shows the open, answered, closed and taken-down requests, and those waiting for review", async () => {
    const total = async (viewer: Viewer, filter: PrayerListFilter, q = "") => (await list(viewer, { filter, q })).total;
    for (const viewer of [churchUser, pastor]) {
      expect(await total(viewer, "answered")).toBe(5);
      expect(await total(viewer, "closed")).toBe(3);
      expect(await total(viewer, "withdrawn")).toBe(1);
      expect(await names(viewer, { filter: "review" })).toEqual(["Hope"].map((n) => (viewer.pastor ? "Hope Adams" : n)));
    }
    expect(await total(churchUser, "open")).toBe(49);
    expect(await total(pastor, "open")).toBe(50);
    expect(await total(pastor, "answered", "harvest")).toBe(5);
    expect(await total(pastor, "answered", "surgery")).toBe(0);
  });

  it("gives pastoral readers the new, the pastors-only and the please-contact requests, and other staff no such filter", async () => {
    expect(await names(pastor, { filter: "unread" })).toEqual(["Edna Secretworth", WALTER, "Hope Adams", "Ruth Núñez"]);
    expect(await names(siteadmin, { filter: "pastors" })).toEqual(["Edna Secretworth"]);
    expect(await names(siteadmin, { filter: "contact" })).toEqual(["Edna Secretworth"]);
    for (const viewer of TEAM_READERS) {
      for (const filter of ["unread", "pastors", "contact"] as const) {
        const found = await list(viewer, { filter });
        expect(found.total, `${viewer.role} ${filter}`).toBe(58);
        expect(found.items.some((r) => r.name.startsWith("Edna"))).toBe(false);
      }
    }
  });

  it("finds a request by stemmed words, without the accents, and with the websearch syntax", async () => {
    expect(await names(pastor, { q: "knee surgery" })).toEqual(["Ruth Núñez"]);
    expect(await names(pastor, { q: "healed knees surgeries" })).toEqual(["Ruth Núñez"]);
    expect(await names(churchUser, { q: "nunez" })).toEqual([]);
    expect(await names(pastor, { q: "nunez" })).toEqual(["Ruth Núñez"]);
    expect(await names(churchUser, { q: "ruth" })).toEqual(["Ruth"]);
    expect(await names(churchUser, { q: '"knee surgery"' })).toEqual(["Ruth"]);
    expect(await names(churchUser, { q: '"surgery knee"' })).toEqual([]);
    expect((await list(churchUser, { q: "harvest -festival" })).total).toBe(0);
    expect((await list(churchUser, { q: "pray -harvest" })).total).toBe(2);
    expect(await names(churchUser, { q: "surgery or job" })).toEqual(["Hope", "Ruth"]);
  });

  it("never lists, counts or finds a pastor-only request for staff who may not read it, nor finds a name they are not shown", async () => {
    for (const q of ["bankruptcy", "marriage", "private matter", "Edna", "Secretworth", "bankruptcy or harvest", "marriage | festival"]) {
      for (const viewer of TEAM_READERS) {
        const found = await list(viewer, { q });
        expect(found.items.some((r) => r.visibility === "pastors"), `${viewer.role}: ${q}`).toBe(false);
      }
    }
    for (const viewer of TEAM_READERS) {
      expect((await list(viewer, { q: "bankruptcy" })).total).toBe(0);
      expect((await list(viewer, { q: "Secretworth" })).total).toBe(0);
      expect((await list(viewer, { q: "bankruptcy or harvest" })).total).toBe(55);
      expect((await list(viewer)).total).toBe(58);
      // The team is shown first names only: a surname finds nothing, the first name finds the request.
      expect((await list(viewer, { q: "Greenleaf" })).total).toBe(0);
      expect((await list(viewer, { q: "Harlow" })).total).toBe(0);
      expect(await names(viewer, { q: "walter" })).toEqual(["Walter"]);
    }
    for (const viewer of PASTORAL_READERS) {
      expect(await names(viewer, { q: "bankruptcy" })).toEqual(["Edna Secretworth"]);
      expect(await names(viewer, { q: "Greenleaf" })).toEqual([WALTER]);
      expect((await list(viewer, { q: "bankruptcy or harvest" })).total).toBe(56);
    }
  });

  it("never fails on operators, SQL-looking or 1,000-character words: it finds nothing or what they say", async () => {
    for (const q of ["& | ! :*", "!!", "'); drop table prayer_requests; --", "a:* & (b", "x".repeat(1000), "surgery ".repeat(200), "<->", "\\"]) {
      for (const viewer of [churchUser, pastor]) {
        const found = await list(viewer, { q });
        expect(found.items.every((r) => r.name.startsWith("Ruth")), q.slice(0, 20)).toBe(true);
      }
    }
    expect((await list(pastor, { q: "& | ! :*" })).total).toBe(0);
    expect((await list(churchUser, { q: "surgery ".repeat(200) })).total).toBe(1);
    expect((await list(pastor)).total).toBe(59);
  });

  it("keeps prayer requests out of the public search index and searches through the table's own indexes", async () => {
    expect(await database.db.select().from(searchDocuments).where(sql`${searchDocuments.body} ilike '%surgery%' or ${searchDocuments.body} ilike '%bankruptcy%'`)).toEqual([]);
    const plan = async (words: ReturnType<typeof prayerRequestWords>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(sql`explain select id from ${prayerRequests} where ${words} @@ websearch_to_tsquery('steeple_search'::regconfig, ${"knee surgery"})`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        return explained.rows.map((r) => Object.values(r)[0]).join("\n");
      });
    expect(await plan(prayerRequestWords(prayerRequests))).toContain("prayer_requests_words_idx");
    expect(await plan(prayerTeamWords(prayerRequests))).toContain("prayer_requests_team_words_idx");
  });
});
