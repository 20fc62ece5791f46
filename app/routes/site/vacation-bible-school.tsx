import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/vacation-bible-school";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/vacation-bible-school");
}

export default function VacationBibleSchool({ loaderData }: Route.ComponentProps) {
  return <MinistryPage {...loaderData} />;
}
