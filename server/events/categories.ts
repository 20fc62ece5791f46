import { asc, eq, ne, sql } from "drizzle-orm";
import { type OrderedList, applyGroupOrder, nextPosition } from "../admin/reorder.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import { type Role } from "../../shared/roles.ts";
import { type Calendar, canUseCalendar } from "../../shared/role-rights.ts";
import { EVENT_SLUG, RESERVED_EVENT_SLUGS, slugify } from "../../shared/events.ts";
import type { CategoryInput } from "../../shared/schemas/admin/events.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, notFound } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { eventCategories, eventCategoryLinks } from "../db/schema.ts";
import { ENTITY, type SeriesReader, forbidden } from "./series.ts";

/** Every category is one ordered list; each calendar's categories are a group of it (church first). */
const CATEGORY_LIST: OrderedList = { table: eventCategories, id: eventCategories.id, position: eventCategories.position };
const CALENDARS: readonly Calendar[] = ["church", "childcare"];

/** Staff add, reorder and delete the categories of the calendars they may use. */
export function createCategoryAdmin({ db, change }: EditingDeps, { categories }: SeriesReader) {
  return {
    async addCategory(input: CategoryInput, actor: number, role: Role): Promise<Outcome> {
      const calendar: Calendar = role === "childcare" ? "childcare" : role === "church" ? "church" : input.calendar;
      if (!canUseCalendar(role, calendar)) return forbidden(calendar);
      const slug = slugify(input.name);
      if ((RESERVED_EVENT_SLUGS as readonly string[]).includes(slug) || !EVENT_SLUG.test(slug)) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { name: "Please choose another name." } };
      const all = await categories();
      if (all.some((c) => c.slug === slug || c.name.toLowerCase() === input.name.toLowerCase())) {
        return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { name: "There is already a category with that name." } };
      }
      return change(ENTITY, actor, async (tx) => {
        const position = await nextPosition(tx, CATEGORY_LIST);
        const [row] = await tx.insert(eventCategories).values({ slug, name: input.name, calendar, position }).returning({ id: eventCategories.id });
        return changed({ id: row!.id }, { action: "create", entityId: `category:${row!.id}`, detail: `Category ${input.name} (${calendar} calendar)` });
      });
    },

    /**
     * Puts one calendar's categories in the order a page sent; the church calendar's categories come
     * before the childcare calendar's (as the categories page shows them).
     */
    async reorderCategories({ calendar, input, actor, role }: { calendar: Calendar; input: ReorderInput; actor: number; role: Role }): Promise<Outcome<{ order: number[] }>> {
      if (!canUseCalendar(role, calendar)) return forbidden(calendar);
      return change(ENTITY, actor, async (tx) => {
        await tx.select({ id: eventCategories.id }).from(eventCategories).for("update");
        // Read after the lock: a locking read that waited would give the order from before the wait.
        const rows = await tx.select({ id: eventCategories.id, calendar: eventCategories.calendar }).from(eventCategories).orderBy(asc(eventCategories.position), asc(eventCategories.id));
        const groups = CALENDARS.map((c) => rows.filter((r) => r.calendar === c).map((r) => r.id));
        const applied = await applyGroupOrder(tx, CATEGORY_LIST, { groups, group: CALENDARS.indexOf(calendar) }, input, `the ${calendar} calendar's categories`);
        if (!applied.ok) return applied;
        return changed(applied.value, { action: "update", detail: `Reordered the ${calendar} calendar's categories` });
      });
    },

    /** Deletes a category no event uses (its feed goes with it). */
    async removeCategory(id: number, actor: number, role: Role): Promise<Outcome> {
      const [category] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
      if (!category) return notFound("category");
      if (!canUseCalendar(role, category.calendar)) return forbidden(category.calendar);
      const [used] = await db.select({ n: sql<number>`count(*)::int` }).from(eventCategoryLinks).where(eq(eventCategoryLinks.categoryId, id));
      if ((used?.n ?? 0) > 0) return { ok: false, status: 409, error: `“${category.name}” is still used by ${used!.n} event${used!.n === 1 ? "" : "s"}. Take it off those events first.` };
      const left = await db.select({ id: eventCategories.id }).from(eventCategories).where(ne(eventCategories.id, id)).limit(1);
      if (left.length === 0) return { ok: false, status: 409, error: "Each calendar needs at least one category, so this one stays. Add another category to this calendar first if you want to replace it." };
      return change(ENTITY, actor, async (tx) => {
        await tx.delete(eventCategories).where(eq(eventCategories.id, id));
        return changed({ id }, { action: "delete", entityId: `category:${id}`, detail: `Category ${category.name}` });
      });
    },
  };
}
