import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { yearsCounting } from "../../../shared/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/our-history";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/our-history" });

export function loader({ context }: Route.LoaderArgs) {
  return { year: Number(context.get(servicesContext).today().slice(0, 4)) };
}

const milestones = [
  { year: "1891", text: "Eleven farming families begin meeting for prayer in the Cedar Hill schoolhouse, served by a circuit-riding Methodist preacher." },
  { year: "1902", text: "The congregation builds its first wooden chapel on land given by the Pickett family." },
  { year: "1926", text: "The brick sanctuary is dedicated; its bell still rings every Sunday morning." },
  { year: "1968", text: "The Methodist and Evangelical United Brethren churches unite, and we become Cedar Hill United Methodist Church." },
  { year: "1985", text: "The childcare programme opens in the new education wing with twelve children." },
  { year: "2010", text: "The fellowship hall is rebuilt after the spring flood, with help from churches across the conference." },
  { year: "Today", text: "Worship in person and online, a licensed childcare and pre-K, and ministries for every age." },
];

export default function OurHistory({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Since 1891" title="Our History" lead={`${yearsCounting(loaderData.year)} years and counting!`} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <section className="prose-content lg:col-span-2" aria-labelledby="story-heading">
          <h2 id="story-heading">From a schoolhouse to a home for many</h2>
          <p>
            Our story begins in 1891, when a handful of families gathered in the one-room Cedar Hill schoolhouse to sing, pray and hear the word
            preached by a circuit rider who came once a month on horseback. Between his visits the families led worship themselves.
          </p>
          <p>
            Over the years the congregation built a chapel, then the brick sanctuary that still stands on Church Street. Through depression,
            war, floods and pandemics the doors have stayed open, and each generation has found new ways to serve its neighbours: a school
            lunch programme in the 1930s, a scout troop in the 1950s, a childcare in the 1980s and a food pantry today.
          </p>
          <p>
            We give thanks for all who have gone before us and pray that those who come after will find here what we have found: a family of
            faith, open hearts, open minds and open doors.
          </p>
        </section>
        <section aria-labelledby="milestones-heading">
          <h2 id="milestones-heading" className="text-2xl">
            Milestones
          </h2>
          <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-4">
            {milestones.map((m) => (
              <li key={m.year}>
                <p className="font-semibold text-brand-800">{m.year}</p>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
