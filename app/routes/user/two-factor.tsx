import { useState } from "react";
import { Link, data, useFetcher } from "react-router";
import { Alert, Field, Notice } from "../../components/auth-ui.tsx";
import { BackupCodeList } from "../../components/backup-code-list.tsx";
import { servicesContext } from "../../context.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { codeSchema, fieldErrors } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => privateMeta("Two-step verification");

export async function loader(args: Route.LoaderArgs) {
  const auth = requireArea(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = (await accounts.user(auth.user.id)) ?? auth.user;
  return {
    csrf: auth.csrfToken,
    method: user.twoFactorMethod,
    email: user.email,
    backupCodesLeft: user.twoFactorMethod ? await twoFactor.backupCodesLeft(user.id) : 0,
  };
}

type Result = { ok: boolean; message?: string; error?: string; backupCodes?: string[]; qr?: string; secret?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A code typed into one box: six digits are a code from the app or an e-mail, anything longer a backup code. */
function proofFrom(value: string) {
  return /^\d{6}$/.test(value) ? { otp: value } : { backupCode: value };
}

const refused = (error: string, status = 400) => data<Result>({ ok: false, error }, { status });

export async function action(args: Route.ActionArgs) {
  const { auth, form } = await requireAreaForm(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const userId = auth.user.id;
  const code = text(form, "code");
  switch (text(form, "intent")) {
    case "start-app": {
      const { secret, qrSvg } = await twoFactor.startTotpEnrolment(userId);
      return data<Result>({ ok: true, secret, qr: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}` });
    }
    case "confirm-app":
    case "confirm-email": {
      const parsed = codeSchema.safeParse({ otp: code });
      if (!parsed.success || !("otp" in parsed.data)) return refused("Enter the 6-digit code.");
      const result =
        text(form, "intent") === "confirm-app"
          ? await twoFactor.confirmTotpEnrolment(userId, parsed.data.otp)
          : await twoFactor.confirmEmailTwoFactor(userId, parsed.data.otp);
      return result.ok ? data<Result>({ ok: true, backupCodes: result.backupCodes }) : refused(result.error);
    }
    case "send-enrol-code":
    case "send-disable-code": {
      const result = await twoFactor.sendEmailCode(userId, text(form, "intent") === "send-enrol-code" ? "enrol" : "disable");
      return result.ok ? data<Result>({ ok: true, message: result.message }) : refused(result.error, result.status);
    }
    case "disable": {
      const parsed = codeSchema.safeParse(proofFrom(code));
      if (!parsed.success) return refused("Enter a 6-digit code or one of your backup codes.");
      const result = await twoFactor.disableTwoFactor(userId, parsed.data);
      return result.ok ? data<Result>({ ok: true, message: result.message }) : refused(result.error, result.status);
    }
    default:
      throw data({ error: "Unknown form." }, { status: 400 });
  }
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const { csrf, method, email, backupCodesLeft } = loaderData;
  // Turning two-factor off starts a new round: the set-up forms begin empty again.
  const [round, setRound] = useState(0);
  const startApp = useFetcher<Result>({ key: `2fa-start-app-${round}` });
  const confirmApp = useFetcher<Result>({ key: `2fa-confirm-app-${round}` });
  const sendEnrol = useFetcher<Result>({ key: `2fa-send-enrol-${round}` });
  const confirmEmail = useFetcher<Result>({ key: `2fa-confirm-email-${round}` });
  const sendDisable = useFetcher<Result>({ key: `2fa-send-disable-${round}` });
  const disable = useFetcher<Result>({ key: `2fa-disable-${round}` });
  const [turnedOff, setTurnedOff] = useState<string | null>(null);

  const newCodes = method ? (confirmApp.data?.backupCodes ?? confirmEmail.data?.backupCodes) : undefined;
  if (disable.data?.ok && disable.state === "idle" && method === null) {
    // Once the server confirms and the page data says "off", a new round begins with empty forms
    // (state set during render, React's pattern for adjusting state to new data; the new keys end the condition).
    setTurnedOff(disable.data.message ?? "Two-step verification is off.");
    setRound(round + 1);
  }

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
          {turnedOff ? (
            <div className="mt-6">
              <Notice>{turnedOff}</Notice>
            </div>
          ) : null}
          <section aria-labelledby="app-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="app-heading" className="text-2xl">
              Use an authenticator app
            </h2>
            <p className="mt-1 text-slate-700">
              Recommended. Use an app such as Google Authenticator, Microsoft Authenticator or 1Password on your phone. It works without signal.
            </p>
            <startApp.Form method="post" className="mt-4">
              <input type="hidden" name="csrf" value={csrf} />
              <button type="submit" name="intent" value="start-app" className={startApp.data?.qr ? "btn-outline" : "btn"} disabled={startApp.state !== "idle"}>
                {startApp.state !== "idle" ? "Preparing..." : startApp.data?.qr ? "Start again with a new code" : "Set up an authenticator app"}
              </button>
            </startApp.Form>
            {startApp.data?.qr && startApp.data.secret ? (
              <div className="mt-6 space-y-4">
                <ol className="list-decimal space-y-2 pl-5 text-slate-800">
                  <li>In your app, add an account and scan this QR code.</li>
                  <li>Then type the 6-digit code the app shows to finish.</li>
                </ol>
                <img src={startApp.data.qr} alt="QR code to add this website to your authenticator app" width={200} height={200} className="rounded border border-slate-200 bg-white p-2" />
                <div>
                  <p className="text-slate-800">Cannot scan it? Enter this key in the app instead:</p>
                  <p className="mt-1 font-mono text-lg break-all text-slate-900" data-testid="totp-secret">
                    {startApp.data.secret.replace(/(.{4})(?=.)/g, "$1 ")}
                  </p>
                </div>
                <CodeForm fetcher={confirmApp} csrf={csrf} intent="confirm-app" label="6-digit code from the app" submit="Turn on" busy="Checking..." />
              </div>
            ) : null}
          </section>

          <section aria-labelledby="email-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="email-heading" className="text-2xl">
              Use codes sent by email
            </h2>
            {email ? (
              <>
                <p className="mt-1 text-slate-700">Each time you sign in we email a code to {email}. It expires after 10 minutes.</p>
                <SendCodeForm fetcher={sendEnrol} csrf={csrf} intent="send-enrol-code" />
                {sendEnrol.data?.ok ? (
                  <div className="mt-4">
                    <CodeForm fetcher={confirmEmail} csrf={csrf} intent="confirm-email" label="6-digit code from the email" submit="Turn on" busy="Checking..." />
                  </div>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-slate-700">
                Add an email address to <Link to="/user/profile" className="underline">
                  your profile
                </Link> first; the codes are sent there.
              </p>
            )}
          </section>
        </>
      ) : (
        <section aria-labelledby="off-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="off-heading" className="text-2xl">
            Turn off two-step verification
          </h2>
          <p className="mt-1 text-slate-700">
            {method === "totp"
              ? "To turn it off, enter a code from your authenticator app or one of your backup codes."
              : "To turn it off, we email you a code first. You can also use one of your backup codes."}{" "}
            You have {backupCodesLeft} backup code{backupCodesLeft === 1 ? "" : "s"} left; <Link to="/user/backup-codes" className="underline">
              manage backup codes
            </Link>.
          </p>
          {method === "email" ? <SendCodeForm fetcher={sendDisable} csrf={csrf} intent="send-disable-code" /> : null}
          <div className="mt-4">
            <CodeForm fetcher={disable} csrf={csrf} intent="disable" label="Code or backup code" submit="Turn off" busy="Turning off..." allowBackupCode />
          </div>
        </section>
      )}
    </div>
  );
}

type Fetcher = ReturnType<typeof useFetcher<Result>>;

function SendCodeForm({ fetcher, csrf, intent }: { fetcher: Fetcher; csrf: string; intent: string }) {
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="csrf" value={csrf} />
      {fetcher.data?.ok && fetcher.data.message ? <Notice>{fetcher.data.message}</Notice> : null}
      {fetcher.data && !fetcher.data.ok ? <Alert>{fetcher.data.error}</Alert> : null}
      <button type="submit" name="intent" value={intent} className="btn-outline" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Sending..." : fetcher.data?.ok ? "Send another code" : "Email me a code"}
      </button>
    </fetcher.Form>
  );
}

/** One code box; the same schema as the server decides whether it may be sent. */
function CodeForm({
  fetcher,
  csrf,
  intent,
  label,
  submit,
  busy,
  allowBackupCode = false,
}: {
  fetcher: Fetcher;
  csrf: string;
  intent: string;
  label: string;
  submit: string;
  busy: string;
  allowBackupCode?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? (fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data.error : undefined);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const value = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    const parsed = codeSchema.safeParse(allowBackupCode ? proofFrom(value) : { otp: value });
    const ok = parsed.success && (allowBackupCode || "otp" in parsed.data);
    if (!ok) {
      event.preventDefault();
      setError(allowBackupCode ? "Enter a 6-digit code or one of your backup codes." : parsed.success ? "Enter the 6-digit code." : (fieldErrors(parsed.error).otp ?? "Enter the 6-digit code."));
    } else setError(null);
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={check} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
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
        error={shown}
      />
      <button type="submit" className="btn sm:mt-7" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? busy : submit}
      </button>
    </fetcher.Form>
  );
}
