import { useEffect, useState } from "react";
import { Link, data, useNavigate } from "react-router";
import { Alert, AuthPage, Field, PasswordField, SubmitButton, Waiting } from "../../components/auth-ui.tsx";
import { callApi, textOf, useApiKey } from "../../lib/api-client.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { fieldErrors, messages, registerInviteSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ error }) => privateMeta(error ? "Page not found" : "Create your account");

/** Spec section 4: without invite or email the link shows the not-found page. */
export function loader({ url }: Route.LoaderArgs) {
  const invite = url.searchParams.get("invite")?.trim();
  const email = url.searchParams.get("email")?.trim();
  if (!invite || !email) throw data(null, { status: 404 });
  return { invite, email };
}

type Status = "checking" | "valid" | "invalid";

export default function Register({ loaderData }: Route.ComponentProps) {
  const { invite, email } = loaderData;
  const apiKey = useApiKey();
  const [status, setStatus] = useState<Status>("checking");

  useEffect(() => {
    let live = true;
    callApi(apiKey, "/api/auth/verify-invite", { body: { invite, email } }).then(
      ({ body }) => live && setStatus(body.valid === true ? "valid" : "invalid"),
      () => live && setStatus("invalid"),
    );
    return () => {
      live = false;
    };
  }, [apiKey, invite, email]);

  return (
    <AuthPage title="Create your account" lead={status === "valid" ? "You have been invited to help look after the church website." : undefined}>
      {status === "checking" ? <Waiting>Checking your invitation...</Waiting> : null}
      {status === "invalid" ? (
        <div className="space-y-4">
          <Alert>Invalid or expired invite link.</Alert>
          <p className="text-slate-700">Invitations can be used once and last seven days. Ask the person who invited you to send a new one.</p>
        </div>
      ) : null}
      {status === "valid" ? <RegisterForm apiKey={apiKey} invite={invite} invitedEmail={email} /> : null}
    </AuthPage>
  );
}

function RegisterForm({ apiKey, invite, invitedEmail }: { apiKey: string; invite: string; invitedEmail: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", username: "", email: invitedEmail, password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const typedEmail = form.email.trim().toLowerCase();
  const wrongEmail = typedEmail !== "" && typedEmail !== invitedEmail.toLowerCase();
  const change = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: event.target.value });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = registerInviteSchema.safeParse({ invite, ...form });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (wrongEmail) found.email = messages.wrongInviteEmail(invitedEmail);
    setErrors(found);
    setError(null);
    if (!parsed.success || Object.keys(found).length) return;
    setPending(true);
    try {
      const { status, body } = await callApi(apiKey, "/api/auth/register-invite", { body: { invite, ...form } });
      if (status === 201) {
        navigate("/login?registered=1");
        return;
      }
      setError(textOf(body, "error") ?? "Registration failed.");
      if (body.fields && typeof body.fields === "object") setErrors(body.fields as Record<string, string>);
    } catch {
      setError("Registration failed.");
    }
    setPending(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field label="Name" name="name" autoComplete="name" required value={form.name} onChange={change("name")} error={errors.name} />
      <Field
        label="Username (optional)"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, digits, dots, dashes and underscores. You can sign in with it instead of your email."
        value={form.username}
        onChange={change("username")}
        error={errors.username}
      />
      <div>
        <Field
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          hint="Needed to reset a forgotten password by email."
          value={form.email}
          onChange={change("email")}
          error={errors.email}
        />
        <p aria-live="polite" className="mt-1 text-sm font-medium text-amber-800">
          {wrongEmail && !errors.email ? messages.wrongInviteEmail(invitedEmail) : null}
        </p>
      </div>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 7 characters."
        value={form.password}
        onChange={change("password")}
        error={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={change("confirmPassword")}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending}>{pending ? "Creating your account..." : "Create account"}</SubmitButton>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="inline-block py-1 font-medium underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
