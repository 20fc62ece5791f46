import { WordsPage } from "../../components/page-header.tsx";
import { AddressText, PodcastButtons } from "../../components/subscribe.tsx";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageMeta, publicUrlFrom } from "../../lib/seo.ts";
import { podcastChannel } from "../../../shared/content/settings.ts";
import type { Route } from "./+types/podcast";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const origin = publicUrlFrom(matches);
  const { page, podcast } = loaderData;
  return [
    ...pageMeta({
      matches,
      page: loaderData.page,
      image: podcast.artwork,
      jsonLd: { "@context": "https://schema.org", "@type": "PodcastSeries", name: podcast.title, description: podcast.description, url: `${origin}${page.path}`, webFeed: podcast.links.feedUrl, image: origin + podcast.artwork },
    }),
    // Podcast apps given this page's address find the feed through it.
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: podcast.title, href: podcast.links.feedUrl },
  ];
};

/**
 * The sermon podcast (issue 30 item 5): what it is and how to follow it in any app. /podcast.xml opened
 * in a browser tab leads here (server/http/podcast.ts), so whoever was handed the feed's address reads
 * what it is instead of its XML.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = args.context.get(servicesContext);
  const { page, snapshot } = await pageContent(args, "/podcast");
  const channel = podcastChannel(snapshot.settings);
  return {
    page,
    podcast: {
      title: channel.title,
      description: channel.description,
      artwork: channel.artwork,
      links: { feedUrl: `${site.publicUrl.replace(/\/$/, "")}/podcast.xml`, applePodcastsUrl: channel.applePodcastsUrl, spotifyUrl: channel.spotifyUrl },
    },
  };
}

export default function Podcast({ loaderData }: Route.ComponentProps) {
  const { page, podcast } = loaderData;
  return (
    <WordsPage page={page}>
      <div className="container-page max-w-4xl py-10">
        <section aria-labelledby="follow-heading" className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <img src={podcast.artwork} alt={`Artwork of ${podcast.title}`} width={200} height={200} decoding="async" className="h-50 w-50 shrink-0 rounded-lg border border-slate-200" />
          <div className="min-w-0">
            <h2 id="follow-heading" className="text-2xl">
              {podcast.title}
            </h2>
            <p className="mt-2 text-slate-800">{podcast.description}</p>
            <PodcastButtons links={podcast.links} otherAppsHref="#other-apps" id="podcast-page-feed-address" />
          </div>
        </section>
        <section id="other-apps" aria-labelledby="other-apps-heading" className="mt-10 scroll-mt-4 rounded-lg border border-slate-200 bg-brand-50 p-5">
          <h2 id="other-apps-heading" className="text-2xl">
            Other podcast apps
          </h2>
          <p className="mt-2 text-slate-800">{page.sections["other-apps"]}</p>
          <p className="mt-2 text-slate-800">
            The feed address is this podcast&apos;s address in every app: <AddressText address={podcast.links.feedUrl} />
          </p>
        </section>
        <p className="mt-8">
          <a href="/past-sessions">Every past service, with its recording and bulletin</a>
          {" · "}
          Each sermon series has a feed of its own on its page.
        </p>
      </div>
    </WordsPage>
  );
}
