import { Carousel } from "../../components/carousel.tsx";
import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { CaptionedSlide, drawnSrcSet } from "../../components/captioned-slide.tsx";
import { ministryGalleryContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/holidays";

export const meta: Route.MetaFunction = pageWordsMeta;

export const loader = (args: Route.LoaderArgs) => ministryGalleryContent(args, "holidays", "Holidays");

/** The five fixed captioned pictures of the holiday carousel (spec section 2), drawn by scripts/draw-static-images/holidays.ts. */
const slides = [
  {
    image: "/images/holidays/advent.webp",
    alt: "An evergreen Advent wreath on a table with three of its candles lit, beside a window of falling snow",
    caption: "Advent: each Sunday we light one more candle as we wait for Christ's coming.",
  },
  {
    image: "/images/holidays/christmas-eve.webp",
    alt: "The church on a snowy night under a bright star, its windows glowing as neighbours walk in carrying candles",
    caption: "Christmas Eve: candlelight, carols and \u201cSilent Night\u201d to welcome the Christ child.",
  },
  {
    image: "/images/holidays/lent.webp",
    alt: "A path winding over the hills at dusk to a wooden cross draped in purple cloth",
    caption: "Lent: forty days of prayer, fasting and reflection on the road to the cross.",
  },
  {
    image: "/images/holidays/easter.webp",
    alt: "Sunrise over a garden, the stone rolled away from an empty tomb and white lilies in bloom",
    caption: "Easter: He is risen! We greet the morning with a sunrise service in the prayer garden.",
  },
  {
    image: "/images/holidays/thanksgiving.webp",
    alt: "A harvest table set outdoors with pumpkins, a pie, bread and apples, autumn trees and the church on the hill behind",
    caption: "Thanksgiving: a free community dinner for everyone in Cedar Hill.",
  },
];

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
            slides={slides.map((slide, i) => (
              <CaptionedSlide key={slide.image} {...slide} srcSet={drawnSrcSet(slide.image)} sizes="(min-width: 928px) 896px, calc(100vw - 2rem)" first={i === 0} />
            ))}
          />
        </div>
      }
    />
  );
}
