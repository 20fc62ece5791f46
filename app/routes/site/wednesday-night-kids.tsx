import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/wednesday-night-kids";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/wednesday-night-kids");
}

export default function WednesdayNightKids({ loaderData }: Route.ComponentProps) {
  return <MinistryPage {...loaderData} />;
}
