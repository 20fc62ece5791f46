import { useEffect, useRef, useState } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { Alert, Field, Notice, PasswordField } from "../../components/auth-ui.tsx";
import { servicesContext } from "../../context.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { changePasswordSchema, fieldErrors, messages, profileSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => privateMeta("Your profile");

export async function loader(args: Route.LoaderArgs) {
  const auth = requireArea(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = (await accounts.user(auth.user.id)) ?? auth.user;
  return {
    csrf: auth.csrfToken,
    user: { name: user.name, email: user.email ?? "", username: user.username ?? "", twoFactorMethod: user.twoFactorMethod },
    backupCodesLeft: user.twoFactorMethod ? await twoFactor.backupCodesLeft(user.id) : 0,
  };
}

type Intent = "profile" | "password";
type Result = { intent: Intent; message?: string; error?: string; errors?: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The password form's fields, checked the same way in the browser and here. */
function checkPassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const parsed = changePasswordSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (input.confirmPassword !== input.newPassword) errors.confirmPassword = messages.passwordsDiffer;
  return { parsed, errors };
}

export async function action(args: Route.ActionArgs) {
  const { auth, form } = await requireAreaForm(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const intent = text(form, "intent");
  if (intent === "profile") {
    const parsed = profileSchema.safeParse({ name: text(form, "name"), email: text(form, "email"), username: text(form, "username") });
    if (!parsed.success) return data<Result>({ intent, errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await accounts.updateProfile(auth.user.id, parsed.data);
    if (result.ok) return data<Result>({ intent, message: result.message });
    return data<Result>({ intent, errors: result.fields, error: result.fields ? undefined : result.error }, { status: result.status });
  }
  if (intent === "password") {
    const { parsed, errors } = checkPassword({
      currentPassword: text(form, "currentPassword"),
      newPassword: text(form, "newPassword"),
      confirmPassword: text(form, "confirmPassword"),
    });
    if (!parsed.success || Object.keys(errors).length) return data<Result>({ intent, errors }, { status: 400 });
    const result = await accounts.changePassword(auth.user.id, { ...parsed.data, sessionId: auth.sessionId });
    if (result.ok) return data<Result>({ intent, message: result.message });
    return data<Result>({ intent, errors: result.fields, error: result.fields ? undefined : result.error }, { status: result.status });
  }
  throw data({ error: "Unknown form." }, { status: 400 });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, user, backupCodesLeft } = loaderData;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Partial<Record<Intent, Record<string, string>>>>({});
  const passwordForm = useRef<HTMLFormElement>(null);
  const sending = (intent: Intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const result = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const errorsFor = (intent: Intent) => clientErrors[intent] ?? result(intent)?.errors ?? {};

  useEffect(() => {
    if (actionData?.intent === "password" && actionData.message) passwordForm.current?.reset();
  }, [actionData]);

  /** One schema, both sides: a form that fails in the browser is not sent. */
  function validate(intent: Intent, event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const errors =
      intent === "profile"
        ? (() => {
            const parsed = profileSchema.safeParse({ name: text(form, "name"), email: text(form, "email"), username: text(form, "username") });
            return parsed.success ? {} : fieldErrors(parsed.error);
          })()
        : checkPassword({ currentPassword: text(form, "currentPassword"), newPassword: text(form, "newPassword"), confirmPassword: text(form, "confirmPassword") }).errors;
    const failed = Object.keys(errors).length > 0;
    if (failed) event.preventDefault();
    setClientErrors({ ...clientErrors, [intent]: failed ? errors : undefined });
  }

  const profile = result("profile");
  const password = result("password");
  const profileErrors = errorsFor("profile");
  const passwordErrors = errorsFor("password");

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl sm:text-4xl">Your profile</h1>
      <p className="mt-2 text-slate-700">Keep your details up to date. You can sign in with your username or your email.</p>

      <section aria-labelledby="details-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="details-heading" className="text-2xl">
          Your details
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" onSubmit={(event) => validate("profile", event)}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="profile" />
          {profile?.message && !clientErrors.profile ? <Notice>{profile.message}</Notice> : null}
          {profile?.error ? <Alert>{profile.error}</Alert> : null}
          <Field label="Name" name="name" autoComplete="name" required defaultValue={user.name} error={profileErrors.name} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={user.email}
            hint="Needed for password reset links and e-mailed sign-in codes."
            error={profileErrors.email}
          />
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={user.username}
            hint="Letters, digits, dots, dashes and underscores. Keep an email, a username, or both."
            error={profileErrors.username}
          />
          <button type="submit" className="btn" disabled={sending("profile")}>
            {sending("profile") ? "Saving..." : "Save details"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="password-heading" className="text-2xl">
          Change password
        </h2>
        <p className="mt-1 text-slate-700">Changing your password signs you out everywhere else.</p>
        <Form ref={passwordForm} method="post" noValidate className="mt-4 space-y-4" onSubmit={(event) => validate("password", event)}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="password" />
          {password?.message && !clientErrors.password ? <Notice>{password.message}</Notice> : null}
          {password?.error ? <Alert>{password.error}</Alert> : null}
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required error={passwordErrors.currentPassword} />
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" required hint="At least 7 characters." error={passwordErrors.newPassword} />
          <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required error={passwordErrors.confirmPassword} />
          <button type="submit" className="btn" disabled={sending("password")}>
            {sending("password") ? "Changing..." : "Change password"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="security-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="security-heading" className="text-2xl">
          Two-step verification
        </h2>
        <p className="mt-1 text-slate-700">
          {user.twoFactorMethod === "totp"
            ? `On, with an authenticator app. ${backupCodesLeft} backup code${backupCodesLeft === 1 ? "" : "s"} left.`
            : user.twoFactorMethod === "email"
              ? `On, with codes sent to your email. ${backupCodesLeft} backup code${backupCodesLeft === 1 ? "" : "s"} left.`
              : "Off. Turn it on so that a password alone is not enough to sign in as you."}
        </p>
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to="/user/two-factor" className="btn-outline">
              Two-step verification
            </Link>
          </li>
          <li>
            <Link to="/user/backup-codes" className="btn-outline">
              Backup codes
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
