import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { church, serviceTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/worship";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/worship" });

const sunday = [
  { name: "Worship", time: serviceTimes.worshipRange, note: "In person and online" },
  { name: "Sunday School", time: serviceTimes.sundaySchoolRange, note: "Classes for every age after worship" },
  { name: "Nursery", time: "During worship and Sunday School", note: "Birth to 2" },
  { name: "God's Big House", time: serviceTimes.godsBigHouse, note: "Grades K-5, during worship" },
];

const wednesday = [
  { name: "Dinner", time: serviceTimes.wednesdayDinner, note: "Family dinner in the fellowship hall" },
  { name: "Adult Bible study", time: serviceTimes.wednesdayClasses, note: "Nursery available (birth to 2)" },
  { name: "Children", time: serviceTimes.wednesdayClasses, note: "Preschool age 2+ to 5th grade" },
  { name: "Youth", time: serviceTimes.wednesdayClasses, note: "6th-12th grade" },
];

function Schedule({ id, title, rows }: { id: string; title: string; rows: typeof sunday }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-6">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map((row) => (
          <div key={row.name} className="grid grid-cols-[1fr_auto] gap-x-4 py-3">
            <dt className="font-semibold">{row.name}</dt>
            <dd className="text-right font-semibold">{row.time}</dd>
            <dd className="col-span-2 text-slate-700">{row.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function Worship() {
  return (
    <main id="main">
      <PageHeader
        eyebrow="Worship"
        title="Worship Info"
        lead="Sunday worship blends beloved hymns, newer songs, scripture and prayer, in the sanctuary and online. Come as you are."
      />
      <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
        <Schedule id="sunday-heading" title="Sundays" rows={sunday} />
        <Schedule id="wednesday-heading" title="Wednesdays" rows={wednesday} />
      </div>
      <section className="container-page prose-content max-w-3xl pb-12" aria-labelledby="online-heading">
        <h2 id="online-heading">Worship online</h2>
        <p>
          Every Sunday service is streamed live on <a href={church.social.facebook} rel="noopener">our Facebook page</a> and posted afterwards with
          its bulletin in <Link to="/past-sessions">Past Services</Link>.
        </p>
        <h2>Nursery</h2>
        <p>
          Trained staff care for children from birth to 2 during worship and Sunday School, and during the Wednesday adult classes. The nursery
          opens at {serviceTimes.nurseryFrom}.
        </p>
      </section>
    </main>
  );
}
