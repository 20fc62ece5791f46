import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type Tx, changed } from "../admin/change.ts";
import type { EditingDeps, UpdateArgs } from "../admin/editing.ts";
import type { VerseInput } from "../../shared/schemas/admin/verse-of-the-day.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { versesOfTheDay } from "../db/schema.ts";

export type Verse = { verseText: string; scriptureLocation: string };

/** Shown until a verse exists (spec section 3). */
export const DEFAULT_VERSE: Verse = {
  verseText:
    "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  scriptureLocation: "John 3:16",
};

/** A verse as the admin list and form see it. */
export type AdminVerse = Verse & { id: number; isActive: boolean; version: string };

/**
 * Makes `id` the one active verse. The advisory lock puts concurrent switches one after the other, so two
 * people pressing "Make active" at once still leave exactly one verse active.
 */
async function activate(tx: Tx, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verses_of_the_day.is_active'))`);
  // A verse deleted meanwhile changes nothing: the current active verse stays.
  const [row] = await tx.update(versesOfTheDay).set({ isActive: true }).where(eq(versesOfTheDay.id, id)).returning({ scriptureLocation: versesOfTheDay.scriptureLocation });
  if (!row) return null;
  await tx.update(versesOfTheDay).set({ isActive: false }).where(and(eq(versesOfTheDay.isActive, true), ne(versesOfTheDay.id, id)));
  return row;
}

const AREA = "verse-of-the-day";

export function createVerse({ db, clock, change }: EditingDeps) {
  /** The active verse (the most recently changed one if several are marked active), or null. */
  async function active(): Promise<Verse | null> {
    const [row] = await db
      .select({ verseText: versesOfTheDay.verseText, scriptureLocation: versesOfTheDay.scriptureLocation, isActive: versesOfTheDay.isActive })
      .from(versesOfTheDay)
      .orderBy(desc(versesOfTheDay.isActive), desc(versesOfTheDay.updatedAt), desc(versesOfTheDay.id))
      .limit(1);
    return row?.isActive ? { verseText: row.verseText, scriptureLocation: row.scriptureLocation } : null;
  }

  const toAdmin = (row: typeof versesOfTheDay.$inferSelect): AdminVerse => ({
    id: row.id,
    verseText: row.verseText,
    scriptureLocation: row.scriptureLocation,
    isActive: row.isActive,
    version: versionOf(row.updatedAt),
  });

  return {
    active,
    /** What the home page shows while no verse is active. */
    fallback: DEFAULT_VERSE,
    /** The hero verse: the active one, or John 3:16 when there is none or it cannot be read (spec section 8). */
    async forHero(): Promise<Verse> {
      try {
        return (await active()) ?? DEFAULT_VERSE;
      } catch {
        return DEFAULT_VERSE;
      }
    },

    /** Every verse: the active one first, then the newest. */
    async adminList(): Promise<AdminVerse[]> {
      const rows = await db.select().from(versesOfTheDay).orderBy(desc(versesOfTheDay.isActive), desc(versesOfTheDay.createdAt), desc(versesOfTheDay.id));
      return rows.map(toAdmin);
    },
    async adminGet(id: number): Promise<AdminVerse | null> {
      const [row] = await db.select().from(versesOfTheDay).where(eq(versesOfTheDay.id, id));
      return row ? toAdmin(row) : null;
    },

    async create(input: VerseInput, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [row] = await tx
          .insert(versesOfTheDay)
          .values({ verseText: input.verseText, scriptureLocation: input.scriptureLocation, isActive: false, createdAt: clock.now(), updatedAt: clock.now() })
          .returning({ id: versesOfTheDay.id });
        if (input.makeActive) await activate(tx, row!.id);
        return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: `${input.scriptureLocation}${input.makeActive ? " (made active)" : ""}` });
      });
    },

    /** Saves the words and location; ticking "make active" also makes it the verse on the home page. */
    async update({ id, input, version, actor }: UpdateArgs<VerseInput>): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [current] = await tx.select({ id: versesOfTheDay.id }).from(versesOfTheDay).where(eq(versesOfTheDay.id, id));
        if (!current) return notFound("verse");
        const updated = await tx
          .update(versesOfTheDay)
          .set({ verseText: input.verseText, scriptureLocation: input.scriptureLocation, updatedAt: nextVersion(versesOfTheDay.updatedAt, clock.now()) })
          .where(and(eq(versesOfTheDay.id, id), stillAt(versesOfTheDay.updatedAt, version)))
          .returning({ id: versesOfTheDay.id });
        if (updated.length === 0) return staleEdit("verse");
        if (input.makeActive) await activate(tx, id);
        return changed({ id }, { action: "update", entityId: id, detail: `${input.scriptureLocation}${input.makeActive ? " (made active)" : ""}` });
      });
    },

    /** "Make active": this verse on the home page, every other one off, in one transaction. */
    async makeActive(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const row = await activate(tx, id);
        if (!row) return notFound("verse");
        return changed({ id }, { action: "update", entityId: id, detail: `Made active: ${row.scriptureLocation}` });
      });
    },

    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(versesOfTheDay).where(eq(versesOfTheDay.id, id)).returning({ scriptureLocation: versesOfTheDay.scriptureLocation, isActive: versesOfTheDay.isActive });
        if (!gone) return notFound("verse");
        return changed({ id }, { action: "delete", entityId: id, detail: `${gone.scriptureLocation}${gone.isActive ? " (was active)" : ""}` });
      });
    },
  };
}
