import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { drawnImage } from "../../components/captioned-slide.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { firstResponderPictures } from "../../content/drawn-pictures.ts";
import type { Route } from "./+types/first-responders";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "first-responders", "First responders");

export default function FirstResponders({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      {...loaderData}
      middle={
        <div className="not-prose my-8 grid gap-6 sm:grid-cols-2">
          {firstResponderPictures.map((picture) => (
            <figure key={picture.image}>
              <img {...drawnImage(picture.image)} alt={picture.alt} sizes="(min-width: 800px) 360px, calc(100vw - 2rem)" loading="lazy" decoding="async" className="my-0 aspect-video w-full rounded-lg object-cover" />
              <figcaption className="mt-2 text-sm text-slate-700">{picture.caption}</figcaption>
            </figure>
          ))}
        </div>
      }
    />
  );
}
