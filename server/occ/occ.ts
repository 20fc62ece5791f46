import type { EditingDeps } from "../admin/editing.ts";
import { desc } from "drizzle-orm";
import { occHighlights } from "../db/schema.ts";

export type OccHighlight = { id: number; occYear: number; boxesFilled: number; description: string; imageFileName: string | null };

export function createOcc({ db }: EditingDeps) {
  return {
    /** Yearly highlights, latest year first. */
    async list(): Promise<OccHighlight[]> {
      return db
        .select({
          id: occHighlights.id,
          occYear: occHighlights.occYear,
          boxesFilled: occHighlights.boxesFilled,
          description: occHighlights.description,
          imageFileName: occHighlights.imageFileName,
        })
        .from(occHighlights)
        .orderBy(desc(occHighlights.occYear), desc(occHighlights.id));
    },
  };
}
