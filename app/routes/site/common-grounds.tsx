import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageContent, upcomingDates } from "../../lib/content.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/common-grounds";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.page }) : []);

export async function loader(args: Route.LoaderArgs) {
  const { page } = await pageContent(args, "/common-grounds");
  const files = await attempt("common grounds gallery", () => args.context.get(servicesContext).galleries.pictures("common-grounds"));
  return { ...(await upcomingDates(args, "/common-grounds")), page, images: ministryGallery("common-grounds", files.ok ? files.data : [], "Common Grounds") };
}

export default function CommonGrounds({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      upcoming={loaderData.upcoming}
      place={loaderData.place}
      page={loaderData.page}
      images={loaderData.images}
    />
  );
}
