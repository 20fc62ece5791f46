import { useState } from "react";
import { data } from "react-router";
import { areaPath } from "../../../../shared/areas.ts";
import { ROLE_LABELS, ROLES } from "../../../../shared/roles.ts";
import { canAssignRole } from "../../../../shared/role-rights.ts";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm } from "../../../components/admin/admin-form.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { inviteSchema } from "../../../../shared/schemas/admin/users.ts";
import { CopyableLink } from "../../../components/admin/copyable-link.tsx";
import type { Route } from "./+types/new-user";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Invite a user");

/** The roles this person may give: never above their own (spec section 6, issue 5). */
export function loader(args: Route.LoaderArgs) {
  const { user, csrfToken } = requireArea(args);
  return { csrf: csrfToken, roles: ROLES.filter((role) => canAssignRole(user.role, role)) };
}

export async function action(args: Route.ActionArgs) {
  const { auth, values } = await adminForm(args);
  const parsed = parseOr400(inviteSchema, values);
  if (!parsed.ok) return parsed.response;
  const outcome = await args.context.get(servicesContext).users.invite(parsed.data, { id: auth.user.id, role: auth.user.role, name: auth.user.name });
  if (!outcome.ok) return refused(outcome);
  return data<Answer>({ sent: outcome.value });
}

type Answer = FormFailure & { sent?: { email: string; link: string } };

export default function NewUser({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, roles } = loaderData;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const answer = actionData as Answer | undefined;
  const sent = answer?.sent ?? null;
  const errors = clientErrors ?? answer?.fields ?? {};
  return (
    <div className="max-w-2xl">
      <AdminHeading title="Invite a user" lead="We e-mail the person a link to create their account. The link works for 7 days and only for this address." />
      {sent ? (
        <div className="mt-6 space-y-3">
          <Notice>Invitation sent to {sent.email}.</Notice>
          <CopyableLink label="If the e-mail does not arrive, give them this link" link={sent.link} />
        </div>
      ) : null}
      <AdminForm
        key={sent?.link ?? "form"}
        csrf={csrf}
        error={clientErrors ? undefined : answer?.error}
        schema={inviteSchema}
        onErrors={(fields) => setClientErrors(Object.keys(fields).length ? fields : null)}
        submitLabel="Send invitation"
        cancelTo={areaPath("users")}
      >
        <Field label="Email" name="email" type="email" autoComplete="off" required error={errors.email} />
        <SelectField
          label="Role"
          name="role"
          defaultValue={roles.includes("church") ? "church" : roles[0]}
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          hint="Church staff manage church content; childcare staff manage the childcare staff list; administrators can do everything, including users."
          error={errors.role}
        />
      </AdminForm>
    </div>
  );
}
