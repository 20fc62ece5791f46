import { and, asc, count, desc, eq } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import type { EditingDeps, UpdateArgs } from "../admin/editing.ts";
import { tripFolder } from "../../shared/uploads.ts";
import type { MissionTripInput } from "../../shared/schemas/admin/mission-trips.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { recordColumns } from "../db/record-columns.ts";
import { missionTripImages, missionTrips } from "../db/schema.ts";
import { type ListedImage, pictures, uploadRefusal } from "../galleries/image-lists.ts";
import { type OrderedList, addToList, applyOrder } from "../admin/reorder.ts";
import type { Placement } from "../../shared/schemas/admin/images.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import { moveTripFiles } from "./trip-files.ts";

export type MissionTrip = {
  id: number;
  location: string;
  tripDate: string;
  description: string;
  story: string;
  image: string | null;
};

/** A trip as the admin list and form see it. */
export type AdminTrip = MissionTrip & { imageCount: number; version: string };

const columns = recordColumns(missionTrips);

const AREA = "mission-trips";
const WHAT = "mission trip";
const PICTURE = "picture";

/** One trip's gallery as an ordered list. */
const imagesOf = (tripId: number): OrderedList => ({ table: missionTripImages, id: missionTripImages.id, position: missionTripImages.position, scope: eq(missionTripImages.tripId, tripId) });

/** The trip's location (and so its folder) changed while pictures were being added to the old folder. */
const folderChanged = {
  ok: false,
  status: 409,
  error: "Someone changed this trip's location while your pictures were uploading, so they were not added. Please reload the page and add them again.",
} as const;

export function createTrips({ db, clock, change, uploads }: EditingDeps) {
  const trip = (location: string) => ({ area: "trip", location }) as const;

  /** The form's new main picture, placed in the trip's folder before the database write (and removed again if the write fails or is refused). */
  const placeImage = (input: MissionTripInput, actor: number) =>
    placeFiles(uploads, { userId: actor, target: trip(input.location), fields: [{ field: "image", kind: "image", token: input.image }] });

  async function adminGet(id: number): Promise<AdminTrip | null> {
    const [row] = await db
      .select({ ...columns, updatedAt: missionTrips.updatedAt, imageCount: count(missionTripImages.id) })
      .from(missionTrips)
      .leftJoin(missionTripImages, eq(missionTripImages.tripId, missionTrips.id))
      .where(eq(missionTrips.id, id))
      .groupBy(missionTrips.id);
    return row ? { ...toAdmin(row), story: sanitizeStoredHtml(row.story) } : null;
  }

  function toAdmin({ updatedAt, ...row }: MissionTrip & { updatedAt: Date; imageCount: number }): AdminTrip {
    return { ...row, imageCount: Number(row.imageCount), version: versionOf(updatedAt) };
  }

  const fieldsOf = (input: MissionTripInput) => ({
    location: input.location,
    tripDate: input.tripDate,
    description: input.description,
    story: sanitizeStoredHtml(input.story),
  });

  return {
    /** Every stored story, for the sweep of rich-text pictures no text names any more. */
    async storedHtml(): Promise<string[]> {
      const rows = await db.select({ html: missionTrips.story }).from(missionTrips);
      return rows.map((r) => r.html);
    },
    /** Past trips, most recent first. */
    async list(): Promise<MissionTrip[]> {
      return db.select(columns).from(missionTrips).orderBy(desc(missionTrips.tripDate), desc(missionTrips.id));
    },
    /** One trip; its story passes the sanitiser again on the way out (stored HTML is cleaned on save and on render). */
    async get(id: number): Promise<MissionTrip | null> {
      const [found] = await db.select(columns).from(missionTrips).where(eq(missionTrips.id, id));
      return found ? { ...found, story: sanitizeStoredHtml(found.story) } : null;
    },
    /** Gallery file names of a trip, in their display order; null when the trip does not exist. */
    async images(id: number): Promise<{ location: string; files: string[] } | null> {
      const [found] = await db.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, id));
      if (!found) return null;
      const rows = await db
        .select({ fileName: missionTripImages.fileName })
        .from(missionTripImages)
        .where(eq(missionTripImages.tripId, id))
        .orderBy(asc(missionTripImages.position), asc(missionTripImages.id));
      return { location: found.location, files: rows.map((r) => r.fileName) };
    },

    /** Every trip, newest first, with how many gallery pictures it has. */
    async adminList(): Promise<AdminTrip[]> {
      const rows = await db
        .select({ ...columns, updatedAt: missionTrips.updatedAt, imageCount: count(missionTripImages.id) })
        .from(missionTrips)
        .leftJoin(missionTripImages, eq(missionTripImages.tripId, missionTrips.id))
        .groupBy(missionTrips.id)
        .orderBy(desc(missionTrips.tripDate), desc(missionTrips.id));
      return rows.map(toAdmin);
    },
    adminGet,

    async create(input: MissionTripInput, actor: number): Promise<Outcome> {
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      return writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const [row] = await tx
            .insert(missionTrips)
            .values({ ...fieldsOf(input), image: placed.files.names.image ?? null, updatedAt: clock.now() })
            .returning({ id: missionTrips.id });
          return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: input.location });
        }),
      );
    },

    /**
     * Saves the form. A new location names a new folder: the trip's own pictures move there first and
     * the row is updated after; if the update fails or is refused they move back, so the row and the files agree.
     */
    async update({ id, input, version, actor }: UpdateArgs<MissionTripInput>): Promise<Outcome> {
      let undoMove: (() => Promise<void>) | null = null;
      const write = async (newImage: string | null) => {
        try {
          const outcome = await change(AREA, actor, async (tx) => {
            // The lock keeps picture uploads and other saves of this trip out until the files and the row agree.
            const [current] = await tx.select({ location: missionTrips.location, image: missionTrips.image, updatedAt: missionTrips.updatedAt }).from(missionTrips).where(eq(missionTrips.id, id)).for("update");
            if (!current) return notFound(WHAT);
            if (versionOf(current.updatedAt) !== version) return staleEdit(WHAT);
            const image = newImage ?? (input.imageRemove ? null : current.image);
            const dropped = current.image && current.image !== image ? current.image : null;
            if (tripFolder(current.location) !== tripFolder(input.location)) {
              const gallery = await tx.select({ fileName: missionTripImages.fileName }).from(missionTripImages).where(eq(missionTripImages.tripId, id));
              const own = [...(image && image === current.image ? [image] : []), ...gallery.map((g) => g.fileName)];
              undoMove = (await moveTripFiles({ store: uploads.store, from: current.location, to: input.location, fileNames: own })).undo;
            }
            const updated = await tx
              .update(missionTrips)
              .set({ ...fieldsOf(input), image, updatedAt: nextVersion(missionTrips.updatedAt, clock.now()) })
              .where(and(eq(missionTrips.id, id), stillAt(missionTrips.updatedAt, version)))
              .returning({ id: missionTrips.id });
            if (updated.length === 0) return staleEdit(WHAT);
            const moved = tripFolder(current.location) !== tripFolder(input.location) ? ` (moved from ${current.location})` : "";
            return changed({ id, dropped, oldLocation: current.location }, { action: "update", entityId: id, detail: `${input.location}${moved}` });
          });
          if (!outcome.ok) await (undoMove as (() => Promise<void>) | null)?.();
          return outcome;
        } catch (error) {
          await (undoMove as (() => Promise<void>) | null)?.();
          throw error;
        }
      };
      // A missing or stale trip is refused before a new picture is placed, so its upload stays usable.
      const [seen] = await db.select({ updatedAt: missionTrips.updatedAt }).from(missionTrips).where(eq(missionTrips.id, id));
      if (!seen) return notFound(WHAT);
      if (versionOf(seen.updatedAt) !== version) return staleEdit(WHAT);
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      const outcome = await writeWithFiles(placed.files, () => write(placed.files.names.image ?? null));
      if (!outcome.ok) return outcome;
      if (outcome.value.dropped) await removeFiles(uploads, trip(outcome.value.oldLocation), [outcome.value.dropped]);
      return { ok: true, value: { id } };
    },

    /** Deletes the trip with its gallery, then only this trip's files: another trip of the same place keeps its pictures. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [gone] = await tx.select({ location: missionTrips.location, image: missionTrips.image }).from(missionTrips).where(eq(missionTrips.id, id)).for("update");
        if (!gone) return notFound(WHAT);
        const gallery = await tx.select({ fileName: missionTripImages.fileName }).from(missionTripImages).where(eq(missionTripImages.tripId, id));
        await tx.delete(missionTrips).where(eq(missionTrips.id, id));
        const files = [...(gone.image ? [gone.image] : []), ...gallery.map((g) => g.fileName)];
        return changed({ location: gone.location, files }, { action: "delete", entityId: id, detail: gone.location });
      });
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, trip(outcome.value.location), outcome.value.files);
      return { ok: true, value: { id } };
    },

    /** The trip's gallery as the admin image list shows it; null when the trip does not exist. */
    async adminImages(id: number): Promise<{ trip: { id: number; location: string }; images: ListedImage[] } | null> {
      const [found] = await db.select({ id: missionTrips.id, location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, id));
      if (!found) return null;
      const images = await db
        .select({ id: missionTripImages.id, fileName: missionTripImages.fileName })
        .from(missionTripImages)
        .where(eq(missionTripImages.tripId, id))
        .orderBy(asc(missionTripImages.position), asc(missionTripImages.id));
      return { trip: found, images };
    },

    /** Places the uploaded pictures in the trip's folder and adds them at the end of its gallery or first, all or none. */
    async addImages({ tripId, tokens, placement = "last", actor }: { tripId: number; tokens: readonly string[]; placement?: Placement; actor: number }): Promise<Outcome> {
      const [found] = await db.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, tripId));
      if (!found) return notFound(WHAT);
      try {
        return await uploads.withUploads({ tokens, userId: actor, target: trip(found.location) }, (fileNames) =>
          change(AREA, actor, async (tx) => {
            const [locked] = await tx.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, tripId)).for("update");
            if (!locked) return notFound(WHAT);
            if (tripFolder(locked.location) !== tripFolder(found.location)) return folderChanged;
            await addToList(tx, imagesOf(tripId), placement, (start) =>
              tx
                .insert(missionTripImages)
                .values(fileNames.map((fileName, i) => ({ tripId, fileName, position: start + i })))
                .returning({ id: missionTripImages.id }),
            );
            return changed({ id: tripId }, { action: "update", entityId: tripId, detail: `${locked.location}: added ${pictures(fileNames.length)}${placement === "first" ? " at the start" : ""}` });
          }),
        );
      } catch (error) {
        return uploadRefusal(error, "images");
      }
    },

    async removeImage({ tripId, imageId, actor }: { tripId: number; imageId: number; actor: number }): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [locked] = await tx.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, tripId)).for("update");
        if (!locked) return notFound(PICTURE);
        const [gone] = await tx
          .delete(missionTripImages)
          .where(and(eq(missionTripImages.id, imageId), eq(missionTripImages.tripId, tripId)))
          .returning({ fileName: missionTripImages.fileName });
        if (!gone) return notFound(PICTURE);
        return changed({ location: locked.location, fileName: gone.fileName }, { action: "update", entityId: tripId, detail: `${locked.location}: removed a picture` });
      });
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, trip(outcome.value.location), [outcome.value.fileName]);
      return { ok: true, value: { id: imageId } };
    },

    /** Puts the trip's pictures in the order a page sent (every picture once, made from the current order). */
    async reorderImages({ tripId, input, actor }: { tripId: number; input: ReorderInput; actor: number }): Promise<Outcome<{ order: number[] }>> {
      return change(AREA, actor, async (tx) => {
        const [locked] = await tx.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, tripId)).for("update");
        if (!locked) return notFound(WHAT);
        const applied = await applyOrder(tx, imagesOf(tripId), input, "the order of this trip's pictures");
        if (!applied.ok) return applied;
        return changed(applied.value, { action: "update", entityId: tripId, detail: `${locked.location}: reordered ${pictures(input.order.length)}` });
      });
    },
  };
}
