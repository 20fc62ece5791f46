import { z } from "zod";
import { HONEYPOT_FIELD } from "../form-rules.ts";
import { EVENT_SLUG } from "../events.ts";
import { type Answers, LIMITS } from "../registrations.ts";
import { oneLine } from "./text.ts";

/**
 * A registration as a visitor sends it (issue 34), from the event page's form (no JavaScript needed)
 * or as JSON to POST /api/registrations: one schema for both. It judges the shape (a name, an e-mail
 * address, whole numbers); the event's own rules (the largest party, required answers, their lengths)
 * are checked by the server against the form, with the date locked (shared/registrations.ts).
 */

const email = z
  .string({ error: "Please give your e-mail address." })
  .trim()
  .min(1, "Please give your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Please enter a valid e-mail address, such as name@example.org."));

const count = (what: string) =>
  z.coerce
    .number({ error: `Please give the number of ${what}.` })
    .int(`Please give the number of ${what} as a whole number.`)
    .min(0, `The number of ${what} cannot be below 0.`)
    .max(99, `Please give a smaller number of ${what}.`)
    .default(0);

/** Answers by question id: a text, or the choices of a several-choices question. */
const answers = z
  .record(z.string().regex(/^[a-z0-9]{1,16}$/), z.union([z.string().max(5_000, "That answer is far too long."), z.array(z.string().max(500)).max(40)]))
  .default({})
  .refine((value) => Object.keys(value).length <= 20, "Too many answers.");

export const registrationSchema = z.object({
  /** The event's address (its slug), for the JSON API; the page's form posts to the event's own address. */
  event: z.string().trim().max(120).regex(EVENT_SLUG, "There is no such event.").optional(),
  date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date."),
  name: z.string({ error: "Please give your name." }).overwrite(oneLine).trim().min(1, "Please give your name.").max(LIMITS.name, `Please keep your name to ${LIMITS.name} characters.`),
  email,
  phone: z.string().overwrite(oneLine).trim().max(LIMITS.phone, "Please give a shorter phone number.").default(""),
  adults: count("adults"),
  children: count("children"),
  answers,
  recaptchaToken: z.string().max(20_000).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type RegistrationInput = z.infer<typeof registrationSchema>;

/** What the registrant may change through their private link: the party and the answers. */
export const registrationChangeSchema = z.object({
  adults: count("adults"),
  children: count("children"),
  answers,
});

export type RegistrationChange = z.infer<typeof registrationChangeSchema>;

/**
 * A page's form posts answers as `answers.{id}` fields (several choices repeat the name); this gathers
 * them into the `answers` object the schema reads, as the JSON API sends it.
 */
export function gatherAnswers(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const answers: Answers = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith("answers.")) {
      const id = name.slice("answers.".length);
      const before = answers[id];
      answers[id] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    } else if (!(name in values)) values[name] = value;
  }
  return { ...values, answers };
}
