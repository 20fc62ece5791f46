import { and, asc, eq } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import type { EditingDeps } from "../admin/editing.ts";
import type { Outcome } from "../admin/outcome.ts";
import { notFound } from "../admin/editing.ts";
import { type OrderedList, addToList, applyOrder } from "../admin/reorder.ts";
import { galleryImages } from "../db/schema.ts";
import { type ListedImage, pictures, uploadRefusal } from "./image-lists.ts";
import type { GalleryArea } from "../../shared/areas.ts";
import type { Placement } from "../../shared/schemas/admin/images.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";

const PICTURE = "picture";

/** A picture as the public gallery shows it. */
export type GalleryPicture = { fileName: string; caption: string };

export function createGalleries({ db, change, uploads }: EditingDeps) {
  const listOf = (gallery: GalleryArea): OrderedList => ({ table: galleryImages, id: galleryImages.id, position: galleryImages.position, scope: eq(galleryImages.gallery, gallery) });
  const ordered = (gallery: GalleryArea) =>
    db
      .select({ id: galleryImages.id, fileName: galleryImages.fileName, caption: galleryImages.caption })
      .from(galleryImages)
      .where(eq(galleryImages.gallery, gallery))
      .orderBy(asc(galleryImages.position), asc(galleryImages.id));

  return {
    /** File names of a ministry gallery in display order (the spec's /api/{gallery}/images). */
    async files(gallery: GalleryArea): Promise<string[]> {
      return (await ordered(gallery)).map((r) => r.fileName);
    },

    /** The public gallery: each picture's file and caption, in display order. */
    async pictures(gallery: GalleryArea): Promise<GalleryPicture[]> {
      return (await ordered(gallery)).map(({ fileName, caption }) => ({ fileName, caption }));
    },

    /** The gallery as the admin image list shows it. */
    async adminList(gallery: GalleryArea): Promise<ListedImage[]> {
      return ordered(gallery);
    },

    /** Places the uploaded pictures (with thumbnails) in the gallery's folder and adds them at the end or first, all or none. */
    async add({ gallery, tokens, placement = "last", actor }: { gallery: GalleryArea; tokens: readonly string[]; placement?: Placement; actor: number }): Promise<Outcome<{ count: number }>> {
      try {
        return await uploads.withUploads({ tokens, userId: actor, target: { area: "gallery", gallery } }, (fileNames) =>
          change(gallery, actor, async (tx) => {
            await addToList(tx, listOf(gallery), placement, (start) =>
              tx
                .insert(galleryImages)
                .values(fileNames.map((fileName, i) => ({ gallery, fileName, position: start + i })))
                .returning({ id: galleryImages.id }),
            );
            return changed({ count: tokens.length }, { action: "create", detail: `Added ${pictures(fileNames.length)}${placement === "first" ? " at the start" : ""}` });
          }),
        );
      } catch (error) {
        return uploadRefusal(error, "images");
      }
    },

    /** Takes one picture out of the gallery, then deletes its files (picture, 640 px variant, thumbnail). */
    async remove({ gallery, id, actor }: { gallery: GalleryArea; id: number; actor: number }): Promise<Outcome> {
      const outcome = await change(gallery, actor, async (tx) => {
        const [row] = await tx
          .delete(galleryImages)
          .where(and(eq(galleryImages.id, id), eq(galleryImages.gallery, gallery)))
          .returning({ fileName: galleryImages.fileName });
        if (!row) return notFound(PICTURE);
        return changed({ id, fileName: row.fileName }, { action: "delete", entityId: id, detail: "Removed a picture" });
      });
      if (!outcome.ok) return outcome;
      // The row is gone, so the site no longer shows the picture; a file that will not go is only left over.
      await uploads.remove({ target: { area: "gallery", gallery }, fileName: outcome.value.fileName }).catch(() => undefined);
      return { ok: true, value: { id } };
    },

    /** Puts the gallery in the order a page sent (every picture once, made from the current order). */
    async reorder({ gallery, input, actor }: { gallery: GalleryArea; input: ReorderInput; actor: number }): Promise<Outcome<{ order: number[] }>> {
      return change(gallery, actor, async (tx) => {
        const applied = await applyOrder(tx, listOf(gallery), input, "the order of this gallery");
        if (!applied.ok) return applied;
        return changed(applied.value, { action: "update", detail: `Reordered ${pictures(input.order.length)}` });
      });
    },

    /** Sets (or clears, with "") one picture's caption. */
    async caption({ gallery, id, caption, actor }: { gallery: GalleryArea; id: number; caption: string; actor: number }): Promise<Outcome> {
      return change(gallery, actor, async (tx) => {
        const [row] = await tx
          .update(galleryImages)
          .set({ caption })
          .where(and(eq(galleryImages.id, id), eq(galleryImages.gallery, gallery)))
          .returning({ id: galleryImages.id });
        if (!row) return notFound(PICTURE);
        return changed({ id }, { action: "update", entityId: id, detail: caption ? `Caption: ${caption}` : "Caption removed" });
      });
    },
  };
}
