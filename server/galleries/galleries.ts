import type { EditingDeps, Outcome } from "../admin/editing.ts";
import { and, asc, eq, max } from "drizzle-orm";
import { notFound } from "../admin/editing.ts";
import { galleryImages } from "../db/schema.ts";
import { type ListedImage, movedOrder, pictures, uploadRefusal } from "./image-lists.ts";
import type { GalleryArea } from "../../shared/areas.ts";

const PICTURE = "picture";

export function createGalleries({ db, audit, contentChanged, uploads }: EditingDeps) {
  const ordered = (gallery: GalleryArea) => db.select({ id: galleryImages.id, fileName: galleryImages.fileName }).from(galleryImages).where(eq(galleryImages.gallery, gallery)).orderBy(asc(galleryImages.position), asc(galleryImages.id));

  return {
    /** File names of a ministry gallery in display order. */
    async files(gallery: GalleryArea): Promise<string[]> {
      return (await ordered(gallery)).map((r) => r.fileName);
    },

    /** The gallery as the admin image list shows it. */
    async adminList(gallery: GalleryArea): Promise<ListedImage[]> {
      return ordered(gallery);
    },

    /** Places the uploaded pictures (with thumbnails) in the gallery's folder and adds them at the end, all or none. */
    async add({ gallery, tokens, actor }: { gallery: GalleryArea; tokens: readonly string[]; actor: number }): Promise<Outcome<{ count: number }>> {
      try {
        await uploads.withUploads({ tokens, userId: actor, target: { area: "gallery", gallery } }, (fileNames) =>
          db.transaction(async (tx) => {
            const [last] = await tx.select({ position: max(galleryImages.position) }).from(galleryImages).where(eq(galleryImages.gallery, gallery));
            const start = (last?.position ?? -1) + 1;
            await tx.insert(galleryImages).values(fileNames.map((fileName, i) => ({ gallery, fileName, position: start + i })));
            await audit.record({ userId: actor, action: "create", entity: gallery, detail: `Added ${pictures(fileNames.length)}` }, tx);
          }),
        );
      } catch (error) {
        return uploadRefusal(error, "images");
      }
      await contentChanged();
      return { ok: true, value: { count: tokens.length } };
    },

    /** Takes one picture out of the gallery, then deletes its files (picture, 640 px variant, thumbnail). */
    async remove({ gallery, id, actor }: { gallery: GalleryArea; id: number; actor: number }): Promise<Outcome> {
      const gone = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(galleryImages)
          .where(and(eq(galleryImages.id, id), eq(galleryImages.gallery, gallery)))
          .returning({ fileName: galleryImages.fileName });
        if (row) await audit.record({ userId: actor, action: "delete", entity: gallery, entityId: id, detail: "Removed a picture" }, tx);
        return row ?? null;
      });
      if (!gone) return notFound(PICTURE);
      // The row is gone, so the site no longer shows the picture; a file that will not go is only left over.
      await uploads.remove({ target: { area: "gallery", gallery }, fileName: gone.fileName }).catch(() => undefined);
      await contentChanged();
      return { ok: true, value: { id } };
    },

    /** Moves one picture a place up or down; the others keep their order. */
    async move({ gallery, id, direction, actor }: { gallery: GalleryArea; id: number; direction: "up" | "down"; actor: number }): Promise<Outcome> {
      const done = await db.transaction(async (tx) => {
        // Locking the gallery's rows keeps two reorders from interleaving.
        const rows = await tx.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.gallery, gallery)).orderBy(asc(galleryImages.position), asc(galleryImages.id)).for("update");
        const order = movedOrder(
          rows.map((r) => r.id),
          id,
          direction,
        );
        if (!order) return false;
        for (const [position, rowId] of order.entries()) await tx.update(galleryImages).set({ position }).where(eq(galleryImages.id, rowId));
        await audit.record({ userId: actor, action: "update", entity: gallery, entityId: id, detail: `Moved a picture ${direction}` }, tx);
        return true;
      });
      if (!done) return notFound(PICTURE);
      await contentChanged();
      return { ok: true, value: { id } };
    },
  };
}
