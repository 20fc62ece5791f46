import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/september-club";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "september-club", "September Club");

export default function SeptemberClub({ loaderData }: Route.ComponentProps) {
  return <MinistryGalleryPage {...loaderData} />;
}
