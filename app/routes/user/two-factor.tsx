import { Notice } from "../../components/auth-ui.tsx";
import { BackupCodeList } from "../../components/backup-code-list.tsx";
import { AuthenticatorAppStep, EmailCodesStep, TurnOffStep } from "../../components/two-factor-steps.tsx";
import { servicesContext } from "../../context.ts";
import { formValues } from "../../lib/form-values.ts";
import { doneForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { answerFor } from "../../lib/form-answer.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { confirmCodeSchema, disableTwoFactorSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/two-factor";
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

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, method, email, backupCodesLeft, pendingApp, enrolCodeSent, disableCodeSent } = loaderData;
  const confirmed = answerFor(actionData, "confirm-app") ?? answerFor(actionData, "confirm-email");
  const newCodes = method && confirmed?.ok ? confirmed.backupCodes : undefined;
  const turnedOff = method === null ? answerFor(actionData, "disable") : undefined;

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
          <AuthenticatorAppStep csrf={csrf} pendingApp={pendingApp} answer={actionData} />
          <EmailCodesStep csrf={csrf} email={email} codeSent={enrolCodeSent} answer={actionData} />
        </>
      ) : (
        <TurnOffStep csrf={csrf} method={method} backupCodesLeft={backupCodesLeft} codeSent={disableCodeSent} answer={actionData} />
      )}
    </div>
  );
}
