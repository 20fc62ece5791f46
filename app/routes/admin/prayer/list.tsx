import { Link } from "react-router";
import { AdminHeading, AdminList, AdminListItem, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { PrayerAreaLinks, RequestBadges } from "../../../components/admin/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerPage } from "../../../lib/prayer.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { canReadPastoral } from "../../../../shared/role-rights.ts";
import { prayedTimes } from "../../../../shared/prayer.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Prayer Ministry");

/** The requests this person may read, newest first: pastor-only ones for pastors and site administrators alone. */
export async function loader(args: Route.LoaderArgs) {
  const { viewer } = await prayerPage(args);
  const items = await args.context.get(servicesContext).prayer.staff.list(viewer);
  return { items, pastoral: canReadPastoral(viewer.role, viewer), siteadmin: viewer.role === "siteadmin" };
}

export default function PrayerRequests({ loaderData }: Route.ComponentProps) {
  const { items, pastoral, siteadmin } = loaderData;
  return (
    <>
      <AdminHeading
        title="Prayer Ministry"
        lead={
          pastoral
            ? "Every prayer request, newest first. Requests for the pastors only are shown to pastors and site administrators alone; opening one is noted in the audit log."
            : "The requests people shared with the prayer team, newest first, with their first name only. Requests for the pastors only are not shown here. Approve the short public versions before they appear on the prayer wall."
        }
      />
      <PrayerAreaLinks siteadmin={siteadmin} />
      {items.length === 0 ? (
        <EmptyState>No prayer requests yet. Requests sent from the Contact page appear here.</EmptyState>
      ) : (
        <AdminList label="Prayer requests">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              highlight={item.unread}
              title={<Link to={areaPath("prayer", "requests", item.id)}>{item.name}</Link>}
              badges={<RequestBadges {...item} />}
              meta={
                <>
                  Received {item.receivedOn}. Prayed for {prayedTimes(item.prayers)}.{item.unread ? " New." : ""}
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}
