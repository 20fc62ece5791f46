import { Link } from "react-router";
import type { StaffListItem } from "../../../../server/prayer/staff-view.ts";
import { AdminHeading, AdminList, AdminListItem, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { PrayerAreaLinks, RequestBadges } from "../../../components/admin/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerPage } from "../../../lib/prayer.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { type ListPage, listPlace } from "../../../../shared/admin-list.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { canReadPastoral } from "../../../../shared/role-rights.ts";
import { PRAYER_LIST_SORTS, type PrayerListFilter, prayedTimes, prayerListFilters } from "../../../../shared/prayer.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Prayer Ministry");

/**
 * The requests this person may read, 50 at a time (issue 33), with the filter box, the state and the order
 * in the address: pastor-only ones for pastors and site administrators alone, and only their filters for them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { viewer } = await prayerPage(args);
  const pastoral = canReadPastoral(viewer.role, viewer);
  const place = listPlace(args.url, PRAYER_LIST_SORTS, prayerListFilters(pastoral));
  const list = await args.context.get(servicesContext).prayer.staff.page(viewer, place);
  return { place, list: list as ListPage<StaffListItem>, pastoral, siteadmin: viewer.role === "siteadmin" };
}

const FILTER_LABELS: Record<PrayerListFilter, string> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
  withdrawn: "Taken down",
  review: "Waiting for review",
  unread: "New",
  pastors: "Pastors only",
  contact: "Please contact",
};

export default function PrayerRequests({ loaderData }: Route.ComponentProps) {
  const { place, list, pastoral, siteadmin } = loaderData;
  const { items } = list;
  const path = areaPath("prayer");
  const filtered = Boolean(place.q || place.filter);
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
      {filtered || list.total > 0 ? (
        <>
          <p className="mt-6 text-slate-700">{filtered ? `${list.total.toLocaleString("en-US")} found.` : `${list.total.toLocaleString("en-US")} in all.`}</p>
          <ListControls
            path={path}
            place={place}
            label="Prayer requests"
            placeholder={pastoral ? "Words in the request or the name" : "Words in the request or the first name"}
            sorts={[
              { value: "newest", label: "Newest first" },
              { value: "oldest", label: "Oldest first" },
            ]}
            filters={prayerListFilters(pastoral).map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
        </>
      ) : null}
      {items.length === 0 ? (
        <EmptyState>{filtered ? "No prayer request matches. Try other words, or show all of them." : "No prayer requests yet. Requests sent from the Contact page appear here."}</EmptyState>
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
      <ListPages path={path} place={place} list={list} what="prayer requests" defaultSort="newest" />
    </>
  );
}
