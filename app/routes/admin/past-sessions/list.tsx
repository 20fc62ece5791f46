import { AdminHeading, AdminList, AdminListItem, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate } from "../../../lib/format.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../lib/schemas/admin/common.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => privateMeta("Past services");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { pastServices } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await pastServices.adminList() };
}

/** The list's only change: delete (the service and its files), after the confirmation in the browser. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: "Unknown request." });
  const outcome = await args.context.get(servicesContext).pastServices.remove(id.data, actor);
  return outcome.ok ? doneTo("/admin/past-sessions", "deleted") : refused(outcome);
}

export default function PastServicesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <AdminHeading
        title="Past services"
        lead="Recordings and bulletins of our services, newest first, as the Past Services page shows them."
        action={{ to: "/admin/past-sessions/create-new", label: "Add service" }}
      />
      <ChangeNotice />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState>There are no past services yet. Add one with its video and bulletin and it appears on the Past Services page.</EmptyState>
      ) : (
        <AdminList label="Past services">
          {items.map((item) => {
            const when = longDate(item.serviceDate);
            const name = `${item.serviceType} on ${when}`;
            return (
              <AdminListItem
                key={item.id}
                title={`${when} · ${item.serviceType}`}
                badges={
                  <>
                    {item.videoLink ? <Badge tone="good">Video link</Badge> : item.videoUrl ? <Badge tone="good">Video file</Badge> : <Badge tone="warn">No video</Badge>}
                    {item.bulletinUrl ? <Badge tone="info">Bulletin</Badge> : <Badge>No bulletin</Badge>}
                  </>
                }
                meta={item.description || undefined}
                actions={
                  <>
                    <EditLink to={`/admin/past-sessions/edit/${item.id}`} what={name} />
                    <DeleteButton csrf={csrf} id={item.id} what={`the ${name} service, with its video file and bulletin`} />
                  </>
                }
              />
            );
          })}
        </AdminList>
      )}
    </>
  );
}
