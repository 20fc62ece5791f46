import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { listPlace } from "../../../../shared/admin-list.ts";
import { PAST_SERVICE_SORTS, PAST_SERVICE_STATES } from "../../../../shared/schemas/admin/past-services.ts";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Past services");

const PATH = areaPath("past-sessions");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { pastServices } = args.context.get(servicesContext);
  const series = await pastServices.adminFilters();
  const place = listPlace(new URL(args.request.url), PAST_SERVICE_SORTS, [...PAST_SERVICE_STATES, ...series.map((s) => s.value)]);
  return { csrf: csrfToken, place, series, list: await pastServices.adminPage(place) };
}

/** The list's only change: delete (the service and its files), after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, areaPath("past-sessions"), args.context.get(servicesContext).pastServices.remove);
}

export default function PastServicesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, place, series, list } = loaderData;
  const items = list.items;
  const filtered = Boolean(place.q || place.filter);
  return (
    <>
      <ListPageTop
        title="Past services"
        lead="Recordings, bulletins and sermon audio of our services, newest first, as the Past Services page shows them. Services with audio are the episodes of the podcast (/podcast.xml)."
        action={{ to: areaPath("past-sessions", "create-new"), label: "Add service" }}
        related={[{ to: areaPath("past-sessions", "series"), label: "Sermon series" }]}
        error={actionData?.error}
      />
      <ListControls
        path={PATH}
        place={place}
        label="Past services"
        sorts={[
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ]}
        filters={[{ value: "audio", label: "With podcast audio" }, { value: "no-audio", label: "Without audio" }, ...series]}
      />
      {items.length === 0 ? (
        <EmptyState>
          {filtered ? "No service matches. Try other words, or show all of them." : "There are no past services yet. Add one with its video and bulletin and it appears on the Past Services page."}
        </EmptyState>
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
                    {item.hasVideoLink ? <Badge tone="good">Video link</Badge> : item.videoUrl ? <Badge tone="good">Video file</Badge> : <Badge tone="warn">No video</Badge>}
                    {item.bulletinUrl ? <Badge tone="info">Bulletin</Badge> : <Badge>No bulletin</Badge>}
                    {item.audioMissing ? <Badge tone="warn">Audio file missing: left out of the podcast</Badge> : item.audioUrl ? <Badge tone="good">Podcast audio</Badge> : null}
                    {item.seriesTitle ? <Badge tone="info">{item.seriesTitle}</Badge> : null}
                  </>
                }
                meta={[item.sermonTitle, item.speakers.map((s) => s.name).join(", "), item.description].filter(Boolean).join(" · ") || undefined}
                actions={
                  <>
                    <EditLink to={areaPath("past-sessions", "edit", item.id)} what={name} />
                    <DeleteButton csrf={csrf} id={item.id} thing="service" what={`the ${name} service, with its video file and bulletin`} />
                  </>
                }
              />
            );
          })}
        </AdminList>
      )}
      <ListPages path={PATH} place={place} list={list} what="services" defaultSort="newest" />
    </>
  );
}
