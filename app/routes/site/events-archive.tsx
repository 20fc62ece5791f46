import { data } from "react-router";
import { WordsPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { shortDay } from "../../../shared/events.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import type { Route } from "./+types/events-archive";

export const meta: Route.MetaFunction = pageWordsMeta;

/**
 * Past events stay reachable (issue 12): every published event whose dates have all passed, a year at
 * a time (issue 33: ten years of them), most recent first, with a link to each year that has some.
 */
export async function loader(args: Route.LoaderArgs) {
  const { events } = args.context.get(servicesContext);
  const { page } = await pageContent(args, "/events/archive");
  const asked = pageQuery(args.url, "/events/archive").get("year");
  if (asked !== null && !/^\d{4}$/.test(asked)) throw data(null, { status: 404 });
  const archive = await events.archive(asked ?? undefined);
  if (!archive) throw data(null, { status: 404 });
  return { page, ...archive, latest: archive.years[0] ?? null };
}

const yearHref = (year: string, latest: string | null) => (year === latest ? "/events/archive" : `/events/archive?year=${year}`);

export default function EventsArchive({ loaderData }: Route.ComponentProps) {
  const { page, years, year, past, latest } = loaderData;
  const index = year === null ? -1 : years.indexOf(year);
  const newer = index > 0 ? years[index - 1] : undefined;
  const older = index >= 0 ? years[index + 1] : undefined;
  return (
    <WordsPage page={page}>
      <div className="container-page max-w-3xl py-10">
        <p>
          <a href="/events">Upcoming events</a>
        </p>
        {year === null ? <p className="mt-6 text-lg">No past events yet.</p> : null}
        {years.length > 1 ? (
          <nav aria-label="Years" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {years.map((y) => (
                <li key={y}>
                  <a
                    href={yearHref(y, latest)}
                    aria-current={y === year ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 py-1 text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                  >
                    {y}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {year !== null ? (
          <section aria-labelledby={`year-${year}`} className="mt-8">
            <h2 id={`year-${year}`} className="text-2xl">
              {year}
            </h2>
            <ul className="mt-3 space-y-3">
              {past.map((p) => (
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
        ) : null}
        {newer || older ? (
          <nav aria-label="Earlier and later years" className="mt-8 flex justify-between gap-4">
            {newer ? <a href={yearHref(newer, latest)}>Later: {newer}</a> : <span />}
            {older ? <a href={yearHref(older, latest)}>Earlier: {older}</a> : <span />}
          </nav>
        ) : null}
      </div>
    </WordsPage>
  );
}
