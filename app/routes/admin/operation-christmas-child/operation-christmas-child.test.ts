import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, occHighlights } from "../../../../server/db/schema.ts";
import { publicApi } from "../../../../server/http/api.ts";
import { chunked, jpeg, pdf, png } from "../../../../server/testing/files.ts";
import type { UploadKind } from "../../../../shared/upload-rules.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as publicPage from "../../site/operation-christmas-child.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

describe.each(testDatabaseKinds)("Operation Christmas Child admin on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  let uploadsDir: string;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-occ-"));
    admin = adminHarness(database, { uploadsDir });
  });
  afterAll(() => database.drop());

  const occDir = () => path.join(uploadsDir, "operation-christmas-child");
  const files = () => (existsSync(occDir()) ? readdirSync(occDir()).sort() : []);
  const onDisk = (url: string) => path.join(uploadsDir, decodeURIComponent(url.replace(/^\/uploads\//, "")));
  async function staged(kind: UploadKind, data: Buffer) {
    const result = await admin.services.uploads.stage({ kind, body: chunked(data), originalName: "boxes.jpg", userId: (await admin.user("church")).id });
    if (!result.ok) throw new Error(result.error);
    return result.token;
  }
  const rowOf = async (year: number) => (await database.db.select().from(occHighlights).where(eq(occHighlights.occYear, year)))[0]!;
  const opened = async (id: number) =>
    (await admin.load(edit, { path: `/admin/operation-christmas-child/edit/${id}`, params: { id: String(id) }, role: "church" })).data.item as { version: string; imageUrl: string | null };
  const save = (id: number, fields: Record<string, string>) => admin.act(edit, { path: `/admin/operation-christmas-child/edit/${id}`, params: { id: String(id) }, role: "church", fields });
  const apiList = async () => (await (await publicApi(admin.services).request("/operation-christmas-child")).json()) as Array<Record<string, unknown>>;

  const valid = { occYear: "2025", boxesFilled: "1,248", description: "The youth group packed boxes after worship and the quilters added hand-sewn bags." };
  /** A highlight of the test's own for a year, made through the form by church staff, with a small picture when asked. */
  async function newHighlight(year: number, { boxesFilled = "500", description = `The boxes of ${year}.`, picture = false } = {}) {
    const image = picture ? await staged("image", await jpeg(40, 30)) : "";
    const res = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { occYear: String(year), boxesFilled, description, image } });
    if (res.status !== 302) throw new Error(`could not create the ${year} highlight: ${res.status}`);
    return rowOf(year);
  }

  it("creates a highlight with a picture: re-encoded at its public address, audited, on the public page and in /api", async () => {
    const image = await staged("image", await jpeg(2400, 1600));
    const res = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { ...valid, image } });
    expect(res).toMatchObject({ status: 302, location: "/admin/operation-christmas-child?notice=created" });
    const row = await rowOf(2025);
    expect(row).toMatchObject({ boxesFilled: 1248, description: valid.description });
    expect(row.imageFileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
    const { imageUrl } = await opened(row.id);
    expect(imageUrl).toBe(`/uploads/operation-christmas-child/${row.imageFileName}`);
    expect((await sharp(onDisk(imageUrl!)).metadata()).format).toBe("webp");

    expect(await apiList()).toContainEqual({ id: row.id, occ_year: 2025, boxes_filled: 1248, description: valid.description, image_file_name: row.imageFileName });
    const page = await admin.load(publicPage, { path: "/operation-christmas-child", role: null });
    expect(page.data.highlights as Array<{ occYear: number; imageFileName: string | null }>).toContainEqual(expect.objectContaining({ occYear: 2025, imageFileName: row.imageFileName }));

    const [line] = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, "operation-christmas-child"), eq(auditLog.entityId, String(row.id))));
    expect(line).toMatchObject({ action: "create", entityId: String(row.id), detail: "2025: 1248 boxes", userId: (await admin.user("church")).id });
  });

  it("lists highlights latest year first", async () => {
    await newHighlight(2015, { boxesFilled: "1,020" });
    await newHighlight(2013, { boxesFilled: "0", description: "Collection week was snowed out; boxes went with Bethel UMC." });
    await newHighlight(2014, { boxesFilled: "960", description: "A record year for the September Club." });
    const ours = (year: unknown) => [2013, 2014, 2015].includes(year as number);
    const items = (await admin.load(list, { path: "/admin/operation-christmas-child", role: "church" })).data.items as Array<{ occYear: number }>;
    expect(items.map((i) => i.occYear).filter(ours)).toEqual([2015, 2014, 2013]);
    expect((await apiList()).map((h) => h.occ_year).filter(ours)).toEqual([2015, 2014, 2013]);
  });

  it("refuses a bad year, count and empty description with a message per field, storing nothing", async () => {
    const before = await database.db.select().from(occHighlights);
    const res = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { occYear: "25", boxesFilled: "12.5", description: " " } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({
      occYear: "Please enter the year as four digits, such as 2025.",
      boxesFilled: "Please enter the number of boxes as a whole number, such as 148.",
      description: "Please write a few words about this year's collection.",
    });
    const old = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { ...valid, occYear: "1950", boxesFilled: "-3" } });
    expect(old.data.fields).toEqual({ occYear: "Please enter a year from 1993 to next year.", boxesFilled: "Please enter the number of boxes as a whole number, such as 148." });
    expect(await database.db.select().from(occHighlights)).toHaveLength(before.length);
  });

  it("refuses a file that is not a picture, placing nothing", async () => {
    await expect(admin.services.uploads.stage({ kind: "image", body: chunked(pdf()), originalName: "boxes.jpg", userId: (await admin.user("church")).id })).resolves.toMatchObject({ ok: false, status: 415 });
    const before = files();
    const res = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { ...valid, occYear: "2022", image: await staged("pdf", pdf()) } });
    expect(res.status).toBe(400);
    expect(res.data.fields?.image).toBe("That kind of file cannot be used here. Please choose a file of the kind named under the field.");
    expect(files()).toEqual(before);
    const expired = await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { ...valid, occYear: "2022", image: "not-a-real-upload-token" } });
    expect(expired.data.fields?.image).toBe("That upload has expired. Please choose the file again.");
    expect(await database.db.select().from(occHighlights).where(eq(occHighlights.occYear, 2022))).toHaveLength(0);
  });

  it("replaces the picture (the old one is gone) and then removes it", async () => {
    const row = await newHighlight(2019, { picture: true });
    const first = await opened(row.id);
    const res = await save(row.id, { ...valid, occYear: "2019", boxesFilled: "1250", image: await staged("image", await png(900, 600)), version: first.version });
    expect(res).toMatchObject({ status: 302, location: "/admin/operation-christmas-child?notice=saved" });
    const second = await opened(row.id);
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(existsSync(onDisk(first.imageUrl!))).toBe(false);
    expect(existsSync(onDisk(first.imageUrl!.replace(/\.webp$/, "-640.webp")))).toBe(false);
    expect(existsSync(onDisk(second.imageUrl!))).toBe(true);
    expect((await apiList()).find((h) => h.id === row.id)).toMatchObject({ boxes_filled: 1250 });

    expect((await save(row.id, { ...valid, occYear: "2019", boxesFilled: "1250", imageRemove: "1", version: second.version })).status).toBe(302);
    expect((await rowOf(2019)).imageFileName).toBeNull();
    expect(existsSync(onDisk(second.imageUrl!))).toBe(false);
    expect((await apiList()).find((h) => h.id === row.id)).toMatchObject({ image_file_name: null });
  });

  it("refuses a stale edit without overwriting or placing the new picture", async () => {
    const row = await newHighlight(2016, { boxesFilled: "960" });
    const { version } = await opened(row.id);
    expect((await save(row.id, { occYear: "2016", boxesFilled: "961", description: "Counted again.", version })).status).toBe(302);
    const before = files();
    const stale = await save(row.id, { occYear: "2016", boxesFilled: "5", description: "Old tab.", image: await staged("image", await jpeg(40, 30)), version });
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this highlight/);
    expect(await rowOf(2016)).toMatchObject({ boxesFilled: 961, description: "Counted again." });
    expect(files()).toEqual(before);
  });

  it("leaves no picture when the database write fails", async () => {
    const before = files();
    const image = await staged("image", await jpeg(40, 30));
    const spy = vi.spyOn(admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    try {
      await expect(admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "church", fields: { ...valid, occYear: "2021", image } })).rejects.toThrow("database went away");
    } finally {
      spy.mockRestore();
    }
    expect(await database.db.select().from(occHighlights).where(eq(occHighlights.occYear, 2021))).toHaveLength(0);
    expect(files()).toEqual(before);
  });

  it("deletes a highlight with its picture, and audits the delete", async () => {
    const row = await newHighlight(2017, { boxesFilled: "961", picture: true });
    const { imageUrl } = await opened(row.id);
    expect(existsSync(onDisk(imageUrl!))).toBe(true);
    const listed = (await apiList()).map((h) => h.id);
    const res = await admin.act(list, { path: "/admin/operation-christmas-child", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/operation-christmas-child?notice=deleted" });
    expect(await database.db.select().from(occHighlights).where(eq(occHighlights.id, row.id))).toHaveLength(0);
    expect(existsSync(onDisk(imageUrl!))).toBe(false);
    expect((await apiList()).map((h) => h.id)).toEqual(listed.filter((id) => id !== row.id));
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "delete"));
    expect(lines.map((l) => l.detail)).toContain("2017: 961 boxes");
  });

  it("answers 404 for a highlight that does not exist", async () => {
    expect((await admin.load(edit, { path: "/admin/operation-christmas-child/edit/99999", params: { id: "99999" }, role: "church" })).status).toBe(404);
    expect((await save(99999, { ...valid, version: "2026-11-21T15:00:00.000Z" })).status).toBe(404);
    expect((await admin.act(list, { path: "/admin/operation-christmas-child", role: "church", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });

  it("keeps out the childcare role", async () => {
    expect(await admin.act(edit, { path: "/admin/operation-christmas-child/create-new", role: "childcare", fields: valid })).toMatchObject({ status: 302, location: "/" });
  });
});
