import { data } from "react-router";
import { StatusBadge } from "../../components/events.tsx";
import { MapPinIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { AvailabilityList, RegistrationForm } from "../../components/registration-form.tsx";
import { Prose } from "../../components/prose.tsx";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { eventLd, organizerLd, placeLd } from "../../lib/event-ld.ts";
import { pageMeta, publicUrlFrom, settingsFrom } from "../../lib/seo.ts";
import { isIosUserAgent, perDeviceHeaders } from "../../lib/directions.ts";
import { directions } from "../../../shared/content/settings.ts";
import { meetsAway, shortDay, timeOfDay } from "../../../shared/events.ts";
import { uploads } from "../../../shared/uploads.ts";
import type { Route } from "./+types/event";

export const headers = perDeviceHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const origin = publicUrlFrom(matches);
  const settings = settingsFrom(matches);
  const { event, dates } = loaderData;
  const url = origin + event.href;
  // Each date is one Event (issue 29 item 7: offsets, the room and the church's postal address, the status).
  const ld = settings
    ? dates.map((date) =>
        eventLd({
          name: event.title,
          description: event.summary || undefined,
          url,
          date,
          place: placeLd({ source: event.fromSchedule ? "schedule" : "event", location: event.location }, settings),
          image: event.image ? origin + uploads.event(event.image) : undefined,
          organizer: organizerLd(settings, origin),
        }),
      )
    : [];
  return pageMeta({
    matches,
    // A schedule row shares its name with its ministry page; its calendar page says what it is.
    page: { path: event.href, title: event.fromSchedule ? `${event.title}: dates and times` : event.title, description: event.summary ? `${event.summary} ${event.words}.` : `${event.title}: ${event.words}.` },
    image: event.image ? uploads.event(event.image) : undefined,
    jsonLd: { "@context": "https://schema.org", "@graph": ld },
  });
};

/** One event (or one row of the weekly schedule): when it repeats, its next dates, where, and how to add it to a calendar. */
export async function loader(args: Route.LoaderArgs) {
  const { events, site, registrations } = args.context.get(servicesContext);
  const series = await events.publicSeries(args.params.id !== undefined ? { scheduleId: args.params.id } : { slug: args.params.slug ?? "" });
  if (!series) throw data(null, { status: 404 });
  const { page, snapshot } = await pageContent(args, "/events");
  const links = await events.pageLinks(series);
  const upcoming = events.nextOf(series, 10);
  const past = upcoming.length ? [] : events.pastOf(series, 5);
  const ios = isIosUserAgent(args.request.headers.get("user-agent"));
  const to = directions(snapshot.settings);
  const origin = site.publicUrl;
  return {
    page,
    event: {
      href: series.href,
      title: series.title,
      summary: series.summary,
      description: series.description,
      location: series.location,
      image: series.image,
      imageAlt: series.imageAlt,
      link: series.link,
      linkLabel: series.linkLabel,
      words: events.wordsOf(series),
      categories: series.categories.map((c) => ({ slug: c.slug, name: c.name })),
      pages: series.pages,
      fromSchedule: series.source === "schedule",
    },
    place: links.place,
    // Away from the church: its address; a schedule row's room, or the church itself: the church's.
    directions: meetsAway(series) ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(series.location)}` : ios ? to.ios : to.web,
    ics: `${series.href}/event.ics`,
    webcal: `${origin.replace(/^https?:/, "webcal:")}${series.href}/event.ics`,
    google: links.google,
    dates: upcoming.length ? upcoming : past,
    ended: upcoming.length === 0,
    // Issue 34: each date's places in counts (never names), and the form while a date takes registrations.
    registration: await registrations.forPage(series),
  };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { page, event, place, directions: directionsHref, ics, webcal, google, dates, ended, registration } = loaderData;
  return (
    <main id="main">
      <PageHeader title={event.title} eyebrow={event.categories.map((c) => c.name).join(" · ") || "Event"} lead={event.summary || undefined} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <p className="text-xl font-semibold text-brand-900">{event.words}</p>
          {event.image ? (
            <img
              src={uploads.event(event.image)}
              srcSet={`${uploads.eventSmall(event.image)} 640w, ${uploads.event(event.image)} 1600w`}
              sizes="(min-width: 1024px) 60vw, 100vw"
              alt={event.imageAlt}
              width={1200}
              height={800}
              className="aspect-[3/2] w-full rounded-lg object-cover"
              fetchPriority="high"
            />
          ) : null}
          {event.description ? <Prose html={event.description} className="prose-content" /> : null}
          {event.link ? (
            <p>
              <a href={event.link} className="btn" rel="noopener">
                {event.linkLabel || "More information"}
              </a>
            </p>
          ) : null}
          {registration ? (
            <section aria-labelledby="register-heading" className="rounded-lg border border-slate-200 p-5">
              <h2 id="register-heading" className="text-2xl">
                {registration.open ? "Register" : "Registration"}
              </h2>
              {/* With several dates open, each choice in the form says its places. */}
              {registration.open && registration.dates.filter((d) => d.takes).length > 1 ? null : <AvailabilityList view={registration} />}
              {registration.open ? <RegistrationForm view={registration} action={`${event.href}/register`} /> : null}
            </section>
          ) : null}
          <section aria-labelledby="dates-heading">
            <h2 id="dates-heading" className="text-2xl">
              {ended ? "This event has taken place" : "Next dates"}
            </h2>
            {dates.length ? (
              <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {dates.map((o) => (
                  <li key={o.originalDate} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3" data-occurrence={o.originalDate} data-status={o.status}>
                    <span className={`font-semibold ${o.status === "cancelled" ? "line-through decoration-2" : ""}`}>{shortDay(o.startLocal)}</span>
                    <span>{timeOfDay(o)}</span>
                    <StatusBadge occurrence={o} />
                    {o.note ? <span className="w-full text-slate-700">{o.note}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3">No dates are planned at the moment.</p>
            )}
          </section>
        </div>
        <aside className="space-y-6" aria-label="Where and add to calendar">
          <section className="rounded-lg border border-slate-200 bg-brand-50 p-5" aria-labelledby="where-heading">
            <h2 id="where-heading" className="flex items-center gap-2 text-xl">
              <MapPinIcon className="h-5 w-5 text-accent-600" /> Where
            </h2>
            <p className="mt-2">{place}</p>
            <p className="mt-2">
              <a href={directionsHref} rel="noopener" className="inline-flex min-h-6 items-center">
                Get directions
              </a>
            </p>
          </section>
          {ended ? null : (
            <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="add-heading">
              <h2 id="add-heading" className="text-xl">
                Add to calendar
              </h2>
              <p className="mt-2 text-slate-700">{page.sections["event-add"]}</p>
              <ul className="mt-3 space-y-2">
                <li>
                  <a href={ics} className="inline-flex min-h-6 items-center" download>
                    Download for Apple Calendar or Outlook (.ics)
                  </a>
                </li>
                <li>
                  <a href={google} rel="noopener" className="inline-flex min-h-6 items-center">
                    Add to Google Calendar
                  </a>
                </li>
                <li>
                  <a href={webcal} className="inline-flex min-h-6 items-center">
                    Subscribe, so that changes reach you
                  </a>
                </li>
              </ul>
            </section>
          )}
          <p>
            <a href="/events" className="inline-flex min-h-6 items-center">
              The whole calendar
            </a>
          </p>
        </aside>
      </div>
    </main>
  );
}
