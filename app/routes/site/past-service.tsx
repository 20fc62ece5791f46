import { Link, data } from "react-router";
import { uploads } from "../../../shared/uploads.ts";
import { bulletinUrl, serviceVideo, type ServiceVideo } from "../../../shared/video.ts";
import { DownloadIcon, ExternalIcon } from "../../components/icons.tsx";
import { BackLink } from "../../components/back-link.tsx";
import { PageHeader, UnloadedDetailPage } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { longDate, postedDate } from "../../../shared/dates.ts";
import { attempt } from "../../lib/load.ts";
import { parseRecordId } from "../../../shared/record-id.ts";
import { pageMeta, publicUrlFrom, settingsFrom } from "../../lib/seo.ts";
import { podcastChannel } from "../../../shared/content/settings.ts";
import { READINGS_PROVIDER, passageLabel, passageLink } from "../../../shared/scripture.ts";
import { durationText, isoDuration } from "../../../shared/format.ts";
import type { Route } from "./+types/past-service";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const service = loaderData.service;
  const path = `/past-session/${params.id}`;
  if (!service) return pageMeta({ matches, page: { path, title: "Past Service", description: "A recording and bulletin of a past service." } });
  const when = postedDate(`${service.serviceDate}T12:00:00Z`, "UTC");
  const title = service.sermon.title ? `${service.sermon.title} (${service.serviceType}, ${when})` : `${service.serviceType}, ${when}`;
  const description = service.description || `The recording and bulletin of the ${service.serviceType} service on ${when}.`;
  return pageMeta({ matches, page: { path, title, description }, jsonLd: sermonLd({ matches, path, title, description, service }) });
};

/** schema.org: a PodcastEpisode when the sermon has audio, else a CreativeWork for a sermon with a title or passages. */
function sermonLd({ matches, path, title, description, service }: { matches: Parameters<typeof publicUrlFrom>[0]; path: string; title: string; description: string; service: NonNullable<Awaited<ReturnType<typeof loader>>["service"]> }) {
  const { sermon, audio } = service;
  if (!audio && !sermon.title && sermon.passages.length === 0) return undefined;
  const origin = publicUrlFrom(matches);
  const settings = settingsFrom(matches);
  const people = sermon.speakers.map((name) => ({ "@type": "Person", name }));
  const common = {
    "@context": "https://schema.org",
    name: sermon.title || title,
    description,
    url: origin + path,
    datePublished: service.serviceDate,
    ...(people.length ? { author: people } : {}),
    ...(sermon.passages.length ? { about: sermon.passages.map((p) => ({ "@type": "CreativeWork", name: p.label, url: p.href })) } : {}),
  };
  if (!audio) return { ...common, "@type": "CreativeWork", genre: "Sermon", ...(sermon.series ? { isPartOf: { "@type": "CreativeWorkSeries", name: sermon.series.title, url: `${origin}/past-sessions/series/${sermon.series.slug}` } } : {}) };
  return {
    ...common,
    "@type": "PodcastEpisode",
    ...(audio.durationSeconds ? { timeRequired: isoDuration(audio.durationSeconds) } : {}),
    associatedMedia: { "@type": "MediaObject", contentUrl: origin + audio.src, encodingFormat: audio.type, ...(audio.durationSeconds ? { duration: isoDuration(audio.durationSeconds) } : {}) },
    partOfSeries: { "@type": "PodcastSeries", name: settings ? podcastChannel(settings).title : "Sermons", url: `${origin}/podcast`, webFeed: `${origin}/podcast.xml` },
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const found = await attempt("past service", () => services.pastServices.get(id));
  // Spec section 8: a failed service detail load is only logged; the page stays empty.
  if (!found.ok) return { service: null };
  const service = found.data;
  if (!service) throw data(null, { status: 404 });
  const [series, audioThere] = await Promise.all([service.seriesId ? services.sermonSeries.get(service.seriesId) : null, services.pastServices.audioPresent(service)]);
  return {
    service: {
      serviceDate: service.serviceDate,
      serviceType: service.serviceType,
      description: service.description,
      video: serviceVideo(service),
      bulletin: bulletinUrl(service),
      sermon: {
        title: service.sermonTitle,
        series: series ? { slug: series.slug, title: series.title } : null,
        speakers: service.speakers.map((s) => s.name),
        passages: service.passages.map((p) => {
          const label = passageLabel(p);
          return { label, href: passageLink(label) };
        }),
      },
      // A file gone from the disk is not offered (the admin list flags it).
      audio:
        audioThere && service.audioFileName
          ? { src: uploads.pastService(service.id, service.audioFileName), type: service.audioMimeType ?? "audio/mpeg", durationSeconds: service.audioDurationSeconds ?? 0, size: service.audioSize ?? 0 }
          : null,
      transcript: service.transcriptFileName ? uploads.pastService(service.id, service.transcriptFileName) : null,
    },
  };
}

export default function PastService({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  if (!service) return <UnloadedDetailPage title="Past Service" backTo="/past-sessions" backLabel="All past services" />;
  const when = longDate(service.serviceDate);
  return (
    <main id="main">
      <PageHeader eyebrow={service.serviceType} title={when} lead={service.description || undefined} />
      <div className="container-page pt-6 pb-12">
        <BackLink to="/past-sessions">All past services</BackLink>

        <Sermon service={service} />

        <section className="mt-6 max-w-4xl" aria-labelledby="video-heading">
          <h2 id="video-heading" className="text-2xl">
            Video
          </h2>
          <div className="mt-3">
            <Video video={service.video} />
          </div>
        </section>

        <section className="mt-10 max-w-4xl" aria-labelledby="bulletin-heading">
          <h2 id="bulletin-heading" className="text-2xl">
            Bulletin
          </h2>
          {service.bulletin ? (
            <Bulletin url={service.bulletin} title={`Bulletin for ${service.serviceType}, ${when}`} />
          ) : (
            <p className="mt-3">No bulletin available for this service.</p>
          )}
        </section>
      </div>
    </main>
  );
}

type ServiceData = NonNullable<Route.ComponentProps["loaderData"]["service"]>;

/** The sermon: its title, series, speakers and passages, and the recording in the browser's own player. */
function Sermon({ service }: { service: ServiceData }) {
  const { sermon, audio, transcript } = service;
  if (!sermon.title && !sermon.series && sermon.speakers.length === 0 && sermon.passages.length === 0 && !audio) return null;
  const listenLabel = `Sermon audio${sermon.title ? `: ${sermon.title}` : ""}`;
  return (
    <section className="mt-6 max-w-4xl rounded-lg border border-slate-200 p-5" aria-labelledby="sermon-heading">
      <h2 id="sermon-heading" className="text-2xl">
        {sermon.title ? `Sermon: ${sermon.title}` : "Sermon"}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {sermon.series ? (
          <>
            <dt className="font-semibold">Series</dt>
            <dd>
              <Link to={`/past-sessions/series/${sermon.series.slug}`}>{sermon.series.title}</Link>
            </dd>
          </>
        ) : null}
        {sermon.speakers.length ? (
          <>
            <dt className="font-semibold">{sermon.speakers.length === 1 ? "Speaker" : "Speakers"}</dt>
            <dd>{sermon.speakers.join(", ")}</dd>
          </>
        ) : null}
        {sermon.passages.length ? (
          <>
            <dt className="font-semibold">Scripture</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {sermon.passages.map((p) => (
                  <li key={p.label}>
                    <a href={p.href} rel="noopener" target="_blank" className="inline-flex items-center gap-1">
                      {p.label}
                      <span className="sr-only"> (opens {READINGS_PROVIDER.name} in a new tab)</span>
                      <ExternalIcon className="h-4 w-4" />
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {audio ? (
        <div className="mt-4">
          <h3 id="listen-heading" className="text-xl">
            Listen
          </h3>
          {/* The browser's own player: keyboard and screen-reader operable, seeks with range requests. */}
          <audio controls preload="metadata" aria-labelledby="listen-heading" aria-describedby="listen-details" className="mt-2 w-full" data-testid="sermon-audio">
            <source src={audio.src} type={audio.type} />
            <a href={audio.src}>Download the sermon audio</a>
          </audio>
          <p id="listen-details" className="mt-2 text-sm text-slate-700">
            {listenLabel}
            {audio.durationSeconds ? `, ${durationText(audio.durationSeconds)}` : ""}.{" "}
            <a href={audio.src} download className="inline-flex items-center gap-1 font-semibold">
              <DownloadIcon className="h-4 w-4" /> Download ({audio.type === "audio/mp4" ? "M4A" : "MP3"}, {audio.size >= 1024 * 1024 ? `${(audio.size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(audio.size / 1024))} KB`})
            </a>
            {transcript ? (
              <>
                {" · "}
                <a href={transcript} className="font-semibold">
                  Transcript
                </a>
              </>
            ) : null}
            {" · "}
            <a href="/podcast" className="font-semibold">
              Follow the podcast
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}

function Video({ video }: { video: ServiceVideo }) {
  switch (video.kind) {
    case "embed":
      return (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
          <iframe
            src={video.src}
            title={video.title}
            className="h-full w-full border-0"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    case "link":
      return (
        <p>
          <a href={video.href} rel="noopener" className="inline-flex items-center gap-2 font-semibold">
            Watch the service video (a video file on {video.host}) <ExternalIcon className="h-4 w-4" />
          </a>
        </p>
      );
    case "file":
      return (
        <video controls preload="metadata" src={video.src} className="aspect-video w-full rounded-lg bg-slate-900">
          <a href={video.src}>Download the service video</a>
        </video>
      );
    case "none":
      return <p>No video available for this service.</p>;
  }
}

/** Show Bulletin / Hide Bulletin (app/islands/disclosure.ts): the frame and its PDF load only when shown. */
function Bulletin({ url, title }: { url: string; title: string }) {
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn"
          aria-expanded="false"
          aria-controls="bulletin-viewer"
          data-disclosure=""
          data-open-label="Hide Bulletin"
          data-closed-label="Show Bulletin"
        >
          Show Bulletin
        </button>
        <a href={url} download className="btn-outline gap-2">
          <DownloadIcon className="h-5 w-5" /> Download the bulletin (PDF)
        </a>
      </div>
      <div id="bulletin-viewer" hidden className="mt-4">
        <template>
          <iframe src={url} title={title} className="h-[75vh] min-h-96 w-full rounded-lg border border-slate-300" />
        </template>
      </div>
    </>
  );
}
