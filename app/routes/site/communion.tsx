import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/communion";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  return { page: (await pageContent(args, "/communion")).page };
}

export default function Communion({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <WordsPage eyebrow="Basic Beliefs" page={page}>
      <Prose html={page.sections.body ?? ""} className="container-page prose-content max-w-3xl py-12" />
    </WordsPage>
  );
}
