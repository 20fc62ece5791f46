import { WordsPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { shortDay } from "../../../shared/events.ts";
import type { Route } from "./+types/events-archive";

export const meta: Route.MetaFunction = pageWordsMeta;

/** Past events stay reachable (issue 12): every published event whose dates have all passed, most recent first, by year. */
export async function loader(args: Route.LoaderArgs) {
  const { events } = args.context.get(servicesContext);
  const { page } = await pageContent(args, "/events/archive");
  return { page, past: await events.archive() };
}

export default function EventsArchive({ loaderData }: Route.ComponentProps) {
  const { page, past } = loaderData;
  const years = [...new Set(past.map((p) => p.last.slice(0, 4)))];
  return (
    <WordsPage page={page}>
      <div className="container-page max-w-3xl py-10">
        <p>
          <a href="/events">Upcoming events</a>
        </p>
        {past.length === 0 ? <p className="mt-6 text-lg">No past events yet.</p> : null}
        {years.map((year) => (
          <section key={year} aria-labelledby={`year-${year}`} className="mt-8">
            <h2 id={`year-${year}`} className="text-2xl">
              {year}
            </h2>
            <ul className="mt-3 space-y-3">
              {past
                .filter((p) => p.last.startsWith(year))
                .map((p) => (
                  <li key={p.href} className="rounded-lg border border-slate-200 p-4">
                    <p className="text-sm text-slate-700">Last held {shortDay(p.last)}</p>
                    <h3 className="text-lg">
                      <a href={p.href}>{p.title}</a>
                    </h3>
                    {p.summary ? <p className="text-slate-700">{p.summary}</p> : null}
                    <p className="text-sm text-slate-700">{p.words}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </WordsPage>
  );
}
