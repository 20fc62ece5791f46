import { BookIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { longDate } from "../../../shared/dates.ts";
import { READINGS_PROVIDER, passageLink } from "../../../shared/scripture.ts";
import { attempt } from "../../lib/load.ts";
import { monthsByYear } from "../../lib/reading-archive.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/daily-readings";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.words }) : []);

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const words = (await pageContent(args, "/daily-readings")).page;
  const month = pageQuery(args.url, "/daily-readings").get("month");
  const page = await attempt("daily readings", () => services.readings.page(month));
  if (!page.ok) return { words, page: null };
  const { today, previous, next, archive } = page.data;
  return { words, page: { today, previous, next, archive: { ...archive, years: monthsByYear(archive.months) } } };
}

export default function DailyReadings({ loaderData }: Route.ComponentProps) {
  const { words, page } = loaderData;
  return (
    <WordsPage page={words}>
      <div className="container-page pb-12">

        {page === null ? (
          <p role="alert" className="mt-8 max-w-3xl rounded border border-red-200 bg-red-50 p-4 text-red-800">
            Could not load daily readings. Please try again later.
          </p>
        ) : (
          <>
            <div className="mt-8 grid gap-4 md:grid-cols-2">
              <ReadingCard heading="Today" reading={page.today} empty="No reading available" featured />
              <ReadingCard heading={page.previous?.label ?? "Previous"} reading={page.previous} empty="No Previous Reading" />
              <ReadingCard heading={page.next?.label ?? "Upcoming"} reading={page.next} empty="No reading available" />
            </div>

            <PageSection className="mt-12" headingId="archive-heading" title="Past Readings">
              {page.archive.month === null ? (
                <p className="mt-4">No past readings available.</p>
              ) : (
                <>
                  <section aria-labelledby="archive-month" className="mt-4 rounded-lg border border-slate-200">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                      <h3 id="archive-month" className="text-xl">
                        {page.archive.label}
                      </h3>
                      {page.archive.readings.length > 0 ? (
                        <span className="text-sm text-slate-600">
                          {page.archive.readings.length} {page.archive.readings.length === 1 ? "reading" : "readings"}
                        </span>
                      ) : null}
                    </div>
                    {page.archive.readings.length === 0 ? (
                      <p className="border-t border-slate-200 px-4 py-3">No past readings in {page.archive.label}. Please choose a month below.</p>
                    ) : (
                      <ul className="grid gap-x-8 border-t border-slate-200 px-4 py-3 sm:grid-cols-2 lg:grid-cols-3">
                        {page.archive.readings.map((reading) => (
                          <li key={reading.id} className="border-b border-slate-100 py-2 last:border-b-0">
                            <span className="block text-sm text-slate-600">{longDate(reading.readingDate)}</span>
                            <span className="font-semibold">{reading.scripture}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                  <nav aria-labelledby="archive-months" className="mt-6">
                    <h3 id="archive-months" className="text-xl">
                      Other months
                    </h3>
                    <dl className="mt-2 space-y-2">
                      {page.archive.years.map((year) => (
                        <div key={year.year} className="flex flex-wrap items-baseline gap-x-3">
                          <dt className="w-14 font-semibold">{year.year}</dt>
                          <dd className="flex flex-wrap gap-x-1">
                            {year.months.map((m) => (
                              <a
                                key={m.month}
                                href={`/daily-readings?month=${m.month}#archive-heading`}
                                aria-current={m.month === page.archive.month ? "page" : undefined}
                                aria-label={`${m.label}, ${m.count} ${m.count === 1 ? "reading" : "readings"}`}
                                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                              >
                                {m.label.slice(0, 3)}
                              </a>
                            ))}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </nav>
                </>
              )}
            </PageSection>
          </>
        )}
      </div>
    </WordsPage>
  );
}

function ReadingCard({
  heading,
  reading,
  empty,
  featured = false,
}: {
  heading: string;
  reading: { readingDate: string; scripture: string } | null;
  empty: string;
  featured?: boolean;
}) {
  return (
    <section className={`rounded-lg border p-6 ${featured ? "border-brand-700 bg-brand-50 md:col-span-2" : "border-slate-200"}`}>
      <h2 className={`flex items-center gap-2 font-sans text-sm font-semibold tracking-wide uppercase ${featured ? "text-brand-700" : "text-accent-600"}`}>
        <BookIcon className="h-5 w-5" /> {heading}
      </h2>
      {reading ? (
        <>
          <p className="mt-2 text-slate-600">{longDate(reading.readingDate)}</p>
          <p className={`mt-1 font-serif font-semibold text-brand-900 ${featured ? "text-3xl" : "text-2xl"}`}>
            <a href={passageLink(reading.scripture)} rel="noopener" target="_blank" className="text-brand-900">
              {reading.scripture}
              <span className="sr-only"> (opens {READINGS_PROVIDER.name} in a new tab)</span>
            </a>
          </p>
        </>
      ) : (
        <p className="mt-2 text-lg">{empty}</p>
      )}
    </section>
  );
}
