import { and, asc, eq } from "drizzle-orm";
import type { Role } from "../../../../shared/roles.ts";
import { describe, expect, it, vi } from "vitest";
import { auditLog, galleryImages } from "../../../../server/db/schema.ts";
import { png } from "../../../../server/testing/files.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { uploadAreaTestSite } from "../../../testing/image-uploads.ts";
import { GALLERY_AREAS, type GalleryArea } from "../../../../shared/areas.ts";
import { uploads } from "../../../../shared/uploads.ts";
import * as gallery from "./gallery.tsx";

describe.each(testDatabaseKinds)("ministry galleries admin on %s", (kind: TestDatabaseKind) => {
  const site = uploadAreaTestSite(kind);

  const act = (name: GalleryArea, fields: Record<string, string | string[]>, role: Role = "church") => site.admin.act(gallery, { path: `/admin/${name}`, role, fields });
  const page = async (name: GalleryArea) => (await site.admin.load(gallery, { path: `/admin/${name}`, role: "church" })).data as { gallery: string; images: { id: number; src: string; thumbnail: string }[] };
  const publicFiles = async (name: GalleryArea) => (await site.api<string[]>(`/api/${name}/images`)).body;
  const fileOf = (src: string) => decodeURIComponent(src.split("/").pop()!);
  /** A gallery's audit lines for one kind of change, oldest first. */
  const auditOf = (name: GalleryArea, action: "create" | "update" | "delete") =>
    site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, name), eq(auditLog.action, action))).orderBy(asc(auditLog.id));
  /** Pictures the test adds to a gallery itself, as church staff; they come back as the admin page lists them. */
  async function added(name: GalleryArea, count: number) {
    const before = new Set((await page(name)).images.map((i) => i.id));
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) tokens.push(await site.staged("church"));
    const res = await act(name, { intent: "add", images: tokens });
    if (res.data.added !== count) throw new Error(`could not add ${count} pictures to ${name}: ${res.status}`);
    return (await page(name)).images.filter((i) => !before.has(i.id));
  }

  it.each(GALLERY_AREAS)("one module serves /admin/%s: the address says which gallery", async (name) => {
    const data = await page(name);
    expect(data.gallery).toBe(name);
    // Exactly this gallery's pictures (none while nobody has added any), in their order.
    const rows = await site.database.db.select().from(galleryImages).where(eq(galleryImages.gallery, name)).orderBy(asc(galleryImages.position), asc(galleryImages.id));
    expect(data.images).toEqual(rows.map((r) => ({ id: r.id, src: uploads.gallery(name, r.fileName), thumbnail: uploads.galleryThumbnail(name, r.fileName), caption: r.caption })));
  });

  it.each(GALLERY_AREAS)("adds several pictures to %s with thumbnails and 640 px variants; the public list and /api show them at once", async (name) => {
    const before = await site.admin.services.galleries.files(name);
    const res = await act(name, { intent: "add", images: [await site.staged("church"), await site.staged("church", await png(900, 700))] });
    expect(res).toMatchObject({ status: 200, data: { added: 2 } });
    const files = await site.admin.services.galleries.files(name);
    const fresh = files.filter((f) => !before.includes(f));
    expect(fresh).toHaveLength(2);
    expect(files).toHaveLength(before.length + 2);
    expect(await publicFiles(name)).toEqual(files);
    for (const file of fresh) {
      const addresses = site.variants(uploads.gallery(name, file));
      expect(addresses[2]).toBe(uploads.galleryThumbnail(name, file));
      expect(await site.served(addresses)).toEqual([200, 200, 200]);
    }
    expect((await page(name)).images.map((i) => i.src)).toEqual(files.map((f) => uploads.gallery(name, f)));
    const line = (await auditOf(name, "create")).at(-1);
    expect(line).toMatchObject({ detail: "Added 2 pictures", userId: (await site.admin.user("church")).id });
  });

  it("keeps each gallery's pictures to itself", async () => {
    await added("holidays", 2);
    await added("september-club", 1);
    const holidays = await site.admin.services.galleries.files("holidays");
    const september = await site.admin.services.galleries.files("september-club");
    expect(holidays.filter((f) => september.includes(f))).toEqual([]);
    // The holidays folder holds the holidays pictures with their 640 px variants, and nothing else.
    const withVariants = holidays.flatMap((f) => [f, f.replace(/(\.[a-z0-9]+)$/i, "-640$1")]);
    expect(site.filesIn("holidays").filter((f) => !f.startsWith("thumbnails"))).toEqual(withVariants.sort());
  });

  it("adds new pictures after the ones already there", async () => {
    await added("holidays", 2);
    const before = await publicFiles("holidays");
    await act("holidays", { intent: "add", images: [await site.staged("admin")] }, "admin");
    const after = await publicFiles("holidays");
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
  });

  it("refuses an add with no finished upload, and a token that is not the person's own, storing nothing", async () => {
    const before = await publicFiles("holidays");
    const empty = await act("holidays", { intent: "add" });
    expect(empty.status).toBe(400);
    expect(empty.data.fields).toEqual({ images: "Please choose at least one picture and wait until it has uploaded." });
    const someoneElses = await act("holidays", { intent: "add", images: [await site.staged("admin")] }, "church");
    expect(someoneElses.status).toBe(400);
    expect(someoneElses.data.fields).toEqual({ images: "That upload has expired. Please choose the file again." });
    expect(await publicFiles("holidays")).toEqual(before);
  });

  /** The gallery's ids in order and the version a page opened now would send. */
  const opened = async (name: GalleryArea) => {
    const ids = (await page(name)).images.map((i) => i.id);
    return { ids, version: ids.join(",") };
  };
  const positions = async (name: GalleryArea) =>
    (await site.database.db.select({ position: galleryImages.position }).from(galleryImages).where(eq(galleryImages.gallery, name)).orderBy(asc(galleryImages.position))).map((r) => r.position);

  it("takes a whole new order (a drag or a move button): positions 1..n, the public order follows, audited", async () => {
    await added("holidays", 3);
    const { ids, version } = await opened("holidays");
    const filesBefore = await publicFiles("holidays");
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    const res = await act("holidays", { intent: "reorder", order: order.join(","), version });
    expect(res).toMatchObject({ status: 200, data: { order } });
    expect((await page("holidays")).images.map((i) => i.id)).toEqual(order);
    expect(await publicFiles("holidays")).toEqual([filesBefore.at(-1), ...filesBefore.slice(0, -1)]);
    // Written 1..n: no two pictures share a place.
    expect(await positions("holidays")).toEqual(order.map((_, i) => i + 1));
    expect((await auditOf("holidays", "update")).at(-1)).toMatchObject({ detail: `Reordered ${order.length} pictures` });
  });

  it("refuses an order made from an older order (409) or one that leaves out, repeats or borrows a picture (400), changing nothing", async () => {
    await added("holidays", 2);
    const [other] = await added("september-club", 1);
    const { ids, version } = await opened("holidays");
    const reversed = [...ids].reverse();
    expect((await act("holidays", { intent: "reorder", order: reversed.join(","), version: ids.slice(1).join(",") })).status).toBe(409);
    expect((await act("holidays", { intent: "reorder", order: ids.slice(1).join(","), version })).status).toBe(400);
    expect((await act("holidays", { intent: "reorder", order: [...ids.slice(1), other!.id].join(","), version })).status).toBe(400);
    const twice = await act("holidays", { intent: "reorder", order: [ids[0], ...ids].join(","), version });
    expect(twice).toMatchObject({ status: 400, data: { error: "The new order names an item twice. Please reload the page and try again." } });
    expect((await act("holidays", { intent: "reorder", order: "1;2", version })).status).toBe(400);
    expect((await opened("holidays")).ids).toEqual(ids);
  });

  it("of two people reordering from the same page, the second is refused instead of undoing the first", async () => {
    await added("common-grounds", 3);
    const { ids, version } = await opened("common-grounds");
    const first = [...ids].reverse();
    const second = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const [a, b] = await Promise.all([
      act("common-grounds", { intent: "reorder", order: first.join(","), version }),
      act("common-grounds", { intent: "reorder", order: second.join(","), version }, "admin"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await opened("common-grounds")).ids).toEqual(a.status === 200 ? first : second);
    expect(await positions("common-grounds")).toEqual(ids.map((_, i) => i + 1));
  });

  it("puts new pictures first when asked, in the order they were chosen", async () => {
    await added("first-responders", 2);
    const before = (await opened("first-responders")).ids;
    const res = await act("first-responders", { intent: "add", placement: "first", images: [await site.staged("church"), await site.staged("church")] });
    expect(res).toMatchObject({ status: 200, data: { added: 2 } });
    const after = (await opened("first-responders")).ids;
    expect(after.slice(2)).toEqual(before);
    expect(after.slice(0, 2).every((id) => !before.includes(id))).toBe(true);
    expect(after[0]! < after[1]!).toBe(true);
    expect(await positions("first-responders")).toEqual(after.map((_, i) => i + 1));
    expect((await auditOf("first-responders", "create")).at(-1)).toMatchObject({ detail: "Added 2 pictures at the start" });
    expect((await act("first-responders", { intent: "add", placement: "middle", images: [await site.staged("church")] })).status).toBe(400);
  });

  it("the database refuses two pictures at one place in a gallery", async () => {
    const [picture] = await added("september-club", 2);
    const rows = await site.database.db.select().from(galleryImages).where(eq(galleryImages.gallery, "september-club"));
    const taken = rows.find((r) => r.id !== picture!.id)!.position;
    await expect(site.database.db.update(galleryImages).set({ position: taken }).where(eq(galleryImages.id, picture!.id))).rejects.toThrow();
  });

  it("captions a picture: shown on the public gallery, trimmed, cleared with an empty caption, refused when too long", async () => {
    const [picture] = await added("holidays", 1);
    const res = await act("holidays", { intent: "caption", id: String(picture!.id), caption: "  Advent wreath lighting " });
    expect(res).toMatchObject({ status: 200, data: { captioned: picture!.id } });
    const file = fileOf(picture!.src);
    expect((await site.admin.services.galleries.pictures("holidays")).find((p) => p.fileName === file)).toEqual({ fileName: file, caption: "Advent wreath lighting" });
    expect((await auditOf("holidays", "update")).at(-1)).toMatchObject({ entityId: String(picture!.id), detail: "Caption: Advent wreath lighting" });
    const long = await act("holidays", { intent: "caption", id: String(picture!.id), caption: "x".repeat(201) });
    expect(long).toMatchObject({ status: 400, data: { fields: { caption: "Please keep the caption to 200 characters." } } });
    await act("holidays", { intent: "caption", id: String(picture!.id), caption: "" });
    expect((await site.admin.services.galleries.pictures("holidays")).find((p) => p.fileName === file)?.caption).toBe("");
    const [other] = await added("september-club", 1);
    expect((await act("holidays", { intent: "caption", id: String(other!.id), caption: "Not here" })).status).toBe(404);
  });

  it("removes one picture: row, picture, variant and thumbnail gone, the public list without it, audited", async () => {
    const [first] = await added("holidays", 1);
    const fileName = fileOf(first!.src);
    const res = await act("holidays", { intent: "delete", id: String(first!.id) });
    expect(res).toMatchObject({ status: 302, location: "/admin/holidays?notice=removed" });
    expect(await publicFiles("holidays")).not.toContain(fileName);
    expect(await site.served(site.variants(uploads.gallery("holidays", fileName)))).toEqual([404, 404, 404]);
    expect(await site.database.db.select().from(galleryImages).where(eq(galleryImages.id, first!.id))).toHaveLength(0);
    const line = (await auditOf("holidays", "delete")).at(-1);
    expect(line).toMatchObject({ entityId: String(first!.id), detail: "Removed a picture" });
  });

  it("answers 404 for a picture that is not (or no longer) in the gallery, and removes nothing of another gallery", async () => {
    const [other] = await added("common-grounds", 1);
    expect((await act("holidays", { intent: "delete", id: String(other!.id) })).status).toBe(404);
    expect((await page("common-grounds")).images.map((i) => i.id)).toContain(other!.id);
    expect((await act("holidays", { intent: "delete", id: "999999" })).status).toBe(404);
  });

  it("leaves no file when the database write fails", async () => {
    const before = site.filesIn("first-responders");
    const listed = await publicFiles("first-responders");
    const tokens = [await site.staged("church"), await site.staged("church")];
    const spy = vi.spyOn(site.admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    await expect(act("first-responders", { intent: "add", images: tokens })).rejects.toThrow("database went away");
    spy.mockRestore();
    expect(site.filesIn("first-responders")).toEqual(before);
    expect(await publicFiles("first-responders")).toEqual(listed);
  });

  it("keeps out roles the permission table does not list and forms without the security token; an unknown gallery is not found", async () => {
    expect(await act("holidays", { intent: "reorder", order: "1", version: "1" }, "childcare")).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.load(gallery, { path: "/admin/holidays", role: null })).location).toMatch(/^\/login\?redirectTo=/);
    expect((await site.admin.act(gallery, { path: "/admin/holidays", role: "admin", fields: { intent: "add" }, csrf: "wrong" })).status).toBe(403);
    expect((await site.admin.load(gallery, { path: "/admin/bake-sale", role: "admin" })).status).toBe(404);
  });
});
