import { existsSync, readdirSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { announcements, auditLog, missionTrips } from "../../../../server/db/schema.ts";
import { chunked, diskRoot, png } from "../../../../server/testing/files.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

describe.each(testDatabaseKinds)("announcements admin on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  const valid = { subject: "Bake sale", announcement: "<p>Pies <strong>and</strong> cakes</p><script>alert(1)</script>", publishOn: "", expirationDate: "" };
  const bySubject = async (subject: string) => (await site.database.db.select().from(announcements).where(eq(announcements.subject, subject)))[0];
  /** Adds an announcement through the form (the valid fields under another subject, with any changes) and returns its row. */
  async function announcement(subject: string, fields: Record<string, string> = {}) {
    expect((await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "admin", fields: { ...valid, ...fields, subject } })).status).toBe(302);
    return (await bySubject(subject))!;
  }

  it("creates an announcement, sanitises its body, audits it and shows it on the public list", async () => {
    const res = await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "church", fields: valid });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/announcements?notice=created");
    const [row] = await site.database.db.select().from(announcements).where(eq(announcements.subject, "Bake sale"));
    expect(row!.announcement).toBe("<p>Pies <strong>and</strong> cakes</p>");
    const publicList = await site.admin.services.announcements.publicView();
    expect(publicList.map((a) => a.subject)).toContain("Bake sale");
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row!.id)));
    expect(line).toMatchObject({ action: "create", entity: "announcements", detail: "Bake sale", userId: (await site.admin.user("church")).id });
  });

  it("refuses an empty subject and body with a message per field, storing nothing", async () => {
    const before = await site.database.db.select().from(announcements);
    const res = await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "admin", fields: { subject: " ", announcement: "", expires: "on", expirationDate: "" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ subject: "Please enter a subject.", announcement: "Please write the announcement.", expirationDate: "Please choose the date the announcement expires." });
    expect(await site.database.db.select().from(announcements)).toHaveLength(before.length);
  });

  it("schedules an announcement: hidden from the public until its publish date", async () => {
    const res = await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "admin", fields: { ...valid, subject: "Advent wreaths", publishOn: "2026-11-29" } });
    expect(res.status).toBe(302);
    expect((await site.admin.services.announcements.publicView()).map((a) => a.subject)).not.toContain("Advent wreaths");
    const items = ((await site.admin.load(list, { path: "/admin/announcements", role: "admin" })).data.list as { items: { subject: string; state: string }[] }).items;
    expect(items.find((i) => i.subject === "Advent wreaths")?.state).toBe("scheduled");
  });

  it("edits with the version it was opened with, and refuses a stale edit without overwriting", async () => {
    const row = await announcement("Coat drive");
    const opened = (await site.admin.load(edit, { path: `/admin/announcements/edit/${row.id}`, params: { id: String(row.id) }, role: "admin" })).data.item as { version: string };
    const first = await site.admin.act(edit, { path: `/admin/announcements/edit/${row.id}`, params: { id: String(row.id) }, role: "admin", fields: { ...valid, subject: "Coat drive moved", version: opened.version } });
    expect(first.status).toBe(302);
    const second = await site.admin.act(edit, { path: `/admin/announcements/edit/${row.id}`, params: { id: String(row.id) }, role: "church", fields: { ...valid, subject: "Coat drive (old tab)", version: opened.version } });
    expect(second.status).toBe(409);
    expect(second.data.error).toMatch(/Someone else saved this announcement/);
    const [after] = await site.database.db.select().from(announcements).where(eq(announcements.id, row.id));
    expect(after!.subject).toBe("Coat drive moved");
  });

  it("answers a version that is not a moment with 409 and saves nothing (issue 29)", async () => {
    const row = await announcement("Bake sale");
    for (const version of ["not-a-date", "2026-02-30T09:00:00.000Z", "+010000-01-01T00:00:00.000Z"]) {
      const res = await site.admin.act(edit, { path: `/admin/announcements/edit/${row.id}`, params: { id: String(row.id) }, role: "admin", fields: { ...valid, subject: "Bake sale moved", version } });
      expect(res.status, version).toBe(409);
      expect(res.data.error).toMatch(/reload the page/);
    }
    const [after] = await site.database.db.select().from(announcements).where(eq(announcements.id, row.id));
    expect(after!.subject).toBe("Bake sale");
  });

  it("expires: an announcement past its expiration date leaves the public list at once", async () => {
    await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "admin", fields: { ...valid, subject: "Harvest supper", expires: "on", expirationDate: "2026-11-20" } });
    expect((await site.admin.services.announcements.publicView()).map((a) => a.subject)).not.toContain("Harvest supper");
  });

  it("deletes from the list and audits the delete", async () => {
    const row = await announcement("Choir robes", { expires: "on", expirationDate: "2026-11-20" });
    const res = await site.admin.act(list, { path: "/admin/announcements", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/announcements?notice=deleted" });
    expect(await site.database.db.select().from(announcements).where(eq(announcements.id, row.id))).toHaveLength(0);
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.action, "delete"));
    expect(lines.map((l) => l.detail)).toContain("Choir robes");
  });

  it("removes rich-text pictures no stored text names any more, once they are a day old", async () => {
    const { uploads } = site.admin.services;
    const userId = (await site.admin.user("church")).id;
    const placePicture = async () => {
      const staged = await uploads.stage({ kind: "image", body: chunked(await png(900, 500)), originalName: "board.png", userId });
      if (!staged.ok) throw new Error(staged.error);
      return (await uploads.placeContentImage({ token: staged.token, userId })).url;
    };
    const contentDir = path.join(diskRoot(uploads.store), "content");
    const baseOf = (url: string) => path.basename(url, ".webp");
    const filesOf = (url: string) => readdirSync(contentDir).filter((name) => name.startsWith(baseOf(url)));
    const ageAll = async () => {
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
      for (const name of readdirSync(contentDir)) await utimes(path.join(contentDir, name), twoDaysAgo, twoDaysAgo);
    };
    const used = await placePicture();
    const takenOut = await placePicture();
    const inStory = await placePicture();
    await site.database.db.insert(missionTrips).values({ location: "Haiti", tripDate: "2025-06-01", story: `<p><img src="${inStory}" alt="The school"></p>` });
    const res = await site.admin.act(edit, {
      path: "/admin/announcements/create-new",
      role: "church",
      fields: { ...valid, subject: "New bulletin board", announcement: `<p>Come and see it.</p><p><img src="${used}" alt="The new board"></p>` },
    });
    expect(res.status).toBe(302);
    expect(filesOf(used).length).toBeGreaterThanOrEqual(2); // the picture and its 640 px variant

    // A picture placed today stays even though no saved text names it yet: its text may still be open in the editor.
    await site.admin.services.sweepUploads();
    expect(filesOf(takenOut).length).toBeGreaterThan(0);

    await ageAll();
    await site.admin.services.sweepUploads();
    expect(filesOf(used).length).toBeGreaterThanOrEqual(2);
    expect(filesOf(inStory).length).toBeGreaterThanOrEqual(2); // a trip story names it
    expect(filesOf(takenOut)).toEqual([]);

    const [row] = await site.database.db.select().from(announcements).where(eq(announcements.subject, "New bulletin board"));
    await site.admin.act(list, { path: "/admin/announcements", role: "church", fields: { intent: "delete", id: String(row!.id) } });
    await site.admin.services.sweepUploads();
    expect(filesOf(used)).toEqual([]);
    expect(existsSync(contentDir)).toBe(true);
  });

  it("keeps out roles the permission table does not list, and forms without the security token", async () => {
    const childcare = await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "childcare", fields: valid });
    expect(childcare).toMatchObject({ status: 302, location: "/" });
    const anonymous = await site.admin.load(list, { path: "/admin/announcements", role: null });
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    const forged = await site.admin.act(edit, { path: "/admin/announcements/create-new", role: "admin", fields: valid, csrf: "wrong" });
    expect(forged.status).toBe(403);
  });

  it("answers 404 for an announcement that does not exist", async () => {
    const res = await site.admin.load(edit, { path: "/admin/announcements/edit/99999", params: { id: "99999" }, role: "admin" });
    expect(res.status).toBe(404);
  });
});
