/**
 * The rules of the public forms that the browser needs on every page (the footer form is everywhere).
 * Kept free of Zod so that no page pays for the validation library before a form is sent; the Zod
 * schemas in ./schemas/forms.ts build on these, and the server checks with those.
 */
/** Spec section 9: phone at most 10 digits, zip 5 digits. */
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;

/** Sensible maxima for what a visitor types (the spec gives none). */
export const LIMITS = { name: 100, email: 254, message: 5000, contact: 254, address: 200, city: 100 } as const;

/** The directory phone input keeps digits only, at most 10, shown as ddd-ddd-dddd. */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The zip input keeps digits only, at most 5. */
export function formatZipInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, ZIP_DIGITS);
}

/** The captcha appears, and submit is possible, only once every field is non-empty after trimming. */
export function allFilled(values: Record<string, string>): boolean {
  return Object.values(values).every((v) => v.trim() !== "");
}

/** A hidden field people never see; anything in it marks a robot. */
export const HONEYPOT_FIELD = "website";

/** Spec section 8: the texts the forms show. */
export const formMessages = {
  contact: { success: "Message sent successfully!", failure: "Failed to send message. Please try again.", sending: "Sending Message" },
  prayer: { success: "Prayer request submitted successfully!", failure: "Failed to submit prayer request. Please try again.", sending: "Sending Prayer Request" },
  directory: { success: "Directory entry submitted successfully!", failure: "Failed to submit directory entry. Please try again.", sending: "Submitting..." },
  footer: { sending: "Sending..." },
} as const;

/** The three public forms; each has its Zod schema in ./schemas/forms.ts. */
export type FormKind = "contact" | "prayer" | "directory";

/** The texts of spec section 8 for a form. */
export function messagesFor(kind: FormKind): { success: string; failure: string } {
  return formMessages[kind];
}
