import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, churchStaff } from "../../../../server/db/schema.ts";
import { chunked, jpeg, pdf, png } from "../../../../server/testing/files.ts";
import { type UploadKind, uploadMessages } from "../../../../shared/upload-rules.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { uploads } from "../../../../shared/uploads.ts";
import { uploadAreaTestSite } from "../../../testing/image-uploads.ts";
import * as about from "../../site/about.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

type Member = { id: number; name: string; roleTitle: string; email: string | null; phone: string | null; image: string | null; version: string };

describe.each(testDatabaseKinds)("church staff admin on %s", (kind: TestDatabaseKind) => {
  const site = uploadAreaTestSite(kind);

  const staffDir = () => path.join(site.web.uploadsDir, "staff");
  const staffFiles = () => (existsSync(staffDir()) ? readdirSync(staffDir()).filter((f) => !f.startsWith(".")) : []);
  const onDisk = (fileName: string) => existsSync(path.join(staffDir(), fileName));
  /** A picture chosen in the form: staged as the person at the form, its token posted with the form. */
  async function staged(data: Buffer, role: "church" | "admin" = "church", kindOf: UploadKind = "image") {
    const result = await site.admin.services.uploads.stage({ kind: kindOf, body: chunked(data), originalName: "portrait.jpg", userId: (await site.admin.user(role)).id });
    if (!result.ok) throw new Error(result.error);
    return result.token;
  }
  const byName = async (name: string) => (await site.database.db.select().from(churchStaff).where(eq(churchStaff.name, name)))[0];
  const opened = async (id: number) => (await site.admin.load(edit, { path: `/admin/church-staff/edit/${id}`, params: { id: String(id) }, role: "church" })).data.item as Member;
  const save = (id: number, role: "church" | "admin", fields: Record<string, string>) =>
    site.admin.act(edit, { path: `/admin/church-staff/edit/${id}`, params: { id: String(id) }, role, fields });

  const valid = { name: "Grace Holloway", roleTitle: "Director of Music", email: "music@example.org", phone: "(919) 555-0177" };
  /** Adds a member through the form (the valid fields under another name, with any changes) and returns their row. */
  async function member(name: string, fields: Partial<Record<keyof typeof valid | "photo", string>> = {}, role: "church" | "admin" = "church") {
    const res = await site.admin.act(edit, { path: "/admin/church-staff/create-new", role, fields: { ...valid, ...fields, name } });
    expect(res.status).toBe(302);
    return (await byName(name))!;
  }

  it("adds a staff member with a photo: phone stored 3-3-4, photo at its public address, audited, on /about and /api", async () => {
    const photo = await staged(await jpeg(1200, 1200));
    const res = await site.admin.act(edit, { path: "/admin/church-staff/create-new", role: "church", fields: { ...valid, photo } });
    expect(res).toMatchObject({ status: 302, location: "/admin/church-staff?notice=created" });

    const row = await byName("Grace Holloway");
    expect(row).toMatchObject({ roleTitle: "Director of Music", email: "music@example.org", phone: "919-555-0177" });
    expect(row!.image).toMatch(/^[a-f0-9]{16}-[a-f0-9]{4}\.\w+$/);
    expect(onDisk(row!.image!)).toBe(true);
    const served = await site.web.get(uploads.staff(row!.image!), {});
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);

    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row!.id)));
    expect(line).toMatchObject({ action: "create", entity: "church-staff", detail: "Grace Holloway", userId: (await site.admin.user("church")).id });

    const page = (await site.admin.load(about, { path: "/about", role: null })).data.staff as { ok: true; data: Member[] };
    expect(page.data.find((m) => m.name === "Grace Holloway")).toMatchObject({ phone: "919-555-0177", image: row!.image });
    const api = (await (await site.web.get("/api/church-staff")).json()) as Array<{ name: string; image: string; phone: string }>;
    expect(api.find((m) => m.name === "Grace Holloway")).toMatchObject({ image: row!.image, phone: "919-555-0177" });
  });

  const listed = async () => (await site.admin.load(list, { path: "/admin/church-staff", role: "church" })).data.items as Member[];
  const reorder = (fields: Record<string, string>, role: "church" | "admin" = "church") => site.admin.act(list, { path: "/admin/church-staff", role, fields: { intent: "reorder", ...fields } });

  it("lists staff as the public pages order them: pastors first, then everyone else, a new member last in their group", async () => {
    await member("Hazel Dunn");
    await member("Ruth Ann Pickett", { roleTitle: "Office Administrator", email: "", phone: "" }, "admin");
    await member("Rev. Tom Ashby", { roleTitle: "Associate Pastor", email: "none", phone: "none" }, "admin");
    const items = await listed();
    const mine = ["Hazel Dunn", "Ruth Ann Pickett", "Rev. Tom Ashby"];
    expect(items.map((i) => i.name).filter((name) => mine.includes(name))).toEqual(["Rev. Tom Ashby", "Hazel Dunn", "Ruth Ann Pickett"]);
    const publicOrder = (await site.admin.services.churchStaff.list()).map((m) => m.name);
    expect(publicOrder).toEqual(items.map((i) => i.name));
    // Empty and "none" are stored as nothing, which the public cards hide.
    expect(await byName("Rev. Tom Ashby")).toMatchObject({ email: null, phone: null, image: null });
  });

  it("reorders one group at a time: the pastors stay first, positions are 1..n, the public list follows, audited; an order from an older page is refused", async () => {
    // Two of the others at least, so that moving the last one first changes the order whatever ran before.
    await member("Abel Finch");
    await member("Bea Marsh", { roleTitle: "Youth Director" });
    await member("Rev. Nora Vale", { roleTitle: "Senior Pastor" });
    const items = await listed();
    const pastors = items.filter((i) => /pastor/i.test(i.roleTitle)).map((i) => i.id);
    const others = items.filter((i) => !/pastor/i.test(i.roleTitle)).map((i) => i.id);
    const moved = [others.at(-1)!, ...others.slice(0, -1)];
    const res = await reorder({ group: "others", order: moved.join(","), version: others.join(",") });
    expect(res).toMatchObject({ status: 200, data: { order: moved } });
    expect((await listed()).map((i) => i.id)).toEqual([...pastors, ...moved]);
    expect((await site.admin.services.churchStaff.list()).map((m) => m.id)).toEqual([...pastors, ...moved]);
    const positions = (await site.database.db.select({ position: churchStaff.displayOrder }).from(churchStaff)).map((r) => r.position).sort((a, b) => a - b);
    expect(positions).toEqual(items.map((_, i) => i + 1));
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.detail, "Reordered the staff after the pastors"));
    expect(line).toMatchObject({ action: "update", entity: "church-staff" });
    // The same page again: its order is no longer the list's.
    expect((await reorder({ group: "others", order: others.join(","), version: others.join(",") }, "admin")).status).toBe(409);
    // A pastor cannot be moved among the others.
    expect((await reorder({ group: "others", order: [...moved.slice(1), pastors[0]!].join(","), version: moved.join(",") })).status).toBe(400);
    expect((await listed()).map((i) => i.id)).toEqual([...pastors, ...moved]);
  });

  it("refuses a form without name or role, with a bad e-mail or phone: 400 with one message per field, nothing stored", async () => {
    const before = await site.database.db.select().from(churchStaff);
    const res = await site.admin.act(edit, {
      path: "/admin/church-staff/create-new",
      role: "church",
      fields: { name: " ", roleTitle: "", email: "music at example", phone: "555-0177" },
    });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({
      name: "Please enter the person's name.",
      roleTitle: "Please enter their role, for example “Director of Music”.",
      email: "Please enter an e-mail address like name@example.org, or leave it empty.",
      phone: "Please enter a 10-digit phone number, like 919-555-0142, or leave it empty.",
    });
    expect(await site.database.db.select().from(churchStaff)).toHaveLength(before.length);
  });

  it("refuses a file that is not a picture: at upload, and when a PDF's token is posted as the photo", async () => {
    const asImage = await site.admin.services.uploads.stage({ kind: "image", body: chunked(await pdf()), originalName: "bulletin.jpg", userId: (await site.admin.user("church")).id });
    expect(asImage).toMatchObject({ ok: false, status: 415, error: uploadMessages.wrongType.image });

    const files = staffFiles();
    const token = await staged(await pdf(), "church", "pdf");
    const res = await site.admin.act(edit, { path: "/admin/church-staff/create-new", role: "church", fields: { ...valid, name: "Paper Person", photo: token } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ photo: uploadMessages.wrongPlace });
    expect(await byName("Paper Person")).toBeUndefined();
    expect(staffFiles()).toEqual(files);
  });

  it("replaces a photo: the new one is served, the old one (with its 640 px variant) is gone", async () => {
    const row = await member("Nell Harmon", { photo: await staged(await jpeg(1200, 1200)) });
    const old = row.image!;
    const variant = old.replace(/(\.\w+)$/, "-640$1");
    expect(onDisk(variant)).toBe(true);
    const photo = await staged(await png(900, 900));
    const res = await save(row.id, "church", { ...valid, name: "Nell Harmon", photo, version: (await opened(row.id)).version });
    expect(res).toMatchObject({ status: 302, location: "/admin/church-staff?notice=saved" });
    const after = (await byName("Nell Harmon"))!;
    expect(after.image).not.toBe(old);
    expect(onDisk(after.image!)).toBe(true);
    expect(onDisk(old)).toBe(false);
    expect(onDisk(variant)).toBe(false);
    expect((await site.web.get(uploads.staff(old), {})).status).toBe(404);
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.map((l) => l.detail)).toContain("Nell Harmon (new photo)");
  });

  it("keeps the photo when the form is saved without a new one, and removes it when asked", async () => {
    const row = await member("Lottie Vance", { photo: await staged(await jpeg(900, 900)) });
    await save(row.id, "church", { ...valid, name: "Lottie Vance", roleTitle: "Director of Music and Worship", version: (await opened(row.id)).version });
    const kept = (await byName("Lottie Vance"))!;
    expect(kept).toMatchObject({ roleTitle: "Director of Music and Worship", image: row.image });
    expect(onDisk(row.image!)).toBe(true);

    const res = await save(row.id, "church", { ...valid, name: "Lottie Vance", photoRemove: "1", version: (await opened(row.id)).version });
    expect(res.status).toBe(302);
    expect((await byName("Lottie Vance"))!.image).toBeNull();
    expect(onDisk(row.image!)).toBe(false);
  });

  it("refuses a stale edit (409) without overwriting, and leaves no file behind from the refused photo", async () => {
    const row = await member("Abel Frye");
    const fields = { ...valid, name: "Abel Frye" };
    const version = (await opened(row.id)).version;
    expect((await save(row.id, "admin", { ...fields, roleTitle: "Music Director", version })).status).toBe(302);
    const files = staffFiles();
    const photo = await staged(await jpeg(800, 800));
    const stale = await save(row.id, "church", { ...fields, roleTitle: "Choir Director (old tab)", photo, version });
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this staff member/);
    expect((await byName("Abel Frye"))!).toMatchObject({ roleTitle: "Music Director", image: null });
    expect(staffFiles()).toEqual(files);
    // The refused save did not use up the chosen photo: saved again on the current version, it is placed.
    const retry = await save(row.id, "church", { ...fields, roleTitle: "Music Director", photo, version: (await opened(row.id)).version });
    expect(retry.status).toBe(302);
    expect(onDisk((await byName("Abel Frye"))!.image!)).toBe(true);
  });

  it("removes the photo placed by a save that loses a race with another save", async () => {
    const row = await member("Cora Lindqvist", { photo: await staged(await jpeg(800, 800)) });
    const version = (await opened(row.id)).version;
    const before = row.image;
    const files = staffFiles();
    const photo = await staged(await jpeg(700, 700));
    // Another save lands between the version check and this save's transaction.
    const commit = site.admin.services.uploads.commit;
    const spy = vi.spyOn(site.admin.services.uploads, "commit").mockImplementationOnce(async (args) => {
      await site.database.db.update(churchStaff).set({ roleTitle: "Changed meanwhile", updatedAt: new Date("2026-11-21T16:00:00Z") }).where(eq(churchStaff.id, row.id));
      spy.mockRestore();
      return commit(args);
    });
    const res = await save(row.id, "church", { ...valid, name: "Cora Lindqvist", photo, version });
    expect(res.status).toBe(409);
    expect((await byName("Cora Lindqvist"))!).toMatchObject({ roleTitle: "Changed meanwhile", image: before });
    expect(staffFiles()).toEqual(files);
  });

  it("leaves no file behind when the database write fails", async () => {
    const files = staffFiles();
    const photo = await staged(await jpeg(800, 800));
    const spy = vi.spyOn(site.admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("the database went away"));
    await expect(site.admin.act(edit, { path: "/admin/church-staff/create-new", role: "church", fields: { ...valid, name: "Lost Write", photo } })).rejects.toThrow("the database went away");
    spy.mockRestore();
    expect(await byName("Lost Write")).toBeUndefined();
    expect(staffFiles()).toEqual(files);
  });

  it("deletes a member with their photo, and audits the delete", async () => {
    const row = await member("Marcus Bell", { roleTitle: "Youth Minister", photo: await staged(await jpeg(600, 600), "admin") }, "admin");
    expect(onDisk(row.image!)).toBe(true);
    const res = await site.admin.act(list, { path: "/admin/church-staff", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/church-staff?notice=deleted" });
    expect(await byName("Marcus Bell")).toBeUndefined();
    expect(onDisk(row.image!)).toBe(false);
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.find((l) => l.action === "delete")).toMatchObject({ entity: "church-staff", detail: "Marcus Bell" });
    expect((await site.admin.services.churchStaff.list()).map((m) => m.name)).not.toContain("Marcus Bell");
  });

  it("answers 404 for a member that does not exist: on the page, on save and on delete", async () => {
    expect((await site.admin.load(edit, { path: "/admin/church-staff/edit/99999", params: { id: "99999" }, role: "church" })).status).toBe(404);
    expect((await save(99999, "church", { ...valid, version: "2026-11-21T15:00:00.000Z" })).status).toBe(404);
    expect((await site.admin.act(list, { path: "/admin/church-staff", role: "church", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });

  it("lets in only the roles the permission table lists for church staff", async () => {
    expect(await site.admin.load(list, { path: "/admin/church-staff", role: "childcare" })).toMatchObject({ status: 302, location: "/" });
    expect(await site.admin.act(edit, { path: "/admin/church-staff/create-new", role: "childcare", fields: valid })).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.load(list, { path: "/admin/church-staff", role: "siteadmin" })).status).toBe(200);
    expect((await site.admin.act(edit, { path: "/admin/church-staff/create-new", role: "admin", fields: valid, csrf: "wrong" })).status).toBe(403);
  });
});
