import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/beliefs";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/beliefs" });

const pillars = [
  {
    title: "Universal Atonement",
    text: "Christ died for everyone, not for a chosen few. No one is beyond the reach of God's love, and the invitation to new life is open to all.",
  },
  {
    title: "Salvation By Faith",
    text: "We are made right with God not by our good works but by trusting in God's grace through Jesus Christ. Good works are the fruit of that faith, not its price.",
  },
  {
    title: "Witness of the Spirit",
    text: "The Holy Spirit gives believers an inner assurance that they are children of God, the experience John Wesley described as a heart \"strangely warmed.\"",
  },
  {
    title: "Perfect Love",
    text: "God's grace does not leave us as we are. By the Spirit we can grow in holiness until love of God and neighbour fills our whole life.",
  },
];

export default function Beliefs() {
  return (
    <main id="main">
      <PageHeader
        eyebrow="Basic Beliefs"
        title="Our Beliefs"
        lead="As United Methodists we share the historic Christian faith in one God, Father, Son and Holy Spirit, with four emphases passed down from John Wesley."
      />
      <section className="container-page py-12" aria-labelledby="pillars-heading">
        <h2 id="pillars-heading" className="text-3xl">
          Four pillars of our faith
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-lg border border-slate-200 p-6">
              <h3 className="text-2xl">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-brand-50" aria-labelledby="sacraments-heading">
        <div className="container-page py-12">
          <h2 id="sacraments-heading" className="text-3xl">
            The sacraments
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <article className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-2xl">Baptism</h3>
              <p className="mt-2 leading-relaxed">
                Baptism is the sign of God's grace claiming us before we can respond, and the beginning of our life in the church. We baptise
                people of every age, and we recognise baptism from other Christian churches.
              </p>
              <p className="mt-3">
                <Link to="/baptism">More about baptism</Link>
              </p>
            </article>
            <article className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-2xl">Communion</h3>
              <p className="mt-2 leading-relaxed">
                At the Lord's Supper Christ is truly present, and the table is open to everyone who seeks him. We celebrate communion on the
                first Sunday of each month.
              </p>
              <p className="mt-3">
                <Link to="/communion">More about communion</Link>
              </p>
            </article>
          </div>
        </div>
      </section>
    </main>
  );
}
