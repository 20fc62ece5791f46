import { z } from "zod";
import { HONEYPOT_FIELD, LIMITS } from "../form-rules.ts";
import { SIGNUP_FORMS } from "../newsletter.ts";
import { oneLine } from "./text.ts";

/** At most this many lists in one sign-up: there are never more on the box. */
const MAX_LISTS = 20;

const listKeys = z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, "That list does not exist.")).max(MAX_LISTS);

/**
 * The sign-up box (home page, footer, /newsletter), posted as a plain form: e-mail, an optional name,
 * the lists ticked (`list` repeated), which box it was, the captcha token when the browser ran the
 * captcha, and the honeypot.
 */
export const signupSchema = z.object({
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(LIMITS.email, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid e-mail address, such as name@example.com.")),
  name: z.string().overwrite(oneLine).trim().max(LIMITS.name, `Please keep your name to ${LIMITS.name} characters.`).default(""),
  list: listKeys.min(1, "Please tick at least one list."),
  form: z.enum(Object.keys(SIGNUP_FORMS) as [keyof typeof SIGNUP_FORMS, ...(keyof typeof SIGNUP_FORMS)[]]).default("page"),
  recaptchaToken: z.string().max(20_000).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The preferences page: the lists kept ticked (none: unsubscribe from everything). */
export const preferencesSchema = z.object({ list: listKeys.default([]) });
