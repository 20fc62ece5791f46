import { data } from "react-router";
import { Prose } from "../../../components/prose.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { servicesContext } from "../../../context.ts";
import { pageMeta } from "../../../lib/seo.ts";
import { longDate } from "../../../../shared/dates.ts";
import type { Route } from "./+types/issue";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta({ matches, page: { path: `/newsletter/${loaderData.slug}`, title: loaderData.subject, description: `Our newsletter of ${longDate(loaderData.slug.slice(0, 10))}.` } }) : [];

/** A sent issue's page (issue 37): /newsletter/{date}, for people without e-mail and for search. */
export async function loader(args: Route.LoaderArgs) {
  const issue = await args.context.get(servicesContext).newsletter.issues.publicIssue(args.params.date);
  if (!issue) throw data({ error: "There is no newsletter of that date." }, { status: 404 });
  return { slug: issue.slug, subject: issue.subject, sections: issue.sections };
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { slug, subject, sections } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow={`Newsletter · ${longDate(slug.slice(0, 10))}`} title={subject} />
      <article className="container-page max-w-3xl py-12">
        {sections.map((section, i) => (
          <section key={i} className="mb-10" aria-labelledby={section.heading ? `section-${i}` : undefined}>
            {section.heading ? (
              <h2 id={`section-${i}`} className="border-b-2 border-slate-200 pb-1 text-2xl">
                {section.heading}
              </h2>
            ) : null}
            <Prose html={section.html} className="prose-content mt-4 text-lg" />
          </section>
        ))}
        <p className="mt-12 rounded-lg bg-brand-50 p-6">
          Get it by e-mail each week: <a href="/newsletter">subscribe to our newsletter</a>.
        </p>
      </article>
    </main>
  );
}
