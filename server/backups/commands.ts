/**
 * The backup commands of `npm run cli`:
 *   backup [FILE]                          into the backup set (read back before it counts), or one file of its own
 *   backups                                the good backups of the set, newest first
 *   restore (--latest | NAME | FILE) [--key-file F]   into an empty database and upload store
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Config, siteBackupKey } from "../config.ts";
import type { Database } from "../db/client.ts";
import { readMigrations } from "../db/migrations.ts";
import { sizeText } from "../../shared/format.ts";
import type { FileStore } from "../storage/store.ts";
import { STEEPLE_VERSION } from "../version.ts";
import type { Backups } from "./backups.ts";
import { type Restored, restoreFromFile, restoreFromSet } from "./restore.ts";
import { RestoreRefused } from "./restore-errors.ts";
import { type BackupSet, listBackups } from "./set.ts";

/** A mistake of the operator's: the CLI prints it and exits 2. */
export class CommandError extends Error {}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export async function backupCommand(args: string[], { backups, config }: { backups: Backups; config: Pick<Config, "backupKey" | "dataDir"> }): Promise<string> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const file = positionals[0];
  const { where } = siteBackupKey(config);
  const keyNote = [
    `The two-step (authenticator) secrets in it are sealed with the backup key in ${where}.`,
    "Keep a copy of that key somewhere safe, apart from your backups: restoring into a new folder needs it (restore --key-file FILE, or BACKUP_KEY), or everyone who uses an authenticator app must set it up again.",
  ];
  if (file) {
    const made = await backups.toFile(file);
    return [`Backed up ${made.rows} rows and ${plural(made.files, "file")} to ${file}.`, ...(made.sealed ? keyNote : [])].join("\n");
  }
  const made = await backups.backUp({ reason: "manual" });
  if (made.ok === "skipped") throw new Error("Another backup is being written; try again in a minute.");
  if (made.ok === false) throw new Error(`The backup failed: ${made.error}`);
  const { summary } = made;
  return [
    `Backed up ${summary.rows} rows and ${plural(summary.files.length, "file")} (${summary.newFiles} new) to ${made.summary.name} in ${backups.set.where}, ${sizeText(summary.bytes)}, read back and checked.`,
    ...(summary.backupKeyId ? keyNote : []),
  ].join("\n");
}

/** The set's good backups, newest first, one a line. */
export async function listCommand(set: BackupSet, timeZone: string): Promise<string> {
  const found = await listBackups(set);
  if (found.length === 0) return `No backups yet in ${set.where}.`;
  const when = (iso: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso)).replace(",", "");
  const lines = found.map((b) => `${when(b.createdAt)}  ${b.reason.padEnd(8)}  ${sizeText(b.bytes).padStart(9)}  checked  ${b.name}  (Steeple ${b.steeple}, ${b.schema.tag})`);
  return [`Backups in ${set.where} (newest first; times in ${timeZone}):`, ...lines].join("\n");
}

export async function restoreCommand(
  args: string[],
  { database, config, store, set }: { database: Database; config: Config; store: FileStore; set: BackupSet },
): Promise<string> {
  const { values, positionals } = parseArgs({ args, options: { "key-file": { type: "string" }, latest: { type: "boolean" } }, allowPositionals: true });
  const keyFile = values["key-file"];
  const target = {
    database,
    store,
    sessionSecret: config.sessionSecret,
    backupKey: keyFile ? readFileSync(keyFile, "utf8").trim() : siteBackupKey(config).key,
    migrations: readMigrations(),
    steeple: STEEPLE_VERSION,
  };
  let restored: Restored;
  let what: string;
  try {
    if (values.latest) {
      const [latest] = await listBackups(set);
      if (!latest) throw new CommandError(`There is no backup in ${set.where} to restore.`);
      what = latest.name;
      restored = await restoreFromSet(set, latest.name, target);
    } else {
      const given = positionals[0];
      if (!given) throw new CommandError("restore needs --latest, the name of a backup (npm run cli -- backups lists them) or a backup file");
      const named = (await listBackups(set)).find((b) => b.name === given);
      what = given;
      restored = named ? await restoreFromSet(set, named.name, target) : await restoreFromFile(given, target);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw new CommandError(error.message);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new CommandError(`No backup named ${positionals[0]} in ${set.where}, and no such file.`);
    throw error;
  }
  return [
    `Restored ${restored.rows} rows and ${plural(restored.files, "file")} from ${what}.`,
    ...(restored.upgradePending ? [`It was made with database schema ${restored.schema}; the site upgrades it when it next starts (taking a backup first).`] : []),
  ].join("\n");
}
