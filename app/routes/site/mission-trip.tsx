import { data } from "react-router";
import { Gallery } from "../../components/gallery.tsx";
import { PageHeader, UnloadedDetailPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { monthYear } from "../../../shared/dates.ts";
import { galleryImages } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { parseRecordId } from "../../../shared/record-id.ts";
import { pageMeta } from "../../lib/seo.ts";
import { uploads } from "../../../shared/uploads.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/mission-trip";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData?.trip
    ? pageMeta({
        matches,
        page: {
          path: `/mission-trips/${params.id}`,
          title: `${loaderData.trip.location} mission trip`,
          description: loaderData.trip.description || `Our mission trip to ${loaderData.trip.location}, ${monthYear(loaderData.trip.tripDate)}.`,
        },
        image: loaderData.trip.image ? uploads.trip(loaderData.trip.location, loaderData.trip.image) : undefined,
      })
    : loaderData
      ? pageMeta({ matches, page: { path: `/mission-trips/${params.id}`, title: "Mission Trip", description: "A mission trip of the congregation." } })
      : [];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const [found, images] = await Promise.all([
    attempt("mission trip", () => services.trips.get(id)),
    attempt("mission trip images", () => services.trips.images(id)),
  ]);
  // Spec section 8: a trip that fails to load is only logged; the page stays empty.
  if (!found.ok) return { trip: null, files: [] };
  const trip = found.data;
  if (!trip) throw data(null, { status: 404 });
  return {
    trip,
    files: images.ok && images.data ? images.data.files : [],
  };
}

export default function MissionTrip({ loaderData }: Route.ComponentProps) {
  const { trip, files } = loaderData;
  if (!trip) return <UnloadedDetailPage title="Mission Trip" backTo="/mission-trips" backLabel="All mission trips" />;
  const images = galleryImages(files, {
    label: trip.location,
    src: (f) => uploads.trip(trip.location, f),
    thumbnail: (f) => uploads.tripThumbnail(trip.location, f),
  });
  return (
    <main id="main">
      <PageHeader eyebrow={monthYear(trip.tripDate)} title={trip.location} lead={trip.description} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="prose-content lg:col-span-3" dangerouslySetInnerHTML={{ __html: trip.story }} />
        {trip.image ? (
          <img
            src={uploads.trip(trip.location, trip.image)}
            alt={`${trip.location} mission trip`}
            width={1200}
            height={800}
            className="aspect-[3/2] w-full rounded-lg object-cover lg:col-span-2"
            fetchPriority="high"
          />
        ) : null}
      </div>
      <PageSection className="container-page pb-12" headingId="gallery-heading" title="Photos">
        <Gallery images={images} label={trip.location} />
      </PageSection>
    </main>
  );
}
