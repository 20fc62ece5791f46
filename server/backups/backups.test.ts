import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import * as tar from "tar";
import { readMigrations } from "../db/migrations.ts";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { announcements, backupRuns, churchStaff } from "../db/schema.ts";
import { backupSite } from "../testing/backup-site.ts";
import { databaseUrl, testDatabaseKinds } from "../testing/database.ts";
import { diskWithRoomFor } from "../testing/full-disk.ts";
import { createBackups } from "./backups.ts";
import { createBackupSchedule } from "./schedule.ts";
import { backupSetIn, listBackups } from "./set.ts";

/** The files of a folder, relative, sorted. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
        .sort()
    : [];

/** Lines of one table in an archive of the set. */
async function tableLines(archive: string, table: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.path !== `tables/${table}.jsonl`) return entry.resume();
      let text = "";
      entry.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      entry.on("end", () => lines.push(...text.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)));
    },
  });
  return lines;
}

describe.each(testDatabaseKinds)("backups into the set (%s)", (kind) => {
  it("writes an archive and the site's files into DATA_DIR/backups, reads them back and records the backup as good", async () => {
    const site = await backupSite(kind);
    await site.database.db.insert(churchStaff).values({ name: "Grace Porter", roleTitle: "Secretary", image: "grace.webp" });
    await site.store.write("staff/grace.webp", Buffer.from("RIFF grace"));
    await site.store.write(".staging/half-way", Buffer.from("not yet saved"));

    const made = await site.backups.backUp({ reason: "manual" });
    expect(made.ok).toBe(true);
    const [summary] = await listBackups(site.set);
    expect(summary).toMatchObject({ name: "20261127T090000Z-manual", reason: "manual", steeple: "0.1.0", schema: { tag: readMigrations().at(-1)!.tag }, newFiles: 1 });
    expect(summary!.files.map((f) => f.key)).toEqual(["staff/grace.webp"]);
    expect(filesIn(site.set.store.root!)).toEqual([path.join("archives", "20261127T090000Z-manual.json"), path.join("archives", "20261127T090000Z-manual.tar.gz"), path.join("files", summary!.files[0]!.sha256.slice(0, 2), summary!.files[0]!.sha256)]);
    const staff = await tableLines(path.join(site.set.store.root!, "archives", "20261127T090000Z-manual.tar.gz"), "church_staff");
    expect(staff).toEqual([expect.objectContaining({ name: "Grace Porter", role_title: "Secretary", image: "grace.webp" })]);
    const [run] = await site.database.db.select().from(backupRuns);
    expect(run).toMatchObject({ name: "20261127T090000Z-manual", status: "good", files: 1, newFiles: 1, bytes: summary!.bytes, rows: summary!.rows });
  });

  it("copies only the files that are new since the last backup, and each archive names every file", async () => {
    const site = await backupSite(kind);
    await site.store.write("past-services/1/video.mp4", Buffer.alloc(256 * 1024, 7));
    expect((await site.backups.backUp({ reason: "nightly", night: "2026-11-27" })).ok).toBe(true);
    site.clock.set("2026-11-28T08:00:00Z");
    await site.store.write("staff/new.webp", Buffer.from("RIFF new"));
    const second = await site.backups.backUp({ reason: "nightly", night: "2026-11-28" });
    expect(second).toMatchObject({ ok: true, summary: { newFiles: 1 } });
    expect(filesIn(path.join(site.set.store.root!, "files"))).toHaveLength(2);
    const [newest] = await listBackups(site.set);
    expect(newest!.files.map((f) => f.key).sort()).toEqual(["past-services/1/video.mp4", "staff/new.webp"]);
  });

  it("on a full disk removes the unfinished backup, keeps the older ones and records why", async () => {
    const site = await backupSite(kind);
    await site.store.write("staff/a.webp", Buffer.from("RIFF a"));
    expect((await site.backups.backUp({ reason: "manual" })).ok).toBe(true);
    const before = filesIn(site.set.store.root!);
    await site.store.write("past-services/2/video.mp4", Buffer.alloc(64 * 1024, 1));
    site.clock.set("2026-11-28T08:00:00Z");
    const full = backupSetIn(site.set.store.root!);
    const failing = await backupSite(kind, { database: site.database, store: site.store, set: { ...full, store: diskWithRoomFor(full.store, 10 * 1024) }, now: "2026-11-28T08:00:00Z" });
    const made = await failing.backups.backUp({ reason: "nightly", night: "2026-11-28" });
    expect(made).toMatchObject({ ok: false, error: expect.stringContaining("the disk is full") });
    expect(filesIn(site.set.store.root!).filter((f) => !f.startsWith(".staging"))).toEqual(before);
    const runs = await site.database.db.select().from(backupRuns).orderBy(backupRuns.id);
    expect(runs.map((r) => [r.status, r.error])).toEqual([
      ["good", null],
      ["failed", expect.stringContaining("no space left on device")],
    ]);
    expect((await site.backups.status()).failure).toMatchObject({ error: expect.stringContaining("the disk is full") });
  });

  it("reads the tables in one snapshot while staff go on editing", async () => {
    let edit: Promise<unknown> | undefined;
    let editDone = false;
    const site = await backupSite(kind, {
      whileReading: async () => {
        // Staff save an announcement while the backup reads: on PostgreSQL the save is not held up at all.
        edit = site.database.db.insert(announcements).values({ subject: "Saved meanwhile", announcement: "<p>x</p>" }).then(() => (editDone = true));
        if (kind === "postgres") await edit;
      },
    });
    await site.database.db.insert(announcements).values({ subject: "Before", announcement: "<p>x</p>" });
    const made = await site.backups.backUp({ reason: "manual" });
    await edit;
    expect(editDone).toBe(true);
    expect(made.ok).toBe(true);
    const archived = await tableLines(path.join(site.set.store.root!, "archives", "20261127T090000Z-manual.tar.gz"), "announcements");
    expect(archived.map((a) => a.subject)).toEqual(["Before"]);
    expect((await site.database.db.select().from(announcements)).map((a) => a.subject).sort()).toEqual(["Before", "Saved meanwhile"]);
  });

  it("writes a night's backup once when two instances look at the same moment", async () => {
    const site = await backupSite(kind, { now: "2026-11-27T08:00:00Z" });
    // The second instance: its own connection to the same database (PGlite has one process, one connection).
    const other = kind === "postgres" ? await openDatabase({ databaseUrl: databaseUrl(process.env.TEST_DATABASE_URL!, await currentName(site.database)) }) : site.database;
    try {
      const second = createBackups({ ...site, database: other, sessionSecret: "s".repeat(40), backupKey: "k".repeat(40), timeZone: "America/New_York", keep: { daily: 7, weekly: 4, monthly: 12 }, steeple: "0.1.0", logger: pino({ level: "silent" }) });
      const alerts = { check: async () => [] };
      const schedules = [site.backups, second].map((backups) => createBackupSchedule({ backups, alerts, clock: site.clock, timeZone: "America/New_York", at: "03:00", logger: pino({ level: "silent" }) }));
      const outcomes = await Promise.all(schedules.map((s) => s.tick()));
      expect(outcomes.filter((o) => o?.ok === true)).toHaveLength(1);
      expect(await site.database.db.select({ night: backupRuns.night }).from(backupRuns)).toEqual([{ night: "2026-11-27" }]);
      expect(await listBackups(site.set)).toHaveLength(1);
    } finally {
      if (other !== site.database) await other.close();
    }
  });
});

async function currentName(database: { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  return result.rows[0]!.name;
}

describe("two backups in the same second", () => {
  it("get names of their own, and the second copies no file again", async () => {
    const site = await backupSite(testDatabaseKinds[0]!);
    await site.store.write("staff/x.webp", Buffer.from("x"));
    await site.backups.backUp({ reason: "manual" });
    const second = await site.backups.backUp({ reason: "manual" });
    expect(second).toMatchObject({ ok: true, summary: { name: "20261127T090000Z-manual-2", newFiles: 0 } });
    expect((await site.database.db.select().from(backupRuns).where(eq(backupRuns.status, "good"))).length).toBe(2);
  });
});
