import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/marshall-wesley";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/marshall-wesley");
}

export default function MarshallWesley({ loaderData }: Route.ComponentProps) {
  return <MinistryPage eyebrow="Campus ministry" {...loaderData} />;
}
