import type { EditingDeps } from "../admin/editing.ts";
import { asc, eq } from "drizzle-orm";
import { galleryImages } from "../db/schema.ts";

import { GALLERY_FOLDERS, type GalleryFolder } from "../../app/lib/uploads.ts";

export const GALLERIES = GALLERY_FOLDERS;
export type Gallery = GalleryFolder;

export function isGallery(value: string): value is Gallery {
  return (GALLERIES as readonly string[]).includes(value);
}

export function createGalleries({ db }: EditingDeps) {
  return {
    /** File names of a ministry gallery in display order. */
    async files(gallery: Gallery): Promise<string[]> {
      const rows = await db
        .select({ fileName: galleryImages.fileName })
        .from(galleryImages)
        .where(eq(galleryImages.gallery, gallery))
        .orderBy(asc(galleryImages.position), asc(galleryImages.id));
      return rows.map((r) => r.fileName);
    },
  };
}
