import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import * as schema from "./schema.ts";

/** Tables in an order that respects foreign keys (parents first). */
const TABLES: PgTable[] = [
  schema.users,
  schema.versesOfTheDay,
  schema.announcements,
  schema.dailyReadings,
  schema.churchStaff,
  schema.childcareStaff,
  schema.occHighlights,
  schema.missionTrips,
  schema.missionTripImages,
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
];

export type Backup = { format: "steeple-backup-1"; tables: Record<string, unknown[]> };

/** Every row of every table as JSON (uploads are files: copy DATA_DIR/uploads beside it). */
export async function backupDatabase(db: Db): Promise<Backup> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[getTableName(table)] = await db.select().from(table);
  return { format: "steeple-backup-1", tables };
}

/** Loads a backup into an empty database and moves the id sequences past the restored ids. */
export async function restoreDatabase(db: Db, backup: Backup): Promise<number> {
  if (backup?.format !== "steeple-backup-1") throw new Error("This file is not a Steeple backup.");
  let count = 0;
  await db.transaction(async (tx) => {
    for (const table of TABLES) {
      const name = getTableName(table);
      const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(table);
      if ((existing?.n ?? 0) > 0) throw new Error(`Restore needs an empty database, but ${name} has rows.`);
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
  const columns = (table as unknown as Record<string, { columnType?: string }>);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = columns[key]?.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  return out;
}
