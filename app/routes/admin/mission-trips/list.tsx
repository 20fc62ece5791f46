import { Link } from "react-router";
import { AdminList, AdminListItem, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { monthYear } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Mission trips");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const trips = await args.context.get(servicesContext).trips.adminList();
  return {
    csrf: csrfToken,
    trips: trips.map((t) => ({ id: t.id, location: t.location, tripDate: t.tripDate, imageCount: t.imageCount, thumbnail: t.image ? uploads.tripThumbnail(t.location, t.image) : null })),
  };
}

/** The list's only change: delete a trip with its pictures, after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, areaPath("mission-trips"), args.context.get(servicesContext).trips.remove);
}

export default function MissionTripsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, trips } = loaderData;
  return (
    <>
      <ListPageTop
        title="Mission trips"
        lead="Trips the congregation has taken, newest first. Each one has its own page on the website with its story, main picture and pictures."
        action={{ to: areaPath("mission-trips", "create-new"), label: "Add mission trip" }}
        error={actionData?.error}
      />
      {trips.length === 0 ? (
        <EmptyState>There are no mission trips yet. Add one and it appears on the Mission Trips page.</EmptyState>
      ) : (
        <AdminList label="Mission trips">
          {trips.map((trip) => (
            <AdminListItem
              key={trip.id}
              title={
                <span className="flex items-center gap-3">
                  {trip.thumbnail ? <img src={trip.thumbnail} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded object-cover" /> : null}
                  {trip.location}
                </span>
              }
              meta={`${monthYear(trip.tripDate)} · ${trip.imageCount === 1 ? "1 picture" : `${trip.imageCount} pictures`}`}
              actions={
                <>
                  <Link to={areaPath("mission-trips", trip.id, "images")} className="btn-outline px-3 py-1.5 text-sm">
                    Pictures<span className="sr-only"> of the {trip.location} trip</span>
                  </Link>
                  <EditLink to={areaPath("mission-trips", "edit", trip.id)} what={`the ${trip.location} trip`} />
                  <DeleteButton csrf={csrf} id={trip.id} thing="trip" what={`the ${trip.location} trip (${monthYear(trip.tripDate)}) with its pictures`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}
