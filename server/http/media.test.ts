import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase } from "../testing/database.ts";
import { chunked, jpeg, pdf } from "../testing/files.ts";
import { testHttpApp } from "../testing/http.ts";
import { startS3 } from "../testing/s3.ts";
import { uploadMessages } from "../../shared/upload-rules.ts";
import { byteRange } from "./media.ts";

describe("byteRange", () => {
  it("reads one range of a Range header the way RFC 9110 says", () => {
    expect(byteRange(undefined, 100)).toBe("whole");
    expect(byteRange("bytes=0-0", 100)).toEqual({ start: 0, end: 0 });
    expect(byteRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 100)).toBe("unsatisfiable");
    // Several ranges, or nonsense: the whole file is a correct answer.
    expect(byteRange("bytes=0-1,5-6", 100)).toBe("whole");
    expect(byteRange("items=0-1", 100)).toBe("whole");
    expect(byteRange("bytes=9-3", 100)).toBe("whole");
  });
});

/** Issue 15 item 1 and issue 13 item 3: files placed by the pipeline and served by /uploads, from the disk and from a bucket alike. */
describe.each(["disk", "s3"] as const)("uploaded files in the %s store", (driver) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let app: ReturnType<typeof testHttpApp>;
  let userId: number;

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    if (driver === "s3") s3 = await startS3();
    app = testHttpApp(database, { env: s3?.env ?? {} });
    await app.services.uploads.store.check();
    [{ id: userId }] = (await database.db.insert(schema.users).values({ name: "Ruth", username: `ruth-${driver}`, passwordHash: "x", role: "church" }).returning({ id: schema.users.id })) as [{ id: number }];
  });
  afterAll(async () => {
    await app.services.mailer.close();
    await database.drop();
    await s3?.close();
  });

  async function placed(kind: "image" | "pdf", bytes: Buffer, target: Parameters<typeof app.services.uploads.commit>[0]["target"]) {
    const staged = await app.services.uploads.stage({ kind, body: chunked(bytes), originalName: "file", userId });
    if (!staged.ok) throw new Error(staged.error);
    return app.services.uploads.commit({ token: staged.token, userId, target });
  }

  it("serves a placed picture with its variants, and nothing once it is removed", async () => {
    const picture = await placed("image", await jpeg(1200, 800), { area: "gallery", gallery: "holidays" });
    const base = picture.url.replace(/\.webp$/, "");
    for (const url of [picture.url, `${base}-640.webp`, picture.url.replace("/holidays/", "/holidays/thumbnails/")]) {
      const answer = await app.get(url, {});
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    await app.services.uploads.remove({ target: { area: "gallery", gallery: "holidays" }, fileName: picture.fileName });
    expect((await app.get(picture.url, {})).status).toBe(404);
  });

  it("answers byte ranges exactly: first bytes, a middle range, a suffix, and 416 past the end", async () => {
    const bytes = pdf();
    const file = await placed("pdf", bytes, { area: "childcare-forms" });
    const whole = await app.get(file.url, {});
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const cases: Array<[string, number, number]> = [
      ["bytes=0-1", 0, 1],
      ["bytes=100-199", 100, 199],
      ["bytes=-64", bytes.length - 64, bytes.length - 1],
      [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await app.get(file.url, { range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get("content-range")).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(answer.headers.get("content-length")).toBe(String(end - start + 1));
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await app.get(file.url, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
  });

  it("answers 304 to a copy that is still current, and keeps files a year", async () => {
    const file = await placed("pdf", pdf(), { area: "childcare-forms" });
    const first = await app.get(file.url, {});
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("content-security-policy")).toContain("sandbox");
    const again = await app.get(file.url, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("never serves staged files or paths outside the uploads", async () => {
    const staged = await app.services.uploads.stage({ kind: "pdf", body: chunked(pdf()), originalName: "b.pdf", userId });
    expect(staged.ok).toBe(true);
    const stagedKeys = (await app.services.uploads.store.list(".staging/")).map((f) => f.key);
    expect(stagedKeys.length).toBeGreaterThan(0);
    for (const key of stagedKeys) expect((await app.get(`/uploads/${key}`, {})).status).toBe(404);
    for (const url of ["/uploads/../secrets/session-secret", "/uploads/%2e%2e/secrets/api-key", "/uploads/staff", "/uploads/staff/.hidden.webp"]) {
      expect((await app.get(url, {})).status, url).toBe(404);
    }
  });

  it.runIf(driver === "s3")("keeps nothing under DATA_DIR/uploads", () => {
    const folder = path.join(app.config.dataDir, "uploads");
    expect(existsSync(folder) ? readdirSync(folder, { recursive: true }) : []).toEqual([]);
  });
});

describe("MEDIA_PUBLIC_URL", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("sends browsers to the same file at the CDN's or bucket's address", async () => {
    const app = testHttpApp(database, { env: { MEDIA_PUBLIC_URL: "https://media.church.example/site/" } });
    const answer = await app.get("/uploads/staff/3f9c0a1be27d4c55-ab12.webp", {});
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("https://media.church.example/site/staff/3f9c0a1be27d4c55-ab12.webp");
    expect((await app.get("/uploads/.staging/abc", {})).status).toBe(404);
    await app.services.mailer.close();
  });
});

describe("an S3 bucket that fails", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("makes /readyz answer 503 when the bucket is missing", async () => {
    const s3 = await startS3();
    try {
      const app = testHttpApp(database, { env: { ...s3.env, S3_BUCKET: "no-such-bucket" } });
      const ready = await app.get("/readyz", {});
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "storage unavailable" });
      await app.services.mailer.close();
    } finally {
      await s3.close();
    }
  });

  it("says 'try again' and keeps nothing when the bucket is away while a file is uploaded", async () => {
    const s3 = await startS3();
    const app = testHttpApp(database, { env: s3.env });
    const [{ id }] = (await database.db.insert(schema.users).values({ name: "Tabitha", username: "tabitha-outage", passwordHash: "x", role: "church" }).returning({ id: schema.users.id })) as [{ id: number }];
    await s3.stop();
    try {
      const staged = await app.services.uploads.stage({ kind: "pdf", body: chunked(pdf()), originalName: "b.pdf", userId: id });
      expect(staged).toEqual({ ok: false, status: 503, error: uploadMessages.notSaved });
      expect(readdirSync(app.services.uploads.stagingDir)).toEqual([]);
      expect(await database.db.select().from(schema.stagedUploads).where(eq(schema.stagedUploads.userId, id))).toEqual([]);
    } finally {
      await app.services.mailer.close();
      await s3.close();
    }
  });

  it("says 'try again' and stores nothing when the bucket goes away while a file is placed", async () => {
    const s3 = await startS3();
    const app = testHttpApp(database, { env: s3.env });
    const [{ id }] = (await database.db.insert(schema.users).values({ name: "Lydia", username: "lydia-outage", passwordHash: "x", role: "church" }).returning({ id: schema.users.id })) as [{ id: number }];
    const staged = await app.services.uploads.stage({ kind: "image", body: chunked(await jpeg(800, 600)), originalName: "p.jpg", userId: id });
    if (!staged.ok) throw new Error(staged.error);
    // The staged file is in the bucket, as s3rver keeps it on disk.
    expect(readdirSync(path.join(s3.directory, s3.settings.bucket), { recursive: true }).some((name) => String(name).startsWith(".staging"))).toBe(true);
    await s3.stop();
    try {
      await expect(app.services.uploads.commit({ token: staged.token, userId: id, target: { area: "staff" } })).rejects.toThrow(uploadMessages.notSaved);
      expect(existsSync(path.join(s3.directory, s3.settings.bucket, "staff"))).toBe(false);
    } finally {
      await app.services.mailer.close();
      await s3.close();
    }
  });
});

describe("sweeping staged files in a bucket", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    s3 = await startS3();
  });
  afterAll(async () => {
    await database.drop();
    await s3.close();
  });

  it("removes expired staged uploads and, at a start where it is alone, staged files no row names", async () => {
    const clock = fixedClock("2026-11-21T15:00:00Z");
    const app = testHttpApp(database, { env: s3.env, clock });
    const [{ id }] = (await database.db.insert(schema.users).values({ name: "Dorcas", username: "dorcas-sweep", passwordHash: "x", role: "church" }).returning({ id: schema.users.id })) as [{ id: number }];
    const { uploads } = app.services;
    const expiring = await uploads.stage({ kind: "pdf", body: chunked(pdf()), originalName: "a.pdf", userId: id });
    expect(expiring.ok).toBe(true);
    await uploads.store.write(".staging/left-by-a-crash", Buffer.from("half"));
    expect(await uploads.store.list(".staging/")).toHaveLength(2);

    clock.set("2026-11-22T15:00:01Z");
    const kept = await uploads.stage({ kind: "pdf", body: chunked(pdf()), originalName: "b.pdf", userId: id });
    expect(kept.ok).toBe(true);
    // The expired upload goes at once; the stray file is younger than an hour, so an ordinary sweep keeps it.
    expect((await uploads.sweep()).removed).toBe(1);
    expect(await uploads.store.list(".staging/")).toHaveLength(2);
    await uploads.sweep({ atStart: "sole-user" });
    const left = await uploads.store.list(".staging/");
    expect(left).toHaveLength(1);
    // The one left is the upload still waiting for its form.
    const placed = await uploads.commit({ token: (kept as { token: string }).token, userId: id, target: { area: "childcare-forms" } });
    expect((await app.get(placed.url, {})).status).toBe(200);
    await app.services.mailer.close();
  });
});
