import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/gods-big-house";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/gods-big-house");
}

export default function GodsBigHouse({ loaderData }: Route.ComponentProps) {
  return <MinistryPage eyebrow="Children's Sunday ministry" {...loaderData} />;
}
