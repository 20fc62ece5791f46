import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/common-grounds";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "common-grounds", "Common Grounds");

export default function CommonGrounds({ loaderData }: Route.ComponentProps) {
  return <MinistryGalleryPage {...loaderData} />;
}
