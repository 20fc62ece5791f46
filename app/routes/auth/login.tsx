import { type MouseEvent, useCallback, useId, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { AuthFailure } from "../../components/auth-failure.tsx";
import { AuthForm } from "../../components/auth-form.tsx";
import { Alert, AuthPage, IdentifierField, Notice, SubmitButton, useSending } from "../../components/auth-ui.tsx";
import { Field, PasswordField } from "../../components/fields.tsx";
import { OtpInput, emptyCode } from "../../components/otp-input.tsx";
import { useFormErrors } from "../../components/admin/admin-form.tsx";
import { servicesContext } from "../../context.ts";
import { authForm, doneForm, endPendingSignIn, parseForm, pendingSignInToken, refusedForm, secondStepRedirect, signedInRedirect } from "../../lib/auth-form.server.ts";
import { afterSignIn, currentAuth } from "../../lib/auth.server.ts";
import { safeReturnPath } from "../../../shared/return-path.ts";
import { type FormAnswer, answerFor } from "../../lib/form-answer.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BACKUP_CODE_MIN_LENGTH, OTP_LENGTH, loginSchema, secondStepSchema, signInLinkSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/login";
import { STAFF_MESSAGES } from "../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Staff sign in");

type Proof = "code" | "backup";

/** /login, keeping the remembered address (`redirectTo`) and, in the code step, which input shows. */
function loginPath(url: URL, proof?: Proof) {
  const params = new URLSearchParams();
  const back = safeReturnPath(url.searchParams.get("redirectTo"));
  if (back) params.set("redirectTo", back);
  if (proof === "backup") params.set("with", "backup");
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/**
 * The password step, or the code step while this browser holds a pending sign-in (its cookie), so
 * the page shows the right step with or without JavaScript and after a reload.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  // Signed in already (the footer's "Staff sign-in", a bookmark): on to the staff area.
  if (currentAuth(context)) throw redirect(afterSignIn(url.searchParams.get("redirectTo")));
  const services = context.get(servicesContext);
  const pending = await services.signIn.pending(pendingSignInToken(request));
  // A link e-mailed after a lock-out (/login?link=...): the password form carries it.
  const link = url.searchParams.get("link");
  return {
    registered: url.searchParams.get("registered") === "1",
    reset: url.searchParams.get("reset") === "1",
    signInLink: link ? { token: link, valid: Boolean(await services.signInLinks.open(link)) } : null,
    secondStep: pending ? { method: pending.method === "totp" ? ("app" as const) : ("email" as const), proof: (url.searchParams.get("with") === "backup" ? "backup" : "code") as Proof } : null,
  };
}

/**
 * One action for both steps. `sign-in`: the password (then the destination, or the code step);
 * `verify`: a code for the pending sign-in; `use-backup` / `use-code` switch the code step's input
 * and `restart` ends the pending sign-in (these three are buttons, for a page without JavaScript).
 */
export async function action(args: Route.ActionArgs) {
  const { services, address, values, intent } = await authForm(args);
  const to = afterSignIn(args.url.searchParams.get("redirectTo"));
  switch (intent) {
    case "sign-in": {
      const parsed = parseForm(loginSchema, values, { keep: ["identifier"] });
      if (!parsed.ok) return parsed.response;
      const result = await services.signIn.login({ ...parsed.data, signInLink: parsed.data.signInLink || undefined, address });
      if (!result.ok) return refusedForm(result, { values, keep: ["identifier"] });
      if (result.step === "second") return secondStepRedirect(args, { challengeToken: result.challengeToken, to: loginPath(args.url) });
      return signedInRedirect(args, { sessionId: result.sessionId, to });
    }
    case "verify": {
      const parsed = parseForm(secondStepSchema, values);
      if (!parsed.ok) return parsed.response;
      const proof = parsed.data.with === "code" ? { otp: parsed.data.otp } : { backupCode: parsed.data.backupCode };
      const result = await services.signIn.verifyLogin({ challengeToken: pendingSignInToken(args.request), address, ...proof });
      if (!result.ok) return refusedForm(result, result.restart ? { headers: endPendingSignIn(args) } : {});
      return signedInRedirect(args, { sessionId: result.sessionId, to });
    }
    case "email-link": {
      const parsed = parseForm(signInLinkSchema, values, { intent, keep: ["identifier"] });
      if (!parsed.ok) return parsed.response;
      const result = await services.signInLinks.request({ identifier: parsed.data.identifier, address });
      return result.ok ? doneForm({ intent, message: result.message }) : refusedForm(result, { intent, values, keep: ["identifier"] });
    }
    case "use-backup":
    case "use-code":
      return redirect(loginPath(args.url, intent === "use-backup" ? "backup" : "code"));
    case "restart":
      return redirect(loginPath(args.url), { headers: endPendingSignIn(args) });
    default:
      return refusedForm({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  }
}

/** After any answer, the step shown comes from the server again (a refused code may have ended the pending sign-in). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

type Answer = FormAnswer & { offerSignInLink?: true };

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { registered, reset, secondStep, signInLink } = loaderData;
  const linkAnswer = answerFor(actionData, "email-link");
  return (
    <AuthPage title="Staff sign in" lead={secondStep ? undefined : "For church and childcare staff who look after this website."}>
      <div className="space-y-4">
        {registered && !secondStep ? <Notice>Your account is ready. Please sign in.</Notice> : null}
        {reset && !secondStep ? <Notice>Your password has been changed. Please sign in.</Notice> : null}
        {secondStep ? (
          <CodeStep key={secondStep.proof} method={secondStep.method} initial={secondStep.proof} answer={actionData} />
        ) : (
          <>
            {signInLink && !signInLink.valid ? <Alert>This sign-in link has expired or was already used. Please sign in, or ask for a new link if sign-in is paused.</Alert> : null}
            {signInLink?.valid ? (
              <Notice tone="info">This link lets you sign in once within 15 minutes, even while sign-in is paused. Enter your password as usual.</Notice>
            ) : null}
            <PasswordStep answer={linkAnswer ? undefined : actionData} signInLink={signInLink?.valid ? signInLink.token : undefined} />
            {actionData?.offerSignInLink || linkAnswer ? <SignInLinkOffer answer={linkAnswer} identifier={actionData?.values?.identifier ?? ""} /> : null}
          </>
        )}
      </div>
    </AuthPage>
  );
}

function PasswordStep({ answer, signInLink }: { answer: Answer | undefined; signInLink?: string }) {
  const { errors, formError, onErrors } = useFormErrors(answer);
  const navigation = useNavigation();
  // Stays pending while the browser loads the destination, so the form cannot be sent twice.
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
  return (
    <AuthForm schema={loginSchema} onErrors={onErrors} error={formError} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      {signInLink ? <input type="hidden" name="signInLink" value={signInLink} /> : null}
      <IdentifierField
        defaultValue={answer?.ok ? undefined : answer?.values?.identifier}
        error={errors.identifier}
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" required error={errors.password} />
      <p className="text-right">
        <Link to="/forgot-password" className="inline-block py-1 font-medium">
          Forgot your password?
        </Link>
      </p>
      <SubmitButton pending={pending}>{pending ? "Signing in..." : "Sign in"}</SubmitButton>
    </AuthForm>
  );
}

/**
 * After a lock-out answer (issue 29): the owner can have a one-time link e-mailed that lets their
 * password past the lock. The same answer follows whether or not the account exists.
 */
function SignInLinkOffer({ answer, identifier }: { answer: Answer | undefined; identifier: string }) {
  const { errors, formError, onErrors } = useFormErrors(answer);
  const pending = useSending("email-link");
  if (answer?.ok) return <Notice tone="info">{answer.message}</Notice>;
  return (
    <AuthForm schema={signInLinkSchema} onErrors={onErrors} error={formError ?? errors.identifier} className="space-y-3 rounded-md border border-slate-200 p-4">
      <input type="hidden" name="intent" value="email-link" />
      <input type="hidden" name="identifier" value={identifier} />
      <p className="text-slate-700">Is this your account? We can e-mail you a link that lets you sign in now with your password, from this device too.</p>
      <SubmitButton pending={pending}>{pending ? "Sending..." : "E-mail me a sign-in link"}</SubmitButton>
    </AuthForm>
  );
}

const linkButton = "py-1 font-medium text-brand-700 underline underline-offset-2";

/**
 * The second step: six boxes or a backup code. With JavaScript, switching happens in place and
 * clears the other input (spec section 4), and Verify waits for a complete code (spec section 5);
 * without it, the switch is a submit button and the action sends the page back with the other input.
 */
function CodeStep({ method, initial, answer }: { method: "app" | "email"; initial: Proof; answer: Answer | undefined }) {
  const hydrated = useHydrated();
  const [proof, setProof] = useState<Proof>(initial);
  const [digits, setDigits] = useState(emptyCode);
  const [backupCode, setBackupCode] = useState("");
  // A switch hides the last answer; a new answer shows again (and a refused code empties the boxes).
  const [seen, setSeen] = useState<{ answer: Answer | undefined; hidden: boolean }>({ answer, hidden: false });
  if (seen.answer !== answer) {
    setSeen({ answer, hidden: false });
    if (answer && !answer.ok) setDigits(emptyCode());
  }
  const { errors, formError, onErrors } = useFormErrors(seen.hidden ? undefined : answer);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "verify";
  const headingId = useId();
  const helpId = useId();
  const code = digits.join("");
  const ready = proof === "code" ? code.length === OTP_LENGTH && /^\d+$/.test(code) : backupCode.trim().length >= BACKUP_CODE_MIN_LENGTH;
  const other: Proof = proof === "code" ? "backup" : "code";

  // The sixth digit (typed or pasted) sends the code, as the Verify button would (issue 16).
  const formRef = useRef<HTMLFormElement>(null);
  const sendCode = useCallback(() => {
    const form = formRef.current;
    form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="verify"]'));
  }, []);

  function switchTo(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setProof(other);
    setDigits(emptyCode());
    setBackupCode("");
    setSeen({ answer, hidden: true });
    onErrors({});
  }

  return (
    <AuthForm ref={formRef} schema={secondStepSchema} onErrors={onErrors} error={formError} className="space-y-5">
      <input type="hidden" name="with" value={proof} />
      <div>
        <h2 id={headingId} className="text-xl">
          {proof === "code" ? "Enter your verification code" : "Enter a backup code"}
        </h2>
        <p id={helpId} className="mt-1 text-slate-700">
          {proof === "backup"
            ? "Use one of the backup codes you saved when you turned on two-step verification. Each code works once."
            : method === "email"
              ? "We e-mailed you a 6-digit code. It expires in 10 minutes."
              : "Open your authenticator app and enter the 6-digit code it shows for this website."}
        </p>
      </div>
      {proof === "code" ? (
        <OtpInput digits={digits} onChange={setDigits} disabled={pending} labelledBy={headingId} describedBy={helpId} autoFocus error={errors.otp} onComplete={sendCode} />
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
          error={errors.backupCode}
        />
      )}
      {/* The first submit button, so Enter in a box verifies. */}
      <SubmitButton name="intent" value="verify" pending={pending} disabled={hydrated && !ready}>
        {pending ? "Verifying..." : "Verify"}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="submit" name="intent" value={other === "backup" ? "use-backup" : "use-code"} formNoValidate className={linkButton} onClick={switchTo}>
          {proof === "code" ? "Use a backup code instead" : "Use a 6-digit code instead"}
        </button>
        <button type="submit" name="intent" value="restart" formNoValidate className={linkButton}>
          Start over
        </button>
      </div>
    </AuthForm>
  );
}

/** Spec section 8: a sign-in or a verification that failed on the server or on the way. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = useRouteLoaderData<typeof loader>("routes/auth/login");
  return <AuthFailure error={error} title="Staff sign in" message={page?.secondStep ? "Verification failed. Please try again." : "Login failed. Please try again."} />;
}
