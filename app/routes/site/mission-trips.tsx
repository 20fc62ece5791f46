import { Link } from "react-router";
import { Carousel } from "../../components/carousel.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { CaptionedSlide } from "../../components/captioned-slide.tsx";
import { servicesContext } from "../../context.ts";
import { monthYear } from "../../../shared/dates.ts";
import { attempt } from "../../lib/load.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { uploads } from "../../../shared/uploads.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/mission-trips";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const { page } = await pageContent(args, "/mission-trips");
  const trips = await attempt("mission trips", () => args.context.get(servicesContext).trips.list());
  // A failed list is only logged (spec section 8): the page shows no trips.
  return { page, trips: trips.ok ? trips.data : [] };
}

export default function MissionTrips({ loaderData }: Route.ComponentProps) {
  const { page, trips } = loaderData;
  const withImages = trips.filter((t) => t.image);
  return (
    <WordsPage eyebrow="Ministries and Outreach" page={page}>
      {withImages.length > 0 ? (
        <div className="container-page pt-12">
          <Carousel
            label="Pictures from our mission trips"
            className="mx-auto max-w-4xl"
            slides={withImages.map((trip, i) => (
              <CaptionedSlide
                key={trip.id}
                image={uploads.trip(trip.location, trip.image!)}
                alt={`Our team's picture from ${trip.location}`}
                width={1200}
                height={800}
                first={i === 0}
                caption={
                  <Link to={`/mission-trips/${trip.id}`} className="text-white underline-offset-4 hover:underline">
                    {trip.location}, {monthYear(trip.tripDate)}
                  </Link>
                }
              />
            ))}
          />
        </div>
      ) : null}
      <PageSection className="container-page py-12" headingId="trips-heading" title="Past trips">
        {trips.length === 0 ? (
          <p className="mt-4">Stories from our trips will appear here.</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {trips.map((trip) => (
              <li key={trip.id}>
                <Link to={`/mission-trips/${trip.id}`} className="group flex h-full flex-col rounded-lg border border-slate-200 p-5 no-underline hover:border-brand-600 hover:bg-brand-50">
                  <span className="font-serif text-2xl text-brand-900 group-hover:underline">{trip.location}</span>
                  <span className="mt-1 text-slate-700">{monthYear(trip.tripDate)}</span>
                  <span className="mt-2 text-slate-800">{trip.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </WordsPage>
  );
}
