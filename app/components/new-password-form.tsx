import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormAnswer } from "../lib/form-answer.ts";
import { useFormErrors } from "./admin/admin-form.tsx";
import { AuthForm } from "./auth-form.tsx";
import { SubmitButton } from "./auth-ui.tsx";
import { Field, PasswordField } from "./fields.tsx";
import { messages } from "../../shared/schemas/auth.ts";

/** Spec section 9: the redirect delay after a reset or an invalid token. */
export const REDIRECT_SECONDS = 3;

/**
 * Goes to /login after 3 seconds, with or without JavaScript: React places the tag in the document
 * head, and the browser follows it whether the page was served that way or changed to it.
 */
export function RedirectToLogin() {
  return <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/login`} />;
}

/**
 * "New password" and "Confirm new password", the form of /reset-password (which asks for the
 * account's e-mail too and names the password `newPassword`, as POST /api/auth/reset-password does)
 * and of /manual-reset (`password`, as POST /api/auth/complete-manual-reset). The schema checks that
 * the two passwords match, in the browser and in the action.
 */
export function NewPasswordForm({
  schema,
  token,
  askEmail = false,
  passwordName,
  submitLabel,
  answer,
}: {
  schema: z.ZodType;
  token: string;
  askEmail?: boolean;
  passwordName: "newPassword" | "password";
  submitLabel: string;
  answer: FormAnswer | undefined;
}) {
  const { errors, formError, onErrors } = useFormErrors(answer);
  const pending = useNavigation().state === "submitting";
  return (
    <AuthForm schema={schema} onErrors={onErrors} error={formError} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {askEmail ? (
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          hint="The email address of your account."
          defaultValue={answer?.ok ? undefined : answer?.values?.email}
          error={errors.email}
        />
      ) : null}
      <PasswordField label="New password" name={passwordName} autoComplete="new-password" required hint={messages.passwordHint} error={errors[passwordName]} />
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required error={errors.confirmPassword} />
      <SubmitButton pending={pending}>{pending ? "Saving..." : submitLabel}</SubmitButton>
    </AuthForm>
  );
}
