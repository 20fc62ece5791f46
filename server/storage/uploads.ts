import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Logger } from "pino";
import sharp, { type Sharp } from "sharp";
import { type GalleryArea, isGalleryArea } from "../../shared/areas.ts";
import { uploads as addresses, tripFolder } from "../../shared/uploads.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/client.ts";
import { stagedUploads } from "../db/schema.ts";
import { UPLOAD_LIMITS, type UploadKind, isUploadKind, uploadMessages } from "../../shared/upload-rules.ts";
import { type AudioInfo, MAX_IMAGE_PIXELS, checkArtwork, checkAudio, checkImage, checkTranscript, readAudio } from "./file-checks.ts";
import { SNIFF_BYTES, sniffAs } from "./sniff.ts";
import { type FileStore, readAll } from "./store.ts";
import type { Outcome } from "../admin/editing.ts";

/** A staged file waits this long for its form to be saved. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A file in .staging that no row names (an interrupted upload, a crash) is removed once untouched this long. */
const STRAY_FILE_MS = 60 * 60_000;
/**
 * A rich-text picture no stored text names is removed once it is this old. It is placed when it is
 * inserted in the editor, before the text is saved; a staff session lasts at most four hours, so a
 * day never takes a picture from a text still being written.
 */
const UNUSED_CONTENT_IMAGE_MS = 24 * 60 * 60_000;

const CONTENT_IMAGE_ADDRESS = /\/uploads\/content\/([^"'\s?#<>)]+)/g;

/** The rich-text pictures (files in uploads/content) a piece of stored HTML names. */
export function contentImagesIn(html: string): string[] {
  return [...html.matchAll(CONTENT_IMAGE_ADDRESS)].map(([, encoded]) => {
    try {
      return decodeURIComponent(encoded!);
    } catch {
      return encoded!;
    }
  });
}

/** Image sizes written at commit: the page image, a 640 px variant for srcset, and the gallery thumbnail. */
export const IMAGE_WIDTH = 1600;
export const RESPONSIVE_WIDTH = 640;
export const THUMBNAIL = { width: 400, height: 300 };

/** Where a staged file goes; each matches an address builder of app/lib/uploads.ts. */
export type UploadTarget =
  | { area: "staff" }
  | { area: "occ" }
  | { area: "gallery"; gallery: GalleryArea }
  | { area: "trip"; location: string }
  | { area: "past-service"; serviceId: number }
  | { area: "podcast" }
  | { area: "content" }
  | { area: "childcare-forms" }
  | { area: "pages" }
  | { area: "events" };

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
const isOutOfSpace = (error: unknown) => ["ENOSPC", "EDQUOT"].includes((error as NodeJS.ErrnoException | null)?.code ?? "");

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

export type CommitArgs = { token: string; userId: number; target: UploadTarget };
export type CommitManyArgs = { tokens: readonly string[]; userId: number; target: UploadTarget };
export type Placed = { fileName: string; url: string; discard: () => Promise<void> };

/** A commit or remove that cannot be done; `message` is fit to show beside the form field. */
export class UploadError extends Error {
  readonly status: 400 | 404 | 500;
  constructor(message: string, status: 400 | 404 | 500) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Random, url-safe and never the user's: 16 hex characters, a dash, 4 more (e.g. 3f9c0a1be27d4c55-ab12). */
const generatedName = () => `${randomBytes(8).toString("hex")}-${randomBytes(2).toString("hex")}`;
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const IMAGE_EXTENSIONS = new Set([".webp", ".jpg", ".jpeg", ".png", ".gif", ".avif"]);

/** Whether a name could be one the pipeline stored: no folders, no way out of the uploads folder. */
export const isStoredFileName = (fileName: unknown): fileName is string => typeof fileName === "string" && SAFE_FILE_NAME.test(fileName) && !fileName.includes("..");

/**
 * The files one stored name stands for, relative to its folder: a picture comes with its 640 px
 * variant and its thumbnail (a folder without thumbnails simply has none there), any other file is alone.
 */
export function variantNames(fileName: string): string[] {
  const ext = path.extname(fileName).toLowerCase();
  if (!IMAGE_EXTENSIONS.has(ext)) return [fileName];
  return [fileName, `${fileName.slice(0, -ext.length)}-${RESPONSIVE_WIDTH}${ext}`, `thumbnails/${fileName}`];
}

/** The name the user's file had, for display only: no folders, no control characters, at most 200 characters. */
export function displayName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return clean || "file";
}

async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  // Node's web streams are async iterable; breaking out of the loop cancels the stream.
  yield* body as AsyncIterable<Uint8Array>;
}

/**
 * The one upload pipeline: files are streamed into a local staging folder and checked (`stage`), kept
 * in the store's .staging (so any instance can save the form), then placed at their public address
 * when the form that names them is saved (`commit`). `store` is the disk or an S3 bucket (store.ts).
 */
export function createUploads({ db, clock, store, logger }: { db: Db; clock: Clock; store: FileStore; logger: Logger }) {
  const stagingDir = store.localStagingDir;

  /** A local file of the staging folder; names are the pipeline's own. */
  const local = (name: string) => path.join(stagingDir, name);
  const stagedKey = (stagingName: string) => `.staging/${stagingName}`;
  /** The store's key of a file in a placed folder, for a name that could be one the pipeline stored. */
  function keyIn(folder: string[], name: string) {
    if (!isStoredFileName(name.replace(/^thumbnails\//, ""))) throw new UploadError(uploadMessages.badName, 400);
    return [...folder, name].join("/");
  }

  function place(target: UploadTarget): { folder: string[]; thumbnails: boolean; accepts: readonly UploadKind[] } {
    const images = ["image"] as const;
    switch (target.area) {
      case "staff":
        return { folder: ["staff"], thumbnails: false, accepts: images };
      case "occ":
        return { folder: ["operation-christmas-child"], thumbnails: false, accepts: images };
      case "content":
        return { folder: ["content"], thumbnails: false, accepts: images };
      case "childcare-forms":
        return { folder: ["childcare-forms"], thumbnails: false, accepts: ["pdf"] };
      case "pages":
        return { folder: ["pages"], thumbnails: false, accepts: images };
      case "events":
        return { folder: ["events"], thumbnails: false, accepts: images };
      case "gallery":
        if (!isGalleryArea(target.gallery)) break;
        return { folder: [target.gallery], thumbnails: true, accepts: images };
      case "trip": {
        const folder = tripFolder(target.location ?? "");
        if (!/[a-z0-9]/.test(folder)) break;
        return { folder: ["mission-trips", folder], thumbnails: true, accepts: images };
      }
      case "past-service":
        if (!Number.isSafeInteger(target.serviceId) || target.serviceId < 1) break;
        return { folder: ["past-services", String(target.serviceId)], thumbnails: false, accepts: ["pdf", "video", "audio", "transcript"] };
      case "podcast":
        return { folder: ["podcast"], thumbnails: false, accepts: ["artwork"] };
    }
    throw new UploadError("That is not a place files can be saved to.", 400);
  }

  /** The public address of a placed file, exactly as app/lib/uploads.ts builds it. */
  function publicUrl(target: UploadTarget, fileName: string): string {
    switch (target.area) {
      case "staff":
        return addresses.staff(fileName);
      case "occ":
        return addresses.occ(fileName);
      case "gallery":
        return addresses.gallery(target.gallery, fileName);
      case "trip":
        return addresses.trip(target.location, fileName);
      case "past-service":
        return addresses.pastService(target.serviceId, fileName);
      case "events":
        return addresses.event(fileName);
      case "podcast":
        return addresses.podcast(fileName);
      case "content":
      case "childcare-forms":
      case "pages":
        return `/uploads/${target.area}/${encodeURIComponent(fileName)}`;
    }
  }

  /** Every file a placed name stands for: the file, its 640 px variant and its thumbnail. */
  function variantsOf(folder: string[], fileName: string) {
    return variantNames(fileName).map((name) => keyIn(folder, name));
  }

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

  /** Moves a staged file into its public place. Throws UploadError (with a message for the form) when it cannot. */
  async function commit({ token, userId, target }: CommitArgs): Promise<Placed> {
    const { folder, thumbnails, accepts } = place(target);
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw new UploadError(uploadMessages.expired, 404);
    const mine = and(eq(stagedUploads.tokenHash, hashToken(token)), eq(stagedUploads.userId, userId), gt(stagedUploads.expiresAt, clock.now()));
    const [found] = await db.select().from(stagedUploads).where(mine);
    if (!found) throw new UploadError(uploadMessages.expired, 404);
    if (!accepts.includes(found.kind)) throw new UploadError(uploadMessages.wrongPlace, 400);
    // Deleting the row claims the upload: of two saves naming one token, only one gets the file.
    const [row] = await db.delete(stagedUploads).where(mine).returning();
    if (!row) throw new UploadError(uploadMessages.expired, 404);

    const staged = stagedKey(row.stagingName);
    const fileName = `${generatedName()}${row.extension}`;
    const finals = variantsOf(folder, fileName);
    const temps: string[] = [];
    let source: Awaited<ReturnType<FileStore["localCopy"]>> | null = null;
    try {
      if (row.kind === "image") {
        const [main, responsive, thumbnail] = finals as [string, string, string];
        source = await store.localCopy(staged);
        const picture = source.file;
        const decoded = () => sharp(picture, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
        // sharp writes no EXIF, GPS or other metadata unless asked to, so the re-encoded files carry none.
        const steps: Array<[string, Sharp]> = [
          [responsive, decoded().resize({ width: RESPONSIVE_WIDTH, withoutEnlargement: true }).webp({ quality: 78 })],
          [main, decoded().resize({ width: IMAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 80 })],
        ];
        if (thumbnails) steps.unshift([thumbnail, decoded().resize(THUMBNAIL.width, THUMBNAIL.height, { fit: "cover" }).webp({ quality: 72 })]);
        await mkdir(stagingDir, { recursive: true });
        // Variants first, the page image last: when it appears, everything it refers to is there.
        for (const [final, pipeline] of steps) {
          const temporary = local(`${generatedName()}.variant`);
          temps.push(temporary);
          await pipeline.toFile(temporary);
          await store.putFile(final, temporary);
        }
        await store.remove([staged]);
      } else if (row.kind === "artwork") {
        // Re-encoded like every picture (no EXIF or GPS), as an sRGB JPEG at its own size: what podcast apps want.
        source = await store.localCopy(staged);
        const temporary = local(`${generatedName()}.artwork`);
        temps.push(temporary);
        await sharp(source.file).rotate().flatten({ background: "#ffffff" }).toColorspace("srgb").jpeg({ quality: 90 }).toFile(temporary);
        await store.putFile(finals[0]!, temporary);
        await store.remove([staged]);
      } else {
        await store.move(staged, finals[0]!);
      }
      logger.debug({ area: target.area, fileName }, "upload placed");
      return { fileName, url: publicUrl(target, fileName), discard: () => store.remove(finals) };
    } catch (error) {
      await cleanUp({ files: temps, keys: [...finals, staged] });
      if (error instanceof UploadError) throw error;
      if (isOutOfSpace(error)) {
        logger.error({ err: error, area: target.area }, "placing an upload failed: the server is out of disk space");
        throw new UploadError(uploadMessages.outOfSpace, 500);
      }
      logger.error({ err: error, area: target.area }, "placing an upload failed");
      throw new UploadError(uploadMessages.notSaved, 500);
    } finally {
      await source?.release();
    }
  }

  /** Several uploads to one place: all or none (the ones already placed are removed if one fails). */
  async function commitMany({ tokens, userId, target }: CommitManyArgs): Promise<{ fileNames: string[]; urls: string[]; discard: () => Promise<void> }> {
    const placed: Placed[] = [];
    const discard = async () => {
      await Promise.all(placed.map((p) => p.discard()));
    };
    try {
      for (const token of tokens) placed.push(await commit({ token, userId, target }));
    } catch (error) {
      await discard();
      throw error;
    }
    return { fileNames: placed.map((p) => p.fileName), urls: placed.map((p) => p.url), discard };
  }

  /**
   * Several files to one place (a gallery, a trip's pictures), all or none: places them, runs the
   * caller's database write with their names, and removes them again if the write throws or is refused. Form fields
   * with one file each go through placeFiles and writeWithFiles (upload-fields.ts) instead.
   */
  async function withUploads<T>(args: CommitManyArgs, write: (fileNames: string[]) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const placed = await commitMany(args);
    let outcome: Outcome<T>;
    try {
      outcome = await write(placed.fileNames);
    } catch (error) {
      await placed.discard();
      throw error;
    }
    if (!outcome.ok) await placed.discard();
    return outcome;
  }

  /** Deletes a placed file with its 640 px variant and thumbnail; a file already gone is fine. */
  async function remove({ target, fileName }: { target: UploadTarget; fileName: string }) {
    if (!isStoredFileName(fileName)) throw new UploadError(uploadMessages.badName, 400);
    const { folder } = place(target);
    await store.remove(variantsOf(folder, fileName));
    // A past service's own folder goes when its last file does.
    if (target.area === "past-service" && (await store.list(`${folder.join("/")}/`)).length === 0) await store.removeFolder(folder.join("/"));
  }

  /** Deletes every file of a place (a deleted past service's folder). */
  async function removeAllIn(target: UploadTarget) {
    await store.removeFolder(place(target).folder.join("/"));
  }

  /** A picture inside rich text (announcements, trip stories): placed in uploads/content, its address returned. */
  async function placeContentImage({ token, userId }: { token: string; userId: number }) {
    const { url } = await commit({ token, userId, target: { area: "content" } });
    return { url };
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

  /**
   * Removes rich-text pictures that no stored text names any more (taken out of a text, or their
   * announcement or trip deleted), with their 640 px variants, once older than UNUSED_CONTENT_IMAGE_MS.
   * `storedHtml` is every stored text that may hold pictures.
   */
  async function sweepContentImages(storedHtml: readonly string[]): Promise<{ removed: number }> {
    const keep = new Set(storedHtml.flatMap(contentImagesIn).filter(isStoredFileName).flatMap(variantNames));
    const unused = (await store.list("content/")).filter(({ key, lastModified }) => {
      const name = key.slice("content/".length);
      // Dotted names are files still being placed.
      return !name.includes("/") && !name.startsWith(".") && !keep.has(name) && Date.now() - lastModified.getTime() > UNUSED_CONTENT_IMAGE_MS;
    });
    await store.remove(unused.map((file) => file.key));
    if (unused.length > 0) logger.info({ removed: unused.length }, "removed unused rich-text pictures");
    return { removed: unused.length };
  }

  /** The pixel size of a placed picture (a page's hero photo needs it for its width and height attributes). */
  async function imageSize({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<{ width: number; height: number }> {
    if (!isStoredFileName(fileName)) throw new UploadError(uploadMessages.badName, 400);
    const { width, height } = await sharp(await readAll(store, keyIn(place(target).folder, fileName))).metadata();
    return { width, height };
  }

  /** The byte size of a placed file, or null when it is not there (a feed leaves such an episode out). */
  async function fileSize({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<number | null> {
    if (!isStoredFileName(fileName)) return null;
    return (await store.info(keyIn(place(target).folder, fileName)))?.size ?? null;
  }

  /** Length, bitrate, size and type of a placed audio file; null when it is missing or unreadable. */
  async function audioInfo({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<AudioInfo | null> {
    if (!isStoredFileName(fileName)) return null;
    const key = keyIn(place(target).folder, fileName);
    if (!(await store.info(key))) return null;
    const copy = await store.localCopy(key);
    try {
      const info = await readAudio(copy.file, path.extname(fileName));
      return typeof info === "string" ? null : info;
    } finally {
      await copy.release();
    }
  }

  /** The text of a placed transcript (checked as UTF-8 text when it was staged), or "" when it is missing. */
  async function transcriptText({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<string> {
    if (!isStoredFileName(fileName)) return "";
    const key = keyIn(place(target).folder, fileName);
    if (!(await store.info(key))) return "";
    return (await readAll(store, key)).toString("utf8");
  }

  return {
    store,
    stagingDir,
    limits: UPLOAD_LIMITS,
    stage,
    commit,
    commitMany,
    withUploads,
    remove,
    removeAllIn,
    placeContentImage,
    publicUrl,
    imageSize,
    fileSize,
    audioInfo,
    transcriptText,
    sweep,
    sweepContentImages,
  };
}

export type Uploads = ReturnType<typeof createUploads>;
