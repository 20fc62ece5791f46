import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { BandSection, PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/beliefs";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  return { page: (await pageContent(args, "/beliefs")).page };
}

export default function Beliefs({ loaderData: { page } }: Route.ComponentProps) {
  const words = page.sections;
  return (
    <WordsPage eyebrow="Basic Beliefs" page={page}>
      <PageSection className="container-page py-12" headingId="pillars-heading" title="Four pillars of our faith">
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {(["pillar-1", "pillar-2", "pillar-3", "pillar-4"] as const).map((name) => (
            <li key={name} className="rounded-lg border border-slate-200 p-6">
              <Prose html={words[name] ?? ""} className="leading-relaxed [&_h3]:text-2xl [&_p]:mt-2" />
            </li>
          ))}
        </ul>
      </PageSection>
      <BandSection headingId="sacraments-heading" title="The sacraments">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {(["baptism-card", "communion-card"] as const).map((name) => (
            <article key={name} className="rounded-lg bg-white p-6 shadow-sm">
              <Prose html={words[name] ?? ""} className="leading-relaxed [&_h3]:text-2xl [&_p]:mt-2 [&_p+p]:mt-3" />
            </article>
          ))}
        </div>
      </BandSection>
    </WordsPage>
  );
}
