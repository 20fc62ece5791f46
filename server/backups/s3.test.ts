import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { s3Store } from "../storage/s3-store.ts";
import { type FileStore, readAll } from "../storage/store.ts";
import { freshDatabase } from "../testing/database.ts";
import { startS3 } from "../testing/s3.ts";
import { readBackup, writeBackup } from "./backup.ts";
import * as schema from "./schema.ts";

/** A bucket and an empty spare of this test's own, on an S3-compatible server stopped when the test ends. */
async function buckets(): Promise<{ source: FileStore; target: FileStore }> {
  const s3 = await startS3();
  onTestFinished(() => s3.close());
  return { source: s3Store(s3.settings), target: s3Store({ ...s3.settings, bucket: s3.spareBucket }) };
}

/** A fresh database, dropped when the test ends. */
async function database() {
  const made = await freshDatabase("pglite");
  onTestFinished(() => made.drop());
  return made;
}

/** Issue 15 item 1: the backup and restore commands carry a bucket's files both ways. */
describe("a backup of a site whose files are in S3", () => {
  it("holds every placed file (not the staged ones) and restores them into an empty bucket", async () => {
    const { source, target } = await buckets();
    const from = await database();
    await from.db.insert(schema.churchStaff).values({ name: "Grace Porter", roleTitle: "Secretary", image: "grace.webp" });
    await source.write("staff/grace.webp", Buffer.from("RIFF grace"));
    await source.write("past-services/7/bulletin.pdf", Buffer.from("%PDF-1.4 bulletin"));
    await source.write(".staging/half-way", Buffer.from("not yet saved"));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "steeple-backup-s3-")), "site.backup");
    const made = await writeBackup({ db: from.db, file, store: source, sessionSecret: "s".repeat(32), backupKey: "k".repeat(32) });
    expect(made.files).toBe(2);

    const to = await database();
    const done = await readBackup({ db: to.db, file, store: target, sessionSecret: "t".repeat(32), backupKey: null });
    expect(done.files).toBe(2);
    expect((await readAll(target, "staff/grace.webp")).toString()).toBe("RIFF grace");
    expect((await readAll(target, "past-services/7/bulletin.pdf")).toString()).toBe("%PDF-1.4 bulletin");
    expect((await target.list("")).map((f) => f.key).sort()).toEqual(["past-services/7/bulletin.pdf", "staff/grace.webp"]);
    expect(await to.db.select({ name: schema.churchStaff.name }).from(schema.churchStaff)).toEqual([{ name: "Grace Porter" }]);
  });

  it("refuses to restore into a bucket that already holds files", async () => {
    const { source } = await buckets();
    const from = await database();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "steeple-backup-s3-")), "site.backup");
    await source.write("staff/another.webp", Buffer.from("RIFF"));
    await writeBackup({ db: from.db, file, store: source, sessionSecret: "s".repeat(32), backupKey: "k".repeat(32) });
    const to = await database();
    await expect(readBackup({ db: to.db, file, store: source, sessionSecret: "s".repeat(32), backupKey: null })).rejects.toThrow("Restore needs an empty bucket");
  });
});
