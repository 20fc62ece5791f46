import { Carousel } from "../../components/carousel.tsx";
import { ChevronDown, GiftIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { CaptionedSlide, drawnSrcSet } from "../../components/captioned-slide.tsx";
import { occStory } from "../../content/occ-story.ts";
import { servicesContext } from "../../context.ts";
import { attempt } from "../../lib/load.ts";
import { Prose } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { uploads } from "../../../shared/uploads.ts";
import { BandSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/operation-christmas-child";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const { page } = await pageContent(args, "/operation-christmas-child");
  const highlights = await attempt("operation christmas child highlights", () => args.context.get(servicesContext).occ.list());
  // Highlights that fail to load are only logged (spec section 8): the list stays empty.
  return { page, highlights: highlights.ok ? highlights.data : [] };
}

export default function OperationChristmasChild({ loaderData }: Route.ComponentProps) {
  const sizes = "(min-width: 1152px) 648px, (min-width: 1024px) 56vw, calc(100vw - 2rem)";
  const slides = [
    <CaptionedSlide
      key="banner"
      image="/images/occ/banner.webp"
      srcSet={drawnSrcSet("/images/occ/banner.webp")}
      alt="Shoeboxes wrapped in red, green and blue with gold ribbons, in front of a globe circled by a plane's flight path"
      caption="Shoeboxes packed with love in Cedar Hill, ready to travel the world."
      sizes={sizes}
      first
    />,
    <StoryVideo key="story" />,
  ];
  return (
    <WordsPage eyebrow="Ministries and Outreach" page={loaderData.page}>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Carousel label="Operation Christmas Child" slides={slides} />
          <details className="group mt-4 rounded-lg border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
              Read the story in the video
              <ChevronDown className="h-5 w-5 transition-transform group-open:rotate-180" />
            </summary>
            <ol className="list-decimal space-y-1 border-t border-slate-200 py-3 pr-4 pl-9">
              {occStory.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </details>
        </div>
        <Prose html={loaderData.page.sections.packing ?? ""} className="prose-content lg:col-span-2" />
      </div>
      <BandSection headingId="highlights-heading" title="Year by year">
        {loaderData.highlights.length === 0 ? (
          <p className="mt-4">This year's collection is under way. Check back after collection week for the count.</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.highlights.map((h) => (
              <li key={h.id} className="overflow-hidden rounded-lg bg-white shadow-sm">
                {h.imageFileName ? (
                  <img src={uploads.occ(h.imageFileName)} alt={`Operation Christmas Child ${h.occYear}`} width={600} height={400} loading="lazy" decoding="async" className="aspect-[3/2] w-full object-cover" />
                ) : null}
                <div className="p-5">
                  <h3 className="text-2xl">{h.occYear}</h3>
                  <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-brand-800">
                    <GiftIcon className="h-5 w-5" /> {h.boxesFilled.toLocaleString("en-US")} boxes filled
                  </p>
                  <p className="mt-2">{h.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </BandSection>
    </WordsPage>
  );
}

/**
 * The personal story video. The carousel holds still while it plays, and pauses it when it slides
 * another slide into view (app/islands/carousel.ts).
 */
function StoryVideo() {
  const { video } = occStory;
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-lg bg-brand-900">
      <video
        className="aspect-video w-full bg-black"
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={960}
        height={540}
        aria-label={`${occStory.title}: a short story video`}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        <track kind="captions" src={video.captions} srcLang="en" label="English" default />
      </video>
      <figcaption className="flex flex-1 items-center justify-center px-4 py-3 text-center text-white sm:text-lg">
        {occStory.title}: one box, from our fellowship hall to a child far away.
      </figcaption>
    </figure>
  );
}
