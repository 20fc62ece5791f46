/**
 * Where the upload pipeline puts files and what it calls them (server/storage/uploads.ts): the places,
 * their public addresses, the stored names and the variants of a picture. Nothing here touches a store.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type GalleryArea, isGalleryArea } from "../../shared/areas.ts";
import { uploads as addresses, tripFolder } from "../../shared/uploads.ts";
import { type UploadKind, uploadMessages } from "../../shared/upload-rules.ts";

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

/** A commit or remove that cannot be done; `message` is fit to show beside the form field. */
export class UploadError extends Error {
  readonly status: 400 | 404 | 500;
  constructor(message: string, status: 400 | 404 | 500) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }
}

/** Random, url-safe and never the user's: 16 hex characters, a dash, 4 more (e.g. 3f9c0a1be27d4c55-ab12). */
export const generatedName = () => `${randomBytes(8).toString("hex")}-${randomBytes(2).toString("hex")}`;
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

/** The store's key of a file in a placed folder, for a name that could be one the pipeline stored. */
export function keyIn(folder: string[], name: string) {
  if (!isStoredFileName(name.replace(/^thumbnails\//, ""))) throw new UploadError(uploadMessages.badName, 400);
  return [...folder, name].join("/");
}


/** The folder of a place, whether its pictures get thumbnails, and the kinds of file it takes. */
export function placeOf(target: UploadTarget): { folder: string[]; thumbnails: boolean; accepts: readonly UploadKind[] } {
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
export function publicUrlOf(target: UploadTarget, fileName: string): string {
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
export function variantsOf(folder: string[], fileName: string) {
  return variantNames(fileName).map((name) => keyIn(folder, name));
}
