import { z } from "zod";
import { formatPhone, visibleContact } from "../../format.ts";
import { checkbox, requiredLine } from "./common.ts";

/** An optional e-mail: empty or "none" is stored as nothing (the public side hides both). */
const optionalEmail = z
  .string()
  .trim()
  .max(200, "Please keep this to 200 characters or fewer.")
  .default("")
  .transform((v) => visibleContact(v) ?? "")
  .pipe(z.union([z.literal(""), z.email("Please enter an e-mail address like name@example.org, or leave it empty.")]));

/**
 * An optional phone, typed however people type it ("(919) 555-0142", "919.555.0142", "1 919 555 0142"),
 * stored as the 3-3-4 digits the public pages show (spec sections 3 and 9: at most 10 digits).
 */
const optionalPhone = z
  .string()
  .trim()
  .max(40, "Please enter a 10-digit phone number, like 919-555-0142, or leave it empty.")
  .default("")
  .transform((v, ctx) => {
    const given = visibleContact(v);
    if (!given) return "";
    const digits = given.replace(/\D/g, "");
    const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    if (ten.length !== 10 || /[^\d\s().+-]/.test(given)) {
      ctx.addIssue({ code: "custom", message: "Please enter a 10-digit phone number, like 919-555-0142, or leave it empty." });
      return z.NEVER;
    }
    return formatPhone(ten);
  });

/** A staged upload's token from `<UploadField>`; empty when no new file was chosen. */
export const uploadToken = z
  .string()
  .trim()
  .max(120)
  .regex(/^[A-Za-z0-9_-]*$/, "That upload has expired. Please choose the file again.")
  .default("");

/** The church staff form (admin), judged the same in the browser and in the route action. */
export const churchStaffSchema = z.object({
  name: requiredLine("Please enter the person's name.", 120),
  roleTitle: requiredLine("Please enter their role, for example “Director of Music”.", 120),
  email: optionalEmail,
  phone: optionalPhone,
  photo: uploadToken,
  photoRemove: checkbox,
});

export type ChurchStaffInput = z.infer<typeof churchStaffSchema>;
