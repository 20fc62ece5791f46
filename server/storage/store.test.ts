import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3 } from "../testing/s3.ts";
import { s3Store } from "./s3-store.ts";
import { type FileStore, diskStore, readAll } from "./store.ts";

/** Both drivers keep the same promises: what one test shows of the disk, it shows of the bucket. */
describe.each(["disk", "s3"] as const)("the %s store", (driver) => {
  let store: FileStore;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), "steeple-store-test-"));
  const localFile = (bytes: Buffer | string) => {
    const file = path.join(scratch, randomBytes(6).toString("hex"));
    writeFileSync(file, bytes);
    return file;
  };
  const unique = (name: string) => `${randomBytes(4).toString("hex")}/${name}`;

  beforeAll(async () => {
    if (driver === "s3") {
      s3 = await startS3();
      store = s3Store(s3.settings);
    } else {
      store = diskStore(mkdtempSync(path.join(tmpdir(), "steeple-store-disk-")));
    }
    await store.check();
  });
  afterAll(() => s3?.close());

  it("places a local file whole, takes it away locally, and tells its size, type and validator", async () => {
    const key = unique("bulletin.pdf");
    const file = localFile("%PDF-1.4 a bulletin");
    await store.putFile(key, file);
    expect(existsSync(file)).toBe(false);
    const info = await store.info(key);
    expect(info).toMatchObject({ size: 19, contentType: "application/pdf" });
    expect(info!.etag).toMatch(/^".+"$/);
    expect(await readAll(store, key)).toEqual(Buffer.from("%PDF-1.4 a bulletin"));
    expect(await store.info(unique("missing.pdf"))).toBeNull();
  });

  it("reads byte ranges exactly", async () => {
    const key = unique("numbers.txt");
    await store.write(key, Buffer.from("0123456789"));
    // (s3rver answers "bytes=0-0" with the whole file, unlike S3; the first two bytes show the same.)
    expect(await text(await store.read(key, { start: 0, end: 1 }))).toBe("01");
    expect(await text(await store.read(key, { start: 3, end: 6 }))).toBe("3456");
    expect(await text(await store.read(key, { start: 7, end: 9 }))).toBe("789");
    expect(await text(await store.read(key))).toBe("0123456789");
  });

  it("uploads a large file in parts and keeps every byte", async () => {
    const key = unique("sermon.mp4");
    const bytes = randomBytes(17 * 1024 * 1024);
    await store.putFile(key, localFile(bytes));
    expect((await store.info(key))!.size).toBe(bytes.length);
    const copy = await store.localCopy(key);
    expect(readFileSync(copy.file).equals(bytes)).toBe(true);
    await copy.release();
  });

  it("moves, lists by prefix and removes (a file already gone is fine)", async () => {
    const folder = randomBytes(4).toString("hex");
    await store.write(`${folder}/a.webp`, Buffer.from("a"));
    await store.write(`${folder}/thumbnails/a.webp`, Buffer.from("thumb"));
    await store.move(`${folder}/a.webp`, `${folder}/b.webp`);
    expect(await store.info(`${folder}/a.webp`)).toBeNull();
    expect((await readAll(store, `${folder}/b.webp`)).toString()).toBe("a");
    expect((await store.list(`${folder}/`)).map((f) => f.key).sort()).toEqual([`${folder}/b.webp`, `${folder}/thumbnails/a.webp`]);
    expect((await store.list(`${folder}/`))[0]!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await store.remove([`${folder}/b.webp`, `${folder}/thumbnails/a.webp`, `${folder}/never-was.webp`]);
    expect(await store.list(`${folder}/`)).toEqual([]);
  });

  it("removes a folder with everything below it, and nothing beside it", async () => {
    const base = randomBytes(4).toString("hex");
    await store.write(`${base}/12/bulletin.pdf`, Buffer.from("%PDF"));
    await store.write(`${base}/12/sub/sermon.mp3`, Buffer.from("ID3"));
    await store.write(`${base}/120/bulletin.pdf`, Buffer.from("%PDF"));
    await store.removeFolder(`${base}/12`);
    expect((await store.list(`${base}/`)).map((f) => f.key)).toEqual([`${base}/120/bulletin.pdf`]);
  });

  it("refuses keys that leave the store", async () => {
    for (const key of ["../secrets/session-secret", "/etc/passwd", "a//b.webp", "a/./b.webp", "a\\b.webp"]) {
      await expect(store.info(key)).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe("an S3 store that cannot be used", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it("says which bucket is missing", async () => {
    await expect(s3Store({ ...s3.settings, bucket: "no-such-bucket" }).check()).rejects.toThrow('S3 bucket "no-such-bucket" at http://127.0.0.1:');
    await expect(s3Store({ ...s3.settings, bucket: "no-such-bucket" }).check()).rejects.toThrow(/does not exist/);
  });

  it("says when the credentials are refused", async () => {
    await expect(s3Store({ ...s3.settings, accessKeyId: "NOT-A-KEY" }).check()).rejects.toThrow(/credentials are refused/);
  });
});
