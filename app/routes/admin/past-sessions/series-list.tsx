import { Link } from "react-router";
import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/series-list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Sermon series");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { sermonSeries } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await sermonSeries.adminList() };
}

/** Deleting a series keeps its services (they lose only the series). */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, areaPath("past-sessions", "series"), args.context.get(servicesContext).sermonSeries.remove);
}

export default function SermonSeriesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <p className="mb-3">
        <Link to={areaPath("past-sessions")} className="font-semibold text-brand-700 underline">
          ← Past services
        </Link>
      </p>
      <ListPageTop
        title="Sermon series"
        lead="Each series has its own page and podcast feed; choose the series on each service that belongs to it."
        action={{ to: areaPath("past-sessions", "series", "create-new"), label: "Add series" }}
        error={actionData?.error}
      />
      {items.length === 0 ? (
        <EmptyState>There are no sermon series yet. Add one, then choose it on the services that belong to it.</EmptyState>
      ) : (
        <AdminList label="Sermon series">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              title={item.title}
              badges={
                <>
                  <Badge tone="info">
                    {item.services} {item.services === 1 ? "service" : "services"}
                  </Badge>
                  {item.artworkUrl ? <Badge tone="good">Artwork</Badge> : <Badge>No artwork</Badge>}
                </>
              }
              meta={
                <a href={`/past-sessions/series/${item.slug}`} className="text-brand-700 underline">
                  /past-sessions/series/{item.slug}
                </a>
              }
              actions={
                <>
                  <EditLink to={areaPath("past-sessions", "series", "edit", item.id)} what={`the series ${item.title}`} />
                  <DeleteButton csrf={csrf} id={item.id} thing="series" what={`the series ${item.title} (its services stay, without a series)`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}
