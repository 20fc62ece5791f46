import { z } from "zod";
import { checkbox, optionalText, requiredLine } from "./common.ts";
import { uploadToken } from "./past-services.ts";

/** A series' address part: its title in lowercase letters, digits and dashes ("Advent 2026: Waiting" → "advent-2026-waiting"). */
export function seriesSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A sermon series (admin): its title, a description for its page and feed, and optional square artwork. */
export const sermonSeriesSchema = z.object({
  title: requiredLine("Please give the series a title, such as Advent 2026: Waiting in Hope.", 120).refine((t) => seriesSlug(t) !== "", "Please use some letters or digits in the title."),
  description: optionalText(2000),
  artwork: uploadToken,
  artworkRemove: checkbox,
});

export type SermonSeriesInput = z.infer<typeof sermonSeriesSchema>;
