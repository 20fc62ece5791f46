import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Operation Christmas Child");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { occ } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await occ.adminList() };
}

/** The list's only change: delete (the highlight and its picture), after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, areaPath("operation-christmas-child"), args.context.get(servicesContext).occ.remove);
}

export default function OccAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <ListPageTop
        title="Operation Christmas Child"
        lead="The year-by-year highlights on the Operation Christmas Child page, latest year first."
        action={{ to: areaPath("operation-christmas-child", "create-new"), label: "Add year" }}
        error={actionData?.error}
      />
      {items.length === 0 ? (
        <EmptyState>There are no highlights yet. Add a year with the number of boxes filled and it appears on the Operation Christmas Child page.</EmptyState>
      ) : (
        <AdminList label="Operation Christmas Child highlights">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              title={String(item.occYear)}
              badges={
                <>
                  <Badge tone="good">{boxes(item.boxesFilled)}</Badge>
                  {item.imageUrl ? null : <Badge>No picture</Badge>}
                </>
              }
              meta={item.description}
              actions={
                <>
                  <EditLink to={areaPath("operation-christmas-child", "edit", item.id)} what={`the ${item.occYear} highlight`} />
                  <DeleteButton csrf={csrf} id={item.id} thing="highlight" what={`the ${item.occYear} highlight and its picture`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}

function boxes(count: number) {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "box" : "boxes"}`;
}
