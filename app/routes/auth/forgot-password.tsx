import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AuthPage, Field, Notice, SubmitButton } from "../../components/auth-ui.tsx";
import { callApi, textOf, useApiKey } from "../../lib/api-client.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { forgotPasswordSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => privateMeta("Forgot password");

/** Spec section 9: a 500 ms spinner, then a 30-second cooldown. */
const SPINNER_MS = 500;
const COOLDOWN_SECONDS = 30;

/** Spec section 8: the answer whatever happened, so that nobody learns whether an account exists. */
const NEUTRAL_ANSWER =
  "If an account exists with an email set, a reset link will be sent. Please check your spam or junk folder, and contact the website administrator if it does not arrive.";

type Phase = "idle" | "submitting" | "cooling";

export default function ForgotPassword() {
  const apiKey = useApiKey();
  const [identifier, setIdentifier] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [answer, setAnswer] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ identifier });
    if (!parsed.success || phase !== "idle") return;
    setPhase("submitting");
    let text = NEUTRAL_ANSWER;
    try {
      const { body } = await callApi(apiKey, "/api/auth/forgot-password", { body: parsed.data });
      text = textOf(body, "message") ?? textOf(body, "error") ?? NEUTRAL_ANSWER;
    } catch {
      text = NEUTRAL_ANSWER;
    }
    setTimeout(() => {
      if (!mounted.current) return;
      setAnswer(text);
      setSecondsLeft(COOLDOWN_SECONDS);
      setPhase("cooling");
    }, SPINNER_MS);
  }

  const busy = phase !== "idle";
  return (
    <AuthPage title="Forgot your password?" lead="Enter your username or email and we will e-mail you a link to choose a new password.">
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        {answer ? <Notice tone="info">{answer}</Notice> : null}
        <Field
          label="Username or email"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          disabled={busy}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <SubmitButton pending={phase === "submitting"} disabled={!identifier.trim() || busy}>
          {phase === "cooling" ? `Try again in ${secondsLeft}s` : phase === "submitting" ? "Sending..." : "Send reset link"}
        </SubmitButton>
        <p className="text-center">
          <Link to="/login" className="inline-block py-1 font-medium">
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthPage>
  );
}
