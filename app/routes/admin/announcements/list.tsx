import { AdminHeading, AdminList, AdminListItem, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate, postedDate } from "../../../lib/format.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../lib/schemas/admin/common.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => privateMeta("Announcements");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { announcements, site } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await announcements.adminList(), timeZone: site.timeZone };
}

/** The list's only change: delete, after the confirmation in the browser. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: "Unknown request." });
  const outcome = await args.context.get(servicesContext).announcements.remove(id.data, actor);
  return outcome.ok ? doneTo("/admin/announcements", "deleted") : refused(outcome);
}

const STATE_BADGES = {
  live: <Badge tone="good">On the website</Badge>,
  scheduled: <Badge tone="info">Scheduled</Badge>,
  expired: <Badge tone="warn">Expired</Badge>,
} as const;

export default function AnnouncementsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items, timeZone } = loaderData;
  return (
    <>
      <AdminHeading
        title="Announcements"
        lead="News for the congregation, newest first. Expired announcements stay here but leave the website after their expiration date."
        action={{ to: "/admin/announcements/create-new", label: "Add announcement" }}
      />
      <ChangeNotice />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState>There are no announcements yet. Add one and it appears on the home page and the Announcements page.</EmptyState>
      ) : (
        <AdminList label="Announcements">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              title={item.subject}
              badges={STATE_BADGES[item.state]}
              meta={
                <>
                  {item.state === "scheduled" && item.publishOn ? `Appears on ${longDate(item.publishOn)}` : `Posted on ${postedDate(item.submittedAt, timeZone)}`}
                  {item.expires && item.expirationDate ? ` · Expires on ${longDate(item.expirationDate)}` : " · Does not expire"}
                </>
              }
              actions={
                <>
                  <EditLink to={`/admin/announcements/edit/${item.id}`} what={`“${item.subject}”`} />
                  <DeleteButton csrf={csrf} id={item.id} what={`the announcement “${item.subject}”`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}
