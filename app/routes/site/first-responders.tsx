import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { drawnSrcSet } from "../../components/captioned-slide.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/first-responders";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "first-responders", "First responders");

/** Drawn by scripts/draw-static-images/first-responders.ts. */
const pictures = [
  {
    image: "/images/first-responders/blessing.webp",
    alt: "A fire engine, an ambulance and a patrol car lined up on the lawn in front of the church, with the pastor and neighbours gathered beside them",
    caption: "The blessing of the first responders on the church lawn each September.",
  },
  {
    image: "/images/first-responders/lunch.webp",
    alt: "Church members and firefighters at a table of food in the open bay of the fire station, under a banner reading Thank you for serving us",
    caption: "A thank-you lunch at the Cedar Hill fire station.",
  },
];

export default function FirstResponders({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      {...loaderData}
      middle={
        <div className="not-prose my-8 grid gap-6 sm:grid-cols-2">
          {pictures.map((picture) => (
            <figure key={picture.image}>
              <img
                src={picture.image}
                srcSet={drawnSrcSet(picture.image)}
                sizes="(min-width: 800px) 360px, calc(100vw - 2rem)"
                alt={picture.alt}
                width={1200}
                height={675}
                loading="lazy"
                decoding="async"
                className="my-0 aspect-video w-full rounded-lg object-cover"
              />
              <figcaption className="mt-2 text-sm text-slate-700">{picture.caption}</figcaption>
            </figure>
          ))}
        </div>
      }
    />
  );
}
