import { and, desc, eq } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import type { OccHighlightInput } from "../../shared/schemas/admin/occ.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { recordColumns } from "../db/record-columns.ts";
import { occHighlights } from "../db/schema.ts";
import type { UploadTarget } from "../storage/upload-places.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";

export type OccHighlight = { id: number; occYear: number; boxesFilled: number; description: string; imageFileName: string | null };

/** A highlight as the admin list and form see it. */
export type AdminOccHighlight = OccHighlight & { version: string; imageUrl: string | null };

const columns = recordColumns(occHighlights);

const AREA = "operation-christmas-child";
const WHAT = "highlight";
const TARGET: UploadTarget = { area: "occ" };
const detailOf = (h: { occYear: number; boxesFilled: number }) => `${h.occYear}: ${h.boxesFilled} boxes`;
const newestFirst = [desc(occHighlights.occYear), desc(occHighlights.id)];

export function createOcc({ db, clock, change, uploads }: EditingDeps) {
  function toAdmin({ updatedAt, ...h }: OccHighlight & { updatedAt: Date }): AdminOccHighlight {
    return { ...h, version: versionOf(updatedAt), imageUrl: h.imageFileName ? addresses.occ(h.imageFileName) : null };
  }

  const place = (input: OccHighlightInput, actor: number) =>
    placeFiles(uploads, { userId: actor, target: TARGET, fields: [{ field: "image", kind: "image", token: input.image }] });

  const values = (input: OccHighlightInput) => ({ occYear: input.occYear, boxesFilled: input.boxesFilled, description: input.description });

  return {
    /** Yearly highlights, latest year first. */
    async list(): Promise<OccHighlight[]> {
      return db
        .select(columns)
        .from(occHighlights)
        .orderBy(...newestFirst);
    },
    async adminList(): Promise<AdminOccHighlight[]> {
      const rows = await db
        .select({ ...columns, updatedAt: occHighlights.updatedAt })
        .from(occHighlights)
        .orderBy(...newestFirst);
      return rows.map(toAdmin);
    },
    async adminGet(id: number): Promise<AdminOccHighlight | null> {
      const [row] = await db.select({ ...columns, updatedAt: occHighlights.updatedAt }).from(occHighlights).where(eq(occHighlights.id, id));
      return row ? toAdmin(row) : null;
    },
    /** The picture is placed first and the row written with its name; a failed write removes the picture. */
    async create(input: OccHighlightInput, actor: number): Promise<Outcome> {
      const placed = await place(input, actor);
      if (!placed.ok) return placed.outcome;
      return writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const [row] = await tx
            .insert(occHighlights)
            .values({ ...values(input), imageFileName: placed.files.names.image ?? null, updatedAt: clock.now() })
            .returning({ id: occHighlights.id });
          return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: detailOf(input) });
        }),
      );
    },
    /** Saves a form opened at `version`; a stale or missing record is refused before the picture is placed. */
    async update({ id, input, version, actor }: UpdateArgs<OccHighlightInput>): Promise<Outcome> {
      const [current] = await db.select({ imageFileName: occHighlights.imageFileName, updatedAt: occHighlights.updatedAt }).from(occHighlights).where(eq(occHighlights.id, id));
      if (!current) return notFound(WHAT);
      if (versionOf(current.updatedAt) !== version) return staleEdit(WHAT);
      const placed = await place(input, actor);
      if (!placed.ok) return placed.outcome;
      const imageFileName = placed.files.names.image ?? (input.imageRemove ? null : current.imageFileName);
      const outcome = await writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const updated = await tx
            .update(occHighlights)
            .set({ ...values(input), imageFileName, updatedAt: nextVersion(occHighlights.updatedAt, clock.now()) })
            .where(and(eq(occHighlights.id, id), stillAt(occHighlights.updatedAt, version)))
            .returning({ id: occHighlights.id });
          if (updated.length === 0) return staleEdit(WHAT);
          return changed({ id }, { action: "update", entityId: id, detail: detailOf(input) });
        }),
      );
      if (!outcome.ok) return outcome;
      if (current.imageFileName !== imageFileName) await removeFiles(uploads, TARGET, [current.imageFileName]);
      return outcome;
    },
    /** Deletes the highlight, then its picture. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [row] = await tx.delete(occHighlights).where(eq(occHighlights.id, id)).returning(columns);
        if (!row) return notFound(WHAT);
        return changed({ imageFileName: row.imageFileName }, { action: "delete", entityId: id, detail: detailOf(row) });
      });
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, TARGET, [outcome.value.imageFileName]);
      return { ok: true, value: { id } };
    },
  };
}
