import { Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { TeamIcon } from "../../../components/team-icons.tsx";
import { servicesContext } from "../../../context.ts";
import { orderedListAction } from "../../../lib/reorder.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Childcare staff");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { childcareStaff } = args.context.get(servicesContext);
  return { csrf: csrfToken, groups: await childcareStaff.adminGroups() };
}

/** Reorder one team, or delete after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  const { childcareStaff } = args.context.get(servicesContext);
  return orderedListAction(args, areaPath("childcare-staff"), {
    remove: childcareStaff.remove,
    reorder: (input, values, actor) => childcareStaff.reorder({ team: values.team ?? "", input, actor }),
  });
}

export default function ChildcareStaffAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, groups } = loaderData;
  return (
    <>
      <ListPageTop
        title="Childcare staff"
        lead="The staff list on the Childcare and Pre-K page, grouped by team in the same order. Within a team, drag a person by their handle, or use the move buttons, to change the order."
        action={{ to: areaPath("childcare-staff", "create-new"), label: "Add childcare staff member" }}
        error={actionData?.error}
      />
      {groups.length === 0 ? (
        <EmptyState>There are no childcare staff yet. Add someone and they appear, under their team, on the Childcare and Pre-K page.</EmptyState>
      ) : (
        groups.map((group) => {
          const headingId = `team-${group.team.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <section key={group.team} aria-labelledby={headingId} className="mt-8">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id={headingId} className="flex items-center gap-3 text-2xl">
                  <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                    <TeamIcon team={group.team} className="h-5 w-5" />
                  </span>
                  {group.team}
                </h2>
                {group.known ? null : <Badge tone="warn">Not one of the nine teams</Badge>}
              </div>
              {group.known ? null : (
                <p className="mt-2 max-w-2xl text-slate-700">
                  This team name came from older records. Edit each person below to move them to one of the programme&rsquo;s teams.
                </p>
              )}
              <SortableList
                items={group.members}
                label={`${group.team} (${group.members.length})`}
                mode={{ kind: "server", csrf, fields: { team: group.team } }}
                render={(member, { handle, moves }) => (
                  <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
                    {handle}
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-semibold break-words text-slate-900">{member.name}</p>
                      <div className="mt-3">{moves}</div>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <EditLink to={areaPath("childcare-staff", "edit", member.id)} what={member.name} />
                      <DeleteButton csrf={csrf} id={member.id} thing="staff member" what={`${member.name} from the childcare staff`} />
                    </div>
                  </div>
                )}
              />
            </section>
          );
        })
      )}
    </>
  );
}
