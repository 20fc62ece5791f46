import { and, asc, eq } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import { type OrderedList, applyOrder, nextPosition } from "../admin/reorder.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import type { ChildcareStaffInput } from "../../shared/schemas/admin/childcare-staff.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { childcareStaff } from "../db/schema.ts";
import { type ChildcareStaffMember, type TeamGroup, groupByTeam } from "../../shared/childcare.ts";

const AREA = "childcare-staff";
const WHAT = "childcare staff member";

/** Each team is its own ordered list. */
const teamList = (team: string): OrderedList => ({ table: childcareStaff, id: childcareStaff.id, position: childcareStaff.displayOrder, scope: eq(childcareStaff.team, team) });

/** A childcare staff member as the admin list and form see them. */
export type AdminChildcareStaffMember = ChildcareStaffMember & { displayOrder: number; version: string };

export function createChildcareStaff({ db, clock, change }: EditingDeps) {
  const order = [asc(childcareStaff.displayOrder), asc(childcareStaff.name), asc(childcareStaff.id)] as const;

  function toAdmin(row: typeof childcareStaff.$inferSelect): AdminChildcareStaffMember {
    return { id: row.id, name: row.name, team: row.team, displayOrder: row.displayOrder, version: versionOf(row.updatedAt) };
  }

  return {
    async list(): Promise<ChildcareStaffMember[]> {
      return db
        .select({ id: childcareStaff.id, name: childcareStaff.name, team: childcareStaff.team })
        .from(childcareStaff)
        .orderBy(...order);
    },
    /** Everyone grouped by team in the programme's team order (spec section 3), as the public page groups them. */
    async adminGroups(): Promise<TeamGroup<AdminChildcareStaffMember>[]> {
      return groupByTeam((await db.select().from(childcareStaff).orderBy(...order)).map(toAdmin));
    },
    async adminGet(id: number): Promise<AdminChildcareStaffMember | null> {
      const [row] = await db.select().from(childcareStaff).where(eq(childcareStaff.id, id));
      return row ? toAdmin(row) : null;
    },
    /** Puts one team in the order a page sent. */
    async reorder({ team, input, actor }: { team: string; input: ReorderInput; actor: number }): Promise<Outcome<{ order: number[] }>> {
      return change(AREA, actor, async (tx) => {
        const applied = await applyOrder(tx, teamList(team), input, `the order of the ${team}`);
        if (!applied.ok) return applied;
        return changed(applied.value, { action: "update", detail: `Reordered the ${team}` });
      });
    },
    /** A new member goes last in their team. */
    async create(input: ChildcareStaffInput, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const displayOrder = await nextPosition(tx, teamList(input.team));
        const [row] = await tx.insert(childcareStaff).values({ name: input.name, team: input.team, displayOrder }).returning({ id: childcareStaff.id });
        return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: `${input.name} (${input.team})` });
      });
    },
    /** Saves the form opened at `version`; someone moved to another team goes last in it. */
    async update({ id, input, version, actor }: UpdateArgs<ChildcareStaffInput>): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [current] = await tx.select({ team: childcareStaff.team, displayOrder: childcareStaff.displayOrder }).from(childcareStaff).where(eq(childcareStaff.id, id)).for("update");
        if (!current) return notFound(WHAT);
        const displayOrder = current.team === input.team ? current.displayOrder : await nextPosition(tx, teamList(input.team));
        const updated = await tx
          .update(childcareStaff)
          .set({ name: input.name, team: input.team, displayOrder, updatedAt: nextVersion(childcareStaff.updatedAt, clock.now()) })
          .where(and(eq(childcareStaff.id, id), stillAt(childcareStaff.updatedAt, version)))
          .returning({ id: childcareStaff.id });
        if (updated.length === 0) return staleEdit(WHAT);
        return changed({ id }, { action: "update", entityId: id, detail: `${input.name} (${input.team})` });
      });
    },
    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(childcareStaff).where(eq(childcareStaff.id, id)).returning({ name: childcareStaff.name, team: childcareStaff.team });
        if (!gone) return notFound(WHAT);
        return changed({ id }, { action: "delete", entityId: id, detail: `${gone.name} (${gone.team})` });
      });
    },
  };
}
