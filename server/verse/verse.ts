import type { EditingDeps } from "../admin/editing.ts";
import { desc } from "drizzle-orm";
import { versesOfTheDay } from "../db/schema.ts";

export type Verse = { verseText: string; scriptureLocation: string };

/** Shown until a verse exists (spec section 3). */
export const DEFAULT_VERSE: Verse = {
  verseText:
    "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  scriptureLocation: "John 3:16",
};

export function createVerse({ db }: EditingDeps) {
  /** The active verse (the most recently changed one if several are marked active), or null. */
  async function active(): Promise<Verse | null> {
    const [row] = await db
      .select({ verseText: versesOfTheDay.verseText, scriptureLocation: versesOfTheDay.scriptureLocation, isActive: versesOfTheDay.isActive })
      .from(versesOfTheDay)
      .orderBy(desc(versesOfTheDay.isActive), desc(versesOfTheDay.updatedAt), desc(versesOfTheDay.id))
      .limit(1);
    return row?.isActive ? { verseText: row.verseText, scriptureLocation: row.scriptureLocation } : null;
  }
  return {
    active,
    /** The hero verse: the active one, or John 3:16 when there is none or it cannot be read (spec section 8). */
    async forHero(): Promise<Verse> {
      try {
        return (await active()) ?? DEFAULT_VERSE;
      } catch {
        return DEFAULT_VERSE;
      }
    },
  };
}
