import { Carousel } from "../../components/carousel.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { SlideImage } from "../../components/slide-image.tsx";
import { Prose } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/baptism";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  return { page: (await pageContent(args, "/baptism")).page };
}

const slides = [
  { src: "/images/baptism/font.webp", alt: "The baptismal font at the front of the sanctuary" },
  { src: "/images/baptism/river.webp", alt: "Baptism by the river on Pentecost Sunday" },
  { src: "/images/baptism/family.webp", alt: "A family welcoming a newly baptised member outside the church" },
];

export default function Baptism({ loaderData: { page } }: Route.ComponentProps) {
  const words = page.sections;
  return (
    <WordsPage eyebrow="Basic Beliefs" page={page}>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Carousel label="Baptism at Cedar Hill" slides={slides.map((s, i) => <SlideImage key={s.src} {...s} priority={i === 0} />)} />
        </div>
        <Prose html={words.meaning ?? ""} className="prose-content lg:col-span-2" />
      </div>
      <div className="container-page prose-content grid gap-x-10 pb-12 md:grid-cols-2">
        {(["sacrament", "other-church", "all-ages", "arranging"] as const).map((name) => (
          <Prose key={name} html={words[name] ?? ""} />
        ))}
      </div>
    </WordsPage>
  );
}
