import { z } from "zod";
import { richText } from "../rich-text.ts";
import { checkbox, optionalText, requiredLine } from "./common.ts";

/** A list as staff define it. */
export const newsletterListSchema = z.object({
  name: requiredLine("Please give the list a name.", 80),
  description: optionalText(300),
  isPublic: checkbox,
});
export type NewsletterListInput = z.infer<typeof newsletterListSchema>;

const SECTION_KINDS = ["note", "announcements", "events", "sermon", "verse", "text"] as const;

/** One section of an issue as the editor posts it. */
const sectionSchema = z.object({
  kind: z.enum(SECTION_KINDS).catch("text"),
  heading: z.string().trim().max(120, "Please keep a heading to 120 characters.").default(""),
  html: richText({ max: 60_000 }).default(""),
});

/**
 * An issue (admin): subject, the lists it goes to, and its sections in order. The lists arrive as
 * ticked boxes named by key (`doc.lists.weekly-news:bool`), the sections as rows (`doc.sections.2.html`).
 */
export const newsletterIssueSchema = z.object({
  subject: requiredLine("Please write the e-mail's subject.", 150),
  lists: z
    .record(z.string(), z.boolean())
    .default({})
    .transform((ticked) => Object.keys(ticked).filter((key) => ticked[key]))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).min(1, "Please tick at least one list to send it to.")),
  sections: z
    .array(sectionSchema)
    .max(30, "Please keep an issue to 30 sections.")
    .default([])
    .refine((sections) => sections.some((s) => s.html !== ""), "The issue is empty: please write something in at least one section."),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueSchema>;

/** Scheduling an issue: a moment in the site's time zone, from a datetime-local input. */
export const scheduleIssueSchema = z.object({
  sendAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Please choose the date and time to send it."),
});

/** The newsletter's settings: the weekday a draft is prepared on ("" never) and the lists new issues go to. */
export const newsletterSettingsSchema = z.object({
  draftWeekday: z.union([z.literal(""), z.enum(["0", "1", "2", "3", "4", "5", "6"])]).transform((v) => (v === "" ? null : Number(v))),
});

/** The import: which list the addresses join. The file itself is read by the route (its size is capped first). */
export const newsletterImportSchema = z.object({
  list: z.string().regex(/^[a-z0-9-]{1,40}$/, "Please choose the list the addresses join."),
});

/** Staff look a subscriber up by address. */
export const subscriberEmailSchema = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid e-mail address.")) });
