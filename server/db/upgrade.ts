/**
 * A safe upgrade: when the database lacks migrations of this version, a backup is taken first (named
 * for the schema it came from), then every pending migration runs in one transaction. A migration that
 * fails leaves nothing half-applied, and the site does not start: the error names the migration and
 * the backup. Run at every start, under the migrate-and-seed lock, and by the CLI before its commands.
 */
import type { Logger } from "pino";
import type { Backups } from "../backups/backups.ts";
import type { BackupSummary } from "../backups/set.ts";
import type { Database } from "./client.ts";
import { type Migration, MigrationError, applyMigrations, migrationState, readMigrations } from "./migrations.ts";

/** The site cannot start on this database (a failed migration, no backup before one, a newer schema). */
export class UpgradeError extends Error {}

export async function upgradeDatabase({
  database,
  backups,
  logger,
  migrations = readMigrations(),
}: {
  database: Database;
  backups: Pick<Backups, "backUp" | "record" | "set">;
  logger: Logger;
  migrations?: Migration[];
}): Promise<{ from: string | null; to: string; backup: string | null }> {
  const state = await migrationState(database.db, migrations);
  const to = migrations.at(-1)!.tag;
  if (state.newer) {
    throw new UpgradeError(`This database was last used by a newer version of Steeple (its schema is newer than ${to}, this version's). Start that version, or a newer one.`);
  }
  if (state.pending.length === 0) return { from: state.current?.tag ?? null, to, backup: null };
  const from = state.current?.tag ?? null;
  let backup: string | null = null;
  let unrecorded: BackupSummary | null = null;
  if (from) {
    logger.info({ from, to }, "taking a backup before upgrading the database");
    const made = await backups.backUp({ reason: "upgrade", from });
    if (made.ok !== true) {
      throw new UpgradeError(
        `The database needs an upgrade (from ${from} to ${to}), but the backup before it failed: ${made.ok === false ? made.error : "another instance is backing up"}. Nothing was changed; the site will not start until a backup can be made (free some space in ${backups.set.where}, or fix what the reason says).`,
      );
    }
    backup = made.summary.name;
    if (!made.run) unrecorded = made.summary;
  }
  try {
    await applyMigrations(database.db, migrations);
  } catch (error) {
    const which = error instanceof MigrationError ? error.message : `The upgrade failed: ${(error as Error).message}`;
    throw new UpgradeError(
      `${which}\nNothing of the upgrade was applied: the database is as ${from ?? "it was"} left it, and the site will not start on it with this version.` +
        (backup ? `\nStart the previous version again, or restore the backup taken just before, into an empty database: npm run cli -- restore ${backup}` : ""),
      { cause: error },
    );
  }
  // A backup taken before backup_runs existed (the upgrade that makes it) is recorded now.
  if (unrecorded) await backups.record(unrecorded, "upgrade");
  logger.info({ from, to, backup }, from ? "database upgraded" : "database created");
  return { from, to, backup };
}
