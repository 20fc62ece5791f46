import { useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import { AuthFailure } from "../../components/auth-failure.tsx";
import { AuthForm } from "../../components/auth-form.tsx";
import { AuthPage, IdentifierField, Notice, SubmitButton } from "../../components/auth-ui.tsx";
import { useFormErrors } from "../../components/admin/admin-form.tsx";
import { authForm, doneForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { forgotPasswordSchema, messages } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Forgot password");

/** Spec section 9: a 500 ms spinner, then a 30-second cooldown. */
const SPINNER_MS = 500;
const COOLDOWN_SECONDS = 30;

/** The same answer whether or not the account exists; a refusal says so only when requests come too fast. */
export async function action(args: Route.ActionArgs) {
  const { services, address, values } = await authForm(args);
  const parsed = parseForm(forgotPasswordSchema, values, { keep: ["identifier"] });
  if (!parsed.ok) return parsed.response;
  const result = await services.resets.forgotPassword({ identifier: parsed.data.identifier, address });
  return result.ok ? doneForm({ message: result.message }) : refusedForm(result, { values, keep: ["identifier"] });
}

type Phase = "idle" | "submitting" | "cooling";

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [identifier, setIdentifier] = useState(actionData?.ok ? "" : (actionData?.values?.identifier ?? ""));
  const [phase, setPhase] = useState<Phase>("idle");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const { errors, onErrors } = useFormErrors(actionData);

  // The answer shows once it is in and the spinner has had its 500 ms; then the cooldown starts.
  useEffect(() => {
    if (phase !== "submitting" || navigation.state !== "idle") return;
    const timer = setTimeout(() => {
      setSecondsLeft(COOLDOWN_SECONDS);
      setPhase("cooling");
    }, SPINNER_MS);
    return () => clearTimeout(timer);
  }, [phase, navigation.state]);

  useEffect(() => {
    if (phase !== "cooling") return;
    const endsAt = Date.now() + COOLDOWN_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.ceil((endsAt - Date.now()) / 1000);
      if (left <= 0) setPhase("idle");
      else setSecondsLeft(left);
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  // Spec section 8: the server's message, else the neutral text; nothing while a request runs.
  const answer = phase === "submitting" || !actionData || actionData.fields ? null : (actionData.message ?? actionData.error ?? messages.forgotNeutral);
  const busy = hydrated && phase !== "idle";

  return (
    <AuthPage title="Forgot your password?" lead="Enter your username or email and we will e-mail you a link to choose a new password.">
      <AuthForm schema={forgotPasswordSchema} onErrors={onErrors} onSend={() => setPhase("submitting")} className="space-y-4">
        {answer ? <Notice tone="info">{answer}</Notice> : null}
        <IdentifierField
          value={identifier}
          disabled={busy}
          onChange={(event) => setIdentifier(event.target.value)}
          error={errors.identifier}
        />
        <SubmitButton pending={phase === "submitting"} disabled={hydrated && (!identifier.trim() || busy)}>
          {phase === "cooling" ? `Try again in ${secondsLeft}s` : phase === "submitting" ? "Sending..." : "Send reset link"}
        </SubmitButton>
        <p className="text-center">
          <Link to="/login" className="inline-block py-1 font-medium">
            Back to sign in
          </Link>
        </p>
      </AuthForm>
    </AuthPage>
  );
}

/** Spec section 8: what the page says when its request fails. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthFailure error={error} title="Forgot your password?" message={messages.forgotNeutral} />;
}
