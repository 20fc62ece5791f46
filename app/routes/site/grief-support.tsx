import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/grief-support";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/grief-support");
}

export default function GriefSupport({ loaderData }: Route.ComponentProps) {
  return <MinistryPage {...loaderData} />;
}
