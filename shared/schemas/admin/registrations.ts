import { z } from "zod";
import { type Answers, MAX_OPTIONS, MAX_PARTY, MAX_QUESTIONS, OPTION_LENGTH, QUESTION_KINDS, QUESTION_LENGTH, type Question, LIMITS } from "../../registrations.ts";
import { oneLine } from "../text.ts";
import { checkbox, isoDate, optionalText, recordId } from "./common.ts";

/**
 * The staff's forms of the registrations area (issue 34): an event's registration settings, a
 * registration taken by phone, and the buttons of one registration. Each judged the same in the
 * browser and in the route action.
 */

/** A wall-clock moment from `<input type="datetime-local">` ("2027-03-01T09:00"), or empty. */
const localMoment = (message: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(v) && !Number.isNaN(Date.parse(`${v}:00Z`))), message)
    .transform((v) => (v === "" ? null : v));

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, message)
    .transform(Number)
    .refine((n) => n <= max, `Please give at most ${max}.`);

/** The questions' fields are named `q{n}.label`, `q{n}.kind` ...: flat, so the form works without JavaScript. */
export const questionFields = (n: number) => ({ id: `q${n}.id`, label: `q${n}.label`, kind: `q${n}.kind`, required: `q${n}.required`, options: `q${n}.options` });

const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{1,16}$/),
    label: z.string().overwrite(oneLine).trim().min(1).max(QUESTION_LENGTH, `Please keep the question to ${QUESTION_LENGTH} characters.`),
    kind: z.enum(QUESTION_KINDS, { error: "Please choose the kind of answer." }),
    required: z.boolean(),
    options: z.array(z.string().max(OPTION_LENGTH, `Please keep each choice to ${OPTION_LENGTH} characters.`)).max(MAX_OPTIONS, `Please give at most ${MAX_OPTIONS} choices.`),
  })
  .superRefine((q, ctx) => {
    const choosing = q.kind === "one" || q.kind === "several";
    if (choosing && q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "Please give at least two choices, one a line." });
    if (choosing && new Set(q.options).size !== q.options.length) ctx.addIssue({ code: "custom", path: ["options"], message: "Each choice may be given once." });
  });

/** A question added in this save: an id no earlier question of the form has (answers are kept by it). */
const newQuestionId = (slot: number) => `${Date.now().toString(36)}${slot}`;

/** Gathers the numbered question fields into a list; slots left without a question are dropped. */
function gatherQuestions(raw: unknown) {
  if (!raw || typeof raw !== "object" || Array.isArray((raw as { questions?: unknown }).questions)) return raw;
  const values = raw as Record<string, unknown>;
  const questions: Array<{ slot: number; value: Omit<Question, "kind"> & { kind: unknown } }> = [];
  for (let n = 0; n < MAX_QUESTIONS + 5; n++) {
    const f = questionFields(n);
    const label = typeof values[f.label] === "string" ? (values[f.label] as string) : "";
    if (!label.trim()) continue;
    const options = typeof values[f.options] === "string" ? (values[f.options] as string).split(/\r?\n/).map((o) => oneLine(o).trim()).filter(Boolean) : [];
    const kind = values[f.kind];
    questions.push({ slot: n, value: { id: typeof values[f.id] === "string" && values[f.id] ? (values[f.id] as string) : newQuestionId(n), label, kind, required: values[f.required] === "on", options: kind === "one" || kind === "several" ? options : [] } });
  }
  return { ...values, questions: questions.map((q) => q.value), questionSlots: questions.map((q) => q.slot) };
}

export const registrationSettingsSchema = z
  .preprocess(
    gatherQuestions,
    z.object({
      enabled: checkbox,
      scope: z.enum(["all", "one"]).default("all"),
      onlyDate: z.string().trim().default(""),
      capacity: z
        .string()
        .trim()
        .default("")
        .refine((v) => v === "" || /^\d{1,5}$/.test(v), "Please give the number of places as a whole number, or leave it empty for no limit.")
        .transform((v) => (v === "" ? null : Number(v))),
      opens: localMoment("Please give a date and time, or leave it empty to open now."),
      closes: localMoment("Please give a date and time, or leave it empty to close when the event starts."),
      maxAdults: wholeNumber("Please give a whole number (0 for none).", MAX_PARTY),
      maxChildren: wholeNumber("Please give a whole number (0 for none).", MAX_PARTY),
      questions: z.array(questionSchema).max(MAX_QUESTIONS, `A form can ask at most ${MAX_QUESTIONS} questions.`),
      questionSlots: z.array(z.number()).default([]),
      confirmationMessage: optionalText(LIMITS.message),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.maxAdults === 0 && v.maxChildren === 0) ctx.addIssue({ code: "custom", path: ["maxAdults"], message: "Allow at least one adult or one child on a registration." });
    if (v.scope === "one" && !/^\d{4}-\d{2}-\d{2}$/.test(v.onlyDate)) ctx.addIssue({ code: "custom", path: ["onlyDate"], message: "Please choose the date that takes registrations." });
    if (v.opens && v.closes && v.closes <= v.opens) ctx.addIssue({ code: "custom", path: ["closes"], message: "Registration must close after it opens." });
  });

export type RegistrationSettingsInput = z.infer<typeof registrationSettingsSchema>;

/**
 * A form's messages about its questions name the numbered fields (`q2.options`) the page shows, not
 * the position in the gathered list.
 */
export function questionFieldErrors(fields: Record<string, string>, slots: readonly number[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => {
    const match = /^questions\.(\d+)\.(\w+)$/.exec(name);
    return match ? [`q${slots[Number(match[1])] ?? match[1]}.${match[2]}`, message] : [name, message];
  }));
}

/** A registration taken by phone: e-mail may be left out (then no e-mail is sent). */
export const phoneRegistrationSchema = z.object({
  name: z.string().overwrite(oneLine).trim().min(1, "Please give the name.").max(LIMITS.name, `Please keep the name to ${LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .max(254)
    .default("")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid e-mail address, or leave it empty."),
  phone: z.string().overwrite(oneLine).trim().max(LIMITS.phone, "Please give a shorter phone number.").default(""),
  adults: wholeNumber("Please give a whole number.", 99),
  children: wholeNumber("Please give a whole number.", 99),
  answers: z.record(z.string(), z.union([z.string().max(5_000), z.array(z.string().max(500))])).default({}) as z.ZodType<Answers>,
});

/** One button of one registration on the staff's list of a date. */
export const registrationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("promote"), id: recordId }),
  z.object({ intent: z.literal("cancel"), id: recordId }),
  z.object({ intent: z.literal("resend"), id: recordId }),
  z.object({ intent: z.literal("move"), id: recordId, toDate: isoDate("Please choose the date to move it to.") }),
]);

/** A tick at check-in: the person of the party (`a1`, `c2`) and whether they are here. */
export const checkInSchema = z.object({
  id: recordId,
  person: z.string().regex(/^[ac]\d{1,2}$/, "Unknown person."),
  here: z.enum(["yes", "no"]),
});

/** Copy another event's registration form into this one. */
export const copyFormSchema = z.object({ fromEvent: recordId });
