import { data } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { NewsletterSignup } from "../../../components/newsletter/signup-form.tsx";
import { requestContext, servicesContext } from "../../../context.ts";
import { attempt } from "../../../lib/load.ts";
import { signupFromForm } from "../../../lib/newsletter.server.ts";
import { pageMeta } from "../../../lib/seo.ts";
import { longDate } from "../../../../shared/dates.ts";
import type { Route } from "./+types/index";

const PAGE = { path: "/newsletter", title: "Newsletter", description: "Our weekly e-mail: announcements, the coming two weeks, the latest sermon and a word from the pastor. Subscribe, or read past issues here." };

/** The page has the sign-up box itself: the footer leaves its copy out. */
export const handle = { showsNewsletterForm: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: PAGE });

/** The newsletter's page (issue 37): the sign-up box and every issue sent, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { newsletter } = args.context.get(servicesContext);
  return { lists: await newsletter.lists.publicLists(), archive: await attempt("past issues", () => newsletter.issues.archive()) };
}

/** Every sign-up box posts here (so it works without JavaScript); the answer shows in this page's box. */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const answer = await signupFromForm(await args.request.formData(), {
    subscriptions: services.newsletter.subscriptions,
    limiter: services.limiter,
    captcha: services.captcha,
    address: args.context.get(requestContext).address,
  });
  return data(answer, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, archive } = loaderData;
  return (
    <main id="main">
      <PageHeader title={PAGE.title} lead="A short e-mail each week with the news of the church. We send it only after you confirm your address, and every e-mail has a link to change your lists or unsubscribe." />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-2">
        <section aria-labelledby="subscribe-heading">
          <h2 id="subscribe-heading" className="text-3xl">
            Subscribe
          </h2>
          <div className="mt-4">
            <NewsletterSignup lists={lists} form="page" answer={actionData ? { ...actionData, form: "page" } : null} />
          </div>
        </section>
        <section aria-labelledby="archive-heading">
          <h2 id="archive-heading" className="text-3xl">
            Past issues
          </h2>
          {!archive.ok ? (
            <p className="mt-4">The past issues could not be loaded. Please try again in a moment.</p>
          ) : archive.data.length === 0 ? (
            <p className="mt-4">No issue has been sent yet.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {archive.data.map((issue) => (
                <li key={issue.slug}>
                  <a href={`/newsletter/${issue.slug}`} className="text-lg font-semibold">
                    {issue.subject}
                  </a>
                  <span className="block text-sm text-slate-600">{longDate(issue.slug.slice(0, 10))}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
