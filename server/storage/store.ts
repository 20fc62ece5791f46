import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { getMimeType } from "hono/utils/mime";

/** What a stored file's address says about it, for the headers it is served with. */
export type StoredFileInfo = { size: number; etag: string; lastModified: Date; contentType: string };

/** A file as a store's listing names it. */
export type ListedFile = { key: string; lastModified: Date; size: number };

/**
 * The folder of the backup set inside an S3 bucket that also holds the uploads (server/backups/set.ts):
 * never an uploaded file, never served under /uploads, never part of a backup's files.
 */
export const BACKUPS_PREFIX = "backups/";

/** Bytes `start` to `end`, both included (HTTP's byte-range numbering). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live, by key: the path below the uploads root (`staff/3f9c…webp`,
 * `.staging/…`). The upload pipeline, the media route, backups and the demo seed all go through one
 * of two drivers: the local disk (DATA_DIR/uploads, the default) or an S3-compatible bucket
 * (server/storage/s3-store.ts). Keys are made by the pipeline, never by a visitor, except in `info`
 * and `read`, which the media route calls with the requested path: every driver refuses a key that
 * leaves the root.
 */
export type FileStore = {
  readonly driver: "disk" | "s3";
  /** The disk driver's uploads folder (its free space counts for /readyz). */
  readonly root?: string;
  /** Where the pipeline writes files while it checks them: a local folder (the disk's .staging, or the OS temp folder for S3). */
  readonly localStagingDir: string;
  /** Places a local file at `key`, whole or not at all; the local file is gone afterwards. */
  putFile(key: string, file: string): Promise<void>;
  /** Writes bytes at `key` (pictures drawn by the demo seed). */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Moves a stored file to another key (a staged file to its public place, a trip's pictures to a new folder). */
  move(from: string, to: string): Promise<void>;
  /** Size, validator and type, or null when there is no such file. */
  info(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes, or a range of them, as a stream. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** A local file holding the bytes (the file itself on disk, a temporary download from S3) and how to let it go. */
  localCopy(key: string): Promise<{ file: string; release: () => Promise<void> }>;
  /** Deletes files; a file already gone is fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Deletes a folder key (`past-services/12`) with every file below it. */
  removeFolder(folder: string): Promise<void>;
  /** Every file whose key starts with `prefix`, with its last change and size. */
  list(prefix: string): Promise<ListedFile[]>;
  /** Throws (with a message for the operator) when the store cannot be used. */
  check(): Promise<void>;
};

/** A key the pipeline made: relative, forward slashes, no way up. */
export function checkedKey(key: string): string {
  if (!key || key.startsWith("/") || key.includes("\\") || key.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/**
 * Types hono's table lacks (.m4a would go out as application/octet-stream, which iOS will not play)
 * or gives without a charset.
 */
const TYPES: Record<string, string> = {
  ".m4a": "audio/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  ".srt": "application/x-subrip; charset=utf-8",
};

/** The Content-Type a stored file is served with, from its name (the pipeline names files by their checked content). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? getMimeType(key) ?? "application/octet-stream";
}

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException | null)?.code ?? "");

/** Files in DATA_DIR/uploads; `.staging` is the pipeline's own folder inside it, so staging and placing are renames. */
export function diskStore(uploadsDir: string): FileStore {
  const root = path.resolve(uploadsDir);
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));

  /** Into place in one rename from a dotted temporary name beside it: a file never appears half-written. */
  async function settle(key: string, fill: (temporary: string) => Promise<void>) {
    const final = fileOf(key);
    await mkdir(path.dirname(final), { recursive: true });
    const temporary = path.join(path.dirname(final), `.${path.basename(final)}.${randomBytes(4).toString("hex")}-part`);
    try {
      await fill(temporary);
      // Staged files are private to the server (0600); placed ones are readable like the pictures.
      await chmod(temporary, 0o644);
      await rename(temporary, final);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Rename when possible; across file systems, copy then delete. */
  async function moveLocal(from: string, to: string) {
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await copyFile(from, to);
      await rm(from, { force: true });
    }
  }

  async function walk(folder: string, prefix: string, found: ListedFile[]) {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error) => (isMissing(error) ? [] : Promise.reject(error)));
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), key, found);
      else if (entry.isFile()) {
        const info = await stat(path.join(folder, entry.name)).catch(() => null);
        if (info) found.push({ key, lastModified: info.mtime, size: info.size });
      }
    }
  }

  return {
    driver: "disk",
    root,
    localStagingDir: path.join(root, ".staging"),
    async putFile(key, file) {
      if (path.resolve(file) === fileOf(key)) return;
      await settle(key, (temporary) => moveLocal(file, temporary));
    },
    write: (key, bytes) => settle(key, (temporary) => writeFile(temporary, bytes)),
    async move(from, to) {
      await settle(to, (temporary) => moveLocal(fileOf(from), temporary));
    },
    async info(key) {
      const info = await stat(fileOf(key)).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
      if (!info?.isFile()) return null;
      return { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, lastModified: info.mtime, contentType: contentTypeOf(key) };
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async localCopy(key) {
      return { file: fileOf(key), release: async () => undefined };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    async list(prefix) {
      const found: ListedFile[] = [];
      const folder = prefix.replace(/\/+$/, "");
      await walk(folder ? fileOf(folder) : root, folder, found);
      return found;
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

/** A folder of the OS temp folder for one process's staged files and downloads (S3: nothing is kept under DATA_DIR/uploads). */
export async function temporaryFolder(name: string) {
  return mkdtemp(path.join(os.tmpdir(), `steeple-${name}-`));
}

/** Reads a small stored file whole (a picture's size, a backup). */
export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const { file, release } = await store.localCopy(key);
  try {
    return await readFile(file);
  } finally {
    await release();
  }
}
