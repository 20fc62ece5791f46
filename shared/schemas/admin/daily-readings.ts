import { z } from "zod";
import { isoDate, requiredLine } from "./common.ts";

/** At most this many (non-blank) lines per bulk import: a year and a half of readings, a request of a sensible size. */
export const IMPORT_LINE_LIMIT = 1000;
/** The longest scripture a reading may hold, in the form and in an import alike. */
export const SCRIPTURE_MAX = 500;

/** The daily reading form (admin): one reading per date. */
export const readingSchema = z.object({
  readingDate: isoDate("Please choose the date of the reading."),
  scripture: requiredLine("Please enter the scripture for this day, for example Psalm 23:1-6.", SCRIPTURE_MAX),
});

export type ReadingInput = z.infer<typeof readingSchema>;

/** The bulk import form: the pasted lines (read line by line by server/readings/import.ts). */
export const readingImportSchema = z.object({
  lines: z
    .string()
    // Room for the line limit at a generous length per line; the parser counts the lines themselves.
    .max(IMPORT_LINE_LIMIT * 300, `That is too much text for one import. Please paste at most ${IMPORT_LINE_LIMIT.toLocaleString("en-US")} lines at a time.`)
    .refine((v) => v.trim() !== "", "Please paste at least one line: a date, then the scripture."),
});

/** The readings list's orders and filters when it lists them all or searches (issue 33): ?sort= and ?show=. */
export const READING_SORTS = ["newest", "oldest"] as const;
export type ReadingSort = (typeof READING_SORTS)[number];
export const READING_STATES = ["upcoming", "past"] as const;
export type ReadingState = (typeof READING_STATES)[number];
