import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AuthPage, Field, Notice, PasswordField, SubmitButton, Waiting } from "../../components/auth-ui.tsx";
import { callApi, textOf, useApiKey } from "../../lib/api-client.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { fieldErrors, messages, resetPasswordSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privateMeta("Choose a new password");

/** Spec section 9: the redirect delay after a reset or an invalid token. */
const REDIRECT_MS = 3000;

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token")?.trim() || null };
}

type Status = "loading" | "valid" | "invalid" | "done";

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const apiKey = useApiKey();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(token ? "loading" : "invalid");
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    callApi(apiKey, "/api/auth/verify-reset-token", { body: { token } }).then(
      ({ body }) => live && setStatus(body.valid === true ? "valid" : "invalid"),
      () => live && setStatus("invalid"),
    );
    return () => {
      live = false;
    };
  }, [apiKey, token]);

  useEffect(() => {
    if (status !== "invalid" && status !== "done") return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  return (
    <AuthPage title="Choose a new password">
      {status === "loading" ? <Waiting>Checking your reset link...</Waiting> : null}
      {status === "invalid" ? <Alert>Invalid or expired token. Redirecting to login...</Alert> : null}
      {status === "done" ? <Notice>{done}</Notice> : null}
      {status === "valid" && token ? (
        <ResetForm
          token={token}
          apiKey={apiKey}
          onDone={(message) => {
            setDone(message);
            setStatus("done");
          }}
        />
      ) : null}
      <p className="mt-6 text-center">
        <Link to="/login" className="inline-block py-1 font-medium">
          Back to sign in
        </Link>
      </p>
    </AuthPage>
  );
}

function ResetForm({ token, apiKey, onDone }: { token: string; apiKey: string; onDone: (message: string) => void }) {
  const [email, setEmail] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = resetPasswordSchema.safeParse({ token, email, newPassword });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!email.trim()) found.email = "Enter your email address.";
    if (!newPassword) found.newPassword = "Enter a new password.";
    if (!confirm) found.confirm = "Enter the new password again.";
    else if (confirm !== newPassword) found.confirm = messages.passwordsDiffer;
    setErrors(found);
    setError(null);
    if (!parsed.success || Object.keys(found).length) return;
    setPending(true);
    try {
      const { status, body } = await callApi(apiKey, "/api/auth/reset-password", { body: parsed.data });
      if (status === 200 && !body.error) {
        onDone(textOf(body, "message") ?? "Your password has been reset. Redirecting to login...");
        return;
      }
      setError(textOf(body, "error") ?? "Something went wrong.");
    } catch {
      setError("Something went wrong.");
    }
    setPending(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        hint="The email address of your account."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        hint="At least 7 characters."
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <SubmitButton pending={pending}>{pending ? "Saving..." : "Set new password"}</SubmitButton>
    </form>
  );
}
