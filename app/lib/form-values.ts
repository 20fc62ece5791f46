import type { z } from "zod";
import { fieldErrors } from "../../shared/schemas/auth.ts";

/**
 * The site's forms (staff area, sign-in, /user) post ordinary form data; these read it the same way in
 * the browser (before sending) and on the server (in the route action), so one Zod schema judges both.
 */

/** Every text field of a form, first value per name (files and repeated names are read separately). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

export function validateForm<S extends z.ZodType>(schema: S, form: FormData | Record<string, unknown>): { ok: true; data: z.infer<S> } | { ok: false; fields: Record<string, string> } {
  const input = form instanceof FormData ? formValues(form) : form;
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}

/** The field a "save anyway" button posts when the server asked first (app/lib/admin.server.ts saveFromForm). */
export const CONFIRMED_FIELD = "confirmed";
