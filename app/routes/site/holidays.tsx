import { Carousel } from "../../components/carousel.tsx";
import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { CaptionedSlide, drawnSrcSet } from "../../components/captioned-slide.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { holidaySlides } from "../../content/drawn-pictures.ts";
import type { Route } from "./+types/holidays";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "holidays", "Holidays");

export default function Holidays({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      {...loaderData}
      galleryTitle="Photos from our celebrations"
      above={
        <div className="container-page pt-12">
          <Carousel
            label="Holidays at Cedar Hill"
            className="mx-auto max-w-4xl"
            slides={holidaySlides.map((slide, i) => (
              <CaptionedSlide key={slide.image} {...slide} srcSet={drawnSrcSet(slide.image)} sizes="(min-width: 928px) 896px, calc(100vw - 2rem)" first={i === 0} />
            ))}
          />
        </div>
      }
    />
  );
}
