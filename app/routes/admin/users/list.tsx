import { AdminHeading, AdminList, AdminListItem, CardSection, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { areaPath } from "../../../../shared/areas.ts";
import { ROLE_LABELS } from "../../../../shared/roles.ts";
import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { postedDate } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Users");

export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const { users, site } = args.context.get(servicesContext);
  const [people, invites] = await Promise.all([users.list(), users.pendingInvites()]);
  return {
    me: user.id,
    people,
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
    timeZone: site.timeZone,
  };
}

export default function UsersAdmin({ loaderData }: Route.ComponentProps) {
  const { me, people, invites, timeZone } = loaderData;
  return (
    <>
      <AdminHeading
        title="Users"
        lead="Everyone who can sign in to the staff area. New people join through an invitation e-mail; nobody can give a role above their own."
        action={{ to: areaPath("users", "new-user"), label: "Invite a user" }}
      />
      <ChangeNotice messages={{ saved: "Saved. Changes to a role apply the next time the person signs in." }} />
      <AdminList label="Users">
        {people.map((person) => (
          <AdminListItem
            key={person.id}
            title={person.name}
            highlight={person.id === me}
            badges={
              <>
                <Badge tone="info">{ROLE_LABELS[person.role]}</Badge>
                {person.disabled ? <Badge tone="warn">Disabled</Badge> : null}
                {person.twoFactorMethod ? <Badge tone="good">Two-step on</Badge> : null}
                {person.id === me ? <Badge>You</Badge> : null}
              </>
            }
            meta={[person.username ? `Username: ${person.username}` : null, person.email ? `Email: ${person.email}` : null].filter(Boolean).join(" · ")}
            actions={<EditLink to={areaPath("users", "edit-user", person.id)} what={person.name} />}
          />
        ))}
      </AdminList>
      <CardSection title="Invitations waiting">
        {invites.length === 0 ? (
          <EmptyState>No invitations are waiting to be accepted.</EmptyState>
        ) : (
          <ul className="mt-4 space-y-2">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center gap-2 text-slate-800">
                <span className="font-semibold break-all">{invite.email}</span>
                <Badge tone="info">{ROLE_LABELS[invite.role]}</Badge>
                <span className="text-sm text-slate-700">link works until {postedDate(invite.expiresAt, timeZone)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </>
  );
}
