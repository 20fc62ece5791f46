import { Link } from "react-router";
import { Carousel } from "../../components/carousel.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { SlideImage } from "../../components/slide-image.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/baptism";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/baptism" });

const slides = [
  { src: "/images/baptism/font.webp", alt: "The baptismal font at the front of the sanctuary" },
  { src: "/images/baptism/river.webp", alt: "Baptism by the river on Pentecost Sunday" },
  { src: "/images/baptism/family.webp", alt: "A family welcoming a newly baptised member outside the church" },
];

export default function Baptism() {
  return (
    <main id="main">
      <PageHeader eyebrow="Basic Beliefs" title="Baptism" lead="In baptism God claims us, names us and welcomes us into the family of faith." />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Carousel label="Baptism at Cedar Hill" slides={slides.map((s, i) => <SlideImage key={s.src} {...s} priority={i === 0} />)} />
        </div>
        <div className="prose-content lg:col-span-2">
          <h2>What baptism means</h2>
          <p>
            Baptism is a sign of God's grace that comes before anything we do. Water washes, gives life and marks a new beginning; in baptism we
            are joined to Christ and to his church.
          </p>
        </div>
      </div>
      <div className="container-page prose-content grid gap-x-10 pb-12 md:grid-cols-2">
        <section>
          <h2>A sacrament</h2>
          <p>
            United Methodists recognise two sacraments, baptism and Holy Communion, because Jesus himself commanded them. A sacrament is an
            outward and visible sign of an inward and spiritual grace.
          </p>
        </section>
        <section>
          <h2>Baptised in another church?</h2>
          <p>
            If you were baptised with water in the name of the Father, the Son and the Holy Spirit in any Christian denomination, we recognise
            your baptism. God's promise does not need repeating; instead we invite you to remember your baptism and be thankful.
          </p>
        </section>
        <section>
          <h2>For all ages</h2>
          <p>
            We baptise infants, children, youth and adults. When a child is baptised, parents and the whole congregation promise to raise the
            child in faith; older candidates make those promises themselves. Sprinkling, pouring or immersion are all welcome.
          </p>
        </section>
        <section>
          <h2>Arranging a baptism</h2>
          <p>
            Call or write the church office to talk with the pastor, who meets with every family beforehand. Baptisms usually take place during
            Sunday worship. <Link to="/membership">Baptism and church membership</Link> often go together.
          </p>
        </section>
      </div>
    </main>
  );
}
