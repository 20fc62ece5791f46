import { useState } from "react";
import { Form, data, useNavigation } from "react-router";
import { areaPath } from "../../../../shared/areas.ts";
import { ROLE_LABELS, ROLES } from "../../../../shared/roles.ts";
import { canAssignRole, canManageUser, canResetAccountOf } from "../../../../shared/role-rights.ts";
import { AdminHeading, CardSection, Badge } from "../../../components/admin/admin-ui.tsx";
import { AdminForm } from "../../../components/admin/admin-form.tsx";
import { ConfirmDialog } from "../../../components/admin/confirm-dialog.tsx";
import { CopyableLink } from "../../../components/admin/copyable-link.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { Alert, Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, found, idParam, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { userEditSchema } from "../../../../shared/schemas/admin/users.ts";
import type { Route } from "./+types/edit-user";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Edit user");

export async function loader(args: Route.LoaderArgs) {
  const { user: me, csrfToken } = requireArea(args);
  const person = found(await args.context.get(servicesContext).users.get(idParam(args.params.id)), "user");
  return {
    csrf: csrfToken,
    person,
    isMe: person.id === me.id,
    canManage: canManageUser(me.role, person.role),
    canResetAccount: canResetAccountOf(me.role, person.role),
    roles: ROLES.filter((role) => canAssignRole(me.role, role)),
  };
}

type Answer = { intent: string; error?: string; fields?: Record<string, string>; message?: string; link?: string };

export async function action(args: Route.ActionArgs) {
  const { auth, values, intent } = await adminForm(args);
  const { users } = args.context.get(servicesContext);
  const id = idParam(args.params.id);
  const actor = { id: auth.user.id, role: auth.user.role, name: auth.user.name };
  const answer = (outcome: Awaited<ReturnType<typeof users.setDisabled>>, message: string) =>
    outcome.ok ? data<Answer>({ intent, message }) : data<Answer>({ intent, error: outcome.error }, { status: outcome.status });
  switch (intent) {
    case "save": {
      const parsed = parseOr400(userEditSchema, values);
      if (!parsed.ok) return parsed.response;
      const outcome = await users.update({ id, input: parsed.data, version: values.version ?? "", actor });
      return outcome.ok ? doneTo(areaPath("users"), "saved") : refused(outcome);
    }
    case "disable":
      return answer(await users.setDisabled({ id, disabled: true, actor }), "The account is disabled and its sessions are signed out.");
    case "enable":
      return answer(await users.setDisabled({ id, disabled: false, actor }), "The account is enabled again.");
    case "clear-two-factor":
      return answer(await users.clearTwoFactor(id, actor), "Two-step verification is cleared. They sign in with their password and can set it up again.");
    case "reset-link": {
      const outcome = await users.resetLink(id, actor);
      return outcome.ok ? data<Answer>({ intent, link: outcome.value.link }) : data<Answer>({ intent, error: outcome.error }, { status: outcome.status });
    }
    default:
      throw data({ error: STAFF_MESSAGES.unknownRequest }, { status: 400 });
  }
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, person, isMe, canManage, canResetAccount, roles } = loaderData;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const answer = actionData as Answer | undefined;
  const saveAnswer = answer && (answer.intent === "save" || !("intent" in answer)) ? answer : undefined;
  const errors = clientErrors ?? saveAnswer?.fields ?? {};
  const roleOptions = (roles.includes(person.role) ? roles : [person.role, ...roles]).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  if (!canManage) {
    return (
      <div className="max-w-2xl">
        <AdminHeading title={person.name} />
        <p className="mt-6">
          <Badge tone="info">{ROLE_LABELS[person.role]}</Badge>
        </p>
        <p className="mt-4 text-slate-700">Only a site administrator can change a site administrator's account.</p>
      </div>
    );
  }

  return (
    <div className="max-w-2xl">
      <AdminHeading title={`Edit ${person.name}`} lead={[person.username ? `Username: ${person.username}` : null, person.email ? `Email: ${person.email}` : null].filter(Boolean).join(" · ")} />
      <AdminForm
        csrf={csrf}
        version={person.version}
        error={clientErrors ? undefined : saveAnswer?.error}
        schema={userEditSchema}
        onErrors={(fields) => setClientErrors(Object.keys(fields).length ? fields : null)}
        cancelTo={areaPath("users")}
      >
        <Field label="Name" name="name" required maxLength={120} defaultValue={person.name} error={errors.name} />
        <SelectField
          label="Role"
          name="role"
          defaultValue={person.role}
          disabled={isMe}
          options={roleOptions}
          hint={isMe ? "You cannot change your own role. Ask another administrator." : "A new role applies from the person's next sign-in; they are signed out now."}
          error={errors.role}
        />
        {isMe ? <input type="hidden" name="role" value={person.role} /> : null}
      </AdminForm>

      <CardSection title="Account help">
        {answer && answer.intent !== "save" && answer.error ? (
          <div className="mt-4">
            <Alert>{answer.error}</Alert>
          </div>
        ) : null}
        {answer && answer.intent !== "save" && answer.message ? (
          <div className="mt-4">
            <Notice>{answer.message}</Notice>
          </div>
        ) : null}
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Status</dt>
          <dd>{person.disabled ? "Disabled: cannot sign in" : "Active"}</dd>
          <dt className="font-semibold">Two-step verification</dt>
          <dd>{person.twoFactorMethod === "totp" ? "On (authenticator app)" : person.twoFactorMethod === "email" ? "On (e-mailed codes)" : "Off"}</dd>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {isMe ? null : person.disabled ? (
            <AccountAction csrf={csrf} intent="enable" label="Re-enable account" />
          ) : (
            <AccountAction csrf={csrf} intent="disable" label="Disable account" confirm={`${person.name} will be signed out and cannot sign in until the account is re-enabled.`} danger />
          )}
          {person.twoFactorMethod && canResetAccount ? (
            <AccountAction csrf={csrf} intent="clear-two-factor" label="Clear two-step verification" confirm={`${person.name} will sign in with the password alone until they set up two-step verification again. Do this only after checking who is asking.`} />
          ) : null}
          {person.disabled || !canResetAccount ? null : <AccountAction csrf={csrf} intent="reset-link" label="Make a password reset link" />}
        </div>
        {canResetAccount || isMe ? null : (
          <p className="mt-3 text-sm text-slate-700">Only a site administrator can clear the two-step verification of an administrator or make them a reset link.</p>
        )}
        {answer?.intent === "reset-link" && answer.link ? (
          <div className="mt-5 space-y-2">
            <CopyableLink label="Password reset link (works once, for 24 hours)" link={answer.link} />
            <p className="text-sm text-slate-700">Give it to {person.name} in person or by phone. Anyone with the link can set the password.</p>
          </div>
        ) : null}
      </CardSection>
    </div>
  );
}

/** One account action: a small form, with a confirmation first when it takes something away. */
function AccountAction({ csrf, intent, label, confirm, danger }: { csrf: string; intent: string; label: string; confirm?: string; danger?: boolean }) {
  const [asking, setAsking] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="inline" id={`account-${intent}`}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <button
        type={confirm ? "button" : "submit"}
        className={danger ? "inline-flex items-center rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50" : "btn-outline"}
        disabled={busy}
        onClick={confirm ? () => setAsking(true) : undefined}
      >
        {busy ? "Working..." : label}
      </button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          danger={danger}
          title={`${label}?`}
          confirmLabel={label}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            (document.getElementById(`account-${intent}`) as HTMLFormElement | null)?.requestSubmit();
          }}
        >
          {confirm}
        </ConfirmDialog>
      ) : null}
    </Form>
  );
}
