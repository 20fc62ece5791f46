import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { meetingTimes } from "../../../shared/content/site.ts";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/september-club";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/september-club" });

export async function loader({ context }: Route.LoaderArgs) {
  const files = await attempt("september club gallery", () => context.get(servicesContext).galleries.files("september-club"));
  return { images: ministryGallery("september-club", files.ok ? files.data : [], "September Club") };
}

export default function SeptemberClub({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      title="September Club"
      lead={`Fellowship for those in the "September" of life: a covered-dish lunch, a program and good friends, on the ${meetingTimes.septemberClub}.`}
      images={loaderData.images}
    >
      <h2>Every month</h2>
      <p>
        September Club meets on the <strong>{meetingTimes.septemberClub}</strong>, in the fellowship hall. Bring a covered dish if you can, or
        just bring yourself. After lunch there is a speaker, a musical guest or an outing: the county museum, a garden tour, a riverboat lunch.
      </p>
      <h2>Rides</h2>
      <p>If you would like to come but no longer drive, call the church office and a member will be glad to pick you up.</p>
    </MinistryGalleryPage>
  );
}
