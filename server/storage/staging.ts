/**
 * The first half of the upload pipeline (server/storage/uploads.ts): a body streamed into the local
 * staging folder and checked on the way, then kept in the store's .staging under a random token until
 * a form names it; and the sweep that removes what no form saved.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { stagedUploads } from "../db/schema.ts";
import { UPLOAD_LIMITS, type UploadKind, isUploadKind, uploadMessages } from "../../shared/upload-rules.ts";
import { checkArtwork, checkAudio, checkImage, checkTranscript } from "./file-checks.ts";
import { SNIFF_BYTES, sniffAs } from "./sniff.ts";
import type { FileStore } from "./store.ts";
import { displayName, generatedName } from "./upload-places.ts";

/** A staged file waits this long for its form to be saved. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A file in .staging that no row names (an interrupted upload, a crash) is removed once untouched this long. */
const STRAY_FILE_MS = 60 * 60_000;
export type StageResult =
  | { ok: true; token: string; kind: UploadKind; name: string; size: number }
  | { ok: false; status: 400 | 413 | 415 | 503 | 507; error: string };

/**
 * How the sweep run at start may treat leftovers. `sole-user`: no other process can be using the
 * uploads folder (the embedded database's lock proves it), so every file no staged upload names is a
 * leftover. `shared`: instances on one PostgreSQL may share DATA_DIR, so only the .part files of this
 * machine's ended processes are certainly leftovers; the rest wait for the usual hour.
 */
export type StartSweep = "sole-user" | "shared";

/** Disk full, or the user's disk quota used up: nothing the person uploading can fix. */
export const isOutOfSpace = (error: unknown) => ["ENOSPC", "EDQUOT"].includes((error as NodeJS.ErrnoException | null)?.code ?? "");

/** This machine's name as it appears in .part file names (a file name part: no dots). */
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, "_");

/** A .part file is `{staging name}.{host}.{pid}.part`: whoever sweeps can tell whether its writer is still running. */
const partName = (stagingName: string) => `${stagingName}.${HOST}.${process.pid}.part`;
const PART_NAME = /^[^.]+\.([A-Za-z0-9_-]+)\.(\d+)\.part$/;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether a .part file was written by a process of this machine that has ended (or by an earlier process with our pid, before we started). */
function writerEnded(entry: string) {
  const match = PART_NAME.exec(entry);
  if (!match || match[1] !== HOST) return false;
  const pid = Number(match[2]);
  return pid === process.pid || !isRunning(pid);
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  // Node's web streams are async iterable; breaking out of the loop cancels the stream.
  yield* body as AsyncIterable<Uint8Array>;
}

export function createStaging({ db, clock, store, logger }: { db: Db; clock: Clock; store: FileStore; logger: Logger }) {
  const stagingDir = store.localStagingDir;
  /** A local file of the staging folder; names are the pipeline's own. */
  const local = (name: string) => path.join(stagingDir, name);
  const stagedKey = (stagingName: string) => `.staging/${stagingName}`;

  /** Removes local files and stored keys, never failing: it runs while something else has already failed. */
  async function cleanUp({ files = [], keys = [] }: { files?: string[]; keys?: string[] }) {
    await Promise.all(files.map((file) => rm(file, { force: true })));
    await store.remove(keys).catch((error: unknown) => logger.warn({ err: error, keys }, "could not remove files of a failed upload"));
  }

  /** Streams a body into .staging, checking size and type on the way; nothing stays on disk unless it is accepted. */
  async function stage({
    kind,
    limit = UPLOAD_LIMITS[kind],
    body,
    originalName,
    userId,
  }: {
    kind: UploadKind;
    /** The area's limit for this kind (shared/areas.ts); the kind's largest limit when not given. */
    limit?: number;
    body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
    originalName: string;
    userId: number;
  }): Promise<StageResult> {
    if (!isUploadKind(kind)) return { ok: false, status: 400, error: uploadMessages.unknownKind };
    const stagingName = `${generatedName()}${randomBytes(4).toString("hex")}`;
    const partFile = local(partName(stagingName));
    const stagedFile = local(stagingName);
    let refusal: Extract<StageResult, { ok: false }> | null = null;
    let size = 0;
    let head = Buffer.alloc(0);
    /** The stored file's ending once its first bytes are judged; null when they are not of this kind. */
    let extension: string | null | undefined;
    const outOfSpace = (error: unknown): Extract<StageResult, { ok: false }> => {
      logger.error({ err: error, kind, folder: stagingDir }, "upload refused: the server is out of disk space");
      return { ok: false, status: 507, error: uploadMessages.outOfSpace };
    };
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      await mkdir(stagingDir, { recursive: true });
      handle = await open(partFile, "wx", 0o600);
    } catch (error) {
      if (isOutOfSpace(error)) return outOfSpace(error);
      throw error;
    }
    try {
      try {
        for await (const chunk of chunksOf(body)) {
          size += chunk.byteLength;
          if (size > limit) {
            refusal = { ok: false, status: 413, error: uploadMessages.tooLarge(kind, limit) };
            break;
          }
          if (extension === undefined) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length >= SNIFF_BYTES) {
              extension = sniffAs(head, kind);
              if (!extension) {
                refusal = { ok: false, status: 415, error: uploadMessages.wrongType[kind] };
                break;
              }
            }
          }
          for (let written = 0; written < chunk.byteLength; ) {
            written += (await handle.write(chunk, written, chunk.byteLength - written)).bytesWritten;
          }
        }
      } catch (error) {
        if (isOutOfSpace(error)) refusal = outOfSpace(error);
        else {
          logger.info({ err: error, kind }, "upload interrupted");
          refusal = { ok: false, status: 400, error: uploadMessages.interrupted };
        }
      } finally {
        await handle.close();
      }
      if (!refusal && size === 0) refusal = { ok: false, status: 400, error: uploadMessages.empty };
      if (!refusal && extension === undefined) extension = sniffAs(head, kind);
      if (!refusal && !extension) refusal = { ok: false, status: 415, error: uploadMessages.wrongType[kind] };
      if (!refusal && kind === "image") refusal = await checkImage(partFile);
      if (!refusal && kind === "artwork") refusal = await checkArtwork(partFile);
      if (!refusal && kind === "audio") refusal = await checkAudio(partFile, extension!);
      if (!refusal && kind === "transcript") refusal = await checkTranscript(partFile);
      if (refusal) {
        await rm(partFile, { force: true });
        return refusal;
      }
      await rename(partFile, stagedFile);
      try {
        await store.putFile(stagedKey(stagingName), stagedFile);
      } catch (error) {
        // The bucket did not take it (an outage, refused credentials): nothing is kept, and the person may try again.
        logger.error({ err: error, kind }, "upload refused: the store did not take the file");
        await cleanUp({ files: [stagedFile], keys: [stagedKey(stagingName)] });
        return { ok: false, status: 503, error: uploadMessages.notSaved };
      }
      const token = randomBytes(24).toString("base64url");
      const name = displayName(originalName);
      await db.insert(stagedUploads).values({
        tokenHash: hashToken(token),
        userId,
        kind,
        stagingName,
        extension: extension!,
        originalName: name,
        size,
        expiresAt: new Date(clock.now().getTime() + STAGED_UPLOAD_TTL_MS),
      });
      return { ok: true, token, kind, name, size };
    } catch (error) {
      await cleanUp({ files: [partFile, stagedFile], keys: [stagedKey(stagingName)] });
      throw error;
    }
  }

  /**
   * Removes expired staged uploads and stray files in .staging (no staged upload names them: an
   * interrupted upload, a crash) once untouched for an hour. Run at start (`atStart`), it also removes
   * the leftovers that cannot belong to an upload in flight, whatever their age (see StartSweep).
   * Safe to run on every instance at once.
   */
  async function sweep({ atStart }: { atStart?: StartSweep } = {}): Promise<{ removed: number }> {
    let removed = 0;
    const expired = await db.delete(stagedUploads).where(lte(stagedUploads.expiresAt, clock.now())).returning({ stagingName: stagedUploads.stagingName });
    if (expired.length) {
      await store.remove(expired.map((row) => stagedKey(row.stagingName)));
      removed += expired.length;
    }
    const live = new Set((await db.select({ stagingName: stagedUploads.stagingName }).from(stagedUploads)).map((r) => r.stagingName));
    // The local staging folder: files still being received or checked (.part), and leftovers of crashes.
    for (const entry of await readdir(stagingDir).catch(() => [] as string[])) {
      if (live.has(entry)) continue;
      const file = local(entry);
      const leftover = atStart === "sole-user" || (atStart === "shared" && writerEnded(entry));
      // File times are the real clock's: a .part file still being written keeps a fresh time.
      const info = leftover ? null : await stat(file).catch(() => null);
      if (leftover || (info && Date.now() - info.mtimeMs > STRAY_FILE_MS)) {
        await rm(file, { force: true, recursive: true });
        removed++;
      }
    }
    // In a bucket, staged files that no row names (a crash between storing and recording one).
    if (store.driver !== "disk") {
      const strays = (await store.list(".staging/")).filter((file) => !live.has(file.key.slice(".staging/".length)) && (atStart === "sole-user" || Date.now() - file.lastModified.getTime() > STRAY_FILE_MS));
      await store.remove(strays.map((file) => file.key));
      removed += strays.length;
    }
    if (removed > 0) logger.info({ removed }, "swept staged uploads");
    return { removed };
  }

  return { stagingDir, local, stagedKey, cleanUp, stage, sweep };
}
