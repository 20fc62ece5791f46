import { and, asc, eq } from "drizzle-orm";
import type { Role } from "../../../../shared/roles.ts";
import { describe, expect, it, vi } from "vitest";
import { auditLog, missionTripImages, missionTrips } from "../../../../server/db/schema.ts";
import { chunked, pdf } from "../../../../server/testing/files.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { uploadAreaTestSite } from "../../../testing/image-uploads.ts";
import { tripFolder, uploads } from "../../../../shared/uploads.ts";
import * as edit from "./edit.tsx";
import * as images from "./images.tsx";
import * as list from "./list.tsx";

type ApiTrip = { location: string; trip_date: string; story: string; image: string | null };

describe.each(testDatabaseKinds)("mission trips admin on %s", (kind: TestDatabaseKind) => {
  const site = uploadAreaTestSite(kind);

  const valid = { location: "Biloxi, Mississippi", tripDate: "2025-06-14", description: "Rebuilding homes after the storm.", story: "<p>We <strong>built</strong> porches.</p><script>alert(1)</script>", image: "" };
  const tripRow = async (location: string) => (await site.database.db.select().from(missionTrips).where(eq(missionTrips.location, location)))[0]!;
  const opened = async (id: number) => (await site.admin.load(edit, { path: `/admin/mission-trips/edit/${id}`, params: { id: String(id) }, role: "admin" })).data.trip as { version: string; imageCount: number };
  const save = (id: number, fields: Record<string, string>, role: Role = "church") =>
    site.admin.act(edit, { path: `/admin/mission-trips/edit/${id}`, params: { id: String(id) }, role, fields });
  const pictures = (id: number, fields: Record<string, string | string[]>, role: Role = "church") =>
    site.admin.act(images, { path: `/admin/mission-trips/${id}/images`, params: { id: String(id) }, role, fields });
  const galleryOf = async (id: number) => (await site.api<{ location: string; files: string[] }>(`/api/mission-trips/${id}/images`)).body;
  /** A trip's audit lines, oldest first. */
  const auditOf = (id: number) =>
    site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "mission-trips"), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
  /** Pictures chosen in the form by church staff, uploaded and waiting to be placed. */
  async function stagedPictures(count: number) {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) tokens.push(await site.staged("church"));
    return tokens;
  }
  /** A trip of the test's own, made through the form by church staff, with a main picture and gallery pictures when asked. */
  async function newTrip(location: string, { tripDate = valid.tripDate, image = false, pictures: count = 0 }: { tripDate?: string; image?: boolean; pictures?: number } = {}) {
    const created = await site.admin.act(edit, { path: "/admin/mission-trips/create-new", role: "church", fields: { ...valid, location, tripDate, image: image ? await site.staged("church") : "" } });
    if (created.status !== 302) throw new Error(`could not create the trip to ${location}: ${created.status}`);
    const trip = await tripRow(location);
    if (count) {
      const added = await pictures(trip.id, { intent: "add", images: await stagedPictures(count) });
      if (added.data.added !== count) throw new Error(`could not add ${count} pictures to ${location}: ${added.status}`);
    }
    return trip;
  }

  it("creates a trip with a main picture: story sanitised, picture and variants at their public addresses, audited, on the public list and /api", async () => {
    const res = await site.admin.act(edit, { path: "/admin/mission-trips/create-new", role: "church", fields: { ...valid, image: await site.staged("church") } });
    expect(res).toMatchObject({ status: 302, location: "/admin/mission-trips?notice=created" });
    const row = await tripRow("Biloxi, Mississippi");
    expect(row.story).toBe("<p>We <strong>built</strong> porches.</p>");
    expect(row.image).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
    const addresses = site.variants(uploads.trip(row.location, row.image!));
    expect(addresses[0]).toBe(`/uploads/mission-trips/biloxi__mississippi/${row.image}`);
    expect(await site.served(addresses)).toEqual([200, 200, 200]);
    expect((await site.admin.services.trips.list()).map((t) => t.location)).toContain("Biloxi, Mississippi");
    const api = await site.api<ApiTrip>(`/api/mission-trips/${row.id}`);
    expect(api.body).toMatchObject({ location: "Biloxi, Mississippi", trip_date: "2025-06-14", image: row.image });
    const [line] = await auditOf(row.id);
    expect(line).toMatchObject({ action: "create", entity: "mission-trips", detail: "Biloxi, Mississippi", userId: (await site.admin.user("church")).id });
  });

  it("lists trips newest first with their picture counts", async () => {
    await newTrip("Puerto Rico", { tripDate: "2023-03-04", pictures: 1 });
    await newTrip("Eastern Kentucky", { tripDate: "2024-08-03" });
    const { trips } = (await site.admin.load(list, { path: "/admin/mission-trips", role: "church" })).data as { trips: { location: string; imageCount: number }[] };
    const ours = trips.filter((t) => ["Puerto Rico", "Eastern Kentucky"].includes(t.location));
    expect(ours.map((t) => [t.location, t.imageCount])).toEqual([
      ["Eastern Kentucky", 0],
      ["Puerto Rico", 1],
    ]);
  });

  it("refuses a form without location or a valid date with a message per field, storing nothing", async () => {
    const before = await site.database.db.select().from(missionTrips);
    const res = await site.admin.act(edit, { path: "/admin/mission-trips/create-new", role: "admin", fields: { location: " ", tripDate: "2025-02-30", story: "" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ location: "Please enter where the trip went.", tripDate: "Please choose the date of the trip." });
    const symbols = await site.admin.act(edit, { path: "/admin/mission-trips/create-new", role: "admin", fields: { ...valid, location: "???" } });
    expect(symbols.data.fields).toEqual({ location: "Please include at least one letter or number in the location." });
    expect(await site.database.db.select().from(missionTrips)).toHaveLength(before.length);
  });

  it("refuses a file that is not a picture: the pipeline will not stage it, and a staged PDF cannot become the main picture", async () => {
    const userId = (await site.admin.user("church")).id;
    const text = await site.admin.services.uploads.stage({ kind: "image", body: chunked(Buffer.from("Dear friends, see you Sunday.\n".repeat(20))), originalName: "notes.jpg", userId });
    expect(text).toMatchObject({ ok: false, status: 415 });
    const before = site.filesIn("mission-trips/haiti");
    const res = await site.admin.act(edit, { path: "/admin/mission-trips/create-new", role: "church", fields: { ...valid, location: "Haiti", image: await site.staged("church", pdf(), "pdf") } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ image: "That kind of file cannot be used here. Please choose a file of the kind named under the field." });
    expect(await site.database.db.select().from(missionTrips).where(eq(missionTrips.location, "Haiti"))).toHaveLength(0);
    expect(site.filesIn("mission-trips/haiti")).toEqual(before);
  });

  it("adds several pictures at once, at the end, with their variants, and the public gallery shows them in order", async () => {
    const trip = await newTrip("Hattiesburg, Mississippi");
    const first = await pictures(trip.id, { intent: "add", images: [await site.staged("church"), await site.staged("church")] });
    expect(first).toMatchObject({ status: 200, data: { added: 2 } });
    const second = await pictures(trip.id, { intent: "add", images: [await site.staged("church")] });
    expect(second.data.added).toBe(1);
    const rows = await site.database.db.select().from(missionTripImages).where(eq(missionTripImages.tripId, trip.id));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3]);
    const gallery = await galleryOf(trip.id);
    expect(gallery.location).toBe("Hattiesburg, Mississippi");
    expect(gallery.files).toHaveLength(3);
    for (const file of gallery.files) expect(await site.served(site.variants(uploads.trip(trip.location, file)))).toEqual([200, 200, 200]);
    const page = (await site.admin.load(images, { path: `/admin/mission-trips/${trip.id}/images`, params: { id: String(trip.id) }, role: "church" })).data as { images: { src: string; thumbnail: string }[] };
    expect(page.images.map((i) => i.src)).toEqual(gallery.files.map((f) => uploads.trip(trip.location, f)));
    expect(page.images[0]!.thumbnail).toBe(uploads.tripThumbnail(trip.location, gallery.files[0]!));
    const line = (await auditOf(trip.id)).at(-1);
    expect(line).toMatchObject({ action: "update", detail: "Hattiesburg, Mississippi: added 1 picture" });
  });

  it("refuses an add with no finished upload, with a message for the field", async () => {
    const trip = await newTrip("Meridian, Mississippi");
    const res = await pictures(trip.id, { intent: "add" });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ images: "Please choose at least one picture and wait until it has uploaded." });
  });

  it("reorders the pictures from the order the page showed (409 from an older one); the public gallery follows at once; new ones can go first", async () => {
    const trip = await newTrip("Natchez, Mississippi", { pictures: 3 });
    const before = (await galleryOf(trip.id)).files;
    const ids = (await site.admin.services.trips.adminImages(trip.id))!.images.map((i) => i.id);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await pictures(trip.id, { intent: "reorder", order: order.join(","), version: ids.join(",") });
    expect(res).toMatchObject({ status: 200, data: { order } });
    expect((await galleryOf(trip.id)).files).toEqual([before[2], before[0], before[1]]);
    expect((await pictures(trip.id, { intent: "reorder", order: ids.join(","), version: ids.join(",") })).status).toBe(409);
    expect((await pictures(trip.id, { intent: "reorder", order: order.slice(1).join(","), version: order.join(",") })).status).toBe(400);
    expect((await galleryOf(trip.id)).files).toEqual([before[2], before[0], before[1]]);
    expect((await auditOf(trip.id)).at(-1)).toMatchObject({ detail: "Natchez, Mississippi: reordered 3 pictures" });
    await pictures(trip.id, { intent: "add", placement: "first", images: [await site.staged("church")] });
    const after = (await site.admin.services.trips.adminImages(trip.id))!.images.map((i) => i.id);
    expect(after.slice(1)).toEqual(order);
    const rows = await site.database.db.select().from(missionTripImages).where(eq(missionTripImages.tripId, trip.id));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4]);
    expect((await pictures(999999, { intent: "reorder", order: "1", version: "1" })).status).toBe(404);
  });

  it("removes one picture: its row, its files and its place in the public gallery", async () => {
    const trip = await newTrip("Tupelo, Mississippi", { pictures: 3 });
    const [first] = (await site.admin.services.trips.adminImages(trip.id))!.images;
    const res = await pictures(trip.id, { intent: "delete", id: String(first!.id) });
    expect(res).toMatchObject({ status: 302, location: `/admin/mission-trips/${trip.id}/images?notice=removed` });
    expect((await galleryOf(trip.id)).files).not.toContain(first!.fileName);
    expect(await site.served(site.variants(uploads.trip(trip.location, first!.fileName)))).toEqual([404, 404, 404]);
    const again = await pictures(trip.id, { intent: "delete", id: String(first!.id) });
    expect(again.status).toBe(404);
  });

  it("leaves no file when the database write for new pictures fails", async () => {
    const trip = await newTrip("Vicksburg, Mississippi", { pictures: 2 });
    const before = site.filesIn("mission-trips/vicksburg__mississippi");
    const tokens = [await site.staged("church"), await site.staged("church")];
    const spy = vi.spyOn(site.admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    await expect(pictures(trip.id, { intent: "add", images: tokens })).rejects.toThrow("database went away");
    spy.mockRestore();
    expect(site.filesIn("mission-trips/vicksburg__mississippi")).toEqual(before);
    expect((await galleryOf(trip.id)).files).toHaveLength(2);
  });

  it("edits the details with the version it was opened with and refuses a stale edit without overwriting or moving files", async () => {
    const trip = await newTrip("Moss Point, Mississippi", { image: true, pictures: 1 });
    const { version } = await opened(trip.id);
    const first = await save(trip.id, { ...valid, location: trip.location, description: "Porches and ramps.", version });
    expect(first).toMatchObject({ status: 302, location: "/admin/mission-trips?notice=saved" });
    const filesBefore = site.filesIn("mission-trips/moss_point__mississippi");
    const stale = await save(trip.id, { ...valid, location: "Gulfport, Mississippi", description: "Old tab", version }, "admin");
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this mission trip/);
    const after = await tripRow("Moss Point, Mississippi");
    expect(after.description).toBe("Porches and ramps.");
    expect(site.filesIn("mission-trips/moss_point__mississippi")).toEqual(filesBefore);
    expect(site.filesIn("mission-trips/gulfport__mississippi")).toEqual([]);
  });

  it("moves the trip's own files to the new location's folder in the same save, leaving another trip's files in the old folder", async () => {
    const trip = await newTrip("Pass Christian, Mississippi", { image: true, pictures: 2 });
    // A second trip to the same place shares the folder.
    const neighbour = await newTrip("Pass Christian  Mississippi", { tripDate: "2019-07-01", image: true });
    expect(site.filesIn("mission-trips/pass_christian__mississippi")).toContain(neighbour.image);

    const files = [trip.image!, ...(await galleryOf(trip.id)).files];
    const { version } = await opened(trip.id);
    const res = await save(trip.id, { ...valid, location: "Ocean Springs, MS", version });
    expect(res.status).toBe(302);

    for (const file of files) {
      expect(await site.served(site.variants(uploads.trip("Ocean Springs, MS", file)))).toEqual([200, 200, 200]);
      expect(await site.served(site.variants(uploads.trip("Pass Christian, Mississippi", file)))).toEqual([404, 404, 404]);
    }
    expect(await site.served(site.variants(uploads.trip(neighbour.location, neighbour.image!)))).toEqual([200, 200, 200]);
    expect(await galleryOf(trip.id)).toEqual({ location: "Ocean Springs, MS", files: files.slice(1) });
    const line = (await auditOf(trip.id)).at(-1);
    expect(line).toMatchObject({ action: "update", detail: "Ocean Springs, MS (moved from Pass Christian, Mississippi)" });
  });

  it("moves the files back when the row cannot be saved after the move", async () => {
    const trip = await newTrip("Long Beach, MS", { image: true, pictures: 2 });
    const before = site.filesIn("mission-trips/long_beach__ms");
    const { version } = await opened(trip.id);
    const spy = vi.spyOn(site.admin.services.audit, "recordAll").mockRejectedValueOnce(new Error("database went away"));
    await expect(save(trip.id, { ...valid, location: "Pascagoula, MS", version })).rejects.toThrow("database went away");
    spy.mockRestore();
    expect((await tripRow("Long Beach, MS")).id).toBe(trip.id);
    expect(site.filesIn("mission-trips/long_beach__ms")).toEqual(before);
    expect(site.filesIn("mission-trips/pascagoula__ms")).toEqual([]);
  });

  it("replaces the main picture (the old one's files go after the save) and can take it off", async () => {
    const trip = await newTrip("Bay St. Louis, MS", { image: true });
    const old = trip.image!;
    const replaced = await save(trip.id, { ...valid, location: trip.location, image: await site.staged("church"), version: (await opened(trip.id)).version });
    expect(replaced.status).toBe(302);
    const now = (await tripRow("Bay St. Louis, MS")).image!;
    expect(now).not.toBe(old);
    expect(await site.served(site.variants(uploads.trip(trip.location, now)))).toEqual([200, 200, 200]);
    expect(await site.served(site.variants(uploads.trip(trip.location, old)))).toEqual([404, 404, 404]);

    const removed = await save(trip.id, { ...valid, location: trip.location, imageRemove: "1", version: (await opened(trip.id)).version });
    expect(removed.status).toBe(302);
    expect((await tripRow("Bay St. Louis, MS")).image).toBeNull();
    expect(await site.served([uploads.trip(trip.location, now)])).toEqual([404]);
  });

  it("a stale save places no new picture, and its upload can still be used once the page is reloaded", async () => {
    const trip = await newTrip("Diamondhead, MS");
    const before = site.filesIn("mission-trips/diamondhead__ms");
    const token = await site.staged("church");
    const stale = await save(trip.id, { ...valid, location: trip.location, image: token, version: "2001-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
    expect(site.filesIn("mission-trips/diamondhead__ms")).toEqual(before);
    const retried = await save(trip.id, { ...valid, location: trip.location, image: token, version: (await opened(trip.id)).version });
    expect(retried.status).toBe(302);
    const placed = (await tripRow("Diamondhead, MS")).image;
    expect(placed).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
    expect(await site.served(site.variants(uploads.trip(trip.location, placed!)))).toEqual([200, 200, 200]);
  });

  it("a save that loses a race after placing its picture removes that picture again", async () => {
    const trip = await newTrip("Waveland, MS", { image: true });
    const before = site.filesIn("mission-trips/waveland__ms");
    const { version } = await opened(trip.id);
    // Another save lands between the early version check and the locked one.
    const commit = site.admin.services.uploads.commit;
    const spy = vi.spyOn(site.admin.services.uploads, "commit").mockImplementationOnce(async (args) => {
      await site.database.db.update(missionTrips).set({ updatedAt: new Date("2030-01-01T00:00:00Z") }).where(eq(missionTrips.id, trip.id));
      return commit(args);
    });
    const lost = await save(trip.id, { ...valid, location: trip.location, image: await site.staged("church"), version });
    spy.mockRestore();
    expect(lost.status).toBe(409);
    expect(site.filesIn("mission-trips/waveland__ms")).toEqual(before);
  });

  it("deletes a trip with its own files only: the other trip in the same folder keeps its pictures", async () => {
    const trip = await newTrip("Gautier, Mississippi", { image: true, pictures: 1 });
    const own = [trip.image!, ...(await galleryOf(trip.id)).files];
    // Another trip to the same place shares the folder and must keep its picture.
    const sharer = await newTrip("gautier  mississippi", { tripDate: "2018-07-01", image: true });
    expect(tripFolder(sharer.location)).toBe(tripFolder(trip.location));

    const res = await site.admin.act(list, { path: "/admin/mission-trips", role: "church", fields: { intent: "delete", id: String(trip.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/mission-trips?notice=deleted" });
    expect(await site.database.db.select().from(missionTrips).where(eq(missionTrips.id, trip.id))).toHaveLength(0);
    expect(await site.database.db.select().from(missionTripImages).where(eq(missionTripImages.tripId, trip.id))).toHaveLength(0);
    for (const file of own) expect(await site.served(site.variants(uploads.trip(trip.location, file)))).toEqual([404, 404, 404]);
    expect(await site.served(site.variants(uploads.trip(sharer.location, sharer.image!)))).toEqual([200, 200, 200]);
    expect((await site.api(`/api/mission-trips/${trip.id}`)).status).toBe(404);
    const line = (await auditOf(trip.id)).at(-1);
    expect(line).toMatchObject({ action: "delete", entity: "mission-trips", entityId: String(trip.id), detail: "Gautier, Mississippi" });
  });

  it("answers 404 for a trip that does not exist, on every page and change", async () => {
    expect((await site.admin.load(edit, { path: "/admin/mission-trips/edit/99999", params: { id: "99999" }, role: "admin" })).status).toBe(404);
    expect((await site.admin.load(images, { path: "/admin/mission-trips/99999/images", params: { id: "99999" }, role: "admin" })).status).toBe(404);
    expect((await save(99999, { ...valid, version: "2026-01-01T00:00:00.000Z" })).status).toBe(404);
    expect((await site.admin.act(list, { path: "/admin/mission-trips", role: "admin", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
    expect((await pictures(99999, { intent: "add", images: [await site.staged("church")] })).status).toBe(404);
  });

  it("keeps out roles the permission table does not list", async () => {
    const trip = await newTrip("Picayune, Mississippi");
    expect(await pictures(trip.id, { intent: "reorder", order: "1", version: "1" }, "childcare")).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.load(list, { path: "/admin/mission-trips", role: null })).location).toMatch(/^\/login\?redirectTo=/);
  });
});
