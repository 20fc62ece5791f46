/**
 * Restoring a backup into an empty database and an empty upload store. An archive of the current
 * format (server/backups/archive.ts) is restored onto the schema it was made with: the database is
 * migrated up to that migration, the rows go in, and the site's next start upgrades it like any other
 * (taking a backup first). A backup made by a newer version is refused with the version it needs.
 * Older formats go through server/backups/legacy.ts.
 */
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import * as tar from "tar";
import type { Database } from "../db/client.ts";
import { type Migration, applyMigrations, dropSchema, migrationState } from "../db/migrations.ts";
import type { FileStore } from "../storage/store.ts";
import { backupKeyId, copyHashing, uploadedFiles } from "./archive.ts";
import { FORMAT, MANIFEST, type Manifest } from "./manifest.ts";
import { LEGACY_DATA_FILE, firstCharacter, readBackup } from "./legacy.ts";
import { RestoreRefused } from "./restore-errors.ts";
import { type BackupSet, archiveKey, backupSetIn, blobKey } from "./set.ts";
import { loadTables, resealUser, tablesWithRows } from "./tables.ts";

export type RestoreTarget = {
  database: Database;
  store: FileStore;
  sessionSecret: string;
  /** The key that sealed the backup's authenticator secrets (null: none known). */
  backupKey: string | null;
  /** This version's migrations and its name, to judge the backup's schema by. */
  migrations: Migration[];
  steeple: string;
};

export type Restored = { rows: number; files: number; schema: string; upgradePending: boolean };

/** Restores the archive `name` of a backup set. */
export async function restoreFromSet(set: BackupSet, name: string, target: RestoreTarget): Promise<Restored> {
  const { file, release } = await set.store.localCopy(archiveKey(name));
  try {
    return await restoreArchive(file, set, target);
  } finally {
    await release();
  }
}

/**
 * Restores a backup file: an archive of its own (files inside), an archive of a set copied elsewhere
 * (…/archives/NAME.tar.gz, its files in …/files), or a backup of an older format.
 */
export async function restoreFromFile(file: string, target: RestoreTarget): Promise<Restored> {
  const entries = (await firstCharacter(file)) === "{" ? [LEGACY_DATA_FILE] : await entriesOf(file);
  if (entries.includes(LEGACY_DATA_FILE)) {
    await target.database.migrate();
    const done = await readBackup({ db: target.database.db, file, store: target.store, sessionSecret: target.sessionSecret, backupKey: target.backupKey });
    return { ...done, schema: target.migrations.at(-1)!.tag, upgradePending: false };
  }
  if (!entries.includes(MANIFEST)) throw new RestoreRefused(`${file} is not a Steeple backup.`);
  const folder = path.dirname(path.resolve(file));
  return restoreArchive(file, path.basename(folder) === "archives" ? backupSetIn(path.dirname(folder)) : null, target);
}

async function entriesOf(file: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path.replace(/\/$/, "")) }).catch(() => {
    throw new RestoreRefused(`${file} is not a Steeple backup.`);
  });
  return names;
}

async function restoreArchive(file: string, set: BackupSet | null, target: RestoreTarget): Promise<Restored> {
  const { database, store, migrations } = target;
  const work = await mkdtemp(path.join(os.tmpdir(), "steeple-restore-"));
  try {
    await tar.extract({ file, cwd: work, strict: true });
    const manifest = JSON.parse(await readFile(path.join(work, MANIFEST), "utf8")) as Manifest;
    if (manifest.format !== FORMAT) throw new RestoreRefused(`${file} is not a backup this version of Steeple can read.`);
    const schema = schemaOf(manifest, target);
    if (!manifest.filesInside && !set && manifest.files.length > 0) {
      throw new RestoreRefused("This archive's files are in the backup set it belongs to: restore it by name, or from the set's archives folder (…/archives/NAME.tar.gz, with …/files beside it).");
    }
    const backupKey = checkedKey(manifest, target.backupKey);
    const full = await tablesWithRows(database.db);
    if (full.length) throw new RestoreRefused(`Restore needs an empty database, but ${full[0]} has rows.`);
    if (manifest.files.length && (await uploadedFiles(store)).length) {
      throw new RestoreRefused(store.driver === "disk" ? "Restore needs an empty uploads folder, but DATA_DIR/uploads holds files." : "Restore needs an empty bucket, but the S3 bucket holds files.");
    }
    // The rows fit the schema they were read from: build that one (an empty database may be newer, or bare).
    const state = await migrationState(database.db, migrations);
    if (state.current?.when !== schema.when) {
      if (state.current && state.current.when > schema.when) await dropSchema(database.db);
      await applyMigrations(database.db, migrations, { upTo: schema.tag });
    }
    const rows = await loadTables(database.db, async (table) => {
      if (!manifest.tables[table]) return null;
      const lines = (await readFile(path.join(work, "tables", `${table}.jsonl`), "utf8")).split("\n").filter(Boolean);
      return table === "users" && backupKey ? lines.map((line) => resealUser(line, backupKey, target.sessionSecret)) : lines;
    });
    const placed = new Map<string, string>();
    for (const named of manifest.files) {
      const incoming = path.join(work, "incoming");
      const from: Readable = manifest.filesInside ? createReadStream(path.join(work, "files", named.sha256)) : await set!.store.read(blobKey(named.sha256));
      if ((await copyHashing(from, incoming)).sha256 !== named.sha256) throw new Error(`The backup's copy of ${named.key} does not match its checksum; nothing more was restored.`);
      await store.putFile(named.key, incoming);
      placed.set(named.key, named.sha256);
    }
    return { rows, files: placed.size, schema: schema.tag, upgradePending: schema.tag !== migrations.at(-1)!.tag };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The backup's schema among this version's migrations; a newer one is refused with the version it needs. */
function schemaOf(manifest: Manifest, { migrations, steeple }: RestoreTarget): Migration {
  const known = migrations.find((m) => m.when === manifest.schema.when);
  if (known) return known;
  const ours = migrations.at(-1)!;
  if (manifest.schema.when > ours.when) {
    throw new RestoreRefused(
      `This backup was made by Steeple ${manifest.steeple}, with database schema ${manifest.schema.tag}; this is Steeple ${steeple} (schema ${ours.tag}). Install Steeple ${manifest.steeple} or newer to restore it.`,
    );
  }
  throw new RestoreRefused(`This backup's database schema (${manifest.schema.tag}) is not one this version of Steeple knows.`);
}

function checkedKey(manifest: Manifest, backupKey: string | null): string | null {
  if (!manifest.backupKeyId) return null;
  if (!backupKey) throw new RestoreRefused("This backup holds two-step (authenticator) secrets sealed with a backup key. Give the key with --key-file FILE or BACKUP_KEY.");
  if (backupKeyId(backupKey) !== manifest.backupKeyId) {
    throw new RestoreRefused("That backup key is not the one this backup was made with. Give the key that was in DATA_DIR/secrets/backup-key (or BACKUP_KEY) when the backup was made.");
  }
  return backupKey;
}
