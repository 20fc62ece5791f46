/**
 * The backup set: where the site's backups live (DATA_DIR/backups, or the S3 bucket's backups/
 * prefix when S3_BUCKET is set), laid out as
 *
 *   files/{ab}/{sha256}          every uploaded file once, by its content's SHA-256
 *   archives/{name}.tar.gz       one backup: its manifest and every table (server/backups/archive.ts)
 *   archives/{name}.json         written last, once the archive was read back whole: the archive counts
 *
 * An archive names each file by checksum, so a night copies only files the set does not hold yet,
 * and any archive restores with the files folder alone, never needing an earlier archive.
 */
import path from "node:path";
import type { Config } from "../config.ts";
import { s3Store } from "../storage/s3-store.ts";
import { BACKUPS_PREFIX, type FileStore, diskStore, readAll } from "../storage/store.ts";
import type { Manifest } from "./manifest.ts";

/** What the set says of a good archive (its .json): the manifest less the tables, and how it was checked. */
export type BackupSummary = Omit<Manifest, "tables"> & {
  rows: number;
  /** What a restore brings back: the archive and every file it names. */
  bytes: number;
  archiveBytes: number;
  /** Files this backup copied into the set (the others were there already). */
  newFiles: number;
  checkedAt: string;
};

export type BackupSet = {
  store: FileStore;
  /** Where the set is, for people: a folder, or s3://bucket/backups/. */
  where: string;
};

export const archiveKey = (name: string) => `archives/${name}.tar.gz`;
export const summaryKey = (name: string) => `archives/${name}.json`;
export const blobKey = (sha256: string) => `files/${sha256.slice(0, 2)}/${sha256}`;

/** The set the configuration names. */
export function openBackupSet(config: Pick<Config, "dataDir" | "s3">): BackupSet {
  if (config.s3) return { store: prefixedStore(s3Store(config.s3), BACKUPS_PREFIX), where: `s3://${config.s3.bucket}/${BACKUPS_PREFIX}` };
  return backupSetIn(path.join(config.dataDir, "backups"));
}

/** A set in a folder (DATA_DIR/backups, or a copy of one brought back from off-site). */
export function backupSetIn(folder: string): BackupSet {
  return { store: diskStore(folder), where: path.resolve(folder) };
}

/** The files of `store` below `prefix`, as a store of their own (the bucket's backups/ folder). */
export function prefixedStore(store: FileStore, prefix: string): FileStore {
  const inner = (key: string) => `${prefix}${key}`;
  const outer = (key: string) => key.slice(prefix.length);
  return {
    driver: store.driver,
    // A work folder of its own: the upload sweep empties the store's own local staging folder.
    localStagingDir: `${store.localStagingDir}-${prefix.replace(/\W+/g, "")}`,
    putFile: (key, file) => store.putFile(inner(key), file),
    write: (key, bytes) => store.write(inner(key), bytes),
    move: (from, to) => store.move(inner(from), inner(to)),
    info: (key) => store.info(inner(key)),
    read: (key, range) => store.read(inner(key), range),
    localCopy: (key) => store.localCopy(inner(key)),
    remove: (keys) => store.remove(keys.map(inner)),
    removeFolder: (folder) => store.removeFolder(inner(folder)),
    list: async (p) => (await store.list(inner(p))).map((file) => ({ ...file, key: outer(file.key) })),
    check: () => store.check(),
  };
}

/** The good archives of the set, newest first (an archive without its summary was never checked, and does not count). */
export async function listBackups(set: BackupSet): Promise<BackupSummary[]> {
  const listed = await set.store.list("archives/");
  const summaries = listed.filter((file) => file.key.endsWith(".json") && !path.basename(file.key).startsWith("."));
  const found: BackupSummary[] = [];
  for (const file of summaries) {
    try {
      found.push(JSON.parse((await readAll(set.store, file.key)).toString("utf8")) as BackupSummary);
    } catch {
      // A summary that cannot be read names no archive anyone could trust; the listing leaves it out.
    }
  }
  return found.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
