/**
 * The childcare enquiry form and the family's status page (issue 35): one schema per form, used by the
 * page and by the route action. The form asks nothing of health, custody or immunisations.
 */
import { z } from "zod";
import { DUE_DATE_MONTHS_AHEAD, WEEKDAYS, type Weekday, dateAtAge, isCalendarDate, startMonths } from "../enquiries.ts";
import { HONEYPOT_FIELD, LIMITS, PHONE_DIGITS } from "../form-rules.ts";
import { manyLines, oneLine } from "./text.ts";

export { HONEYPOT_FIELD };

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .overwrite(oneLine)
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Please keep the ${label} to ${max} characters or fewer.`);

/** How families may say they heard of us; "" when they leave it. */
export const HEARD_FROM = ["Friend or family", "Our church", "Online search", "Social media", "Driving past", "Another childcare", "Other"] as const;

/** The weekday checkboxes post `day-mon`, `day-tue`, ... ("on" when ticked). */
export const dayField = (day: Weekday) => `day-${day}`;

const days = (values: Record<string, unknown>) => WEEKDAYS.filter((day) => values[dayField(day)] === "on");

const startMonth = (today: string) =>
  z
    .string({ error: "Please choose the month you would like care to start." })
    .refine((v) => startMonths(today).includes(v), "Please choose the month you would like care to start.");

const ticked = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The wording beside the box for other mailings, stored with the consent when it is ticked. */
export const OTHER_MAILINGS_WORDING = "Also send me occasional news of the childcare and the church's family events. (You can stop these at any time.)";

/** Today is the church's calendar date: a date of birth after it is refused, a due date may be up to ten months ahead. */
export function enquirySchema(today: string) {
  const furthestDue = dateAtAge(today, { value: DUE_DATE_MONTHS_AHEAD, unit: "months" });
  return z
    .looseObject({
      parentName: line("parent's name", LIMITS.name),
      email: z
        .string({ error: "Please enter your e-mail address." })
        .trim()
        .min(1, "Please enter your e-mail address.")
        .max(LIMITS.email, "That e-mail address is too long.")
        .pipe(z.email("Please enter a valid e-mail address, such as name@example.com.")),
      phone: z
        .string({ error: "Please enter a phone number." })
        .trim()
        .transform((v) => v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""))
        .refine((digits) => digits.length === PHONE_DIGITS, "Please enter a 10-digit phone number, such as 304-555-0123."),
      childName: line("child's first name", 60),
      dateKind: z.enum(["born", "expected"], { error: "Please say whether this is a date of birth or a due date." }),
      childDate: z.string({ error: "Please enter the date." }).trim().refine(isCalendarDate, "Please enter the date as a full date, such as 2026-03-14."),
      startMonth: startMonth(today),
      sibling: z.enum(["yes", "no"], { error: "Please say whether a brother or sister already attends." }),
      heardFrom: z.union([z.literal(""), z.enum(HEARD_FROM)], { error: "Please choose one of the answers, or leave it." }).default(""),
      note: z.string().overwrite(manyLines).trim().max(2000, "Please keep the note to 2,000 characters or fewer.").default(""),
      otherMailings: ticked,
      recaptchaToken: z.string().max(20_000).optional(),
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .superRefine((values, ctx) => {
      const date = values.childDate;
      if (!isCalendarDate(date)) return;
      if (values.dateKind === "born") {
        if (date > today) ctx.addIssue({ code: "custom", path: ["childDate"], message: "A date of birth cannot be in the future. If your baby is not born yet, choose “Expected due date”." });
        else if (date < dateAtAge(today, { value: -10, unit: "years" })) ctx.addIssue({ code: "custom", path: ["childDate"], message: "Please check the date of birth: we care for children up to school age." });
      } else if (values.dateKind === "expected") {
        if (date < today) ctx.addIssue({ code: "custom", path: ["childDate"], message: "That due date has passed. If your baby is born, choose “Date of birth” and enter the birthday." });
        else if (date > furthestDue) ctx.addIssue({ code: "custom", path: ["childDate"], message: `A due date can be at most ${DUE_DATE_MONTHS_AHEAD} months ahead. Please enquire again nearer the time.` });
      }
      if (days(values).length === 0) ctx.addIssue({ code: "custom", path: ["days"], message: "Please choose at least one day of the week." });
    })
    .transform((values) => ({
      parentName: values.parentName,
      email: values.email,
      phone: values.phone,
      childName: values.childName,
      expected: values.dateKind === "expected",
      birthDate: values.childDate,
      startMonth: values.startMonth,
      days: days(values),
      sibling: values.sibling === "yes",
      heardFrom: values.heardFrom,
      note: values.note,
      otherMailings: values.otherMailings,
      recaptchaToken: values.recaptchaToken,
      honeypot: values[HONEYPOT_FIELD] ?? "",
    }));
}

export type EnquiryInput = Omit<z.infer<ReturnType<typeof enquirySchema>>, "recaptchaToken" | "honeypot">;

/** The status page's change of start month and days. */
export function enquiryChangeSchema(today: string) {
  return z
    .looseObject({ startMonth: startMonth(today) })
    .superRefine((values, ctx) => {
      if (days(values).length === 0) ctx.addIssue({ code: "custom", path: ["days"], message: "Please choose at least one day of the week." });
    })
    .transform((values) => ({ startMonth: values.startMonth, days: days(values) }));
}

export type EnquiryChange = z.infer<ReturnType<typeof enquiryChangeSchema>>;

/** A tour slot chosen on the status page. */
export const tourChoiceSchema = z.object({
  slot: z.string({ error: "Please choose a tour time." }).regex(/^[1-9]\d{0,9}$/, "Please choose a tour time.").transform(Number),
});
