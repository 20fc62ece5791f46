import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/our-history";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  return { page: (await pageContent(args, "/our-history")).page };
}

export default function OurHistory({ loaderData: { page } }: Route.ComponentProps) {
  const words = page.sections;
  return (
    <WordsPage eyebrow="Since 1891" page={page}>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <Prose html={words.story ?? ""} className="prose-content lg:col-span-2" />
        <section aria-labelledby="milestones-heading">
          <h2 id="milestones-heading" className="text-2xl">
            Milestones
          </h2>
          <Prose
            html={words.milestones ?? ""}
            className="mt-4 [&_ol]:space-y-4 [&_ol]:border-l-2 [&_ol]:border-brand-100 [&_ol]:pl-4 [&_strong]:font-semibold [&_strong]:text-brand-800"
          />
        </section>
      </div>
    </WordsPage>
  );
}
