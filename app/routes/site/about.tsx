import { Link } from "react-router";
import { BabyIcon, BookIcon, ClockIcon, HeartIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { StaffSection } from "../../components/staff-section.tsx";
import { church, officeHours, serviceTimes } from "../../../shared/content/site.ts";
import { servicesContext } from "../../context.ts";
import { telHref } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/about" });

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return { staff: await attempt("church staff", () => services.churchStaff.list()) };
}

// "10:00-11:15" reads "10:00 to 11:15 AM" on this page.
const [worshipStart, worshipEnd] = serviceTimes.worshipRange.split("-");

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader
        eyebrow="Welcome"
        title="General Info"
        lead={`Whether you are visiting for the first time or coming home after years away, we are glad you found ${church.name}. Here is what a Sunday with us looks like and what to know before you come.`}
      />

      <section className="container-page py-12" aria-labelledby="sunday-heading">
        <h2 id="sunday-heading" className="text-3xl">
          Sunday Mornings
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          <TimeCard icon={<ClockIcon className="h-6 w-6" />} title="Worship" time={`${worshipStart} to ${worshipEnd} AM`}>
            In person in the sanctuary and online. A blend of traditional hymns and newer songs, scripture, prayer and a message for everyday life.
            Can&rsquo;t be with us? Join the live stream on{" "}
            <a href={church.social.facebook} rel="noopener">
              our Facebook page
            </a>{" "}
            or watch later in <Link to="/past-sessions">Past Services</Link>.
          </TimeCard>
          <TimeCard icon={<BookIcon className="h-6 w-6" />} title="Sunday School" time={serviceTimes.sundaySchoolAbout}>
            Classes for children, youth and adults meet right after worship. Adult classes study a book of the Bible or a current topic; newcomers are
            always welcome to sit in.
          </TimeCard>
          <TimeCard icon={<BabyIcon className="h-6 w-6" />} title="Nursery" time={`From ${serviceTimes.nurseryFrom}`}>
            Our staffed nursery cares for newborns up to Pre-K, so parents can worship and learn with peace of mind. Ask any greeter and they will
            walk you down.
          </TimeCard>
        </ul>
      </section>

      <div className="bg-brand-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
          <section aria-labelledby="accessibility-heading">
            <h2 id="accessibility-heading" className="text-3xl">
              Accessibility
            </h2>
            <p className="mt-3 text-lg leading-relaxed">Everyone should be able to get in the door and take part. Here is how we try to make that easy:</p>
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
              <li>Reserved accessible parking beside the Fellowship Hall entrance, with a level, covered walkway to the sanctuary.</li>
              <li>A ramp at the side entrance on Church Street and an elevator to the classroom floor and Fellowship Hall.</li>
              <li>Accessible restrooms on both floors, including a family restroom with a changing table near the nursery.</li>
              <li>Pew cut-outs at the front and back of the sanctuary for wheelchairs and walkers, with a seat beside them for a companion.</li>
              <li>Large-print bulletins and hymnals, and assisted-listening receivers; the ushers at the door have both.</li>
              <li>Gluten-free communion bread is always offered, and service animals are welcome.</li>
            </ul>
            <p className="mt-4 leading-relaxed">
              If you need something we have not thought of, call the office at <a href={telHref(church.officePhone)}>{church.officePhone}</a>{" "}
              and we will do our best to have it ready for you.
            </p>
          </section>

          <section aria-labelledby="other-info-heading">
            <h2 id="other-info-heading" className="text-3xl">
              Good to Know
            </h2>
            <dl className="mt-4 space-y-4 leading-relaxed">
              <InfoItem term="What to wear">Whatever you are comfortable in. You will see everything from jeans to Sunday best.</InfoItem>
              <InfoItem term="Where to park">
                The main lot is behind the church off Church Street, with overflow parking across the street at the Fellowship Hall lot.
              </InfoItem>
              <InfoItem term="Children in worship">
                Children are always welcome in the sanctuary; activity bags wait at the doors. During worship, kindergarten through 5th grade can go to{" "}
                <Link to="/gods-big-house">God&rsquo;s Big House</Link>.
              </InfoItem>
              <InfoItem term="Holy Communion">
                We share <Link to="/communion">communion</Link> on the first Sunday of each month, and everyone is invited to the table.
              </InfoItem>
              <InfoItem term="Fellowship">Coffee and something sweet are waiting in the Fellowship Hall before and after worship.</InfoItem>
              <InfoItem term="Church office">
                Open {officeHours}. See <Link to="/contact">Contact Us</Link> for phone numbers, e-mail and directions.
              </InfoItem>
            </dl>
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-brand-100 bg-white p-4 leading-relaxed">
              <HeartIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
              <span>
                Want to know what we believe, or how to join? Start with <Link to="/beliefs">Our Beliefs</Link> and{" "}
                <Link to="/membership">Church Membership</Link>.
              </span>
            </p>
          </section>
        </div>
      </div>

      <StaffSection
        loaded={loaderData.staff}
        className="container-page py-12"
        intro="Our pastors and staff would love to hear from you, whether you have a question about the church, need a visit or want to get involved."
      />
    </main>
  );
}

function TimeCard({ icon, title, time, children }: { icon: React.ReactNode; title: string; time: string; children: React.ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-2xl">
        <span className="text-accent-600">{icon}</span>
        {title}
      </h3>
      <p className="mt-2 text-xl font-semibold text-brand-700">{time}</p>
      <p className="mt-3 leading-relaxed">{children}</p>
    </li>
  );
}

function InfoItem({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
