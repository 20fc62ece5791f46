import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { listPlace } from "../../../../shared/admin-list.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { ANNOUNCEMENT_SORTS, ANNOUNCEMENT_STATES } from "../../../../shared/schemas/admin/announcements.ts";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate, postedDate } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Announcements");

const PATH = areaPath("announcements");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { announcements, site } = args.context.get(servicesContext);
  const place = listPlace(new URL(args.request.url), ANNOUNCEMENT_SORTS, ANNOUNCEMENT_STATES);
  return { csrf: csrfToken, place, list: await announcements.adminPage(place), timeZone: site.timeZone };
}

/** The list's only change: delete, after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, areaPath("announcements"), args.context.get(servicesContext).announcements.remove);
}

const STATE_BADGES = {
  live: <Badge tone="good">On the website</Badge>,
  scheduled: <Badge tone="info">Scheduled</Badge>,
  expired: <Badge tone="warn">Expired</Badge>,
} as const;

export default function AnnouncementsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, place, list, timeZone } = loaderData;
  const items = list.items;
  const filtered = Boolean(place.q || place.filter);
  return (
    <>
      <ListPageTop
        title="Announcements"
        lead="News for the congregation, newest first. Expired announcements stay here but leave the website after their expiration date."
        action={{ to: areaPath("announcements", "create-new"), label: "Add announcement" }}
        error={actionData?.error}
      />
      <ListControls
        path={PATH}
        place={place}
        label="Announcements"
        sorts={[
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
          { value: "subject", label: "By subject" },
        ]}
        filters={[
          { value: "live", label: "On the website" },
          { value: "scheduled", label: "Scheduled" },
          { value: "expired", label: "Expired" },
        ]}
      />
      {items.length === 0 ? (
        <EmptyState>
          {filtered ? "No announcement matches. Try other words, or show all of them." : "There are no announcements yet. Add one and it appears on the home page and the Announcements page."}
        </EmptyState>
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
                  {item.expiresOn ? ` · Expires on ${longDate(item.expiresOn)}` : " · Does not expire"}
                </>
              }
              actions={
                <>
                  <EditLink to={areaPath("announcements", "edit", item.id)} what={`“${item.subject}”`} />
                  <DeleteButton csrf={csrf} id={item.id} thing="announcement" what={`the announcement “${item.subject}”`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
      <ListPages path={PATH} place={place} list={list} what="announcements" defaultSort="newest" />
    </>
  );
}
