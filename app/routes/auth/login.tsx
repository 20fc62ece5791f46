import { useId, useState } from "react";
import { Link, redirect } from "react-router";
import type { Role } from "../../../shared/areas.ts";
import { Alert, AuthPage, Field, Notice, PasswordField, SubmitButton } from "../../components/auth-ui.tsx";
import { OtpInput, emptyCode } from "../../components/otp-input.tsx";
import { callApi, textOf, useApiKey } from "../../lib/api-client.ts";
import { currentAuth, homeFor, safeReturnPath } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { BACKUP_CODE_MIN_LENGTH, OTP_LENGTH, fieldErrors, loginSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privateMeta("Staff sign in");

const ROLES: Role[] = ["siteadmin", "admin", "church", "childcare"];

export function loader({ context, url }: Route.LoaderArgs) {
  const auth = currentAuth(context);
  // Spec section 2: a signed-in admin or siteadmin goes to the dashboard, everyone else home.
  if (auth) throw redirect(homeFor(auth.user.role, { afterSecondStep: false }));
  return {
    redirectTo: safeReturnPath(url.searchParams.get("redirectTo")),
    registered: url.searchParams.get("registered") === "1",
    reset: url.searchParams.get("reset") === "1",
    // Where each role lands (spec section 6), worked out by the one server rule.
    homes: Object.fromEntries(
      ROLES.map((role) => [role, { oneStep: homeFor(role, { afterSecondStep: false }), twoStep: homeFor(role, { afterSecondStep: true }) }]),
    ) as Record<Role, { oneStep: string; twoStep: string }>,
  };
}

type Challenge = { userId: number; method: "app" | "email" };

export default function Login({ loaderData }: Route.ComponentProps) {
  const { redirectTo, registered, reset, homes } = loaderData;
  const apiKey = useApiKey();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** A full page load, so that the server renders the destination with the new session. */
  function signedIn(user: unknown, step: "oneStep" | "twoStep") {
    const role = (user as { role?: Role } | null)?.role;
    window.location.assign(redirectTo ?? (role && homes[role] ? homes[role][step] : "/"));
  }

  return (
    <AuthPage title="Staff sign in" lead={challenge ? undefined : "For church and childcare staff who look after this website."}>
      <div className="space-y-4">
        {registered && !challenge ? <Notice>Your account is ready. Please sign in.</Notice> : null}
        {reset && !challenge ? <Notice>Your password has been changed. Please sign in.</Notice> : null}
        {error ? <Alert>{error}</Alert> : null}
        {challenge ? (
          <CodeStep
            apiKey={apiKey}
            challenge={challenge}
            onError={setError}
            onSignedIn={(user) => signedIn(user, "twoStep")}
            onRestart={(message) => {
              setChallenge(null);
              setError(message);
            }}
          />
        ) : (
          <PasswordStep
            apiKey={apiKey}
            onError={setError}
            onSignedIn={(user) => signedIn(user, "oneStep")}
            onSecondStep={(next) => {
              setError(null);
              setChallenge(next);
            }}
          />
        )}
      </div>
      <noscript>
        <p className="mt-4 text-sm text-slate-700">Signing in needs JavaScript. Please turn it on in your browser and reload this page.</p>
      </noscript>
    </AuthPage>
  );
}

function PasswordStep({
  apiKey,
  onError,
  onSignedIn,
  onSecondStep,
}: {
  apiKey: string;
  onError: (message: string | null) => void;
  onSignedIn: (user: unknown) => void;
  onSecondStep: (challenge: Challenge) => void;
}) {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = loginSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onError(null);
    setPending(true);
    try {
      const { status, body } = await callApi(apiKey, "/api/auth/login", { body: parsed.data });
      if (status === 206 && body.twofactorRequired) {
        onSecondStep({ userId: Number(body.userId), method: body.twoFactorMethod === "email" ? "email" : "app" });
        return;
      }
      if (status === 200 && body.user) {
        // Stay "pending" while the browser moves on, so the form cannot be sent twice.
        onSignedIn(body.user);
        return;
      }
      onError(textOf(body, "error") ?? "Login failed.");
    } catch {
      onError("Login failed. Please try again.");
    }
    setPending(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Username or email"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <p className="text-right">
        <Link to="/forgot-password" className="inline-block py-1 font-medium">
          Forgot your password?
        </Link>
      </p>
      <SubmitButton pending={pending}>{pending ? "Signing in..." : "Sign in"}</SubmitButton>
    </form>
  );
}

function CodeStep({
  apiKey,
  challenge,
  onError,
  onSignedIn,
  onRestart,
}: {
  apiKey: string;
  challenge: Challenge;
  onError: (message: string | null) => void;
  onSignedIn: (user: unknown) => void;
  onRestart: (message: string | null) => void;
}) {
  const [mode, setMode] = useState<"code" | "backup">("code");
  const [digits, setDigits] = useState(emptyCode);
  const [backupCode, setBackupCode] = useState("");
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const helpId = useId();
  const code = digits.join("");
  const ready = mode === "code" ? code.length === OTP_LENGTH && /^\d+$/.test(code) : backupCode.trim().length >= BACKUP_CODE_MIN_LENGTH;

  /** Switching between a code and a backup code clears the other input (spec section 4). */
  function switchTo(next: "code" | "backup") {
    setMode(next);
    setDigits(emptyCode());
    setBackupCode("");
    onError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || pending) return;
    onError(null);
    setPending(true);
    try {
      const proof = mode === "code" ? { otp: code } : { backupCode: backupCode.trim() };
      const { status, body } = await callApi(apiKey, "/api/auth/verify-login-2fa", { body: { userId: challenge.userId, ...proof } });
      if (status === 200 && body.user) {
        onSignedIn(body.user);
        return;
      }
      const message = textOf(body, "error") ?? "Verification failed.";
      if (body.restart === true) {
        onRestart(message);
        return;
      }
      onError(message);
      if (mode === "code") setDigits(emptyCode());
    } catch {
      onError("Verification failed. Please try again.");
    }
    setPending(false);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl">
          {mode === "code" ? "Enter your verification code" : "Enter a backup code"}
        </h2>
        <p id={helpId} className="mt-1 text-slate-700">
          {mode === "backup"
            ? "Use one of the backup codes you saved when you turned on two-step verification. Each code works once."
            : challenge.method === "email"
              ? "We e-mailed you a 6-digit code. It expires in 10 minutes."
              : "Open your authenticator app and enter the 6-digit code it shows for this website."}
        </p>
      </div>
      {mode === "code" ? (
        <OtpInput digits={digits} onChange={setDigits} disabled={pending} labelledBy={headingId} describedBy={helpId} autoFocus />
      ) : (
        <Field
          label="Backup code"
          name="backupCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={backupCode}
          onChange={(event) => setBackupCode(event.target.value)}
          disabled={pending}
          autoFocus
        />
      )}
      <SubmitButton pending={pending} disabled={!ready}>
        {pending ? "Verifying..." : "Verify"}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" className="py-1 font-medium text-brand-700 underline underline-offset-2" onClick={() => switchTo(mode === "code" ? "backup" : "code")}>
          {mode === "code" ? "Use a backup code instead" : "Use a 6-digit code instead"}
        </button>
        <button type="button" className="py-1 font-medium text-brand-700 underline underline-offset-2" onClick={() => onRestart(null)}>
          Start over
        </button>
      </div>
    </form>
  );
}
