import { Link } from "react-router";
import { BookIcon, ClockIcon, FacebookIcon, MailIcon } from "../../components/icons.tsx";
import { AnnouncementList } from "../../components/announcement-list.tsx";
import { UpcomingList } from "../../components/events.tsx";
import { HeroPhoto } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { byDayAndTime, isCurrent, schemaDay, startTime } from "../../../shared/content/schedule.ts";
import { socialLink } from "../../../shared/content/settings.ts";
import { servicesContext } from "../../context.ts";
import { monthDayYear } from "../../../shared/dates.ts";
import { pageContent } from "../../lib/content.server.ts";
import { attempt } from "../../lib/load.ts";
import { eventLd, organizerLd, placeLd } from "../../lib/event-ld.ts";
import { pageMeta, postalAddressLd, publicUrlFrom, settingsFrom } from "../../lib/seo.ts";
import { NewsletterSignup } from "../../components/newsletter/signup-form.tsx";
import { BandSection, PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/home";

/** The Church structured data, from the site settings and the schedule entries the home page shows. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = publicUrlFrom(matches);
  const settings = settingsFrom(matches);
  if (!loaderData || !settings) return [];
  const facebook = socialLink(settings, "facebook");
  // The WebSite and its SearchAction let search engines offer the site's search (issue 33).
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: settings.churchName,
    url: origin + "/",
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` }, "query-input": "required name=search_term_string" },
  };
  const tags = pageMeta({
    matches,
    page: loaderData.page,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Church",
      name: settings.churchName,
      url: origin + "/",
      telephone: settings.officePhone,
      email: settings.officeEmail,
      address: postalAddressLd(settings),
      geo: { "@type": "GeoCoordinates", ...settings.geo },
      ...(facebook ? { sameAs: [facebook] } : {}),
      // Each time as its next date (issue 29 item 7), with the weekly rule beside it.
      event: loaderData.times.flatMap((entry) => {
        const date = loaderData.nextDates[entry.id];
        if (!date) return [];
        return [
          {
            ...eventLd({
              name: entry.name,
              description: entry.note || undefined,
              url: origin + (entry.hideFromCalendar ? (entry.pages[0] ?? "/") : `/events/schedule/${entry.id}`),
              date,
              place: placeLd({ source: "schedule", location: entry.place }, settings),
              organizer: organizerLd(settings, origin),
            }),
            eventSchedule: { "@type": "Schedule", byDay: schemaDay(entry.weekday), startTime: entry.start, ...(entry.end ? { endTime: entry.end } : {}), scheduleTimezone: loaderData.timeZone },
          },
        ];
      }),
    },
  });
  return [...tags, { "script:ld+json": website }];
};

/** The home page has the newsletter's sign-up box itself: the footer leaves its copy out. */
export const handle = { showsNewsletterForm: true };

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page, snapshot, today } = await pageContent(args, "/");
  const [verse, announcements, readings] = await Promise.all([
    services.verse.forHero(),
    attempt("announcements", () => services.announcements.publicView(2)),
    attempt("readings", () => services.readings.homePanel()),
  ]);
  // The notable times: the schedule's current entries marked for the home page, in the order of the
  // week (the schedule's own order is the worship page's, which lists Sunday School before worship).
  const times = snapshot.schedule.entries.filter((entry) => entry.onHome && isCurrent(entry, today)).sort(byDayAndTime);
  const [comingUp, nextDates, newsletterLists] = await Promise.all([
    // Issue 12: the next few events (the weekly times are in Notable Times already).
    attempt("events", () => services.events.comingUp(4)),
    // The times' next dates, for the structured data only: the page itself shows the weekly times.
    attempt("times", () => services.events.nextOfSchedule(times)),
    services.newsletter.lists.publicLists().catch(() => []),
  ]);
  return {
    page,
    times,
    nextDates: nextDates.ok ? nextDates.data : {},
    facebook: socialLink(snapshot.settings, "facebook"),
    verse,
    announcements,
    readings,
    comingUp,
    place: snapshot.settings.churchName,
    timeZone: services.site.timeZone,
    newsletterLists,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, times, facebook, verse, announcements, readings, comingUp, place, timeZone, newsletterLists } = loaderData;
  const words = page.sections;
  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-900 to-brand-700 text-white" aria-labelledby="hero-heading">
        {page.hero ? <HeroPhoto hero={page.hero} /> : null}
        <div className="container-page py-16 text-center sm:py-24">
          <h1 id="hero-heading" className="text-4xl text-white sm:text-5xl">
            {words["hero-title"]}
          </h1>
          <figure className="mx-auto mt-8 max-w-2xl">
            <blockquote className="font-serif text-xl leading-relaxed italic sm:text-2xl">“{verse.verseText}”</blockquote>
            <figcaption className="mt-3 font-semibold text-accent-500">{verse.scriptureLocation}</figcaption>
          </figure>
          <p className="mt-10">
            <Link to="/about" className="btn bg-white text-brand-900 hover:bg-brand-50">
              {words["hero-button"]}
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
            {times.map((entry) => (
              <div key={entry.id} className="flex justify-between gap-4">
                <dt>{entry.name}</dt>
                <dd className="font-semibold">{startTime(entry)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 className="text-2xl">Quick Links</h2>
          <ul className="mt-4 space-y-3 text-lg">
            {facebook ? (
              <li>
                <a href={facebook} rel="noopener" className="inline-flex items-center gap-2">
                  <FacebookIcon /> Our Facebook page
                </a>
              </li>
            ) : null}
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

      <PageSection className="container-page pb-12" headingId="coming-up-heading" title="Coming Up">
        {!comingUp.ok ? (
          <p role="alert" className="mt-4 text-red-800">
            Could not load the calendar. Please try again later.
          </p>
        ) : comingUp.data.length === 0 ? (
          <p className="mt-4">No events are planned at the moment.</p>
        ) : (
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4 [&_ul]:contents">
            <UpcomingList occurrences={comingUp.data} place={place} />
          </div>
        )}
        <p className="mt-6">
          <Link to="/events" className="btn-outline">
            See the calendar
          </Link>
        </p>
      </PageSection>

      <BandSection headingId="history-heading" title="Our History">
        <Prose html={words.history ?? ""} className="mt-3 max-w-3xl text-lg [&_p+p]:mt-3" />
        <p className="mt-4">
          <Link to="/our-history">{words["history-link"]}</Link>
        </p>
      </BandSection>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <PageSection className="lg:col-span-2" headingId="announcements-heading" title="Latest Announcements">
          <AnnouncementList loaded={announcements} timeZone={timeZone} headingLevel={3} />
          <p className="mt-6">
            <Link to="/announcements" className="btn-outline">
              Show More
            </Link>
          </p>
        </PageSection>
        <PageSection headingId="readings-heading" title="Daily Readings">
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
                  <p className="text-sm text-slate-600">{monthDayYear(reading.readingDate)}</p>
                  <p className="mt-1 text-lg font-semibold">{reading.scripture}</p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link to="/daily-readings">See the reading archive</Link>
          </p>
        </PageSection>
      </div>

      {newsletterLists.length ? (
        <BandSection headingId="newsletter-heading" title="Our weekly e-mail">
          <p className="mt-3 max-w-3xl text-lg">
            Announcements, the coming two weeks, the latest sermon and a word from the pastor, in your inbox each week. <Link to="/newsletter">Read past issues</Link>.
          </p>
          <div className="mt-6 max-w-3xl">
            <NewsletterSignup lists={newsletterLists} form="home" />
          </div>
        </BandSection>
      ) : null}
    </main>
  );
}
