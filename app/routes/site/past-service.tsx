import { Link, data } from "react-router";
import { bulletinUrl, serviceVideo, type ServiceVideo } from "../../../shared/video.ts";
import { DownloadIcon, ExternalIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { longDate, postedDate } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { parseRecordId } from "../../../shared/record-id.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/past-service";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const service = loaderData.service;
  const path = `/past-session/${params.id}`;
  if (!service) return pageMeta({ matches, page: { path, title: "Past Service", description: "A recording and bulletin of a past service." } });
  const when = postedDate(`${service.serviceDate}T12:00:00Z`, "UTC");
  return pageMeta({
    matches,
    page: {
      path,
      title: `${service.serviceType}, ${when}`,
      description: service.description || `The recording and bulletin of the ${service.serviceType} service on ${when}.`,
    },
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const found = await attempt("past service", () => services.pastServices.get(id));
  // Spec section 8: a failed service detail load is only logged; the page stays empty.
  if (!found.ok) return { service: null };
  const service = found.data;
  if (!service) throw data(null, { status: 404 });
  return {
    service: {
      serviceDate: service.serviceDate,
      serviceType: service.serviceType,
      description: service.description,
      video: serviceVideo(service),
      bulletin: bulletinUrl(service),
    },
  };
}

export default function PastService({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  if (!service) {
    return (
      <main id="main">
        <PageHeader title="Past Service" />
        <p className="container-page py-12">
          <Link to="/past-sessions">All past services</Link>
        </p>
      </main>
    );
  }
  const when = longDate(service.serviceDate);
  return (
    <main id="main">
      <PageHeader eyebrow={service.serviceType} title={when} lead={service.description || undefined} />
      <div className="container-page pt-6 pb-12">
        <p>
          <Link to="/past-sessions" className="inline-flex min-h-6 items-center">
            <span aria-hidden="true">←&nbsp;</span>All past services
          </Link>
        </p>

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
