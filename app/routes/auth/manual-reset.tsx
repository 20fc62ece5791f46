import { useEffect, useState } from "react";
import { Link, data, useNavigate } from "react-router";
import { Alert, AuthPage, PasswordField, SubmitButton, Waiting } from "../../components/auth-ui.tsx";
import { callApi, textOf, useApiKey } from "../../lib/api-client.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { fieldErrors, manualResetSchema, messages } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/manual-reset";

export const meta: Route.MetaFunction = ({ error }) => privateMeta(error ? "Page not found" : "Set your password");

/** Spec section 4: without a token the link shows the not-found page. */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.trim();
  if (!token) throw data(null, { status: 404 });
  return { token };
}

type State = { status: "verifying" } | { status: "valid" } | { status: "invalid"; error: string };

export default function ManualReset({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const apiKey = useApiKey();
  const [state, setState] = useState<State>({ status: "verifying" });

  useEffect(() => {
    let live = true;
    callApi(apiKey, "/api/auth/verify-manual-reset", { body: { token } }).then(
      ({ body }) => {
        if (!live) return;
        // The server says "Invalid or missing reset code." or "Invalid or expired reset link." (spec section 8).
        setState(body.valid === true ? { status: "valid" } : { status: "invalid", error: textOf(body, "error") ?? "Invalid or expired reset link." });
      },
      () => live && setState({ status: "invalid", error: "Invalid or expired reset link." }),
    );
    return () => {
      live = false;
    };
  }, [apiKey, token]);

  return (
    <AuthPage title="Set your password" lead={state.status === "valid" ? "Your administrator made this link for you. Choose a new password to sign in with." : undefined}>
      {state.status === "verifying" ? <Waiting>Checking your reset link...</Waiting> : null}
      {state.status === "invalid" ? (
        <div className="space-y-4">
          <Alert>{state.error}</Alert>
          <p className="text-slate-700">Reset links work once and last a day. Ask your administrator for a new one.</p>
          <p className="text-center">
            <Link to="/login" className="inline-block py-1 font-medium">
              Back to sign in
            </Link>
          </p>
        </div>
      ) : null}
      {state.status === "valid" ? <ManualResetForm apiKey={apiKey} token={token} /> : null}
    </AuthPage>
  );
}

function ManualResetForm({ apiKey, token }: { apiKey: string; token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = manualResetSchema.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (confirm !== password) found.confirm = messages.passwordsDiffer;
    setErrors(found);
    setError(null);
    if (!parsed.success || Object.keys(found).length) return;
    setPending(true);
    try {
      const { status, body } = await callApi(apiKey, "/api/auth/complete-manual-reset", { body: parsed.data });
      if (status === 200 && !body.error) {
        navigate("/login?reset=1");
        return;
      }
      setError(textOf(body, "error") ?? "Password reset failed.");
    } catch {
      setError("Password reset failed.");
    }
    setPending(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 7 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
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
      <SubmitButton pending={pending}>{pending ? "Saving..." : "Set password"}</SubmitButton>
    </form>
  );
}
