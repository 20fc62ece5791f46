import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, versesOfTheDay } from "../../../../server/db/schema.ts";
import { CONTENT_CHANGED } from "../../../../server/services.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { testHttpApp } from "../../../../server/testing/http.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

type Item = { id: number; verseText: string; scriptureLocation: string; isActive: boolean; version: string };

describe.each(testDatabaseKinds)("verse of the day admin on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  const items = async () => (await site.admin.load(list, { path: "/admin/verse-of-the-day", role: "church" })).data.items as Item[];
  const byLocation = async (location: string) => (await items()).find((v) => v.scriptureLocation === location)!;
  const activeRows = async () => site.database.db.select().from(versesOfTheDay).where(eq(versesOfTheDay.isActive, true));
  const publicVerse = async () => {
    const res = await testHttpApp(site.database).get("/api/active-verse-of-the-day");
    return { status: res.status, body: (await res.json()) as unknown };
  };
  /** A verse of the test's own, made through the form by church staff (made active at once when asked), as the list shows it. */
  async function newVerse(scriptureLocation: string, { verseText = `The words of ${scriptureLocation}.`, active = false } = {}) {
    const res = await site.admin.act(edit, { path: "/admin/verse-of-the-day/create-new", role: "church", fields: { verseText, scriptureLocation, ...(active ? { makeActive: "on" } : {}) } });
    if (res.status !== 302) throw new Error(`could not create ${scriptureLocation}: ${res.status}`);
    return byLocation(scriptureLocation);
  }

  it("shows John 3:16 on the home page while there is no verse, and /api says there is none", async () => {
    // Other tests' verses may be stored; this one is about a site without any.
    await site.database.db.delete(versesOfTheDay);
    expect(await site.admin.services.verse.forHero()).toMatchObject({ scriptureLocation: "John 3:16" });
    expect((await publicVerse()).status).toBe(404);
    const res = await site.admin.load(list, { path: "/admin/verse-of-the-day", role: "church" });
    expect(res.data).toMatchObject({ items: [], fallback: "John 3:16" });
  });

  it("creates a verse made active at once, audits it and shows it on the home page and /api", async () => {
    const before = site.admin.changes.length;
    const res = await site.admin.act(edit, {
      path: "/admin/verse-of-the-day/create-new",
      role: "church",
      fields: { verseText: "Rejoice in the Lord always: and again I say, Rejoice.", scriptureLocation: "Philippians 4:4", makeActive: "on" },
    });
    expect(res).toMatchObject({ status: 302, location: "/admin/verse-of-the-day?notice=created" });
    const item = await byLocation("Philippians 4:4");
    expect(item.isActive).toBe(true);
    const [line] = await site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "verse-of-the-day"), eq(auditLog.entityId, String(item.id))));
    expect(line).toMatchObject({ action: "create", detail: "Philippians 4:4 (made active)", userId: (await site.admin.user("church")).id });
    expect(site.admin.changes.slice(before)).toEqual([CONTENT_CHANGED]);
    expect(await site.admin.services.verse.forHero()).toEqual({ verseText: "Rejoice in the Lord always: and again I say, Rejoice.", scriptureLocation: "Philippians 4:4" });
    expect(await publicVerse()).toEqual({ status: 200, body: { verse_text: "Rejoice in the Lord always: and again I say, Rejoice.", scripture_location: "Philippians 4:4" } });
  });

  it("creates a verse without making it active: the home page keeps the active one", async () => {
    await newVerse("Psalm 118:24", { active: true });
    const res = await site.admin.act(edit, { path: "/admin/verse-of-the-day/create-new", role: "admin", fields: { verseText: "Be still, and know that I am God.", scriptureLocation: "Psalm 46:10" } });
    expect(res.status).toBe(302);
    expect((await byLocation("Psalm 46:10")).isActive).toBe(false);
    expect((await site.admin.services.verse.forHero()).scriptureLocation).toBe("Psalm 118:24");
  });

  it("Make active switches the one active verse in one step, lists it first and audits it", async () => {
    await newVerse("Psalm 23:1", { active: true });
    const isaiah = await newVerse("Isaiah 40:31", { verseText: "They that wait upon the Lord shall renew their strength." });
    const res = await site.admin.act(list, { path: "/admin/verse-of-the-day", role: "church", fields: { intent: "activate", id: String(isaiah.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/verse-of-the-day?notice=activated" });
    const rows = await activeRows();
    expect(rows.map((r) => r.scriptureLocation)).toEqual(["Isaiah 40:31"]);
    expect((await items())[0]).toMatchObject({ scriptureLocation: "Isaiah 40:31", isActive: true });
    expect((await site.admin.services.verse.forHero()).scriptureLocation).toBe("Isaiah 40:31");
    expect((await publicVerse()).body).toEqual({ verse_text: "They that wait upon the Lord shall renew their strength.", scripture_location: "Isaiah 40:31" });
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(isaiah.id)));
    expect(lines.map((l) => l.detail)).toContain("Made active: Isaiah 40:31");
  });

  it("leaves exactly one verse active when several switches run at the same time", async () => {
    const ids = [(await newVerse("Micah 6:8")).id, (await newVerse("Romans 12:12")).id, (await newVerse("Lamentations 3:22")).id];
    const actor = (await site.admin.user("admin")).id;
    await Promise.all(ids.flatMap((id) => [site.admin.services.verse.makeActive(id, actor), site.admin.services.verse.makeActive(id, actor)]));
    expect(await activeRows()).toHaveLength(1);
  });

  it("ticking Make active on the edit page switches too; an unticked save leaves the active verse alone", async () => {
    await newVerse("Psalm 46:1", { active: true });
    const phil = await newVerse("Philippians 4:13");
    const path = `/admin/verse-of-the-day/edit/${phil.id}`;
    const saved = await site.admin.act(edit, { path, params: { id: String(phil.id) }, role: "church", fields: { verseText: phil.verseText, scriptureLocation: "Philippians 4:13 (KJV)", version: phil.version } });
    expect(saved).toMatchObject({ status: 302, location: "/admin/verse-of-the-day?notice=saved" });
    expect((await site.admin.services.verse.forHero()).scriptureLocation).toBe("Psalm 46:1");
    const reopened = await byLocation("Philippians 4:13 (KJV)");
    const activated = await site.admin.act(edit, { path, params: { id: String(phil.id) }, role: "church", fields: { verseText: phil.verseText, scriptureLocation: "Philippians 4:13", version: reopened.version, makeActive: "on" } });
    expect(activated.status).toBe(302);
    expect((await activeRows()).map((r) => r.id)).toEqual([phil.id]);
  });

  it("refuses an empty verse and location with a message per field, storing nothing", async () => {
    const before = await site.database.db.select().from(versesOfTheDay);
    const res = await site.admin.act(edit, { path: "/admin/verse-of-the-day/create-new", role: "church", fields: { verseText: " ", scriptureLocation: "", makeActive: "on" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ verseText: "Please enter the words of the verse.", scriptureLocation: "Please enter where the verse is found, for example John 3:16." });
    expect(await site.database.db.select().from(versesOfTheDay)).toEqual(before);
  });

  it("refuses a stale edit without overwriting, and answers 404 for a verse that does not exist", async () => {
    const psalm = await newVerse("Psalm 37:7", { verseText: "Rest in the Lord, and wait patiently for him.", active: true });
    const path = `/admin/verse-of-the-day/edit/${psalm.id}`;
    const first = await site.admin.act(edit, { path, params: { id: String(psalm.id) }, role: "church", fields: { verseText: "Rest in the Lord, and wait patiently for him: fret not thyself.", scriptureLocation: "Psalm 37:7", version: psalm.version } });
    expect(first.status).toBe(302);
    const second = await site.admin.act(edit, { path, params: { id: String(psalm.id) }, role: "admin", fields: { verseText: "Old tab", scriptureLocation: "Psalm 37:7", version: psalm.version } });
    expect(second.status).toBe(409);
    expect(second.data.error).toMatch(/Someone else saved this verse/);
    expect((await byLocation("Psalm 37:7")).verseText).toMatch(/fret not thyself/);

    expect((await site.admin.load(edit, { path: "/admin/verse-of-the-day/edit/99999", params: { id: "99999" }, role: "church" })).status).toBe(404);
    const missing = await site.admin.act(list, { path: "/admin/verse-of-the-day", role: "church", fields: { intent: "activate", id: "99999" } });
    expect(missing.status).toBe(404);
    expect((await activeRows()).map((r) => r.id)).toEqual([psalm.id]);
  });

  it("deleting the active verse brings back John 3:16 on the home page; the delete is audited", async () => {
    const active = await newVerse("Psalm 121:1", { active: true });
    const res = await site.admin.act(list, { path: "/admin/verse-of-the-day", role: "church", fields: { intent: "delete", id: String(active.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/verse-of-the-day?notice=deleted" });
    expect(await activeRows()).toHaveLength(0);
    expect((await site.admin.services.verse.forHero()).scriptureLocation).toBe("John 3:16");
    expect((await publicVerse()).status).toBe(404);
    const [line] = await site.database.db.select().from(auditLog).where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, String(active.id))));
    expect(line!.detail).toBe(`${active.scriptureLocation} (was active)`);
  });

  it("keeps out the childcare role and forms without the security token", async () => {
    const verse = await newVerse("Proverbs 3:5");
    const activeBefore = (await activeRows()).map((r) => r.id);
    expect(await site.admin.act(list, { path: "/admin/verse-of-the-day", role: "childcare", fields: { intent: "activate", id: String(verse.id) } })).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.act(list, { path: "/admin/verse-of-the-day", role: "church", fields: { intent: "activate", id: String(verse.id) }, csrf: "wrong" })).status).toBe(403);
    expect((await activeRows()).map((r) => r.id)).toEqual(activeBefore);
    expect((await byLocation("Proverbs 3:5")).isActive).toBe(false);
  });
});
