import { Link, redirect } from "react-router";
import { ArchivePager } from "../../components/archive-pager.tsx";
import { ChevronRight } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { PodcastBox } from "../../components/subscribe.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { servicesContext } from "../../context.ts";
import { podcastChannel } from "../../../shared/content/settings.ts";
import { longDate } from "../../../shared/dates.ts";
import { archivePageAddress } from "../../../shared/archive-pages.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { BIBLE_BOOKS, findBook, passageLabel } from "../../../shared/scripture.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/past-services";

// Served at /past-sessions and /past-services (spec section 2); both name /past-sessions as canonical.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta({ matches, page: loaderData.page }),
        // Podcast apps given this page's address find the podcast through it.
        { tagName: "link", rel: "alternate", type: "application/rss+xml", title: loaderData.podcast.title, href: loaderData.podcast.links.feedUrl },
      ]
    : [];

/**
 * The list, filtered by series, speaker or book of the Bible (issue 13) through a plain GET form:
 * it works without JavaScript and every filtered list has its own address. 20 services a page (issue
 * 33), the page in the address beside the filters; a page that is no more leads to the last one.
 */
export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page, snapshot } = await pageContent(args, "/past-sessions");
  const channel = podcastChannel(snapshot.settings);
  const podcast = {
    title: channel.title,
    links: { feedUrl: `${services.site.publicUrl.replace(/\/$/, "")}/podcast.xml`, applePodcastsUrl: channel.applePodcastsUrl, spotifyUrl: channel.spotifyUrl },
  };
  const query = pageQuery(args.url, "/past-sessions");
  const wanted = { series: query.get("series")?.trim() ?? "", speaker: query.get("speaker")?.trim() ?? "", book: query.get("book")?.trim() ?? "" };
  const loaded = await attempt("past services", async () => {
    const [allSeries, choices] = await Promise.all([services.sermonSeries.list(), services.pastServices.filterChoices()]);
    const series = wanted.series ? allSeries.find((s) => s.slug === wanted.series) : undefined;
    const book = wanted.book ? findBook(wanted.book) : null;
    // A filter naming nothing we know (an old link, a typo) matches no service rather than all of them.
    const unknown = (wanted.series && !series) || (wanted.book && !book);
    const found = unknown
      ? null
      : await services.pastServices.publicPage({ seriesId: series?.id, speaker: wanted.speaker || undefined, book: book ?? undefined }, query.get("page"));
    return { allSeries, choices, found, book };
  });
  if (!loaded.ok) return { page, podcast, services: null, filters: null, place: null };
  const { allSeries, choices, found, book } = loaded.data;
  if (found && !found.canonical) throw redirect(archivePageAddress("/past-sessions", found.page, wanted));
  const list = found?.items ?? [];
  const titles = new Map(allSeries.map((s) => [s.id, s]));
  return {
    page,
    podcast,
    services: list.map((s) => ({
      id: s.id,
      serviceDate: s.serviceDate,
      serviceType: s.serviceType,
      description: s.description,
      sermonTitle: s.sermonTitle,
      series: s.seriesId ? (titles.get(s.seriesId)?.title ?? null) : null,
      speakers: s.speakers.map((p) => p.name),
      passages: s.passages.map(passageLabel),
      hasAudio: s.audioFileName !== null,
    })),
    place: { page: found?.page ?? 1, pages: found?.pages ?? 1, wanted },
    filters: {
      chosen: { series: wanted.series, speaker: wanted.speaker, book: book ?? wanted.book },
      active: Boolean(wanted.series || wanted.speaker || wanted.book),
      series: allSeries.map((s) => ({ value: s.slug, label: s.title })),
      speakers: choices.speakers,
      books: BIBLE_BOOKS.filter((b) => choices.books.includes(b)),
    },
  };
}

type Filters = NonNullable<Route.ComponentProps["loaderData"]["filters"]>;

function FilterForm({ filters }: { filters: Filters }) {
  if (filters.series.length === 0 && filters.speakers.length === 0 && filters.books.length === 0) return null;
  const select = (name: keyof Filters["chosen"], label: string, all: string, options: Array<{ value: string; label: string }>) => (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={filters.chosen[name]} className="mt-1 min-h-11 w-full rounded border border-slate-400 bg-white px-3 py-2">
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action="/past-sessions" className="mt-8 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label="Filter past services">
      {select("series", "Series", "All series", filters.series)}
      {select("speaker", "Speaker", "All speakers", filters.speakers.map((s) => ({ value: s, label: s })))}
      {select("book", "Book of the Bible", "All books", filters.books.map((b) => ({ value: b, label: b })))}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn">
          Show
        </button>
        {filters.active ? (
          <Link to="/past-sessions" className="inline-flex min-h-11 items-center">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

export default function PastServices({ loaderData }: Route.ComponentProps) {
  const { page, podcast, services, filters, place } = loaderData;
  return (
    <WordsPage page={page}>
      <div className="container-page pb-12">
        <PodcastBox links={podcast.links} title={podcast.title} />
        {filters ? <FilterForm filters={filters} /> : null}
        {services === null ? (
          <p role="alert" className="mt-8 max-w-3xl rounded border border-red-200 bg-red-50 p-4 text-red-800">
            Failed to load past sessions.
          </p>
        ) : services.length === 0 ? (
          <p className="mt-8">{filters?.active ? "No services match these filters." : "No services to display"}</p>
        ) : (
          <ul className="mt-8 max-w-3xl space-y-4">
            {services.map((service) => (
              <li key={service.id}>
                <Link
                  to={`/past-session/${service.id}`}
                  className="group flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-5 text-slate-800 no-underline hover:border-brand-700 hover:bg-brand-50"
                >
                  <span>
                    <span className="block font-serif text-xl font-semibold text-brand-800 group-hover:underline">{longDate(service.serviceDate)}</span>
                    <span className="mt-1 block text-sm font-semibold tracking-wide text-slate-600 uppercase">
                      {service.serviceType}
                      {service.hasAudio ? " · Audio" : ""}
                    </span>
                    {service.sermonTitle ? <span className="mt-2 block font-semibold">{service.sermonTitle}</span> : null}
                    {service.series || service.speakers.length || service.passages.length ? (
                      <span className="mt-1 block text-sm text-slate-700">{[service.series, service.speakers.join(", "), service.passages.join("; ")].filter(Boolean).join(" · ")}</span>
                    ) : null}
                    {service.description ? <span className="mt-2 block">{service.description}</span> : null}
                  </span>
                  <ChevronRight className="h-6 w-6 shrink-0 text-brand-700" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {place ? <ArchivePager label="Pages of past services" page={place.page} pages={place.pages} address={(n) => archivePageAddress("/past-sessions", n, place.wanted)} /> : null}
      </div>
    </WordsPage>
  );
}
