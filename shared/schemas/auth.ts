import { z } from "zod";

/** Spec section 9: one digit per box, six boxes; backup codes at least 8 characters; manual-reset passwords at least 7. */
export const OTP_LENGTH = 6;
export const BACKUP_CODE_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 256;

/** The names of the six code boxes of the sign-in's second step; the schema joins them into one code. */
export const OTP_FIELDS = Array.from({ length: OTP_LENGTH }, (_, i) => `digit${i + 1}`);

/** Texts of spec sections 5 and 8 that the pages and the server both say. */
export const messages = {
  passwordsDiffer: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  /** Under every new-password box; the server also refuses passwords on a list of common and leaked ones. */
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password such as password123.`,
  emailOrUsername: "You must enter either an email or a username.",
  wrongInviteEmail: (email: string) => `You can only use the email address this invitation was sent to: ${email}.`,
  /** Forgot password: the answer whatever happened, so that nobody learns whether an account exists. */
  forgotNeutral:
    "If an account exists with an email set, a reset link will be sent. Please check your spam or junk folder, and contact the website administrator if it does not arrive.",
  badResetLink: "Invalid or expired token. Redirecting to login...",
  /** A sign-in link asked for after a lock-out: the answer whatever happened. */
  signInLinkSent:
    "If an account with an email address matches, we have e-mailed it a link to sign in. It works once, within 15 minutes. Please check your spam or junk folder too.",
  enterCode: "Enter the 6-digit code.",
  enterCodeOrBackupCode: "Enter a 6-digit code or one of your backup codes.",
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
const otp = z.string().regex(/^\d{6}$/, messages.enterCode);
const backupCode = z.string().trim().min(BACKUP_CODE_MIN_LENGTH, "Backup codes are at least 8 characters.").max(64);
/** The pending sign-in's id the login answer handed out (a per-sign-in value, not the account's database id). */
const userId = z.union([z.string().trim().min(1).max(64), z.number()]).transform(String);

/** The second password box of a form (the JSON calls send the password once; the forms check it here). */
const confirmPassword = z.string().max(PASSWORD_MAX_LENGTH);
function sameAs(field: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value.confirmPassword !== value[field]) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.passwordsDiffer });
  };
}

// --- Sign-in -------------------------------------------------------------------------------------

/**
 * The password step: POST /api/auth/login and the /login form. `signInLink` is the token of a link
 * e-mailed after a lock-out (it lets the right password past the lock once).
 */
export const loginSchema = z.object({
  identifier,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
  signInLink: z.string().trim().max(200).optional(),
});

/** POST /api/auth/sign-in-link and the /login page's offer after a lock-out: the account to e-mail a link to. */
export const signInLinkSchema = z.object({ identifier });

/** POST /api/auth/verify-login-2fa: {userId, otp} or {userId, backupCode}. */
export const verifyLoginSchema = z.union([z.object({ userId, otp }), z.object({ userId, backupCode })]);

/**
 * The second step on /login: `with` says which input is shown, the six boxes (`digit1`..`digit6`,
 * joined, spaces dropped) or the backup code. The pending sign-in itself is in an HttpOnly cookie.
 */
export const secondStepSchema = z.preprocess(
  (raw) => {
    const form = (raw ?? {}) as Record<string, unknown>;
    if (form.with === "backup") return { with: "backup", backupCode: form.backupCode ?? "" };
    return { with: "code", otp: OTP_FIELDS.map((name) => (typeof form[name] === "string" ? form[name] : "")).join("").replace(/\s/g, "") };
  },
  z.discriminatedUnion("with", [z.object({ with: z.literal("code"), otp }), z.object({ with: z.literal("backup"), backupCode })]),
);

// --- Getting back in -----------------------------------------------------------------------------

export const forgotPasswordSchema = z.object({ identifier });
export const tokenSchema = z.object({ token });

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object({ token, email, newPassword: password });

/** The /reset-password form: every box required (with its own message), the two passwords the same. */
export const resetPasswordFormSchema = z
  .object({
    token,
    email: z.string().trim().min(1, "Enter your email address.").pipe(email),
    newPassword: z.string().min(1, "Enter a new password.").pipe(password),
    confirmPassword: confirmPassword.min(1, "Enter the new password again."),
  })
  .superRefine(sameAs("newPassword"));

/** POST /api/auth/complete-manual-reset. */
export const manualResetSchema = z.object({ token, password });

/** The /manual-reset form. */
export const manualResetFormSchema = z.object({ token, password, confirmPassword }).superRefine(sameAs("password"));

// --- Invitations ---------------------------------------------------------------------------------

export const verifyInviteSchema = z.object({ invite: token, email });

const registerFields = {
  invite: token,
  email: z.union([z.literal(""), email]).optional(),
  name: z.string().trim().min(1, "Name is required.").max(120),
  username: z.union([z.literal(""), username]).optional(),
  password,
};

function emailOrUsername(value: { email?: string; username?: string }, ctx: z.RefinementCtx) {
  if (!value.email && !value.username) ctx.addIssue({ code: "custom", path: ["email"], message: messages.emailOrUsername });
}

/** POST /api/auth/register-invite (spec sections 3 and 5). `confirmPassword` is checked when sent. */
export const registerInviteSchema = z.object({ ...registerFields, confirmPassword: confirmPassword.optional() }).superRefine((value, ctx) => {
  emailOrUsername(value, ctx);
  if (value.confirmPassword !== undefined) sameAs("password")(value, ctx);
});

/**
 * The /register form: the same fields with the second password box required, and the invited address
 * (`invitedEmail`, from the link) that a given e-mail must equal. The server checks the invitation itself.
 */
export const registerFormSchema = z.object({ ...registerFields, confirmPassword, invitedEmail: z.string().trim().toLowerCase().optional() }).superRefine((value, ctx) => {
  emailOrUsername(value, ctx);
  if (value.email && value.invitedEmail && value.email !== value.invitedEmail) {
    ctx.addIssue({ code: "custom", path: ["email"], message: messages.wrongInviteEmail(value.invitedEmail) });
  }
  sameAs("password")(value, ctx);
});

// --- The signed-in user's own account ------------------------------------------------------------

export const profileSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required.").max(120),
    email: z.union([z.literal(""), email]),
    username: z.union([z.literal(""), username]),
  })
  .refine((v) => v.email || v.username, { path: ["email"], message: messages.emailOrUsername });

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, "Enter your current password."), newPassword: password, confirmPassword })
  .superRefine(sameAs("newPassword"));

/**
 * Confirming an authenticator app or e-mailed codes: a 6-digit code, from one box (`code`) or from the
 * six boxes of the set-up page (`digit1`..`digit6`).
 */
export const confirmCodeSchema = z.preprocess(
  (form) => {
    if (!form || typeof form !== "object" || "code" in form) return form;
    const values = form as Record<string, unknown>;
    return { code: OTP_FIELDS.map((name) => (typeof values[name] === "string" ? values[name] : "")).join("") };
  },
  z.object({ code: z.string().trim().pipe(otp) }),
);

/** Turning two-factor off: one box, a 6-digit code or a backup code. */
export const disableTwoFactorSchema = z
  .object({
    code: z
      .string()
      .trim()
      .refine((v) => /^\d{6}$/.test(v) || (v.length >= BACKUP_CODE_MIN_LENGTH && v.length <= 64), messages.enterCodeOrBackupCode),
  })
  .transform(({ code }) => (/^\d{6}$/.test(code) ? { otp: code } : { backupCode: code }));

/** Field messages from a failed parse: { field: first message }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
