import { Form, Link, useLocation } from "react-router";
import { Alert, IntentButton } from "../../components/auth-ui.tsx";
import { BackupCodeList } from "../../components/backup-code-list.tsx";
import { servicesContext } from "../../context.ts";
import { formValues } from "../../lib/form-values.ts";
import { accountPath } from "../../lib/admin-shell.ts";
import { doneForm, refusedForm } from "../../lib/auth-form.server.ts";
import { requireArea, requireAreaForm } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/backup-codes";
import { CardSection } from "../../components/admin/admin-ui.tsx";
import { STAFF_MESSAGES } from "../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Backup codes");

export async function loader(args: Route.LoaderArgs) {
  const auth = requireArea(args);
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = (await accounts.user(auth.user.id)) ?? auth.user;
  return { csrf: auth.csrfToken, twoFactorOn: user.twoFactorMethod !== null, left: await twoFactor.backupCodesLeft(user.id) };
}

/** Ten new codes replace the old ones (only their hashes are stored, so they are shown this once). */
export async function action(args: Route.ActionArgs) {
  const { auth, form } = await requireAreaForm(args);
  const intent = formValues(form).intent ?? "";
  if (intent !== "regenerate") return refusedForm({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const { accounts, twoFactor } = args.context.get(servicesContext);
  const user = await accounts.user(auth.user.id);
  if (!user?.twoFactorMethod) return refusedForm({ ok: false, status: 400, error: "Turn on two-step verification first; backup codes belong to it." }, { intent });
  return doneForm({ intent, backupCodes: await twoFactor.regenerateBackupCodes(auth.user.id) });
}

export default function BackupCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, twoFactorOn, left } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl sm:text-4xl">Backup codes</h1>
      <p className="mt-2 text-slate-700">
        A backup code signs you in when you cannot get a code from your app or your email. Each one works once.
      </p>
      {actionData?.ok && actionData.backupCodes ? (
        <div className="mt-6">
          <BackupCodeList codes={actionData.backupCodes} />
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      <CardSection title="Your codes">
        {twoFactorOn ? (
          <>
            <p className="mt-1 text-slate-800" data-testid="backup-codes-left">
              You have <strong>{left}</strong> unused backup code{left === 1 ? "" : "s"} left.
              {left <= 3 ? " Make a new set soon so that you are never locked out." : ""}
            </p>
            <p className="mt-3 text-slate-700">Making new codes replaces all of your old ones, used or not.</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="csrf" value={csrf} />
              <IntentButton intent="regenerate" busy="Making new codes...">Make 10 new backup codes</IntentButton>
            </Form>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            Two-step verification is off, so you have no backup codes. <Link to={accountPath(pathname, "two-factor")} className="underline">
              Turn on two-step verification
            </Link> and you will get
            ten.
          </p>
        )}
      </CardSection>
    </div>
  );
}
