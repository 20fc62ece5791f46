import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads as addresses } from "../../shared/uploads.ts";
import * as schema from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { chunked, jpeg, mp4, pdf, png, sidewaysJpeg, webm } from "../testing/files.ts";
import { placeFiles, writeWithFiles } from "./upload-fields.ts";
import { type UploadKind, uploadMessages } from "../../shared/upload-rules.ts";
import { diskStore } from "./store.ts";
import { type UploadTarget, contentImagesIn, createUploads } from "./uploads.ts";

const START = "2026-11-21T15:00:00Z";

describe("contentImagesIn", () => {
  it("finds every rich-text picture a stored text names, decoded, and nothing else", () => {
    const html =
      '<p>a</p><img src="/uploads/content/3f9c0a1be27d4c55-ab12.webp" alt="x">' +
      '<img src="/uploads/content/name%20with%20space.webp" srcset="/uploads/content/b-640.webp 640w">' +
      '<img src="/uploads/staff/photo.webp"><a href="https://church.example/uploads/content/c.webp?x=1">c</a>';
    expect(contentImagesIn(html)).toEqual(["3f9c0a1be27d4c55-ab12.webp", "name with space.webp", "b-640.webp", "c.webp"]);
    expect(contentImagesIn("<p>No pictures</p>")).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("upload pipeline on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let uploads: ReturnType<typeof createUploads>;
  let uploadsDir: string;
  let alice: number;
  let bob: number;
  const clock = fixedClock(START);

  const onDisk = (url: string) => path.join(uploadsDir, decodeURIComponent(url.replace(/^\/uploads\//, "")));
  const staging = () => (existsSync(path.join(uploadsDir, ".staging")) ? readdirSync(path.join(uploadsDir, ".staging")) : []);

  async function staged(kind: UploadKind, data: Buffer, userId = alice) {
    const result = await uploads.stage({ kind, body: chunked(data), originalName: "photo.jpg", userId });
    if (!result.ok) throw new Error(result.error);
    return result;
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-uploads-"));
    uploads = createUploads({ db: database.db, clock, store: diskStore(uploadsDir), logger: pino({ level: "silent" }) });
    const users = await database.db
      .insert(schema.users)
      .values([
        { name: "Alice", username: `alice-${kind}`, passwordHash: "x", role: "church" },
        { name: "Bob", username: `bob-${kind}`, passwordHash: "x", role: "admin" },
      ])
      .returning({ id: schema.users.id });
    [alice, bob] = users.map((u) => u.id) as [number, number];
  });
  afterAll(async () => {
    await database.drop();
  });

  describe("stage", () => {
    it.each([
      ["image", "a JPEG", jpeg],
      ["image", "a PNG", () => png()],
      ["pdf", "a PDF", async () => pdf()],
      ["video", "an MP4", async () => mp4()],
      ["video", "a WebM", async () => webm()],
    ] as const)("accepts %s: %s, and records it for its user", async (kind, _what, make) => {
      const data = await make();
      const result = await uploads.stage({ kind, body: chunked(data, 1000), originalName: "C:\\Users\\me\\My file.bin", userId: alice });
      expect(result).toEqual({ ok: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), kind, name: "My file.bin", size: data.length });
      const rows = await database.db.select().from(schema.stagedUploads);
      const row = rows.find((r) => r.size === data.length && r.kind === kind)!;
      expect(row).toMatchObject({ userId: alice, originalName: "My file.bin" });
      expect(row.tokenHash).not.toBe((result as { token: string }).token);
      expect(new Date(row.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 60 * 60_000);
      expect(staging()).toContain(row.stagingName);
    });

    it("accepts a web ReadableStream body as well as an async iterable", async () => {
      const data = await png(40, 30);
      const result = await uploads.stage({ kind: "image", body: new Blob([data]).stream(), originalName: "dot.png", userId: alice });
      expect(result).toMatchObject({ ok: true, size: data.length });
    });

    it.each([
      ["a text file named .jpg", "image", Buffer.from("Dear friends, the potluck is on Sunday after worship.\n".repeat(5))],
      ["an SVG drawing", "image", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
      ["a PDF sent as a picture", "image", pdf()],
      ["a picture sent as a PDF", "pdf", Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(100).fill(0)])],
      ["an HTML page sent as a video", "video", Buffer.from("<!doctype html><html><body>hello</body></html>".repeat(3))],
    ] as const)("refuses %s with 415 and keeps nothing", async (_what, kind, data) => {
      const before = staging();
      const result = await uploads.stage({ kind, body: chunked(data), originalName: "x.jpg", userId: alice });
      expect(result).toEqual({ ok: false, status: 415, error: uploadMessages.wrongType[kind] });
      expect(staging()).toEqual(before);
    });

    it("refuses a file that starts like a JPEG but does not decode (415)", async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
      const before = staging();
      expect(await uploads.stage({ kind: "image", body: chunked(fake), originalName: "broken.jpg", userId: alice })).toMatchObject({ ok: false, status: 415 });
      expect(staging()).toEqual(before);
    });

    it("refuses the picture message for a text file exactly as staff will read it", () => {
      expect(uploadMessages.wrongType.image).toBe("That file is not a picture we can use. Please choose a JPEG, PNG, WebP or GIF image.");
      expect(uploadMessages.tooLarge("image")).toBe("That file is too large. Pictures can be at most 15 MB. Please choose a smaller file.");
    });

    it("stops reading at the limit, answers 413 and leaves nothing in .staging", async () => {
      const before = staging();
      let pulled = 0;
      async function* endless() {
        yield await jpeg(100, 100);
        for (;;) {
          pulled += 1;
          yield new Uint8Array(1024 * 1024);
        }
      }
      const result = await uploads.stage({ kind: "image", body: endless(), originalName: "huge.jpg", userId: alice });
      expect(result).toEqual({ ok: false, status: 413, error: "That file is too large. Pictures can be at most 15 MB. Please choose a smaller file." });
      expect(pulled).toBeLessThanOrEqual(16);
      expect(staging()).toEqual(before);
    });

    it("leaves nothing behind when the client aborts mid-stream (400)", async () => {
      const before = staging();
      async function* aborted() {
        yield mp4(64 * 1024);
        yield new Uint8Array(64 * 1024);
        throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
      }
      const result = await uploads.stage({ kind: "video", body: aborted(), originalName: "sermon.mp4", userId: alice });
      expect(result).toEqual({ ok: false, status: 400, error: uploadMessages.interrupted });
      expect(staging()).toEqual(before);
    });

    it("refuses an empty body", async () => {
      expect(await uploads.stage({ kind: "pdf", body: chunked(Buffer.alloc(0)), originalName: "x.pdf", userId: alice })).toMatchObject({ ok: false, status: 400, error: uploadMessages.empty });
    });
  });

  describe("commit", () => {
    it("re-encodes a staff picture to WebP at most 1600 px wide with a 640 px variant, at the address the site uses, without EXIF", async () => {
      const up = await staged("image", await jpeg());
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "staff" } });
      expect(placed.fileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
      expect(placed.url).toBe(addresses.staff(placed.fileName));
      const main = await sharp(onDisk(placed.url)).metadata();
      expect(main).toMatchObject({ format: "webp", width: 1600, height: 1200 });
      expect(main.exif).toBeUndefined();
      expect(readFileSync(onDisk(placed.url)).includes("Private family photo")).toBe(false);
      const variant = await sharp(onDisk(placed.url).replace(/\.webp$/, "-640.webp")).metadata();
      expect(variant).toMatchObject({ format: "webp", width: 640, height: 480 });
      expect(existsSync(path.join(uploadsDir, "staff", "thumbnails"))).toBe(false);
    });

    it("turns a sideways phone photo upright (EXIF orientation) before stripping the metadata", async () => {
      const up = await staged("image", await sidewaysJpeg());
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "occ" } });
      expect(placed.url).toBe(addresses.occ(placed.fileName));
      expect(await sharp(onDisk(placed.url)).metadata()).toMatchObject({ width: 200, height: 300 });
    });

    it("gives gallery pictures a 400 x 300 thumbnail at the gallery's thumbnail address", async () => {
      const up = await staged("image", await png(1000, 500));
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "gallery", gallery: "holidays" } });
      expect(placed.url).toBe(addresses.gallery("holidays", placed.fileName));
      expect(await sharp(onDisk(addresses.galleryThumbnail("holidays", placed.fileName))).metadata()).toMatchObject({ width: 400, height: 300, format: "webp" });
      // Never enlarged: a 1000 px picture stays 1000 px wide.
      expect(await sharp(onDisk(placed.url)).metadata()).toMatchObject({ width: 1000, height: 500 });
    });

    it("places trip pictures in the folder named after the location, with thumbnails", async () => {
      const up = await staged("image", await jpeg(900, 600));
      const target: UploadTarget = { area: "trip", location: "Puerto Rico 2025" };
      const placed = await uploads.commit({ token: up.token, userId: alice, target });
      expect(placed.url).toBe(`/uploads/mission-trips/puerto_rico_2025/${placed.fileName}`);
      expect(existsSync(onDisk(addresses.tripThumbnail("Puerto Rico 2025", placed.fileName)))).toBe(true);
      expect(existsSync(onDisk(placed.url).replace(/\.webp$/, "-640.webp"))).toBe(true);
    });

    it("keeps a bulletin's and a video's bytes under generated names in the service's folder", async () => {
      const bulletin = pdf();
      const upPdf = await staged("pdf", bulletin);
      const target: UploadTarget = { area: "past-service", serviceId: 7 };
      const placedPdf = await uploads.commit({ token: upPdf.token, userId: alice, target });
      expect(placedPdf.fileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.pdf$/);
      expect(placedPdf.url).toBe(addresses.pastService(7, placedPdf.fileName));
      expect(readFileSync(onDisk(placedPdf.url)).equals(bulletin)).toBe(true);
      expect(statSync(onDisk(placedPdf.url)).mode & 0o777).toBe(0o644);

      const upMp4 = await staged("video", mp4());
      const placedMp4 = await uploads.commit({ token: upMp4.token, userId: alice, target });
      expect(placedMp4.fileName).toMatch(/\.mp4$/);
      const upWebm = await staged("video", webm());
      const placedWebm = await uploads.commit({ token: upWebm.token, userId: alice, target });
      expect(placedWebm.fileName).toMatch(/\.webm$/);
      expect(readdirSync(path.join(uploadsDir, "past-services", "7")).filter((n) => n.startsWith("."))).toEqual([]);
    });

    it("places a rich-text picture in uploads/content and returns its address", async () => {
      const up = await staged("image", await png(300, 200));
      const { url } = await uploads.placeContentImage({ token: up.token, userId: alice });
      expect(url).toMatch(/^\/uploads\/content\/[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
      expect(existsSync(onDisk(url))).toBe(true);
    });

    it("refuses another user's token, and the owner can still use it", async () => {
      const up = await staged("image", await png(100, 100));
      await expect(uploads.commit({ token: up.token, userId: bob, target: { area: "staff" } })).rejects.toMatchObject({ status: 404, message: uploadMessages.expired });
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "staff" } });
      expect(placed.url).toBe(addresses.staff(placed.fileName));
      expect(existsSync(onDisk(placed.url))).toBe(true);
    });

    it("uses a token once", async () => {
      const up = await staged("image", await png(100, 100));
      await uploads.commit({ token: up.token, userId: alice, target: { area: "staff" } });
      await expect(uploads.commit({ token: up.token, userId: alice, target: { area: "staff" } })).rejects.toMatchObject({ status: 404, message: uploadMessages.expired });
    });

    it("refuses a token after 24 hours, and the sweep removes its file", async () => {
      const up = await staged("pdf", pdf());
      const [row] = (await database.db.select().from(schema.stagedUploads)).filter((r) => r.size === up.size && r.kind === "pdf").slice(-1);
      clock.set("2026-11-22T15:00:01Z");
      try {
        await expect(uploads.commit({ token: up.token, userId: alice, target: { area: "past-service", serviceId: 3 } })).rejects.toMatchObject({ status: 404 });
        await uploads.sweep();
        expect(staging()).not.toContain(row!.stagingName);
        expect(await database.db.select().from(schema.stagedUploads)).toEqual([]);
      } finally {
        clock.set(START);
      }
    });

    it("refuses a picture where only PDFs and videos belong, and keeps it for the right place", async () => {
      const up = await staged("image", await png(100, 100));
      await expect(uploads.commit({ token: up.token, userId: alice, target: { area: "past-service", serviceId: 1 } })).rejects.toMatchObject({ status: 400, message: uploadMessages.wrongPlace });
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "occ" } });
      expect(placed.url).toBe(addresses.occ(placed.fileName));
      expect(existsSync(onDisk(placed.url))).toBe(true);
    });

    it("writeWithFiles removes the placed files when the database write throws, and passes the write's error on", async () => {
      const up = await staged("image", await png(900, 600));
      const target: UploadTarget = { area: "gallery", gallery: "september-club" };
      const placed = await placeFiles(uploads, { userId: alice, target, fields: [{ field: "image", kind: "image", token: up.token }] });
      if (!placed.ok) throw new Error("not placed");
      const name = placed.files.names.image!;
      expect(existsSync(onDisk(uploads.publicUrl(target, name)))).toBe(true);
      await expect(
        writeWithFiles(placed.files, async () => {
          throw new Error("insert failed");
        }),
      ).rejects.toThrow("insert failed");
      expect(existsSync(onDisk(addresses.gallery("september-club", name)))).toBe(false);
      expect(existsSync(onDisk(addresses.galleryThumbnail("september-club", name)))).toBe(false);
      expect(existsSync(onDisk(addresses.gallery("september-club", name.replace(".webp", "-640.webp"))))).toBe(false);
    });

    it("writeWithFiles removes the placed files when the write is refused, and keeps them when it succeeds", async () => {
      const target: UploadTarget = { area: "staff" };
      const refusedUpload = await staged("image", await png(100, 100));
      const refused = await placeFiles(uploads, { userId: alice, target, fields: [{ field: "photo", kind: "image", token: refusedUpload.token }] });
      if (!refused.ok) throw new Error("not placed");
      const outcome = await writeWithFiles(refused.files, async () => ({ ok: false as const, status: 409 as const, error: "stale" }));
      expect(outcome).toMatchObject({ ok: false, status: 409 });
      expect(existsSync(onDisk(addresses.staff(refused.files.names.photo!)))).toBe(false);

      const keptUpload = await staged("image", await png(100, 100));
      const kept = await placeFiles(uploads, { userId: alice, target, fields: [{ field: "photo", kind: "image", token: keptUpload.token }] });
      if (!kept.ok) throw new Error("not placed");
      await expect(writeWithFiles(kept.files, async () => ({ ok: true as const, value: { id: 7 } }))).resolves.toEqual({ ok: true, value: { id: 7 } });
      expect(existsSync(onDisk(addresses.staff(kept.files.names.photo!)))).toBe(true);
    });

    it("placeFiles refuses a file of the wrong kind for its field beside that field, and places nothing of the form", async () => {
      const target: UploadTarget = { area: "past-service", serviceId: 41 };
      const bulletin = await staged("pdf", await pdf());
      const video = await staged("pdf", await pdf());
      const result = await placeFiles(uploads, {
        userId: alice,
        target,
        fields: [
          { field: "bulletin", kind: "pdf", token: bulletin.token },
          { field: "video", kind: "video", token: video.token },
        ],
      });
      expect(result).toMatchObject({ ok: false, outcome: { status: 400, fields: { video: uploadMessages.wrongType.video } } });
      const folder = path.join(uploadsDir, "past-services", "41");
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    });

    it("placeFiles skips empty tokens, so a form saved without a new file places nothing", async () => {
      const result = await placeFiles(uploads, { userId: alice, target: { area: "occ" }, fields: [{ field: "image", kind: "image", token: "" }] });
      expect(result).toMatchObject({ ok: true, files: { names: {} } });
    });

    it("commitMany is all or none: a bad token removes the pictures already placed", async () => {
      const first = await staged("image", await png(100, 100));
      const target: UploadTarget = { area: "gallery", gallery: "common-grounds" };
      const before = existsSync(path.join(uploadsDir, "common-grounds")) ? readdirSync(path.join(uploadsDir, "common-grounds")) : [];
      await expect(uploads.commitMany({ tokens: [first.token, "not-a-real-token-0000000000"], userId: alice, target })).rejects.toMatchObject({ status: 404, message: uploadMessages.expired });
      expect(readdirSync(path.join(uploadsDir, "common-grounds")).filter((n) => n !== "thumbnails")).toEqual(before.filter((n) => n !== "thumbnails"));
      const second = await staged("image", await png(100, 100));
      const third = await staged("image", await png(120, 100));
      const placed = await uploads.withUploads({ tokens: [second.token, third.token], userId: alice, target }, async (names) => ({ ok: true as const, value: names }));
      expect(placed.ok && placed.value).toHaveLength(2);
    });

    it("withUploads removes the placed pictures again when the write is refused (issue 31)", async () => {
      const target: UploadTarget = { area: "gallery", gallery: "common-grounds" };
      const before = existsSync(path.join(uploadsDir, "common-grounds")) ? readdirSync(path.join(uploadsDir, "common-grounds")) : [];
      const up = await staged("image", await png(100, 100));
      const refused = await uploads.withUploads({ tokens: [up.token], userId: alice, target }, async () => ({ ok: false as const, status: 409 as const, error: "refused" }));
      expect(refused).toMatchObject({ ok: false, status: 409 });
      expect(readdirSync(path.join(uploadsDir, "common-grounds")).filter((n) => n !== "thumbnails")).toEqual(before.filter((n) => n !== "thumbnails"));
    });

    it("remove deletes the picture, its 640 px variant and its thumbnail; a missing file is fine", async () => {
      const up = await staged("image", await png(900, 600));
      const target: UploadTarget = { area: "trip", location: "Haiti" };
      const { fileName, url } = await uploads.commit({ token: up.token, userId: alice, target });
      await uploads.remove({ target, fileName });
      expect(existsSync(onDisk(url))).toBe(false);
      expect(existsSync(onDisk(url).replace(".webp", "-640.webp"))).toBe(false);
      expect(existsSync(onDisk(addresses.tripThumbnail("Haiti", fileName)))).toBe(false);
      await expect(uploads.remove({ target, fileName })).resolves.toBeUndefined();
    });

    it("remove of a service's last file removes its folder", async () => {
      const up = await staged("pdf", pdf());
      const target: UploadTarget = { area: "past-service", serviceId: 42 };
      const { fileName } = await uploads.commit({ token: up.token, userId: alice, target });
      await uploads.remove({ target, fileName });
      expect(existsSync(path.join(uploadsDir, "past-services", "42"))).toBe(false);
    });

    it.each(["../secrets/api-key", "..", "a/b.webp", "a\\b.webp", ".staging", "x..webp", ""])("remove refuses the file name %j", async (fileName) => {
      await expect(uploads.remove({ target: { area: "staff" }, fileName })).rejects.toMatchObject({ status: 400 });
    });

    it("refuses targets that would leave the uploads folder", async () => {
      const up = await staged("image", await png(50, 50));
      for (const target of [
        { area: "gallery", gallery: "../../etc" },
        { area: "past-service", serviceId: -1 },
        { area: "past-service", serviceId: 1.5 },
        { area: "trip", location: "" },
        { area: "nowhere" },
      ]) {
        await expect(uploads.commit({ token: up.token, userId: alice, target: target as UploadTarget })).rejects.toMatchObject({ status: 400 });
      }
      // A location is only ever a folder name: dots and slashes become underscores.
      const placed = await uploads.commit({ token: up.token, userId: alice, target: { area: "trip", location: "../../etc" } });
      expect(placed.url).toBe(`/uploads/mission-trips/______etc/${placed.fileName}`);
    });
  });

  describe("sweep", () => {
    it("removes stray files in .staging once untouched for an hour, and keeps live ones", async () => {
      const live = await staged("image", await png(50, 50));
      const stagingDir = path.join(uploadsDir, ".staging");
      await mkdir(stagingDir, { recursive: true });
      await writeFile(path.join(stagingDir, "old-crash.part"), "x");
      await writeFile(path.join(stagingDir, "fresh.part"), "x");
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      await utimes(path.join(stagingDir, "old-crash.part"), twoHoursAgo, twoHoursAgo);
      await uploads.sweep();
      expect(staging()).not.toContain("old-crash.part");
      expect(staging()).toContain("fresh.part");
      const placed = await uploads.commit({ token: live.token, userId: alice, target: { area: "staff" } });
      expect(existsSync(onDisk(placed.url))).toBe(true);
    });
  });
});
