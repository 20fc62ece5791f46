import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, pastServices } from "../../../../server/db/schema.ts";
import { publicApi } from "../../../../server/http/api.ts";
import { chunked, jpeg, mp4, pdf } from "../../../../server/testing/files.ts";
import type { UploadKind } from "../../../../shared/upload-rules.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as publicDetail from "../../site/past-service.tsx";
import * as publicList from "../../site/past-services.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

describe.each(testDatabaseKinds)("past services admin on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  let uploadsDir: string;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-past-services-"));
    admin = adminHarness(database, { uploadsDir });
  });
  afterAll(() => database.drop());

  const onDisk = (url: string) => path.join(uploadsDir, decodeURIComponent(url.replace(/^\/uploads\//, "")));
  const folder = (id: number) => path.join(uploadsDir, "past-services", String(id));
  /** The services' folders of files (none until a service has a file). */
  const folders = () => (existsSync(path.join(uploadsDir, "past-services")) ? readdirSync(path.join(uploadsDir, "past-services")).sort() : []);
  const filesOf = (id: number) => (existsSync(folder(id)) ? readdirSync(folder(id)) : []);
  const api = async (address: string) => {
    const res = await publicApi(admin.services).request(address);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  async function staged(kind: UploadKind, data: Buffer, role: "church" | "admin" = "church") {
    const result = await admin.services.uploads.stage({ kind, body: chunked(data), originalName: `file.${kind}`, userId: (await admin.user(role)).id });
    if (!result.ok) throw new Error(result.error);
    return result.token;
  }
  const rowOf = async (serviceType: string) => (await database.db.select().from(pastServices).where(eq(pastServices.serviceType, serviceType)))[0]!;
  const opened = async (id: number) =>
    (await admin.load(edit, { path: `/admin/past-sessions/edit/${id}`, params: { id: String(id) }, role: "church" })).data.item as { version: string; videoUrl: string | null; bulletinUrl: string | null };
  const save = (id: number, fields: Record<string, string>, role: "church" | "admin" = "church") =>
    admin.act(edit, { path: `/admin/past-sessions/edit/${id}`, params: { id: String(id) }, role, fields });

  const valid = { serviceDate: "2026-11-15", serviceType: "Sunday Worship", description: "Pastor Ellen on Luke 17: the one who came back to say thank you.", videoLink: "https://www.youtube.com/watch?v=abc123XYZ" };
  /** Adds a service through the form (the valid fields for another type of service, with any changes) and returns its row. */
  async function service(serviceType: string, fields: Record<string, string> = {}) {
    expect((await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, ...fields, serviceType } })).status).toBe(302);
    return rowOf(serviceType);
  }
  const withFiles = async () => ({ video: await staged("video", mp4()), bulletin: await staged("pdf", pdf()) });

  it("creates a service with a link, a video file and a bulletin: files at their public addresses, audited, on the public pages and in /api", async () => {
    const video = await staged("video", mp4());
    const bulletin = await staged("pdf", pdf());
    const res = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, video, bulletin } });
    expect(res).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=created" });

    const row = await rowOf("Sunday Worship");
    expect(row.videoFileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.mp4$/);
    expect(row.bulletinFileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.pdf$/);
    expect(filesOf(row.id).sort()).toEqual([row.videoFileName, row.bulletinFileName].sort());
    expect(readFileSync(path.join(folder(row.id), row.bulletinFileName!)).subarray(0, 5).toString()).toBe("%PDF-");

    const item = await opened(row.id);
    expect(item.bulletinUrl).toBe(`/uploads/past-services/${row.id}/${row.bulletinFileName}`);
    expect(existsSync(onDisk(item.bulletinUrl!))).toBe(true);
    expect(existsSync(onDisk(item.videoUrl!))).toBe(true);

    const { status, body } = await api(`/past-services/${row.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: row.id,
      service_date: "2026-11-15",
      service_type: "Sunday Worship",
      description: valid.description,
      video_link: "https://www.youtube.com/watch?v=abc123XYZ",
      video_file_name: row.videoFileName,
      bulletin_file_name: row.bulletinFileName,
    });

    const detail = await admin.load(publicDetail, { path: `/past-session/${row.id}`, params: { id: String(row.id) }, role: null });
    expect(detail.data.service).toMatchObject({
      serviceType: "Sunday Worship",
      video: { kind: "embed", src: "https://www.youtube.com/embed/abc123XYZ" },
      bulletin: `/uploads/past-services/${row.id}/${row.bulletinFileName}`,
    });
    const listed = (await admin.load(publicList, { path: "/past-sessions", role: null })).data.services as Array<{ id: number }>;
    expect(listed.map((s) => s.id)).toContain(row.id);

    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(line).toMatchObject({ action: "create", entity: "past-sessions", detail: "Sunday Worship, 2026-11-15", userId: (await admin.user("church")).id });
  });

  it('stores no link and no files as absent, which /api reports as "none"', async () => {
    const res = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "admin", fields: { serviceDate: "2026-10-04", serviceType: "World Communion Sunday", description: "", videoLink: "" } });
    expect(res.status).toBe(302);
    const row = await rowOf("World Communion Sunday");
    expect(row).toMatchObject({ videoLink: null, videoFileName: null, bulletinFileName: null });
    const { body } = await api(`/past-services/${row.id}`);
    expect(body).toMatchObject({ video_link: "none", video_file_name: "none", bulletin_file_name: "none" });
    const detail = await admin.load(publicDetail, { path: `/past-session/${row.id}`, params: { id: String(row.id) }, role: null });
    expect(detail.data.service).toMatchObject({ video: { kind: "none" }, bulletin: null });
  });

  it("lists services newest first", async () => {
    const mine = [await service("Harvest Home", { serviceDate: "2026-09-27" }), await service("Advent Lessons and Carols", { serviceDate: "2026-12-06" }), await service("Palm Sunday", { serviceDate: "2026-03-29" })];
    const items = ((await admin.load(list, { path: "/admin/past-sessions", role: "church" })).data as { list: { items: Array<{ id: number; serviceDate: string }> } }).list.items;
    expect(items.filter((i) => mine.some((m) => m.id === i.id)).map((i) => i.serviceDate)).toEqual(["2026-12-06", "2026-09-27", "2026-03-29"]);
  });

  it("keeps the list's place in the address: a search, a filter, an order and a page", async () => {
    const harvest = await service("Harvest Festival", { serviceDate: "2026-10-04", sermonTitle: "Sowing in tears", passages: "Psalm 126" });
    type Loaded = { place: unknown; list: { total: number; page: number; items: Array<{ id: number }> }; series: unknown[] };
    const load = async (path: string) => (await admin.load(list, { path, role: "church" })).data as Loaded;
    const found = await load("/admin/past-sessions?q=psalm+126&show=no-audio&sort=oldest&page=2");
    expect(found.place).toEqual({ q: "psalm 126", sort: "oldest", filter: "no-audio", page: 2 });
    expect(found.list).toMatchObject({ total: 1, page: 1, items: [{ id: harvest.id }] });
    expect((await load("/admin/past-sessions?q=psalm+126&show=audio")).list.total).toBe(0);
    expect((await load("/admin/past-sessions?sort=title&show=series-no-such-series")).place).toEqual({ q: "", sort: "newest", filter: null, page: 1 });
  });

  it("rebuilds an embed code from an allowed player as a clean iframe, for the public page and /api alike", async () => {
    const embed = '<iframe width="560" height="315" style="border:0" frameborder="0" onload="alert(1)" src="https://www.youtube.com/embed/xyz789?si=Ab&amp;start=30" title="YouTube video player" allowfullscreen></iframe>';
    const res = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, serviceType: "Christmas Eve", serviceDate: "2025-12-24", videoLink: embed } });
    expect(res.status).toBe(302);
    const row = await rowOf("Christmas Eve");
    expect(row.videoLink).toBe('<iframe src="https://www.youtube.com/embed/xyz789?si=Ab&amp;start=30" allowfullscreen></iframe>');
    expect((await api(`/past-services/${row.id}`)).body.video_link).toBe(row.videoLink);
    const detail = await admin.load(publicDetail, { path: `/past-session/${row.id}`, params: { id: String(row.id) }, role: null });
    expect(detail.data.service).toMatchObject({ video: { kind: "embed", src: "https://www.youtube.com/embed/xyz789?si=Ab&start=30" } });
  });

  it.each([
    ["a script", "<script>alert(1)</script>", /Please paste only the embed code/],
    ["an iframe from an unknown site", '<iframe src="https://evil.example/player"></iframe>', /from a video site our pages cannot show/],
    ["an iframe with something after it", '<iframe src="https://www.youtube.com/embed/a"></iframe><img src=x onerror=alert(1)>', /Please paste only the embed code/],
    ["a javascript: address", "javascript:alert(1)", /Please paste the video's web address/],
    ["words", "see the Facebook page", /Please paste the video's web address/],
  ])("refuses %s as the video with a message for staff, storing nothing", async (_what, videoLink, message) => {
    const before = await database.db.select().from(pastServices);
    const res = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, videoLink } });
    expect(res.status).toBe(400);
    expect(res.data.fields?.videoLink).toMatch(message);
    expect(await database.db.select().from(pastServices)).toHaveLength(before.length);
  });

  it("refuses a missing date and type with a message per field", async () => {
    const res = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { serviceDate: "2026-02-30", serviceType: " ", description: "", videoLink: "" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ serviceDate: "Please choose the date of the service.", serviceType: "Please say what kind of service it was, such as Sunday Worship." });
  });

  it("refuses the wrong kind of file for a field, placing nothing", async () => {
    await expect(admin.services.uploads.stage({ kind: "pdf", body: chunked(await jpeg(40, 30)), originalName: "bulletin.pdf", userId: (await admin.user("church")).id })).resolves.toMatchObject({ ok: false, status: 415 });
    const before = await database.db.select().from(pastServices);
    const picture = await staged("image", await jpeg(40, 30));
    const asBulletin = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, serviceType: "Wrong file", bulletin: picture } });
    expect(asBulletin.status).toBe(400);
    expect(asBulletin.data.fields?.bulletin).toBe("That kind of file cannot be used here. Please choose a file of the kind named under the field.");
    const bulletinAsVideo = await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, serviceType: "Wrong file", video: await staged("pdf", pdf()) } });
    expect(bulletinAsVideo.status).toBe(400);
    expect(bulletinAsVideo.data.fields?.video).toMatch(/not a video we can use/);
    expect(await database.db.select().from(pastServices)).toHaveLength(before.length);
    for (const id of folders()) expect((await database.db.select().from(pastServices).where(eq(pastServices.id, Number(id))))).toHaveLength(1);
  });

  it("replaces the bulletin and removes the video file: the old files are gone, /api says none", async () => {
    const row = await service("Thanksgiving Eve", await withFiles());
    const item = await opened(row.id);
    const newBulletin = await staged("pdf", pdf());
    const res = await save(row.id, { ...valid, serviceType: "Thanksgiving Eve", description: "Pastor Ellen on gratitude.", bulletin: newBulletin, videoRemove: "1", version: item.version });
    expect(res).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=saved" });
    const after = await rowOf("Thanksgiving Eve");
    expect(after.videoFileName).toBeNull();
    expect(after.bulletinFileName).not.toBe(row.bulletinFileName);
    expect(filesOf(row.id)).toEqual([after.bulletinFileName]);
    expect(existsSync(onDisk(item.videoUrl!))).toBe(false);
    expect(existsSync(onDisk(item.bulletinUrl!))).toBe(false);
    const { body } = await api(`/past-services/${row.id}`);
    expect(body).toMatchObject({ description: "Pastor Ellen on gratitude.", video_file_name: "none", bulletin_file_name: after.bulletinFileName });
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.map((l) => l.action)).toEqual(["create", "update"]);
  });

  it("removes the bulletin when asked, keeping the rest", async () => {
    const row = await service("Reformation Sunday", { bulletin: await staged("pdf", pdf()) });
    const res = await save(row.id, { ...valid, serviceType: "Reformation Sunday", bulletinRemove: "1", version: (await opened(row.id)).version });
    expect(res.status).toBe(302);
    expect((await rowOf("Reformation Sunday")).bulletinFileName).toBeNull();
    expect(filesOf(row.id)).toEqual([]);
  });

  it("refuses a stale edit without overwriting, and keeps the staged file usable", async () => {
    const row = await service("Evening Prayer");
    const fields = { ...valid, serviceType: "Evening Prayer" };
    const { version } = await opened(row.id);
    expect((await save(row.id, { ...fields, description: "Saved first.", version }, "admin")).status).toBe(302);
    const bulletin = await staged("pdf", pdf());
    const stale = await save(row.id, { ...fields, description: "From an old tab.", bulletin, version });
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this service/);
    expect((await rowOf("Evening Prayer")).description).toBe("Saved first.");
    expect(filesOf(row.id)).toEqual([]);
    const retried = await save(row.id, { ...fields, description: "After reloading.", bulletin, version: (await opened(row.id)).version });
    expect(retried.status).toBe(302);
    expect(filesOf(row.id)).toHaveLength(1);
  });

  it("leaves no file and no row when the database write fails", async () => {
    const before = await database.db.select().from(pastServices);
    const foldersBefore = folders();
    const video = await staged("video", mp4());
    const bulletin = await staged("pdf", pdf());
    const spy = vi.spyOn(admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    try {
      await expect(admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { ...valid, serviceType: "Lost service", video, bulletin } })).rejects.toThrow("database went away");
    } finally {
      spy.mockRestore();
    }
    expect(await database.db.select().from(pastServices)).toHaveLength(before.length);
    expect(folders()).toEqual(foldersBefore);

    const row = await service("Midweek Lenten Service", { bulletin: await staged("pdf", pdf()) });
    const kept = row.bulletinFileName;
    const replacement = await staged("pdf", pdf());
    const editSpy = vi.spyOn(admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    try {
      await expect(save(row.id, { ...valid, serviceType: "Midweek Lenten Service", bulletin: replacement, version: (await opened(row.id)).version })).rejects.toThrow("database went away");
    } finally {
      editSpy.mockRestore();
    }
    expect((await rowOf("Midweek Lenten Service")).bulletinFileName).toBe(kept);
    expect(filesOf(row.id)).toEqual([kept]);
  });

  it("deletes a service with its folder of files, and audits the delete", async () => {
    const row = await service("Homecoming Sunday", { serviceDate: "2026-10-18", ...(await withFiles()) });
    expect(filesOf(row.id).length).toBeGreaterThan(0);
    const res = await admin.act(list, { path: "/admin/past-sessions", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=deleted" });
    expect(await database.db.select().from(pastServices).where(eq(pastServices.id, row.id))).toHaveLength(0);
    expect(existsSync(folder(row.id))).toBe(false);
    expect((await api(`/past-services/${row.id}`)).status).toBe(404);
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.at(-1)).toMatchObject({ action: "delete", entity: "past-sessions", detail: "Homecoming Sunday, 2026-10-18" });
  });

  it("answers 404 for a service that does not exist, on the page, on save and on delete", async () => {
    expect((await admin.load(edit, { path: "/admin/past-sessions/edit/99999", params: { id: "99999" }, role: "church" })).status).toBe(404);
    expect((await save(99999, { ...valid, version: "2026-11-21T15:00:00.000Z" })).status).toBe(404);
    expect((await admin.act(list, { path: "/admin/past-sessions", role: "church", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });

  describe("adding a service with the date and type of one already listed", () => {
    const create = (fields: Record<string, string>) => admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields });
    const countOf = async (serviceDate: string) => (await database.db.select().from(pastServices).where(eq(pastServices.serviceDate, serviceDate))).length;

    it("asks first (409 with the question and what was typed), storing nothing, then saves once confirmed", async () => {
      const first = await service("Harvest Sunday", { serviceDate: "2011-10-02" });
      const typed = { ...valid, serviceDate: "2011-10-02", serviceType: "  harvest SUNDAY ", description: "The second recording." };
      const asked = await create(typed);
      expect(asked.status).toBe(409);
      expect(asked.data).toEqual({
        confirm: {
          question: "A Harvest Sunday service on Sunday, October 2, 2011 is already listed. Save this one as well?",
          safe: { href: `/admin/past-sessions/edit/${first.id}`, label: "Open the existing service" },
          confirmLabel: "Save it anyway",
        },
        values: typed,
      });
      expect(await countOf("2011-10-02")).toBe(1);

      const confirmed = await create({ ...typed, confirmed: "yes" });
      expect(confirmed).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=created" });
      expect(await countOf("2011-10-02")).toBe(2);
    });

    it("adds at once another type on the same date, or the same type on another date", async () => {
      await service("Youth Sunday", { serviceDate: "2011-09-04" });
      expect((await create({ ...valid, serviceDate: "2011-09-04", serviceType: "Youth Sunday Evening" })).status).toBe(302);
      expect((await create({ ...valid, serviceDate: "2011-09-11", serviceType: "Youth Sunday" })).status).toBe(302);
    });

    it("does not ask when an existing service is edited", async () => {
      const row = await service("Blessing of the Animals", { serviceDate: "2011-10-09" });
      const { version } = await opened(row.id);
      expect((await save(row.id, { ...valid, serviceDate: "2011-10-09", serviceType: "Blessing of the Animals", description: "Dogs and cats.", version })).status).toBe(302);
    });
  });

  it("keeps out the childcare role and forms without the security token", async () => {
    expect(await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "childcare", fields: valid })).toMatchObject({ status: 302, location: "/" });
    expect((await admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: valid, csrf: "wrong" })).status).toBe(403);
  });
});
