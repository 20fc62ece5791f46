import { MinistryPage } from "../../components/ministry-page.tsx";
import { ministryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/cub-boy-scouts";

export const meta: Route.MetaFunction = pageWordsMeta;

export function loader(args: Route.LoaderArgs) {
  return ministryContent(args, "/cub-boy-scouts");
}

export default function CubBoyScouts({ loaderData }: Route.ComponentProps) {
  return <MinistryPage {...loaderData} />;
}
