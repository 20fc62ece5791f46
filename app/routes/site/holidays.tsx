import { Carousel } from "../../components/carousel.tsx";
import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { SlideImage } from "../../components/slide-image.tsx";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/holidays";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/holidays" });

export async function loader({ context }: Route.LoaderArgs) {
  const files = await attempt("holidays gallery", () => context.get(servicesContext).galleries.files("holidays"));
  return { images: ministryGallery("holidays", files.ok ? files.data : [], "Holidays") };
}

/** The five fixed captioned pictures of the holiday carousel (spec section 2). */
const slides = [
  { src: "/images/holidays/advent.webp", alt: "Advent: lighting the candles of hope" },
  { src: "/images/holidays/christmas-eve.webp", alt: "Christmas Eve candlelight service" },
  { src: "/images/holidays/lent.webp", alt: "Lent: forty days of prayer" },
  { src: "/images/holidays/easter.webp", alt: "Easter sunrise service" },
  { src: "/images/holidays/thanksgiving.webp", alt: "Thanksgiving community dinner" },
];

export default function Holidays({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      title="Holidays"
      lead="The Christian year shapes our life together: waiting in Advent, joy at Christmas, reflection in Lent and celebration at Easter."
      images={loaderData.images}
      galleryTitle="Photos from our celebrations"
      above={
        <div className="container-page pt-12">
          <Carousel label="Holidays at Cedar Hill" slides={slides.map((s, i) => <SlideImage key={s.src} {...s} priority={i === 0} />)} />
        </div>
      }
    >
      <h2>Advent and Christmas</h2>
      <p>
        We light a candle on the Advent wreath each Sunday in December, hang the Chrismon tree together and end with the Christmas Eve
        candlelight service, when the whole sanctuary sings "Silent Night" by candlelight.
      </p>
      <h2>Lent and Easter</h2>
      <p>
        Lent begins with Ash Wednesday and a simple soup supper each Wednesday. Holy Week brings a Maundy Thursday communion service and Good
        Friday prayer, and Easter begins with a sunrise service in the prayer garden followed by breakfast and festive worship.
      </p>
      <h2>Thanksgiving</h2>
      <p>Our community Thanksgiving dinner is free and open to everyone in Cedar Hill. Volunteers cook, serve and deliver meals to those who cannot come.</p>
    </MinistryGalleryPage>
  );
}
