import { Link } from "react-router";
import { BookIcon, ClockIcon, FacebookIcon, MailIcon } from "../../components/icons.tsx";
import { AnnouncementList } from "../../components/announcement-list.tsx";
import { church, serviceTimes } from "../../../shared/content/site.ts";
import { servicesContext } from "../../context.ts";
import { longDate, yearsCounting } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta, postalAddressLd, publicUrlFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = publicUrlFrom(matches);
  return pageMeta({
    matches,
    page: "/",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Church",
      name: church.name,
      url: origin + "/",
      telephone: church.officePhone,
      email: church.officeEmail,
      address: postalAddressLd(),
      geo: { "@type": "GeoCoordinates", ...church.geo },
      sameAs: [church.social.facebook],
      event: [
        {
          "@type": "Event",
          name: "Sunday Worship",
          startDate: serviceTimes.worshipStart24,
          eventSchedule: { "@type": "Schedule", byDay: "https://schema.org/Sunday", startTime: serviceTimes.worshipStart24, endTime: serviceTimes.worshipEnd24 },
        },
      ],
    },
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const today = services.today();
  const [verse, announcements, readings] = await Promise.all([
    services.verse.forHero(),
    attempt("announcements", () => services.announcements.publicView(2)),
    attempt("readings", () => services.readings.homePanel()),
  ]);
  return {
    verse,
    announcements,
    readings,
    year: Number(today.slice(0, 4)),
    timeZone: services.site.timeZone,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { verse, announcements, readings, year, timeZone } = loaderData;
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white" aria-labelledby="hero-heading">
        <div className="container-page py-16 text-center sm:py-24">
          <h1 id="hero-heading" className="text-4xl text-white sm:text-5xl">
            Welcome to {church.name}
          </h1>
          <figure className="mx-auto mt-8 max-w-2xl">
            <blockquote className="font-serif text-xl leading-relaxed italic sm:text-2xl">“{verse.verseText}”</blockquote>
            <figcaption className="mt-3 font-semibold text-accent-500">{verse.scriptureLocation}</figcaption>
          </figure>
          <p className="mt-10">
            <Link to="/about" className="btn bg-white text-brand-900 hover:bg-brand-50">
              About Us
            </Link>
          </p>
        </div>
      </section>

      <section className="container-page grid gap-6 py-12 md:grid-cols-2" aria-labelledby="times-heading">
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 id="times-heading" className="flex items-center gap-2 text-2xl">
            <ClockIcon className="h-6 w-6 text-accent-600" /> Notable Times
          </h2>
          <dl className="mt-4 space-y-2 text-lg">
            <div className="flex justify-between gap-4">
              <dt>Sunday Worship</dt>
              <dd className="font-semibold">{serviceTimes.worship}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Sunday School</dt>
              <dd className="font-semibold">{serviceTimes.sundaySchool}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 className="text-2xl">Quick Links</h2>
          <ul className="mt-4 space-y-3 text-lg">
            <li>
              <a href={church.social.facebook} rel="noopener" className="inline-flex items-center gap-2">
                <FacebookIcon /> Our Facebook page
              </a>
            </li>
            <li>
              <Link to="/past-sessions" className="inline-flex items-center gap-2">
                <BookIcon /> Past Services
              </Link>
            </li>
            <li>
              <Link to="/contact" className="inline-flex items-center gap-2">
                <MailIcon /> Contact Us
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section className="bg-brand-50" aria-labelledby="history-heading">
        <div className="container-page py-12">
          <h2 id="history-heading" className="text-3xl">
            Our History
          </h2>
          <p className="mt-3 max-w-3xl text-lg">
            Founded by a handful of farming families in 1891, our congregation has worshipped, served and welcomed neighbours in Cedar Hill for{" "}
            <strong>{yearsCounting(year)} years and counting!</strong>
          </p>
          <p className="mt-4">
            <Link to="/our-history">Read our story</Link>
          </p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-labelledby="announcements-heading">
          <h2 id="announcements-heading" className="text-3xl">
            Latest Announcements
          </h2>
          <AnnouncementList loaded={announcements} timeZone={timeZone} headingLevel={3} />
          <p className="mt-6">
            <Link to="/announcements" className="btn-outline">
              Show More
            </Link>
          </p>
        </section>
        <section aria-labelledby="readings-heading">
          <h2 id="readings-heading" className="text-3xl">
            Daily Readings
          </h2>
          {!readings.ok ? (
            <p role="alert" className="mt-4 text-red-800">
              Could not load daily readings. Please try again later.
            </p>
          ) : readings.data.length === 0 ? (
            <p className="mt-4">No readings at this time. Please check back later.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {readings.data.map((reading) => (
                <li key={reading.id} className="rounded-lg border border-slate-200 p-4">
                  {reading.label ? <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{reading.label}</p> : null}
                  <p className="text-sm text-slate-600">{longDate(reading.readingDate)}</p>
                  <p className="mt-1 text-lg font-semibold">{reading.scripture}</p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link to="/daily-readings">See the reading archive</Link>
          </p>
        </section>
      </div>
    </main>
  );
}
