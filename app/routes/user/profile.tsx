import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { AuthForm } from "../../components/auth-form.tsx";
import { IntentButton, Notice } from "../../components/auth-ui.tsx";
import { Field, PasswordField } from "../../components/fields.tsx";
import { useFormErrors } from "../../components/admin/admin-form.tsx";
import { servicesContext } from "../../context.ts";
import { doneForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { formValues } from "../../lib/form-values.ts";
import { accountPath } from "../../lib/admin-shell.ts";
import { answerFor } from "../../lib/form-answer.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { changePasswordSchema, messages, profileSchema } from "../../../shared/schemas/auth.ts";
import { dashboardAreas } from "../../../shared/areas.ts";
import type { Route } from "./+types/profile";
import { CardSection } from "../../components/admin/admin-ui.tsx";
import { STAFF_MESSAGES } from "../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Your profile");

export async function loader(args: Route.LoaderArgs) {
  const auth = requireArea(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = (await accounts.user(auth.user.id)) ?? auth.user;
  return {
    csrf: auth.csrfToken,
    user: { name: user.name, email: user.email ?? "", username: user.username ?? "", twoFactorMethod: user.twoFactorMethod },
    backupCodesLeft: user.twoFactorMethod ? await twoFactor.backupCodesLeft(user.id) : 0,
    // Staff who land here after signing in (spec section 6) may not know the staff area exists.
    staffAreas: dashboardAreas(auth.user.role).map((a) => a.label),
  };
}

/** Two forms: `profile` (name, e-mail, username) and `password` (current, new, confirm). */
export async function action(args: Route.ActionArgs) {
  const { auth, form } = await requireAreaForm(args);
  const { accounts } = args.context.get(servicesContext);
  const values = formValues(form);
  const intent = values.intent ?? "";
  if (intent === "profile") {
    const keep = ["name", "email", "username"];
    const parsed = parseForm(profileSchema, values, { intent, keep });
    if (!parsed.ok) return parsed.response;
    const result = await accounts.updateProfile(auth.user.id, parsed.data);
    return result.ok ? doneForm({ intent, message: result.message }) : refusedForm(result, { intent, values, keep });
  }
  if (intent === "password") {
    const parsed = parseForm(changePasswordSchema, values, { intent });
    if (!parsed.ok) return parsed.response;
    const result = await accounts.changePassword(auth.user.id, { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, sessionId: auth.sessionId });
    return result.ok ? doneForm({ intent, message: result.message }) : refusedForm(result, { intent });
  }
  return refusedForm({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, user, backupCodesLeft, staffAreas } = loaderData;
  const { pathname } = useLocation();
  const profile = answerFor(actionData, "profile");
  const password = answerFor(actionData, "password");
  const details = useFormErrors(profile);
  const passwords = useFormErrors(password);
  const passwordForm = useRef<HTMLFormElement>(null);
  // A page without JavaScript shows what was typed again after a refusal (never the passwords).
  const typed = profile?.ok ? undefined : profile?.values;

  useEffect(() => {
    if (password?.ok) passwordForm.current?.reset();
  }, [password]);

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl sm:text-4xl">Your profile</h1>
      <p className="mt-2 text-slate-700">Keep your details up to date. You can sign in with your username or your email.</p>

      {staffAreas.length > 0 ? (
        <CardSection title="The staff area">
          <p className="mt-1 text-slate-700">Where you update the website: {staffAreas.join(", ")}.</p>
          <p className="mt-4">
            <Link to="/admin/dashboard" className="btn">
              Go to the staff area
            </Link>
          </p>
        </CardSection>
      ) : null}

      <CardSection title="Your details">
        <AuthForm csrf={csrf} schema={profileSchema} onErrors={details.onErrors} error={details.formError} className="mt-4 space-y-4">
          {profile?.ok && details.showsServerAnswer ? <Notice>{profile.message}</Notice> : null}
          <Field label="Name" name="name" autoComplete="name" required defaultValue={typed?.name ?? user.name} error={details.errors.name} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={typed?.email ?? user.email}
            hint="Needed for password reset links and e-mailed sign-in codes."
            error={details.errors.email}
          />
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={typed?.username ?? user.username}
            hint="Letters, digits, dots, dashes and underscores. Keep an email, a username, or both."
            error={details.errors.username}
          />
          <IntentButton intent="profile" busy="Saving...">Save details</IntentButton>
        </AuthForm>
      </CardSection>

      <CardSection title="Change password">
        <p className="mt-1 text-slate-700">Changing your password signs you out everywhere else.</p>
        <AuthForm ref={passwordForm} csrf={csrf} schema={changePasswordSchema} onErrors={passwords.onErrors} error={passwords.formError} className="mt-4 space-y-4">
          {password?.ok && passwords.showsServerAnswer ? <Notice>{password.message}</Notice> : null}
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required error={passwords.errors.currentPassword} />
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" required hint={messages.passwordHint} error={passwords.errors.newPassword} />
          <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required error={passwords.errors.confirmPassword} />
          <IntentButton intent="password" busy="Changing...">Change password</IntentButton>
        </AuthForm>
      </CardSection>

      <CardSection title="Two-step verification">
        <p className="mt-1 text-slate-700">
          {user.twoFactorMethod === "totp"
            ? `On, with an authenticator app. ${backupCodesLeft} backup code${backupCodesLeft === 1 ? "" : "s"} left.`
            : user.twoFactorMethod === "email"
              ? `On, with codes sent to your email. ${backupCodesLeft} backup code${backupCodesLeft === 1 ? "" : "s"} left.`
              : "Off. Turn it on so that a password alone is not enough to sign in as you."}
        </p>
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to={accountPath(pathname, "two-factor")} className="btn-outline">
              Two-step verification
            </Link>
          </li>
          <li>
            <Link to={accountPath(pathname, "backup-codes")} className="btn-outline">
              Backup codes
            </Link>
          </li>
        </ul>
      </CardSection>
    </div>
  );
}
