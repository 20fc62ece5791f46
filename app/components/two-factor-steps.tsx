import { useState } from "react";
import { Link, useLocation } from "react-router";
import { CardSection } from "./admin/admin-ui.tsx";
import { CodeBoxesForm, CodeForm, SendCodeForm, StepButton, type TwoFactorAnswer } from "./two-factor-forms.tsx";
import { accountPath } from "../lib/admin-shell.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { disableTwoFactorSchema } from "../../shared/schemas/auth.ts";

/** The steps of the two-step verification page (app/routes/user/two-factor.tsx): two ways to turn it on, and the way to turn it off. */

type PendingApp = { secret: string; uri: string; qr: string };

/** Set up an authenticator app: once started, the app's key (as a link, a QR code and text) and the code boxes that confirm it. */
export function AuthenticatorAppStep({ csrf, pendingApp, answer }: { csrf: string; pendingApp: PendingApp | null; answer: TwoFactorAnswer | undefined }) {
  return (
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
          <CodeBoxesForm csrf={csrf} intent="confirm-app" answer={answer} label="Then type the 6-digit code the app shows" />
        </div>
      ) : null}
    </CardSection>
  );
}

/** Codes by e-mail, for an account with an address: send a code, then type it. */
export function EmailCodesStep({ csrf, email, codeSent, answer }: { csrf: string; email: string | null; codeSent: boolean; answer: TwoFactorAnswer | undefined }) {
  const { pathname } = useLocation();
  return (
    <CardSection title="Use codes sent by email">
      {email ? (
        <>
          <p className="mt-1 text-slate-700">Each time you sign in we email a code to {email}. It expires after 10 minutes.</p>
          <SendCodeForm csrf={csrf} intent="send-enrol-code" sent={codeSent} answer={answer} />
          {codeSent ? (
            <div className="mt-4">
              <CodeBoxesForm csrf={csrf} intent="confirm-email" answer={answer} label="6-digit code from the email" />
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
  );
}

/** Turning it off takes a code from the method in use, or a backup code. */
export function TurnOffStep({ csrf, method, backupCodesLeft, codeSent, answer }: { csrf: string; method: "totp" | "email"; backupCodesLeft: number; codeSent: boolean; answer: TwoFactorAnswer | undefined }) {
  const { pathname } = useLocation();
  return (
    <CardSection title="Turn off two-step verification">
      <p className="mt-1 text-slate-700">
        {method === "totp"
          ? "To turn it off, enter a code from your authenticator app or one of your backup codes."
          : "To turn it off, we email you a code first. You can also use one of your backup codes."}{" "}
        You have {backupCodesLeft} backup code{backupCodesLeft === 1 ? "" : "s"} left; <Link to={accountPath(pathname, "backup-codes")} className="underline">
          manage backup codes
        </Link>.
      </p>
      {method === "email" ? <SendCodeForm csrf={csrf} intent="send-disable-code" sent={codeSent} answer={answer} /> : null}
      <div className="mt-4">
        <CodeForm csrf={csrf} intent="disable" schema={disableTwoFactorSchema} answer={answer} label="Code or backup code" submit="Turn off" busy="Turning off..." allowBackupCode />
      </div>
    </CardSection>
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
