import { z } from "zod";
import { checkbox, requiredLine, requiredText } from "./common.ts";

/** The verse of the day form (admin). */
export const verseSchema = z.object({
  verseText: requiredText("Please enter the words of the verse.", 1000),
  scriptureLocation: requiredLine("Please enter where the verse is found, for example John 3:16.", 100),
  makeActive: checkbox,
});

export type VerseInput = z.infer<typeof verseSchema>;
