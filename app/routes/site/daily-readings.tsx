import { BookIcon, ChevronDown } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { longDate } from "../../../shared/dates.ts";
import { READINGS_PROVIDER, passageLink } from "../../../shared/scripture.ts";
import { attempt } from "../../lib/load.ts";
import { archiveByMonth } from "../../lib/reading-archive.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/daily-readings";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.words }) : []);

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const words = (await pageContent(args, "/daily-readings")).page;
  const page = await attempt("daily readings", () => services.readings.page());
  if (!page.ok) return { words, page: null };
  const { today, previous, next, archive } = page.data;
  return { words, page: { today, previous, next, archive: archiveByMonth(archive) } };
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
              {page.archive.length === 0 ? (
                <p className="mt-4">No past readings available.</p>
              ) : (
                <div className="mt-4 space-y-3">
                  {page.archive.map((month, i) => (
                    <details key={month.key} open={i === 0} className="group rounded-lg border border-slate-200">
                      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-2 hover:bg-brand-50">
                        <h3 className="text-xl">{month.label}</h3>
                        <span className="flex items-center gap-2 text-sm text-slate-600">
                          {month.readings.length} {month.readings.length === 1 ? "reading" : "readings"}
                          <ChevronDown className="h-5 w-5 text-brand-700 transition-transform group-open:rotate-180" />
                        </span>
                      </summary>
                      <ul className="grid gap-x-8 border-t border-slate-200 px-4 py-3 sm:grid-cols-2 lg:grid-cols-3">
                        {month.readings.map((reading) => (
                          <li key={reading.id} className="border-b border-slate-100 py-2 last:border-b-0">
                            <span className="block text-sm text-slate-600">{longDate(reading.readingDate)}</span>
                            <span className="font-semibold">{reading.scripture}</span>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ))}
                </div>
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
