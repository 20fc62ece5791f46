import { AdminHeading, AdminList, AdminListItem, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../lib/schemas/admin/common.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => privateMeta("Operation Christmas Child");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { occ } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await occ.adminList() };
}

/** The list's only change: delete (the highlight and its picture), after the confirmation in the browser. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: "Unknown request." });
  const outcome = await args.context.get(servicesContext).occ.remove(id.data, actor);
  return outcome.ok ? doneTo("/admin/operation-christmas-child", "deleted") : refused(outcome);
}

export default function OccAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <AdminHeading
        title="Operation Christmas Child"
        lead="The year-by-year highlights on the Operation Christmas Child page, latest year first."
        action={{ to: "/admin/operation-christmas-child/create-new", label: "Add year" }}
      />
      <ChangeNotice />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
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
                  <EditLink to={`/admin/operation-christmas-child/edit/${item.id}`} what={`the ${item.occYear} highlight`} />
                  <DeleteButton csrf={csrf} id={item.id} what={`the ${item.occYear} highlight and its picture`} />
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
