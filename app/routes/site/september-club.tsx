import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageContent, upcomingDates } from "../../lib/content.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/september-club";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.page }) : []);

export async function loader(args: Route.LoaderArgs) {
  const { page } = await pageContent(args, "/september-club");
  const files = await attempt("september club gallery", () => args.context.get(servicesContext).galleries.pictures("september-club"));
  return { ...(await upcomingDates(args, "/september-club")), page, images: ministryGallery("september-club", files.ok ? files.data : [], "September Club") };
}

export default function SeptemberClub({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      upcoming={loaderData.upcoming}
      place={loaderData.place}
      page={loaderData.page}
      images={loaderData.images}
    />
  );
}
