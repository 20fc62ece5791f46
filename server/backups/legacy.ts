/**
 * Backups made before issue 32 (formats steeple-backup-1, a JSON file of tables, and -2, a tar of that
 * JSON and the uploads folder) still restore: into a database migrated to today's schema, each row
 * through Drizzle's own column names. New backups are steeple-backup-3 (server/backups/archive.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as tar from "tar";
import { secretBox } from "../auth/crypto.ts";
import type { Db } from "../db/db.ts";
import * as schema from "../db/schema.ts";
import type { FileStore } from "../storage/store.ts";
import { backupKeyId as keyId, uploadedFiles } from "./archive.ts";
import { RestoreRefused } from "./restore-errors.ts";

/** Tables in an order that respects foreign keys (parents first). */
const TABLES: PgTable[] = [
  schema.users,
  schema.contentDocuments,
  schema.contentRevisions,
  schema.versesOfTheDay,
  schema.announcements,
  schema.dailyReadings,
  schema.churchStaff,
  schema.childcareStaff,
  schema.occHighlights,
  schema.missionTrips,
  schema.missionTripImages,
  schema.sermonSeries,
  schema.pastServices,
  schema.galleryImages,
  schema.sessions,
  schema.loginChallenges,
  schema.backupCodes,
  schema.invites,
  schema.passwordTokens,
  schema.rateLimits,
  schema.outgoingMail,
  schema.contactMessages,
  schema.prayerRequests,
  schema.directoryEntries,
  schema.usedCaptchas,
  schema.featureRequests,
  schema.auditLog,
  schema.signInAddresses,
  schema.signInLinks,
  schema.eventCategories,
  schema.events,
  schema.eventCategoryLinks,
  schema.eventExceptions,
];

const FORMAT = "steeple-backup-2";
export const LEGACY_DATA_FILE = "steeple-backup.json";
const DATA_FILE = LEGACY_DATA_FILE;

export type Backup = {
  format: typeof FORMAT | "steeple-backup-1";
  tables: Record<string, unknown[]>;
  /** Which backup key sealed the authenticator secrets (the key's SHA-256, cut short); absent when none are held. */
  backupKeyId?: string;
};

/**
 * Authenticator secrets are stored sealed with SESSION_SECRET, which a new data folder does not share.
 * A backup re-seals them with the backup key (kept by the operator, apart from the backups), and a
 * restore opens them with that key and seals them again with the new site's secret.
 */
function reseal(rows: unknown[], from: ReturnType<typeof secretBox>, to: ReturnType<typeof secretBox>): unknown[] {
  return rows.map((row) => {
    const user = row as Record<string, unknown>;
    const open = (value: unknown) => (typeof value === "string" ? to.seal(from.open(value)) : value);
    return { ...user, totpSecret: open(user.totpSecret), pendingTotpSecret: open(user.pendingTotpSecret) };
  });
}

/** A JSON backup of the first format starts with "{"; a tar archive with the name of its first entry. */
export async function firstCharacter(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, 0);
    return bytesRead ? buffer.toString("utf8") : "";
  } finally {
    await handle.close();
  }
}

/** The keys of every placed file: the pipeline's staged files, half-placed (dotted) files and a bucket's backup set aside. */
async function storedKeys(store: FileStore): Promise<string[]> {
  return (await uploadedFiles(store)).map((file) => file.key);
}

/** The files of a folder as storage keys (relative, forward slashes). */
function keysIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join("/"));
}

/**
 * Loads a backup into an empty database and an empty uploads folder. A backup that holds
 * authenticator secrets needs the backup key that sealed them. Backups of the first format (a JSON
 * file of tables only) still restore.
 */
export async function readBackup({
  db,
  file,
  store,
  sessionSecret,
  backupKey,
}: {
  db: Db;
  file: string;
  store: FileStore;
  sessionSecret: string;
  backupKey: string | null;
}): Promise<{ rows: number; files: number }> {
  const work = await mkdtemp(path.join(os.tmpdir(), "steeple-restore-"));
  try {
    let backup: Backup;
    if ((await firstCharacter(file)) === "{") {
      backup = JSON.parse(await readFile(file, "utf8")) as Backup;
    } else {
      await tar.extract({ file, cwd: work, strict: true });
      backup = JSON.parse(await readFile(path.join(work, DATA_FILE), "utf8")) as Backup;
    }
    if (backup?.format !== FORMAT && backup?.format !== "steeple-backup-1") throw new RestoreRefused("This file is not a Steeple backup.");
    if (backup.backupKeyId) {
      if (!backupKey) throw new RestoreRefused("This backup holds two-step (authenticator) secrets sealed with a backup key. Give the key with --key-file FILE or BACKUP_KEY.");
      if (keyId(backupKey) !== backup.backupKeyId) throw new RestoreRefused("That backup key is not the one this backup was made with. Give the key that was in DATA_DIR/secrets/backup-key when the backup was made.");
      const name = getTableName(schema.users);
      backup.tables[name] = reseal(backup.tables[name] ?? [], secretBox(backupKey), secretBox(sessionSecret));
    }
    const restoredUploads = path.join(work, "uploads");
    const keys = existsSync(restoredUploads) ? keysIn(restoredUploads) : [];
    if (keys.length > 0 && (await storedKeys(store)).length > 0) {
      throw new RestoreRefused(store.driver === "disk" ? "Restore needs an empty uploads folder, but DATA_DIR/uploads holds files." : "Restore needs an empty bucket, but the S3 bucket holds files.");
    }
    const rows = await restoreTables(db, backup);
    for (const key of keys) await store.putFile(key, path.join(restoredUploads, ...key.split("/")));
    return { rows, files: keys.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Loads the tables into an empty database and moves the id sequences past the restored ids. */
async function restoreTables(db: Db, backup: Backup): Promise<number> {
  let count = 0;
  await db.transaction(async (tx) => {
    for (const table of TABLES) {
      const name = getTableName(table);
      const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(table);
      if ((existing?.n ?? 0) > 0) throw new RestoreRefused(`Restore needs an empty database, but ${name} has rows.`);
      const rows = (backup.tables[name] ?? []).map((row) => revive(table, row as Record<string, unknown>));
      if (rows.length) await tx.insert(table).values(rows as never);
      count += rows.length;
      if ("id" in (table as unknown as Record<string, unknown>)) {
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`));
      }
    }
  });
  return count;
}

/** JSON turns timestamps into strings; Drizzle wants Date objects for timestamp columns. */
function revive(table: PgTable, row: Record<string, unknown>) {
  const columns = table as unknown as Record<string, { columnType?: string }>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = columns[key]?.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  return out;
}
