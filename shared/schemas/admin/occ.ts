import { z } from "zod";
import { checkbox, requiredText } from "./common.ts";

/** Samaritan's Purse began Operation Christmas Child in 1993; a highlight can be entered up to a year ahead. */
export const FIRST_OCC_YEAR = 1993;
const latestYear = () => new Date().getFullYear() + 1;

/** The Operation Christmas Child highlight form (admin), judged the same in the browser and in the route action. */
export const occHighlightSchema = z.object({
  occYear: z
    .string({ error: "Please enter the year as four digits, such as 2025." })
    .trim()
    .regex(/^\d{4}$/, "Please enter the year as four digits, such as 2025.")
    .transform(Number)
    .refine((year) => year >= FIRST_OCC_YEAR && year <= latestYear(), { message: `Please enter a year from ${FIRST_OCC_YEAR} to next year.` }),
  boxesFilled: z
    .string({ error: "Please enter the number of boxes as a whole number, such as 148." })
    .trim()
    // Staff often write counts with thousands separators: 1,250.
    .transform((value) => value.replace(/[,\s]/g, ""))
    .pipe(z.string().regex(/^\d{1,7}$/, "Please enter the number of boxes as a whole number, such as 148."))
    .transform(Number),
  description: requiredText("Please write a few words about this year's collection.", 2000),
  image: z.string().trim().max(200).default(""),
  imageRemove: checkbox,
});

export type OccHighlightInput = z.infer<typeof occHighlightSchema>;
