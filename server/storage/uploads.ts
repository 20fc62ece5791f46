import { mkdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt } from "drizzle-orm";
import type { Logger } from "pino";
import sharp, { type Sharp } from "sharp";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { stagedUploads } from "../db/schema.ts";
import { UPLOAD_LIMITS, uploadMessages } from "../../shared/upload-rules.ts";
import { type AudioInfo, MAX_IMAGE_PIXELS, readAudio } from "./file-checks.ts";
import { type FileStore, readAll } from "./store.ts";
import type { Outcome } from "../admin/outcome.ts";
import { createStaging, hashToken, isOutOfSpace } from "./staging.ts";
import { IMAGE_WIDTH, RESPONSIVE_WIDTH, THUMBNAIL, type UploadTarget, UploadError, contentImagesIn, generatedName, isStoredFileName, keyIn, placeOf, publicUrlOf, variantNames, variantsOf } from "./upload-places.ts";

/**
 * A rich-text picture no stored text names is removed once it is this old. It is placed when it is
 * inserted in the editor, before the text is saved; a staff session lasts at most four hours, so a
 * day never takes a picture from a text still being written.
 */
const UNUSED_CONTENT_IMAGE_MS = 24 * 60 * 60_000;

export type CommitArgs = { token: string; userId: number; target: UploadTarget };
export type CommitManyArgs = { tokens: readonly string[]; userId: number; target: UploadTarget };
export type Placed = { fileName: string; url: string; discard: () => Promise<void> };

/**
 * The one upload pipeline: files are streamed into a local staging folder and checked (`stage`,
 * staging.ts), kept in the store's .staging (so any instance can save the form), then placed at their
 * public address when the form that names them is saved (`commit`). `store` is the disk or an S3
 * bucket (store.ts); where files go and what they are called is upload-places.ts.
 */
export function createUploads({ db, clock, store, logger }: { db: Db; clock: Clock; store: FileStore; logger: Logger }) {
  const staging = createStaging({ db, clock, store, logger });
  const { stagingDir, local, stagedKey, cleanUp } = staging;

  /** Moves a staged file into its public place. Throws UploadError (with a message for the form) when it cannot. */
  async function commit({ token, userId, target }: CommitArgs): Promise<Placed> {
    const { folder, thumbnails, accepts } = placeOf(target);
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
      return { fileName, url: publicUrlOf(target, fileName), discard: () => store.remove(finals) };
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
    const { folder } = placeOf(target);
    await store.remove(variantsOf(folder, fileName));
    // A past service's own folder goes when its last file does.
    if (target.area === "past-service" && (await store.list(`${folder.join("/")}/`)).length === 0) await store.removeFolder(folder.join("/"));
  }

  /** Deletes every file of a place (a deleted past service's folder). */
  async function removeAllIn(target: UploadTarget) {
    await store.removeFolder(placeOf(target).folder.join("/"));
  }

  /** A picture inside rich text (announcements, trip stories): placed in uploads/content, its address returned. */
  async function placeContentImage({ token, userId }: { token: string; userId: number }) {
    const { url } = await commit({ token, userId, target: { area: "content" } });
    return { url };
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
    const { width, height } = await sharp(await readAll(store, keyIn(placeOf(target).folder, fileName))).metadata();
    return { width, height };
  }

  /** The byte size of a placed file, or null when it is not there (a feed leaves such an episode out). */
  async function fileSize({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<number | null> {
    if (!isStoredFileName(fileName)) return null;
    return (await store.info(keyIn(placeOf(target).folder, fileName)))?.size ?? null;
  }

  /** Length, bitrate, size and type of a placed audio file; null when it is missing or unreadable. */
  async function audioInfo({ target, fileName }: { target: UploadTarget; fileName: string }): Promise<AudioInfo | null> {
    if (!isStoredFileName(fileName)) return null;
    const key = keyIn(placeOf(target).folder, fileName);
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
    const key = keyIn(placeOf(target).folder, fileName);
    if (!(await store.info(key))) return "";
    return (await readAll(store, key)).toString("utf8");
  }

  return {
    store,
    stagingDir,
    limits: UPLOAD_LIMITS,
    stage: staging.stage,
    sweep: staging.sweep,
    commit,
    commitMany,
    withUploads,
    remove,
    removeAllIn,
    placeContentImage,
    publicUrl: publicUrlOf,
    imageSize,
    fileSize,
    audioInfo,
    transcriptText,
    sweepContentImages,
  };
}

export type Uploads = ReturnType<typeof createUploads>;
