import { z } from "zod";

import { HONEYPOT_FIELD, LIMITS, PHONE_DIGITS } from "../form-rules.ts";
import { LIMITS as PRAYER_LIMITS, PRAYER_VISIBILITIES, contactDetailsIn } from "../prayer.ts";
import { manyLines, oneLine } from "./text.ts";

export { HONEYPOT_FIELD, LIMITS, PHONE_DIGITS, ZIP_DIGITS, allFilled, formMessages, formatPhoneInput, formatZipInput } from "../form-rules.ts";

/** A required field: one line unless `lines` says it may hold several (a message). */
const required = (label: string, max: number, { lines = false } = {}) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(lines ? manyLines : oneLine)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(LIMITS.email, "Email is too long.")
  .pipe(z.email("Enter a valid email address."));

/** The captcha token field keeps the name the spec gives it, whatever the provider. */
const recaptchaToken = z.string().max(20_000).optional();

const honeypot = z.string().max(500).optional();

export const contactMessageSchema = z.object({
  name: required("Name", LIMITS.name),
  email,
  message: required("Message", LIMITS.message, { lines: true }),
  recaptchaToken,
  [HONEYPOT_FIELD]: honeypot,
});

/** A box the form sends as true, or as "on" when posted as a form; absent is no. */
const tickBox = z
  .union([z.boolean(), z.literal(["on", "true", "false", ""])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** The public version's name: a first name, or nothing for "Anonymous". */
export const wallNameField = z
  .string()
  .overwrite(oneLine)
  .trim()
  .max(PRAYER_LIMITS.wallName, `Please keep the name to ${PRAYER_LIMITS.wallName} characters or fewer.`)
  .refine((value) => !contactDetailsIn(value), "Please give only a first name here, without contact details.")
  .default("");

export const wallTextField = z.string().overwrite(manyLines).trim().max(PRAYER_LIMITS.wallText, `Please keep the public version to ${PRAYER_LIMITS.wallText} characters or fewer.`).default("");

/** The wall needs its own short text: the full request never goes there. */
export const WALL_TEXT_NEEDED = "Please write the short version for the prayer wall.";

/**
 * Spec section 7's payload (name, contact, message, recaptchaToken) and issue 36's choices beside it: who
 * sees the request (without a choice, the pastors only), the public version for the wall, and whether a
 * pastor should get in touch.
 */
export const prayerRequestSchema = z
  .object({
    name: required("Name", LIMITS.name),
    contact: required("Contact", LIMITS.contact).refine(
      (value) => z.email().safeParse(value).success || value.replace(/\D/g, "").length >= 7,
      "Enter an email address or a phone number.",
    ),
    message: required("Prayer request", LIMITS.message, { lines: true }),
    visibility: z.enum(PRAYER_VISIBILITIES, { error: "Please choose who may see your request." }).default("pastors"),
    wallName: wallNameField,
    wallText: wallTextField,
    contactMe: tickBox,
    recaptchaToken,
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.visibility === "wall" && !value.wallText) ctx.addIssue({ code: "custom", path: ["wallText"], message: WALL_TEXT_NEEDED });
  });

/** A real birthday: a valid calendar date in the past, not before 1900. */
export function isPastBirthday(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && value < today;
}

export function directoryEntrySchema(today: string) {
  return z.object({
    firstName: required("First name", LIMITS.name),
    lastName: required("Last name", LIMITS.name),
    phone: z
      .string({ error: "Phone is required." })
      .trim()
      .min(1, "Phone is required.")
      .transform((v) => v.replace(/\D/g, ""))
      .refine((digits) => digits.length === PHONE_DIGITS, "Enter a 10-digit phone number."),
    email,
    address: required("Address", LIMITS.address),
    city: required("City", LIMITS.city),
    zip: z
      .string({ error: "Zip is required." })
      .trim()
      .regex(/^\d{5}$/, "Enter a 5-digit zip code."),
    birthday: z
      .string({ error: "Birthday is required." })
      .trim()
      .min(1, "Birthday is required.")
      .refine((v) => isPastBirthday(v, today), "Enter a real birthday in the past."),
    recaptchaToken,
    [HONEYPOT_FIELD]: honeypot,
  });
}

export { fieldErrors } from "./auth.ts";
