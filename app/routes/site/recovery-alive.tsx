import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/recovery-alive";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/recovery-alive");
}

export default function RecoveryAlive({ loaderData }: Route.ComponentProps) {
  return <MinistryPage {...loaderData} />;
}
