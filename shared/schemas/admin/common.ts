import { z } from "zod";

/** Building blocks of the admin forms' schemas; each message speaks to the person at the form. */

export const requiredText = (message: string, max = 200) => z.string().trim().min(1, message).max(max, `Please keep this to ${max} characters or fewer.`);

export const optionalText = (max = 200) => z.string().trim().max(max, `Please keep this to ${max} characters or fewer.`).default("");

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

export const recordId = z.coerce.number().int().positive();
