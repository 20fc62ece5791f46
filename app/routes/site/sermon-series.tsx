import { Link, data } from "react-router";
import { ChevronRight } from "../../components/icons.tsx";
import { BackLink } from "../../components/back-link.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { PodcastButtons } from "../../components/subscribe.tsx";
import { servicesContext } from "../../context.ts";
import { longDate } from "../../../shared/dates.ts";
import { passageLabel } from "../../../shared/scripture.ts";
import { pageMeta, publicUrlFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/sermon-series";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { series, services } = loaderData;
  const origin = publicUrlFrom(matches);
  const path = `/past-sessions/series/${series.slug}`;
  const description = series.description || `Sermons of the series ${series.title}.`;
  const feed = `${origin}/podcast/${series.slug}.xml`;
  return [
    ...pageMeta({
      matches,
      page: { path, title: `${series.title}: sermon series`, description },
      image: series.artworkUrl ?? undefined,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "PodcastSeries",
        name: series.title,
        description,
        url: origin + path,
        webFeed: feed,
        ...(series.artworkUrl ? { image: origin + series.artworkUrl } : {}),
        hasPart: services.map((s) => ({ "@type": "CreativeWork", name: s.sermonTitle || `${s.serviceType}, ${longDate(s.serviceDate)}`, url: `${origin}/past-session/${s.id}`, datePublished: s.serviceDate })),
      },
    }),
    // Podcast apps given this page's address find the series' own feed through it.
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: series.title, href: feed },
  ];
};

/** One sermon series: its description, artwork, its services newest first, and its own podcast feed. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { sermonSeries, pastServices, site } = context.get(servicesContext);
  const series = await sermonSeries.bySlug(params.slug ?? "");
  if (!series) throw data(null, { status: 404 });
  const services = await pastServices.list({ seriesId: series.id });
  return {
    series: { slug: series.slug, title: series.title, description: series.description, artworkUrl: series.artworkUrl },
    feedUrl: `${site.publicUrl.replace(/\/$/, "")}/podcast/${series.slug}.xml`,
    services: services.map((s) => ({
      id: s.id,
      serviceDate: s.serviceDate,
      serviceType: s.serviceType,
      sermonTitle: s.sermonTitle,
      speakers: s.speakers.map((p) => p.name),
      passages: s.passages.map(passageLabel),
      hasAudio: s.audioFileName !== null,
    })),
  };
}

export default function SermonSeriesPage({ loaderData }: Route.ComponentProps) {
  const { series, services, feedUrl } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="Sermon series" title={series.title} lead={series.description || undefined} />
      <div className="container-page pt-6 pb-12">
        <BackLink to="/past-sessions">All past services</BackLink>
        <div className="mt-6 flex max-w-4xl flex-col gap-6 sm:flex-row sm:items-start">
          {series.artworkUrl ? (
            <img src={series.artworkUrl} alt={`Artwork of the series ${series.title}`} width={240} height={240} loading="lazy" decoding="async" className="h-60 w-60 shrink-0 rounded-lg border border-slate-200 object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 className="text-2xl">Sermons in this series</h2>
            {services.length === 0 ? (
              <p className="mt-3">No services in this series yet.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {services.map((s) => (
                  <li key={s.id}>
                    <Link to={`/past-session/${s.id}`} className="group flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-4 text-slate-800 no-underline hover:border-brand-700 hover:bg-brand-50">
                      <span>
                        <span className="block font-semibold text-brand-800 group-hover:underline">{s.sermonTitle || s.serviceType}</span>
                        <span className="mt-1 block text-sm text-slate-700">{[longDate(s.serviceDate), s.speakers.join(", "), s.passages.join("; "), s.hasAudio ? "Audio" : ""].filter(Boolean).join(" · ")}</span>
                      </span>
                      <ChevronRight className="h-6 w-6 shrink-0 text-brand-700" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <section aria-labelledby="series-podcast-heading" className="mt-8 rounded-lg border border-slate-200 bg-brand-50 p-5">
              <h2 id="series-podcast-heading" className="text-xl">
                This series in a podcast app
              </h2>
              <p className="mt-1 text-slate-800">
                Its sermons have a feed of their own; <a href="/podcast">the podcast</a> has every sermon.
              </p>
              <PodcastButtons links={{ feedUrl, applePodcastsUrl: "", spotifyUrl: "" }} otherAppsHref="/podcast#other-apps" id="series-feed-address" />
            </section>
          </div>
        </div>
      </div>
    </main>
  );
}
