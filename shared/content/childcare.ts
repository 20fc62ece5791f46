/**
 * The childcare programme's fees and documents as staff keep them: the weekly fee table and the
 * registration fee, the downloadable forms (PDFs) and the education department's links.
 */
import { z } from "zod";
import { oneLine } from "../schemas/text.ts";

/** No weekly fee or registration fee is this high: a typo, not a price. */
export const MAX_FEE_CENTS = 2_000_00;

/**
 * A dollar amount as typed ("145", "$1,020.50", "70.5") in whole cents; refused when it is not a
 * plain amount, negative, has more than two decimals, or is beyond MAX_FEE_CENTS.
 */
export const dollars = (label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const text = String(value).trim().replace(/^\$/, "").replace(/,/g, "");
      if (!/^-?\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label}: please enter an amount in dollars, such as 125 or 125.50.` });
        return z.NEVER;
      }
      const cents = Math.round(Number(text) * 100);
      if (cents < 0) ctx.addIssue({ code: "custom", message: `${label} cannot be negative.` });
      else if (cents > MAX_FEE_CENTS) ctx.addIssue({ code: "custom", message: `${label} looks too high: fees here are at most $${MAX_FEE_CENTS / 100} a week. Please check the amount.` });
      return cents;
    });

/** A stored amount in whole cents: never negative, never past MAX_FEE_CENTS. */
const cents = (label: string) =>
  z
    .number({ error: `${label}: please enter an amount in dollars.` })
    .int(`${label}: please enter an amount in dollars and cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_FEE_CENTS, `${label} looks too high: fees here are at most $${MAX_FEE_CENTS / 100} a week. Please check the amount.`);

const feeFields = {
  label: z.string().overwrite(oneLine).trim().min(1, "Please say who the fee is for.").max(160, "Please keep the label to 160 characters or fewer."),
  note: z.string().overwrite(oneLine).trim().max(160, "Please keep the note to 160 characters or fewer.").default(""),
};

/** The fees as stored: amounts in cents. */
export const childcareFeesSchema = z.object({
  weekly: z.array(z.object({ ...feeFields, cents: cents("The weekly fee") })).min(1, "Please keep at least one fee.").max(20, "Please keep to 20 fees."),
  registrationCents: cents("The registration fee"),
});

/** The fees form: amounts as people type them in dollars, checked and turned into the stored fees. */
export const childcareFeesFormSchema = z
  .object({
    weekly: z.array(z.object({ ...feeFields, amount: dollars("The weekly fee") }), { error: "Please keep at least one fee." }).min(1, "Please keep at least one fee.").max(20, "Please keep to 20 fees."),
    registration: dollars("The registration fee"),
  })
  .transform(({ weekly, registration }): z.infer<typeof childcareFeesSchema> => ({
    weekly: weekly.map(({ amount, ...fee }) => ({ ...fee, cents: amount })),
    registrationCents: registration,
  }));

export type ChildcareFees = z.infer<typeof childcareFeesSchema>;

/** "$145", "$120.50". */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Where a form's PDF is: a file the site shipped with (/forms/...) or one staff uploaded (/uploads/childcare-forms/...). */
const documentPath = z.string().regex(/^\/(forms|uploads\/childcare-forms)\/[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/, "Please choose the PDF for this form.");

/** A form's title, as the documents editor and the stored documents both check it. */
export const formTitle = z.string().overwrite(oneLine).trim().min(1, "Please give the form a title.").max(120, "Please keep the title to 120 characters or fewer.");

/** The education department's links: a title and an https address. */
export const documentLinksSchema = z
  .array(
    z.object({
      title: z.string().overwrite(oneLine).trim().min(1, "Please give the link a title.").max(200, "Please keep the title to 200 characters or fewer."),
      href: z
        .string()
        .trim()
        .max(500)
        .refine((v) => /^https:\/\/[^/\s]+\.[^/\s]+/i.test(v), "Please enter a web address that starts with https://."),
    }),
  )
  .max(10, "Please keep to 10 links.")
  .default([]);

export const MAX_FORMS = 30;

export const childcareDocumentsSchema = z.object({
  forms: z
    .array(z.object({ title: formTitle, file: documentPath }))
    .max(MAX_FORMS, `Please keep to ${MAX_FORMS} forms.`)
    .default([]),
  links: documentLinksSchema,
});

export type ChildcareDocuments = z.infer<typeof childcareDocumentsSchema>;
