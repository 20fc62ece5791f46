import { Link } from "react-router";
import { AdminHeading, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { ImageManager } from "../../../components/admin/image-manager.tsx";
import { servicesContext } from "../../../context.ts";
import { imageListAction } from "../../../lib/admin-images.server.ts";
import { found, idParam } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { monthYear } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/images";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => privateMeta(matches, loaderData?.trip ? `Pictures of the ${loaderData.trip.location} trip` : "Mission trip pictures");

/** A mission trip's gallery (spec section 2: mission-trips/{id}/images). */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const id = idParam(args.params.id);
  const { trips } = args.context.get(servicesContext);
  const [list, trip] = await Promise.all([trips.adminImages(id), trips.get(id)]);
  const { images } = found(list, "mission trip");
  const { location, tripDate } = found(trip, "mission trip");
  return {
    csrf: csrfToken,
    trip: { id, location, tripDate },
    images: images.map((i) => ({ id: i.id, src: uploads.trip(location, i.fileName), thumbnail: uploads.tripThumbnail(location, i.fileName) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const { trips } = args.context.get(servicesContext);
  return imageListAction(args, {
    add: (tokens, placement, actor) => trips.addImages({ tripId: id, tokens, placement, actor }),
    remove: (imageId, actor) => trips.removeImage({ tripId: id, imageId, actor }),
    reorder: (input, actor) => trips.reorderImages({ tripId: id, input, actor }),
  });
}

export default function MissionTripImages({ loaderData }: Route.ComponentProps) {
  const { csrf, trip, images } = loaderData;
  return (
    <div className="max-w-5xl">
      <AdminHeading
        title={`Pictures of the ${trip.location} trip`}
        lead={
          <>
            {monthYear(trip.tripDate)}. These pictures make up the gallery on{" "}
            <a href={`/mission-trips/${trip.id}`} className="font-semibold text-brand-700 underline">
              the trip&apos;s page
            </a>
            . The main picture and the story are on the{" "}
            <Link to={areaPath("mission-trips", "edit", trip.id)} className="font-semibold text-brand-700 underline">
              trip&apos;s edit page
            </Link>
            .
          </>
        }
      />
      <p className="mt-4">
        <Link to={areaPath("mission-trips")} className="btn-outline gap-1 px-3 py-1.5 text-sm">
          <span aria-hidden="true">←</span> All mission trips
        </Link>
      </p>
      <ChangeNotice messages={{ removed: "Removed. The picture is off the website now." }} />
      <ImageManager csrf={csrf} images={images} place={`the ${trip.location} trip`} />
    </div>
  );
}
