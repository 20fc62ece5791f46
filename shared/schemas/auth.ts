import { z } from "zod";

/** Spec section 9: one digit per box, six boxes; backup codes at least 8 characters; manual-reset passwords at least 7. */
export const OTP_LENGTH = 6;
export const BACKUP_CODE_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 256;

export const messages = {
  passwordsDiffer: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  emailOrUsername: "You must enter either an email or a username.",
  wrongInviteEmail: (email: string) => `You can only use the email address this invitation was sent to: ${email}.`,
} as const;

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const identifier = z.string().trim().min(1, "Enter your username or email.").max(254);
const token = z.string().trim().min(1).max(200);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address."));
const username = z
  .string()
  .trim()
  .toLowerCase()
  .max(40, "Username must be at most 40 characters.")
  .regex(/^[a-z0-9._-]*$/, "Username may use letters, digits, dots, dashes and underscores.");

export const loginSchema = z.object({ identifier, password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH) });

export const verifyLoginSchema = z.union([
  z.object({ userId: z.coerce.number().int().positive(), otp: z.string().regex(/^\d{6}$/, "Enter the 6-digit code.") }),
  z.object({ userId: z.coerce.number().int().positive(), backupCode: z.string().trim().min(BACKUP_CODE_MIN_LENGTH, "Backup codes are at least 8 characters.").max(64) }),
]);

export const forgotPasswordSchema = z.object({ identifier });
export const tokenSchema = z.object({ token });

export const resetPasswordSchema = z.object({ token, email, newPassword: password });

export const verifyInviteSchema = z.object({ invite: token, email });

/** The invite registration form (spec sections 3 and 5). `confirmPassword` is checked in the browser and, when sent, on the server. */
export const registerInviteSchema = z
  .object({
    invite: token,
    email: z.union([z.literal(""), email]).optional(),
    name: z.string().trim().min(1, "Name is required.").max(120),
    username: z.union([z.literal(""), username]).optional(),
    password,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.username) ctx.addIssue({ code: "custom", path: ["email"], message: messages.emailOrUsername });
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.passwordsDiffer });
    }
  });

export const manualResetSchema = z.object({ token, password });

export const profileSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required.").max(120),
    email: z.union([z.literal(""), email]),
    username: z.union([z.literal(""), username]),
  })
  .refine((v) => v.email || v.username, { path: ["email"], message: messages.emailOrUsername });

export const changePasswordSchema = z.object({ currentPassword: z.string().min(1, "Enter your current password."), newPassword: password });

/** Confirming an authenticator app, or proving a code to turn two-factor off. */
export const codeSchema = z.union([
  z.object({ otp: z.string().regex(/^\d{6}$/, "Enter the 6-digit code.") }),
  z.object({ backupCode: z.string().trim().min(BACKUP_CODE_MIN_LENGTH).max(64) }),
]);

/** Field messages from a failed parse: { field: first message }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
