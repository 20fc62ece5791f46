import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Schedule } from "../../shared/content/schedule.ts";
import { createChange } from "../admin/change.ts";
import { createAudit } from "../admin/audit.ts";
import { auditLog, contentRevisions, users } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import type { Database } from "../db/client.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { createContent } from "./content.ts";
import { seedFees, seedSchedule, seedSettings } from "./seed/site.ts";

describe.each(testDatabaseKinds)("content documents on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const clock = fixedClock("2026-11-21T15:00:00Z");
  let signals = 0;
  let content: ReturnType<typeof createContent>;
  let grace: number;
  let tom: number;
  let ada: number;

  const contentOver = (db: Database["db"]) =>
    createContent({ db, clock, change: createChange({ db, audit: createAudit({ db, clock }), refresh: async () => void signals++ }), timeZone: "America/New_York" });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    content = contentOver(database.db);
    [{ id: grace }, { id: tom }, { id: ada }] = await database.db
      .insert(users)
      .values([
        { name: "Grace Porter", username: "grace", passwordHash: "x", role: "church" },
        { name: "Tom Ellis", username: "tom", passwordHash: "x", role: "church" },
        { name: "Ada Moss", username: "ada", passwordHash: "x", role: "childcare" },
      ])
      .returning({ id: users.id }) as [{ id: number }, { id: number }, { id: number }];
  });
  beforeEach(() => clock.set("2026-11-21T15:00:00Z"));
  afterAll(() => database.drop());

  /** The schedule with Sunday worship at a new time. */
  const worshipAt = (schedule: Schedule, start: string, end: string): Schedule => ({
    entries: schedule.entries.map((e) => (e.id === "sunday-worship" ? { ...e, start, end } : e)),
  });
  const worshipRow = (schedule: Schedule) => schedule.entries.find((e) => e.id === "sunday-worship");
  /** Publishes the seed schedule with Sunday worship at another time, as Tom. */
  async function publishWorshipAt(start: string, end: string) {
    const doc = (await content.get("schedule"))!;
    const saved = await content.saveDraft({ key: "schedule", value: worshipAt(seedSchedule, start, end), version: doc.version, actor: tom });
    expect(saved.ok).toBe(true);
    expect(await content.publish({ key: "schedule", version: (saved as { value: { version: string } }).value.version, actor: tom })).toMatchObject({ ok: true });
  }

  it("starts from the seed on first read, with one revision per document", async () => {
    // First read is once per site: this test gets a site of its own.
    const site = await freshDatabase(kind);
    try {
      const fresh = contentOver(site.db);
      const snapshot = await fresh.snapshot();
      expect(snapshot.settings.churchName).toBe(seedSettings.churchName);
      expect(snapshot.schedule.entries.find((e) => e.id === "sunday-worship")).toMatchObject({ start: "10:00", end: "11:15" });
      expect(snapshot.fees).toEqual(seedFees);
      expect((await fresh.revisions("schedule")).map((r) => r.action)).toEqual(["seed"]);
      expect(await fresh.ensureSeeded()).toBe(0);
    } finally {
      await site.drop();
    }
  });

  it("keeps a draft out of the published site, shows it in a preview, and publishes it with a revision, an audit line and a cache signal", async () => {
    const doc = (await content.get("schedule"))!;
    const draft = worshipAt(doc.published as Schedule, "10:30", "11:45");
    const saved = await content.saveDraft({ key: "schedule", value: draft, version: doc.version, actor: grace });
    expect(saved.ok).toBe(true);
    expect((await content.snapshot()).schedule).toEqual(doc.published);
    expect(worshipRow((await content.withDrafts(["schedule"])).schedule)).toMatchObject({ start: "10:30" });

    const before = signals;
    clock.set("2026-11-21T15:05:00Z");
    const published = await content.publish({ key: "schedule", version: (saved as { value: { version: string } }).value.version, actor: grace });
    expect(published).toMatchObject({ ok: true, value: { scheduled: null } });
    expect(signals).toBe(before + 1);
    expect(worshipRow((await content.snapshot()).schedule)).toMatchObject({ start: "10:30", end: "11:45" });
    const [latest] = await content.revisions("schedule");
    expect(latest).toMatchObject({ action: "publish", author: "Grace Porter" });
    expect(latest!.summary).toMatch(/^Sunday Worship: every Sunday 10:30-11:45, .*on General Info and Worship Info/);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, "schedule")).orderBy(desc(auditLog.id)).limit(2);
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ["publish", grace],
      ["draft", grace],
    ]);
    expect((await content.get("schedule"))!.draft).toBeNull();
  });

  it("refuses a save or a publish over someone else's newer change, and says who", async () => {
    const doc = (await content.get("schedule"))!;
    const opened = doc.version;
    const first = await content.saveDraft({ key: "schedule", value: worshipAt(doc.published as Schedule, "09:00", "10:00"), version: opened, actor: tom });
    expect(first.ok).toBe(true);
    const second = await content.saveDraft({ key: "schedule", value: worshipAt(doc.published as Schedule, "08:00", "09:00"), version: opened, actor: grace });
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect((second as { error: string }).error).toMatch(/^Tom Ellis changed the weekly schedule/);
    const now = (await content.get("schedule"))!;
    const published = await content.publish({ key: "schedule", version: now.version, actor: tom });
    expect(published.ok).toBe(true);
    // Grace publishes from a tab opened before Tom's publish: refused, and nothing she had is published.
    const late = await content.publish({ key: "schedule", version: now.version, actor: grace });
    expect(late).toMatchObject({ ok: false, status: 409 });
    expect(worshipRow((await content.snapshot()).schedule)).toMatchObject({ start: "09:00" });
  });

  it("publishes a scheduled draft when its moment comes, and not before", async () => {
    const doc = (await content.get("childcare-fees"))!;
    const threeYear = async () => (await content.snapshot()).fees.weekly.find((f) => f.label === "3-year")!.cents;
    const now = await threeYear();
    const raised = { ...seedFees, weekly: seedFees.weekly.map((f) => (f.label === "3-year" ? { ...f, cents: 130_00 } : f)) };
    const saved = await content.saveDraft({ key: "childcare-fees", value: raised, version: doc.version, actor: ada });
    const version = (saved as { value: { version: string } }).value.version;
    const at = new Date("2026-12-01T05:00:00Z");
    expect(await content.publish({ key: "childcare-fees", version, actor: ada, at })).toMatchObject({ ok: true, value: { scheduled: at } });
    expect((await content.get("childcare-fees"))!.publishAt).toEqual(at);
    const [scheduled] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, "childcare-fees")).orderBy(desc(auditLog.id)).limit(1);
    // The church's wall clock, as staff read it (issue 30).
    expect(scheduled!.detail).toBe("Childcare fees: to be published Dec 1, 2026, 12:00 AM");
    expect(await content.publishDue()).toBe(0);
    expect(await threeYear()).toBe(now);
    clock.set("2026-12-01T05:00:00Z");
    expect(await content.publishDue()).toBe(1);
    expect(await threeYear()).toBe(130_00);
    expect((await content.revisions("childcare-fees"))[0]).toMatchObject({ action: "scheduled", author: "Ada Moss", summary: "3-year: $130 a week" });
    expect(await content.publishDue()).toBe(0);
  });

  it("keeps a scheduled draft whose author's account no longer exists, and records when it was due and why", async () => {
    const [sam] = await database.db.insert(users).values({ name: "Sam Reid", username: "sam", passwordHash: "x", role: "church" }).returning({ id: users.id });
    const doc = (await content.get("schedule"))!;
    const saved = await content.saveDraft({ key: "schedule", value: worshipAt(doc.published as Schedule, "07:00", "08:00"), version: doc.version, actor: sam!.id });
    const at = new Date("2026-12-06T12:00:00Z");
    expect(await content.publish({ key: "schedule", version: (saved as { value: { version: string } }).value.version, actor: sam!.id, at })).toMatchObject({ ok: true });
    await database.db.delete(users).where(eq(users.id, sam!.id));
    clock.set("2026-12-06T12:00:00Z");
    const signalsBefore = signals;
    expect(await content.publishDue()).toBe(0);
    expect(signals).toBe(signalsBefore);
    const after = (await content.get("schedule"))!;
    expect(after.published).toEqual(doc.published);
    expect(after).toMatchObject({ publishAt: null, refusedPublish: { dueAt: at, because: "the account that saved the draft no longer exists" } });
    expect(worshipRow(after.draft as Schedule)).toMatchObject({ start: "07:00" });
    // Discarding the draft ends the matter.
    expect(await content.discardDraft({ key: "schedule", version: after.version, actor: grace })).toMatchObject({ ok: true });
    expect((await content.get("schedule"))!.refusedPublish).toBeNull();
  });

  it("shows what a revision changed against today's value, and restores it as a new revision", async () => {
    await publishWorshipAt("08:30", "09:45");
    const revisions = await content.revisions("schedule");
    const seed = revisions.find((r) => r.action === "seed")!;
    const diff = (await content.diff({ key: "schedule", revisionId: seed.id }))!;
    expect(diff.lines).toEqual(
      expect.arrayContaining([
        { text: expect.stringMatching(/^Sunday Worship: every Sunday 10:00-11:15/), change: "removed" },
        { text: expect.stringMatching(/^Sunday Worship: every Sunday 8:30-9:45/), change: "added" },
        { text: expect.stringMatching(/^God's Big House: every Sunday 10:15-10:45/), change: "same" },
      ]),
    );
    const doc = (await content.get("schedule"))!;
    const restored = await content.restore({ key: "schedule", revisionId: seed.id, version: doc.version, actor: grace });
    expect(restored.ok).toBe(true);
    expect((await content.snapshot()).schedule).toEqual(seedSchedule);
    const [latest] = await content.revisions("schedule");
    expect(latest).toMatchObject({ action: "restore", author: "Grace Porter" });
    expect(latest!.summary).toMatch(/^Restored an earlier version: Sunday Worship: every Sunday 10:00-11:15/);
    expect(await database.db.select().from(contentRevisions).where(eq(contentRevisions.id, seed.id))).toHaveLength(1);
    const again = await content.restore({ key: "schedule", revisionId: seed.id, version: (await content.get("schedule"))!.version, actor: grace });
    expect(again).toMatchObject({ ok: false, status: 409, error: "That version is what the site shows now, so there is nothing to restore." });
  });

  it("restores and compares only the named document's own revisions, and refuses a version that is not a moment with 409", async () => {
    const schedule = (await content.get("schedule"))!;
    const settingsBefore = (await content.get("settings"))!;
    const settingsSeed = (await content.revisions("settings")).find((r) => r.action === "seed")!;
    const scheduleSeed = (await content.revisions("schedule")).find((r) => r.action === "seed")!;
    expect(await content.diff({ key: "schedule", revisionId: settingsSeed.id })).toBeNull();
    for (const version of [schedule.version, settingsBefore.version]) {
      expect(await content.restore({ key: "schedule", revisionId: settingsSeed.id, version, actor: grace })).toMatchObject({ ok: false, status: 404 });
    }
    expect(await content.get("settings")).toEqual(settingsBefore);
    for (const version of ["", "not-a-date", "2026-02-30T10:00:00.000Z"]) {
      expect(await content.saveDraft({ key: "schedule", value: seedSchedule, version, actor: grace })).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/reload the page/) });
      expect(await content.publish({ key: "schedule", version, actor: grace })).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/reload the page/) });
      expect(await content.discardDraft({ key: "schedule", version, actor: grace })).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/reload the page/) });
      expect(await content.restore({ key: "schedule", revisionId: scheduleSeed.id, version, actor: grace })).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/reload the page/) });
    }
    expect(await content.get("schedule")).toEqual(schedule);
  });

  it("refuses bad values with a message for each field, and saves nothing", async () => {
    const doc = (await content.get("settings"))!;
    const bad = {
      ...seedSettings,
      givingUrl: "javascript:alert(1)",
      social: [{ network: "facebook", url: "https://evil.example/page" }],
      officePhone: "555",
    };
    const refused = await content.saveDraft({ key: "settings", value: bad, version: doc.version, actor: grace });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        givingUrl: "The giving link: please enter a web address that starts with https://.",
        "social.0.url": 'That is not a Facebook address. Choose "Other" for another site (https only).',
        officePhone: "The office phone: please enter a 10-digit phone number, such as 919-555-0142.",
      },
    });
    const fees = (await content.get("childcare-fees"))!;
    for (const [amount, message] of [
      [-500, "The weekly fee cannot be negative."],
      [1e9, "The weekly fee looks too high: fees here are at most $2000 a week. Please check the amount."],
      [12.5, "The weekly fee: please enter an amount in dollars and cents."],
    ] as const) {
      const value = { ...seedFees, weekly: [{ label: "3-year", cents: amount, note: "" }] };
      expect(await content.saveDraft({ key: "childcare-fees", value, version: fees.version, actor: grace })).toMatchObject({ ok: false, fields: { "weekly.0.cents": message } });
    }
    expect((await content.get("settings"))!.draft).toBeNull();
    expect(await content.saveDraft({ key: "page:/no-such-page", value: {}, version: doc.version, actor: grace })).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses a schedule row whose last date is more than 5 years after its first date, or after today without one, and impossible dates (issue 29)", async () => {
    const doc = (await content.get("schedule"))!;
    const withRow = (row: Partial<Schedule["entries"][number]>): Schedule => ({ entries: seedSchedule.entries.map((e) => (e.id === "sunday-worship" ? { ...e, ...row } : e)) });
    const at = `entries.${seedSchedule.entries.findIndex((e) => e.id === "sunday-worship")}`;
    for (const [row, field, message] of [
      [{ startsOn: "2027-01-01", endsOn: "2032-01-02" }, "endsOn", "A series may run at most 5 years: please choose a last date on or before January 1, 2032."],
      // Today is 21 November 2026 here.
      [{ endsOn: "9999-12-31" }, "endsOn", "A series may run at most 5 years: please choose a last date on or before November 21, 2031."],
      [{ startsOn: "2026-13-45" }, "startsOn", "Please choose a date or leave it empty."],
      [{ endsOn: "2027-02-29" }, "endsOn", "Please choose a date or leave it empty."],
    ] as const) {
      const refused = await content.saveDraft({ key: "schedule", value: withRow(row), version: doc.version, actor: grace });
      expect(refused, JSON.stringify(row)).toMatchObject({ ok: false, status: 400, fields: { [`${at}.${field}`]: message } });
    }
    expect((await content.get("schedule"))!.draft).toBeNull();
    const saved = await content.saveDraft({ key: "schedule", value: withRow({ startsOn: "2027-01-01", endsOn: "2032-01-01" }), version: doc.version, actor: grace });
    expect(saved.ok).toBe(true);
    const later = await content.saveDraft({ key: "schedule", value: withRow({ startsOn: "", endsOn: "2031-11-21" }), version: (saved as { value: { version: string } }).value.version, actor: grace });
    expect(later.ok).toBe(true);
  });
});
