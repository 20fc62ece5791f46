import { and, eq } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import type { ChurchStaffInput } from "../../shared/schemas/admin/church-staff.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { churchStaff } from "../db/schema.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import type { UploadTarget } from "../storage/upload-places.ts";
import { type ChurchStaffMember, isPastor, sortStaff } from "./rules.ts";
import { type OrderedList, applyGroupOrder, nextPosition } from "../admin/reorder.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";

/** Staff photos live in the staff uploads folder (spec section 7), at `uploads.staff(file)`. */
const PHOTOS: UploadTarget = { area: "staff" };
const AREA = "church-staff";
const WHAT = "staff member";
const LIST: OrderedList = { table: churchStaff, id: churchStaff.id, position: churchStaff.displayOrder };

/** The two groups the admin list orders apart, as the public list shows them: pastors always first. */
export type StaffGroup = "pastors" | "others";

/** A church staff member as the admin list and form see them. */
export type AdminChurchStaffMember = ChurchStaffMember & { version: string };

export function createChurchStaff({ db, clock, change, uploads }: EditingDeps) {
  const columns = (input: ChurchStaffInput) => ({
    name: input.name,
    roleTitle: input.roleTitle,
    email: input.email || null,
    phone: input.phone || null,
  });

  async function rows() {
    return db.select().from(churchStaff);
  }

  /** The form's new photo, placed before the database write (and removed again if the write fails or is refused). */
  const placePhoto = (input: ChurchStaffInput, actor: number) =>
    placeFiles(uploads, { userId: actor, target: PHOTOS, fields: [{ field: "photo", kind: "image", token: input.photo }] });

  return {
    /** The public list: pastors first, then the office's display order (spec section 3). */
    async list(): Promise<ChurchStaffMember[]> {
      const all = await db
        .select({
          id: churchStaff.id,
          name: churchStaff.name,
          roleTitle: churchStaff.roleTitle,
          email: churchStaff.email,
          phone: churchStaff.phone,
          image: churchStaff.image,
          displayOrder: churchStaff.displayOrder,
        })
        .from(churchStaff);
      return sortStaff(all);
    },
    /** Everyone, in the order the public pages show them. */
    async adminList(): Promise<AdminChurchStaffMember[]> {
      return sortStaff(await rows()).map(toAdmin);
    },
    async adminGet(id: number): Promise<AdminChurchStaffMember | null> {
      const [row] = await db.select().from(churchStaff).where(eq(churchStaff.id, id));
      return row ? toAdmin(row) : null;
    },
    /** Puts one group (pastors, or everyone else) in the order a page sent; the other group keeps its order. */
    async reorder({ group, input, actor }: { group: StaffGroup; input: ReorderInput; actor: number }): Promise<Outcome<{ order: number[] }>> {
      return change(AREA, actor, async (tx) => {
        const rows = sortStaff(await tx.select().from(churchStaff).for("update"));
        const groups = [rows.filter(isPastor).map((r) => r.id), rows.filter((r) => !isPastor(r)).map((r) => r.id)];
        const applied = await applyGroupOrder(tx, LIST, { groups, group: group === "pastors" ? 0 : 1 }, input, "the order of the church staff");
        if (!applied.ok) return applied;
        return changed(applied.value, { action: "update", detail: group === "pastors" ? "Reordered the pastors" : "Reordered the staff after the pastors" });
      });
    },
    async create(input: ChurchStaffInput, actor: number): Promise<Outcome> {
      const placed = await placePhoto(input, actor);
      if (!placed.ok) return placed.outcome;
      return writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const [row] = await tx
            .insert(churchStaff)
            .values({ ...columns(input), image: placed.files.names.photo ?? null, displayOrder: await nextPosition(tx, LIST) })
            .returning({ id: churchStaff.id });
          return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: input.name });
        }),
      );
    },
    /**
     * Saves the form opened at `version`. A new photo replaces the old one; `photoRemove` without a new
     * photo clears it. The replaced file is deleted only after the change is committed.
     */
    async update({ id, input, version, actor }: UpdateArgs<ChurchStaffInput>): Promise<Outcome> {
      // Refuse a missing or stale record before the new photo is committed, so its token stays usable;
      // the check inside the transaction below still decides a race.
      const [before] = await db.select({ updatedAt: churchStaff.updatedAt }).from(churchStaff).where(eq(churchStaff.id, id));
      if (!before) return notFound(WHAT);
      if (versionOf(before.updatedAt) !== version) return staleEdit(WHAT);
      const placed = await placePhoto(input, actor);
      if (!placed.ok) return placed.outcome;
      const newPhoto = placed.files.names.photo ?? null;
      const outcome = await writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const [current] = await tx.select({ image: churchStaff.image }).from(churchStaff).where(eq(churchStaff.id, id));
          if (!current) return notFound(WHAT);
          const image = newPhoto ?? (input.photoRemove ? null : current.image);
          const updated = await tx
            .update(churchStaff)
            .set({ ...columns(input), image, updatedAt: nextVersion(churchStaff.updatedAt, clock.now()) })
            .where(and(eq(churchStaff.id, id), stillAt(churchStaff.updatedAt, version)))
            .returning({ id: churchStaff.id });
          if (updated.length === 0) return staleEdit(WHAT);
          const photoNote = newPhoto ? (current.image ? " (new photo)" : " (photo added)") : image === null && current.image ? " (photo removed)" : "";
          return changed({ replaced: current.image !== image ? current.image : null }, { action: "update", entityId: id, detail: `${input.name}${photoNote}` });
        }),
      );
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, PHOTOS, [outcome.value.replaced]);
      return { ok: true, value: { id } };
    },
    /** Deletes the member, then their photo. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [row] = await tx.delete(churchStaff).where(eq(churchStaff.id, id)).returning({ name: churchStaff.name, image: churchStaff.image });
        if (!row) return notFound(WHAT);
        return changed({ image: row.image }, { action: "delete", entityId: id, detail: row.name });
      });
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, PHOTOS, [outcome.value.image]);
      return { ok: true, value: { id } };
    },
  };
}

function toAdmin(row: typeof churchStaff.$inferSelect): AdminChurchStaffMember {
  return {
    id: row.id,
    name: row.name,
    roleTitle: row.roleTitle,
    email: row.email,
    phone: row.phone,
    image: row.image,
    displayOrder: row.displayOrder,
    version: versionOf(row.updatedAt),
  };
}
