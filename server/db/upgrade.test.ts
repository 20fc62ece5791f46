import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import { restoreFromSet } from "../backups/restore.ts";
import { listBackups } from "../backups/set.ts";
import { BACKUP_TEST_KEYS, backupSite } from "../testing/backup-site.ts";
import { bareDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { OLD_SCHEMA, OLD_SITE, loadOldSite } from "../testing/old-site.ts";
import { MIGRATIONS_FOLDER, migrationState, readMigrations } from "./migrations.ts";
import { announcements, backupRuns, churchStaff, outgoingMail, users } from "./schema.ts";
import { UpgradeError, upgradeDatabase } from "./upgrade.ts";

const silent = pino({ level: "silent" });
const LATEST = readMigrations().at(-1)!.tag;

/** This version's migrations and two more: one that works, then one that fails on its second statement. */
function migrationsWithABrokenOne(): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "steeple-migrations-")), "migrations");
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(path.join(folder, "0010_choir_rota.sql"), 'CREATE TABLE "choir_rota" ("id" serial PRIMARY KEY NOT NULL);');
  writeFileSync(path.join(folder, "0011_broken.sql"), 'ALTER TABLE "choir_rota" ADD COLUMN "singer" text;--> statement-breakpoint\nSELECT * FROM "no_such_table";');
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  for (const [i, tag] of ["0010_choir_rota", "0011_broken"].entries()) journal.entries.push({ ...last, idx: last.idx + 1 + i, when: last.when + 1000 * (i + 1), tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const exists = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, table: string) =>
  ((await db.execute(sql`select to_regclass(${table}) is not null as found`)) as { rows: { found: boolean }[] }).rows[0]!.found;

describe.each(testDatabaseKinds)("upgrading the database (%s)", (kind) => {
  it("takes a backup, and when a migration fails applies none of them and names the migration and the backup", async () => {
    const site = await backupSite(kind);
    await site.database.db.insert(announcements).values({ subject: "Kept", announcement: "<p>x</p>" });
    const migrations = readMigrations(migrationsWithABrokenOne());

    const upgrading = upgradeDatabase({ database: site.database, backups: site.backups, logger: silent, migrations });
    await expect(upgrading).rejects.toThrow(UpgradeError);
    const message = await upgrading.catch((error: Error) => error.message);
    expect(message).toBe(
      `Migration 0011_broken failed: relation "no_such_table" does not exist\n` +
        `Nothing of the upgrade was applied: the database is as ${LATEST} left it, and the site will not start on it with this version.\n` +
        `Start the previous version again, or restore the backup taken just before, into an empty database: npm run cli -- restore 20261127T090000Z-before-upgrade-from-${LATEST}`,
    );
    // 0010 ran before 0011 failed, in the same transaction: it is gone too.
    expect(await exists(site.database.db, "public.choir_rota")).toBe(false);
    expect((await migrationState(site.database.db, migrations)).current?.tag).toBe(LATEST);
    expect(await site.database.db.select({ subject: announcements.subject }).from(announcements)).toEqual([{ subject: "Kept" }]);
    expect((await listBackups(site.set)).map((b) => [b.name, b.reason, b.schema.tag])).toEqual([[`20261127T090000Z-before-upgrade-from-${LATEST}`, "upgrade", LATEST]]);
  });

  it("upgrades a site of the first released schema, and its backup from before restores onto that schema, to be upgraded again", { timeout: 60_000 }, async () => {
    const old = await bareDatabase(kind);
    onTestFinished(() => old.drop());
    await loadOldSite(old);
    const site = await backupSite(kind, { database: old, sessionSecret: OLD_SITE.sessionSecret });

    const upgraded = await upgradeDatabase({ database: old, backups: site.backups, logger: silent });
    const name = `20261127T090000Z-before-upgrade-from-${OLD_SCHEMA}`;
    expect(upgraded).toEqual({ from: OLD_SCHEMA, to: LATEST, backup: name });
    // Recorded once backup_runs existed, after the upgrade that made it.
    expect(await old.db.select({ name: backupRuns.name, reason: backupRuns.reason, status: backupRuns.status }).from(backupRuns)).toEqual([{ name, reason: "upgrade", status: "good" }]);
    // The old rows went through every migration: positions numbered (0008), a mail given up on marked failed (0003).
    expect(await old.db.select({ name: churchStaff.name, order: churchStaff.displayOrder }).from(churchStaff).orderBy(asc(churchStaff.displayOrder))).toEqual([
      { name: "Pastor Dan Reed", order: 1 },
      { name: "Grace Porter", order: 2 },
    ]);
    expect((await old.db.select({ failedAt: outgoingMail.failedAt }).from(outgoingMail).orderBy(asc(outgoingMail.id)))[1]!.failedAt).toBeInstanceOf(Date);

    const fresh = await freshDatabase(kind);
    onTestFinished(() => fresh.drop());
    const restored = await restoreFromSet(site.set, name, { database: fresh, store: site.store, ...BACKUP_TEST_KEYS, migrations: readMigrations(), steeple: "0.1.0" });
    expect(restored).toMatchObject({ schema: OLD_SCHEMA, upgradePending: true, files: 0 });
    expect((await migrationState(fresh.db, readMigrations())).current?.tag).toBe(OLD_SCHEMA);
    expect(await exists(fresh.db, "public.content_documents")).toBe(false);
    const again = await backupSite(kind, { database: fresh });
    expect(await upgradeDatabase({ database: fresh, backups: again.backups, logger: silent })).toMatchObject({ from: OLD_SCHEMA, to: LATEST });
    expect((await fresh.db.select({ username: users.username }).from(users).orderBy(asc(users.id))).map((u) => u.username)).toEqual(["pastor", "grace", "former"]);
  });
});
