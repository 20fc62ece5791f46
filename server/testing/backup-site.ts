import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { onTestFinished } from "vitest";
import { createBackups } from "../backups/backups.ts";
import { DEFAULT_KEEP, type Keep } from "../backups/retention.ts";
import { type BackupSet, backupSetIn } from "../backups/set.ts";
import { type FileStore, diskStore } from "../storage/store.ts";
import { fixedClock } from "./clock.ts";
import { type TestDatabase, type TestDatabaseKind, freshDatabase } from "./database.ts";

export const BACKUP_TEST_KEYS = { sessionSecret: "s".repeat(40), backupKey: "k".repeat(40) };

/**
 * A site's database, upload store and backup set for one test (dropped when it ends), with the
 * backups service over them on a clock the test sets (the church in America/New_York).
 */
export async function backupSite(
  kind: TestDatabaseKind,
  {
    now = "2026-11-27T09:00:00Z",
    keep = DEFAULT_KEEP,
    store,
    set,
    database,
    whileReading,
    sessionSecret = BACKUP_TEST_KEYS.sessionSecret,
  }: { now?: string; keep?: Keep; store?: FileStore; set?: BackupSet; database?: TestDatabase; whileReading?: () => Promise<void>; sessionSecret?: string } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), "steeple-backups-"));
  const db = database ?? (await freshDatabase(kind));
  if (!database) onTestFinished(() => db.drop());
  const clock = fixedClock(now);
  const uploads = store ?? diskStore(path.join(dir, "uploads"));
  const backupSet = set ?? backupSetIn(path.join(dir, "backups"));
  const backups = createBackups({
    database: db,
    clock,
    store: uploads,
    set: backupSet,
    ...BACKUP_TEST_KEYS,
    sessionSecret,
    timeZone: "America/New_York",
    keep,
    steeple: "0.1.0",
    logger: pino({ level: "silent" }),
    whileReading,
  });
  return { database: db, clock, store: uploads, set: backupSet, backups, dir };
}
