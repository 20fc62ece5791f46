import { z } from "zod";
import { parseRecordId } from "../../record-id.ts";
import { manyLines, oneLine } from "../text.ts";
import { STAFF_MESSAGES } from "../../staff-messages.ts";

/** Building blocks of the admin forms' schemas; each message speaks to the person at the form. */

const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`;

/** A one-line field (name, subject, title): line breaks and control characters become spaces. */
export const requiredLine = (message: string, max = 200) => z.string().overwrite(oneLine).trim().min(1, message).max(max, tooLong(max));

/** A field of several lines (a description): line breaks stay, other control characters go. */
export const requiredText = (message: string, max = 200) => z.string().overwrite(manyLines).trim().min(1, message).max(max, tooLong(max));

export const optionalText = (max = 200) => z.string().overwrite(manyLines).trim().max(max, tooLong(max)).default("");

/** A calendar date from an `<input type="date">`. */
export const isoDate = (message = "Please choose a date.") =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

export const optionalIsoDate = (message = "Please choose a valid date or leave it empty.") => z.union([z.literal(""), isoDate(message)]).default("");

/** A checkbox: present ("on") when ticked, absent otherwise. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** The record version an edit form was opened with (see server/admin/editing.ts). */
export const version = z.string().max(40).default("");

/** A record's id as a form posts it: a plain positive whole number the database can hold. */
export const recordId = z.string().transform((value, ctx) => parseRecordId(value) ?? (ctx.addIssue({ code: "custom", message: STAFF_MESSAGES.noSuchRecord }), z.NEVER));
