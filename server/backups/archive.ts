/**
 * One backup archive: a gzipped tar of `manifest.json` (what the backup holds and which version made
 * it) and `tables/{table}.jsonl` (every row, server/backups/tables.ts). Uploaded files are named in
 * the manifest by SHA-256: in the backup set they live once each under files/ (server/backups/set.ts),
 * in an archive file of its own (`npm run cli -- backup FILE`) they travel inside it.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { sha256 as sha256Text } from "../auth/crypto.ts";
import type { Db } from "../db/db.ts";
import { BACKUPS_PREFIX, type FileStore } from "../storage/store.ts";
import { type BackupSet, type BackupSummary, archiveKey, blobKey, summaryKey } from "./set.ts";
import { dumpTables } from "./tables.ts";
import { type ArchivedFile, FORMAT, MANIFEST, type Manifest } from "./manifest.ts";

/** What a backup reads from: the site's database and upload store, with the keys that seal secrets. */
export type BackupSource = {
  db: Db;
  store: FileStore;
  sessionSecret: string;
  backupKey: string;
  steeple: string;
  schema: { tag: string; when: number };
};

export const backupKeyId = (key: string) => sha256Text(`backup-key:${key}`).slice(0, 16);

/** The keys of every placed upload: the pipeline's staged files, half-placed (dotted) files and the bucket's backup set aside. */
export async function uploadedFiles(store: FileStore) {
  return (await store.list("")).filter(({ key }) => !key.startsWith(BACKUPS_PREFIX) && !key.split("/").some((part) => part.startsWith(".")));
}

/** Streams `from` into `file`, returning its SHA-256 and size. */
export async function copyHashing(from: Readable, file: string) {
  const hash = createHash("sha256");
  let size = 0;
  from.on("data", (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await pipeline(from, createWriteStream(file, { mode: 0o600 }));
  return { sha256: hash.digest("hex"), size };
}

async function hashOf(from: Readable) {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of from) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** A work folder beside the set's files (a rename away on disk), removed whatever happens. */
async function withWorkFolder<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(parent, `.backup-${randomBytes(6).toString("hex")}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Tables and manifest into {dir}/archive.tar.gz. */
async function packArchive(dir: string, manifest: Manifest, extra: string[] = []) {
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
  const file = path.join(dir, "archive.tar.gz");
  await tar.create({ file, cwd: dir, gzip: true, portable: true }, [MANIFEST, "tables", ...extra]);
  return { file, bytes: (await stat(file)).size };
}

/**
 * Writes one archive into the set, reads it back (each table's rows and checksum, every file's
 * checksum) and only then writes its summary, which makes it count. Files the set already holds are
 * not copied again: a file's checksum is taken from `previous` when its key, size and time are the
 * same (uploads never change in place), else read. Whatever fails (a full disk, a bucket gone), the
 * archive and the files this backup added are removed again, older archives untouched, and the
 * error is thrown.
 */
export async function writeToSet({
  source,
  set,
  name,
  reason,
  createdAt,
  previous,
  whileReading,
}: {
  source: BackupSource;
  set: BackupSet;
  name: string;
  reason: Manifest["reason"];
  createdAt: Date;
  previous?: BackupSummary;
  whileReading?: () => Promise<void>;
}): Promise<BackupSummary> {
  const added: string[] = [];
  let newFiles = 0;
  try {
    return await withWorkFolder(set.store.localStagingDir, async (dir) => {
      const { tables, sealed } = await dumpTables(source.db, { dir: path.join(dir, "tables"), reseal: { from: source.sessionSecret, to: source.backupKey }, whileReading });
      const known = new Set((await set.store.list("files/")).map((file) => path.basename(file.key)));
      const before = new Map((previous?.files ?? []).map((file) => [file.key, file]));
      const files: ArchivedFile[] = [];
      for (const listed of await uploadedFiles(source.store)) {
        const modified = listed.lastModified.toISOString();
        const same = before.get(listed.key);
        if (same && same.size === listed.size && same.modified === modified && known.has(same.sha256)) {
          files.push(same);
          continue;
        }
        const copy = path.join(dir, "incoming");
        const { sha256, size } = await copyHashing(await source.store.read(listed.key), copy);
        if (!known.has(sha256)) {
          added.push(blobKey(sha256));
          newFiles++;
          await set.store.putFile(blobKey(sha256), copy);
          known.add(sha256);
        }
        await rm(copy, { force: true });
        files.push({ key: listed.key, sha256, size, modified });
      }
      const manifest: Manifest = { format: FORMAT, name, reason, createdAt: createdAt.toISOString(), steeple: source.steeple, schema: source.schema, tables, files };
      if (sealed) manifest.backupKeyId = backupKeyId(source.backupKey);
      const archive = await packArchive(dir, manifest);
      added.push(archiveKey(name));
      await set.store.putFile(archiveKey(name), archive.file);
      await checkArchive(set, manifest, path.join(dir, "check"));
      const { tables: _tables, ...rest } = manifest;
      const summary: BackupSummary = {
        ...rest,
        rows: Object.values(tables).reduce((n, t) => n + t.rows, 0),
        archiveBytes: archive.bytes,
        bytes: archive.bytes + files.reduce((n, f) => n + f.size, 0),
        newFiles,
        checkedAt: new Date().toISOString(),
      };
      added.push(summaryKey(name));
      await set.store.write(summaryKey(name), Buffer.from(JSON.stringify(summary)));
      return summary;
    });
  } catch (error) {
    await set.store.remove(added).catch(() => undefined);
    throw error;
  }
}

export class BackupCheckError extends Error {}

/** Reads an archive back from the set: every table's rows and checksum, every file's checksum and size. */
async function checkArchive(set: BackupSet, expected: Manifest, dir: string) {
  await mkdir(dir, { recursive: true });
  const { file, release } = await set.store.localCopy(archiveKey(expected.name));
  try {
    await tar.extract({ file, cwd: dir, strict: true });
  } finally {
    await release();
  }
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as Manifest;
  for (const [table, { rows, sha256 }] of Object.entries(expected.tables)) {
    const written = manifest.tables[table];
    const read = await hashOf(createReadStream(path.join(dir, "tables", `${table}.jsonl`)));
    const lines = (await readFile(path.join(dir, "tables", `${table}.jsonl`), "utf8")).split("\n").length - 1;
    if (written?.rows !== rows || lines !== rows || read.sha256 !== sha256) throw new BackupCheckError(`The backup read back does not hold the ${table} table as written.`);
  }
  if (manifest.files.length !== expected.files.length) throw new BackupCheckError("The backup read back does not name every file.");
  for (const named of expected.files) {
    const read = await hashOf(await set.store.read(blobKey(named.sha256)));
    if (read.sha256 !== named.sha256 || read.size !== named.size) throw new BackupCheckError(`The copy of ${named.key} in the backup set does not match its checksum.`);
  }
}

/** An archive file of its own with every uploaded file inside: one file to carry a site to another machine. */
export async function writeToFile({ source, file, createdAt }: { source: BackupSource; file: string; createdAt: Date }) {
  return withWorkFolder(os.tmpdir(), async (dir) => {
    const { tables, sealed } = await dumpTables(source.db, { dir: path.join(dir, "tables"), reseal: { from: source.sessionSecret, to: source.backupKey } });
    await mkdir(path.join(dir, "files"));
    const files: ArchivedFile[] = [];
    for (const listed of await uploadedFiles(source.store)) {
      const copy = path.join(dir, "incoming");
      const { sha256, size } = await copyHashing(await source.store.read(listed.key), copy);
      await rename(copy, path.join(dir, "files", sha256));
      files.push({ key: listed.key, sha256, size, modified: listed.lastModified.toISOString() });
    }
    const name = path.basename(file).replace(/\.tar\.gz$|\.backup$/, "");
    const manifest: Manifest = { format: FORMAT, name, reason: "file", createdAt: createdAt.toISOString(), steeple: source.steeple, schema: source.schema, tables, files, filesInside: true };
    if (sealed) manifest.backupKeyId = backupKeyId(source.backupKey);
    const inside = (await readdir(path.join(dir, "files"))).length > 0 ? ["files"] : [];
    const archive = await packArchive(dir, manifest, inside);
    try {
      await pipeline(createReadStream(archive.file), createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { rows: Object.values(tables).reduce((n, t) => n + t.rows, 0), files: files.length, sealed };
  });
}
