import { useState } from "react";
import { Carousel } from "../../components/carousel.tsx";
import { GiftIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { SlideImage } from "../../components/slide-image.tsx";
import { servicesContext } from "../../context.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import { uploads } from "../../lib/uploads.ts";
import type { Route } from "./+types/operation-christmas-child";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/operation-christmas-child" });

export async function loader({ context }: Route.LoaderArgs) {
  const highlights = await attempt("operation christmas child highlights", () => context.get(servicesContext).occ.list());
  // Highlights that fail to load are only logged (spec section 8): the list stays empty.
  return { highlights: highlights.ok ? highlights.data : [] };
}

export default function OperationChristmasChild({ loaderData }: Route.ComponentProps) {
  const [videoPlaying, setVideoPlaying] = useState(false);
  const slides = [
    <SlideImage key="banner" src="/images/occ/banner.webp" alt="Operation Christmas Child: shoeboxes full of joy" priority />,
    <video
      key="story"
      className="aspect-video w-full rounded-lg bg-black"
      controls
      preload="none"
      poster="/media/occ-story-poster.webp"
      width={960}
      height={540}
      onPlay={() => setVideoPlaying(true)}
      onPause={() => setVideoPlaying(false)}
      onEnded={() => setVideoPlaying(false)}
      aria-label="Ella's shoebox: a personal story"
    >
      <source src="/media/occ-story.webm" type="video/webm" />
      <source src="/media/occ-story.mp4" type="video/mp4" />
      <track kind="captions" src="/media/occ-story.vtt" srcLang="en" label="English" default />
    </video>,
  ];
  return (
    <main id="main">
      <PageHeader
        eyebrow="Ministries and Outreach"
        title="Operation Christmas Child"
        lead="Every November our congregation fills shoeboxes with toys, school supplies and hygiene items for children around the world who might not otherwise receive a gift."
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Carousel label="Operation Christmas Child" slides={slides} paused={videoPlaying} />
        </div>
        <div className="prose-content lg:col-span-2">
          <h2>How to pack a box</h2>
          <ul>
            <li>Choose a boy or a girl and an age group: 2-4, 5-9 or 10-14.</li>
            <li>Add a "wow" item such as a soccer ball or a doll, then school supplies, hygiene items and a personal letter.</li>
            <li>Bring your box to the church office during collection week in November.</li>
          </ul>
          <p>Boxes are prayed over in Sunday worship before they leave for the regional processing centre.</p>
        </div>
      </div>
      <section className="bg-brand-50" aria-labelledby="highlights-heading">
        <div className="container-page py-12">
          <h2 id="highlights-heading" className="text-3xl">
            Year by year
          </h2>
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
        </div>
      </section>
    </main>
  );
}
