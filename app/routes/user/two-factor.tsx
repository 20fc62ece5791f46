import { useCallback, useId, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import type { z } from "zod";
import { AuthForm } from "../../components/auth-form.tsx";
import { Alert, IntentButton, Notice, useSending } from "../../components/auth-ui.tsx";
import { Field } from "../../components/fields.tsx";
import { BackupCodeList } from "../../components/backup-code-list.tsx";
import { OtpInput, emptyCode } from "../../components/otp-input.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useFormErrors } from "../../components/admin/admin-form.tsx";
import { servicesContext } from "../../context.ts";
import { formValues } from "../../lib/form-values.ts";
import { accountPath } from "../../lib/admin-shell.ts";
import { doneForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { type FormAnswer, answerFor } from "../../lib/form-answer.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { confirmCodeSchema, disableTwoFactorSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/two-factor";
import { CardSection } from "../../components/admin/admin-ui.tsx";
import { STAFF_MESSAGES } from "../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Two-step verification");

/**
 * Everything the page shows comes from the account: the method, an authenticator app set up but not
 * yet confirmed (its QR code again), and whether an e-mailed code is out. So every step also works as
 * plain forms without JavaScript, and after a reload.
 */
export async function loader(args: Route.LoaderArgs) {
  const auth = requireArea(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = (await accounts.user(auth.user.id)) ?? auth.user;
  const pending = user.twoFactorMethod ? null : await twoFactor.pendingTotpEnrolment(user.id);
  return {
    csrf: auth.csrfToken,
    method: user.twoFactorMethod,
    email: user.email,
    backupCodesLeft: user.twoFactorMethod ? await twoFactor.backupCodesLeft(user.id) : 0,
    pendingApp: pending ? { secret: pending.secret, uri: pending.uri, qr: `data:image/svg+xml;base64,${Buffer.from(pending.qrSvg).toString("base64")}` } : null,
    enrolCodeSent: user.twoFactorMethod ? false : await twoFactor.emailCodeSent(user.id, "enrol"),
    disableCodeSent: user.twoFactorMethod === "email" ? await twoFactor.emailCodeSent(user.id, "disable") : false,
  };
}

/** Each form names its step in `intent`; the answer says which form it belongs to. */
export async function action(args: Route.ActionArgs) {
  const { auth, form } = await requireAreaForm(args);
  const { twoFactor } = args.context.get(servicesContext);
  const userId = auth.user.id;
  const values = formValues(form);
  const intent = values.intent ?? "";
  switch (intent) {
    case "start-app":
      await twoFactor.startTotpEnrolment(userId);
      return doneForm({ intent });
    case "confirm-app":
    case "confirm-email": {
      const parsed = parseForm(confirmCodeSchema, values, { intent });
      if (!parsed.ok) return parsed.response;
      const result = intent === "confirm-app" ? await twoFactor.confirmTotpEnrolment(userId, parsed.data.code) : await twoFactor.confirmEmailTwoFactor(userId, parsed.data.code);
      return result.ok ? doneForm({ intent, backupCodes: result.backupCodes }) : refusedForm(result, { intent, field: "code" });
    }
    case "send-enrol-code":
    case "send-disable-code": {
      const result = await twoFactor.sendEmailCode(userId, intent === "send-enrol-code" ? "enrol" : "disable");
      return result.ok ? doneForm({ intent, message: result.message }) : refusedForm(result, { intent });
    }
    case "disable": {
      const parsed = parseForm(disableTwoFactorSchema, values, { intent });
      if (!parsed.ok) return parsed.response;
      const result = await twoFactor.disableTwoFactor(userId, parsed.data);
      return result.ok ? doneForm({ intent, message: result.message }) : refusedForm(result, { intent, field: "code" });
    }
    default:
      return refusedForm({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  }
}

type Answer = FormAnswer<{ backupCodes?: string[] }>;

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, method, email, backupCodesLeft, pendingApp, enrolCodeSent, disableCodeSent } = loaderData;
  const confirmed = answerFor(actionData, "confirm-app") ?? answerFor(actionData, "confirm-email");
  const newCodes = method && confirmed?.ok ? confirmed.backupCodes : undefined;
  const turnedOff = method === null ? answerFor(actionData, "disable") : undefined;
  const { pathname } = useLocation();

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl sm:text-4xl">Two-step verification</h1>
      <p className="mt-2 text-slate-700">
        With two-step verification, signing in needs your password and a code only you can get, so a stolen password is not enough.
      </p>
      <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-3" data-testid="two-factor-status">
        <strong>Status: </strong>
        {method === "totp" ? "On, with an authenticator app." : method === "email" ? `On, with codes sent to ${email ?? "your email"}.` : "Off."}
      </p>

      {newCodes ? (
        <div className="mt-6 space-y-4">
          <Notice>Two-step verification is on. From now on you will be asked for a code when you sign in.</Notice>
          <BackupCodeList codes={newCodes} />
        </div>
      ) : null}

      {method === null ? (
        <>
          {turnedOff?.ok ? (
            <div className="mt-6">
              <Notice>{turnedOff.message ?? "Two-step verification is off."}</Notice>
            </div>
          ) : null}
          <CardSection title="Use an authenticator app">
            <p className="mt-1 text-slate-700">
              Recommended. Use an app such as Google Authenticator, Microsoft Authenticator or 1Password on your phone. It works without signal.
            </p>
            <StepButton csrf={csrf} intent="start-app" className={pendingApp ? "btn-outline" : "btn"} busy="Preparing...">
              {pendingApp ? "Start again with a new code" : "Set up an authenticator app"}
            </StepButton>
            {pendingApp ? (
              <div className="mt-6 space-y-4">
                <AppLink uri={pendingApp.uri} />
                <p className="text-slate-800">On another device, scan this QR code with the app instead:</p>
                <img src={pendingApp.qr} alt="QR code to add this website to your authenticator app" width={200} height={200} className="rounded border border-slate-200 bg-white p-2" />
                <SecretKey secret={pendingApp.secret} />
                <CodeBoxesForm csrf={csrf} intent="confirm-app" answer={actionData} label="Then type the 6-digit code the app shows" />
              </div>
            ) : null}
          </CardSection>

          <CardSection title="Use codes sent by email">
            {email ? (
              <>
                <p className="mt-1 text-slate-700">Each time you sign in we email a code to {email}. It expires after 10 minutes.</p>
                <SendCodeForm csrf={csrf} intent="send-enrol-code" sent={enrolCodeSent} answer={actionData} />
                {enrolCodeSent ? (
                  <div className="mt-4">
                    <CodeBoxesForm csrf={csrf} intent="confirm-email" answer={actionData} label="6-digit code from the email" />
                  </div>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-slate-700">
                Add an email address to <Link to={accountPath(pathname, "profile")} className="underline">
                  your profile
                </Link> first; the codes are sent there.
              </p>
            )}
          </CardSection>
        </>
      ) : (
        <CardSection title="Turn off two-step verification">
          <p className="mt-1 text-slate-700">
            {method === "totp"
              ? "To turn it off, enter a code from your authenticator app or one of your backup codes."
              : "To turn it off, we email you a code first. You can also use one of your backup codes."}{" "}
            You have {backupCodesLeft} backup code{backupCodesLeft === 1 ? "" : "s"} left; <Link to={accountPath(pathname, "backup-codes")} className="underline">
              manage backup codes
            </Link>.
          </p>
          {method === "email" ? <SendCodeForm csrf={csrf} intent="send-disable-code" sent={disableCodeSent} answer={actionData} /> : null}
          <div className="mt-4">
            <CodeForm csrf={csrf} intent="disable" schema={disableTwoFactorSchema} answer={actionData} label="Code or backup code" submit="Turn off" busy="Turning off..." allowBackupCode />
          </div>
        </CardSection>
      )}
    </div>
  );
}

/** A form that is one button (start the app set-up). */
function StepButton({ csrf, intent, className, busy, children }: { csrf: string; intent: string; className: string; busy: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="csrf" value={csrf} />
      <IntentButton intent={intent} busy={busy} className={className}>{children}</IntentButton>
    </Form>
  );
}

function SendCodeForm({ csrf, intent, sent, answer }: { csrf: string; intent: string; sent: boolean; answer: Answer | undefined }) {
  const mine = answerFor(answer, intent);
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="csrf" value={csrf} />
      {mine?.ok && mine.message ? <Notice>{mine.message}</Notice> : null}
      {mine && !mine.ok && mine.error ? <Alert>{mine.error}</Alert> : null}
      <IntentButton intent={intent} busy="Sending..." className="btn-outline">{sent ? "Send another code" : "Email me a code"}</IntentButton>
    </Form>
  );
}

/**
 * The link that opens the authenticator app on this phone with the account filled in (an `otpauth://`
 * address, which the apps register for), so nobody has to scan a screen with the phone it is on.
 */
function AppLink({ uri }: { uri: string }) {
  return (
    <div className="space-y-2">
      <p className="text-slate-800">On this phone? Open the app with the account filled in:</p>
      <a href={uri} className="btn gap-2" data-testid="otpauth-link">
        Open in authenticator app
      </a>
    </div>
  );
}

/** "JBSW Y3DP EHPK 3PXP": a key in groups of four, as the apps show it. */
const groupsOfFour = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

/** The key in groups of four, with a button that copies it whole. */
function SecretKey({ secret }: { secret: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }
  return (
    <div>
      <p className="text-slate-800">Or enter this key in the app:</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <p className="font-mono text-lg break-all text-slate-900" data-testid="totp-secret">
          {groupsOfFour(secret)}
        </p>
        {hydrated ? (
          <button type="button" className="btn-outline py-1.5 text-sm" onClick={() => void copy()}>
            Copy key
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {copied === "yes" ? "Key copied. Paste it into the app." : copied === "no" ? "Could not copy. Please select the key and copy it." : ""}
      </p>
    </div>
  );
}

/**
 * The six code boxes of the set-up: the code is sent by itself when the sixth digit is typed or a
 * whole code is pasted; the Turn on button does the same (and is the way without JavaScript).
 */
function CodeBoxesForm({ csrf, intent, answer, label }: { csrf: string; intent: string; answer: Answer | undefined; label: string }) {
  const sending = useSending(intent);
  const mine = answerFor(answer, intent);
  const { errors, onErrors } = useFormErrors(mine);
  const [digits, setDigits] = useState(emptyCode);
  const [seen, setSeen] = useState(mine);
  if (seen !== mine) {
    setSeen(mine);
    if (mine && !mine.ok) setDigits(emptyCode());
  }
  const labelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const send = useCallback(() => {
    const form = formRef.current;
    form?.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit]"));
  }, []);
  return (
    <AuthForm ref={formRef} csrf={csrf} schema={confirmCodeSchema} onErrors={onErrors} className="space-y-3">
      <p id={labelId} className="font-medium text-slate-900">
        {label}
      </p>
      <div className="max-w-xs">
        <OtpInput digits={digits} onChange={setDigits} disabled={sending} labelledBy={labelId} error={errors.code} field="code" onComplete={send} />
      </div>
      <IntentButton intent={intent} busy="Checking...">Turn on</IntentButton>
    </AuthForm>
  );
}

/** One code box; the same schema as the action decides whether it may be sent. */
function CodeForm({
  csrf,
  intent,
  schema,
  answer,
  label,
  submit,
  busy,
  allowBackupCode = false,
}: {
  csrf: string;
  intent: string;
  schema: z.ZodType;
  answer: Answer | undefined;
  label: string;
  submit: string;
  busy: string;
  allowBackupCode?: boolean;
}) {
  const { errors, onErrors } = useFormErrors(answerFor(answer, intent));
  return (
    <AuthForm csrf={csrf} schema={schema} onErrors={onErrors} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        className="sm:w-64"
        label={label}
        name="code"
        inputMode={allowBackupCode ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={allowBackupCode ? 64 : 6}
        required
        error={errors.code}
      />
      <IntentButton intent={intent} busy={busy} className="btn sm:mt-7">{submit}</IntentButton>
    </AuthForm>
  );
}
