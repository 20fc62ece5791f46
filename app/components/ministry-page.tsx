import { Link } from "react-router";
import type { SiteSettings } from "../../shared/content/settings.ts";
import type { PageWords } from "../lib/site.ts";
import { Prose } from "./prose.tsx";
import { telHref } from "../../shared/format.ts";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons.tsx";
import { WordsPage } from "./page-header.tsx";
import { UpcomingDates, showsUpcoming } from "./events.tsx";
import type { Loaded } from "../lib/load.ts";
import type { Occurrence } from "../../server/events/occurrences.ts";

/** A mailto: address whose subject names the ministry, so the office knows what the message is about. */
export function ministryMailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}

/** What a ministry page shows: its words (shared/content/pages.ts `ministry`) and the office's e-mail and phone for joining. */
export type MinistryPageData = {
  page: PageWords;
  office: Pick<SiteSettings, "officeEmail" | "officePhone">;
  /** Its own next dates from the events calendar (issue 12), and the church's name for dates held there. */
  upcoming?: Loaded<Occurrence[]>;
  place?: string;
};

/**
 * The shape every ministry page shares: header, the page's story, and beside it (above it on a phone) a
 * "When and where" card and a card for joining or registering, all in words staff edit.
 */
export function MinistryPage({ page, office, upcoming, place = "", eyebrow = "Ministries and Outreach" }: MinistryPageData & { eyebrow?: string }) {
  const email = office.officeEmail;
  const phone = office.officePhone;
  const words = page.sections;
  return (
    <WordsPage eyebrow={eyebrow} page={page}>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <aside className="space-y-6 lg:order-last" aria-label={`${page.title} details`}>
          <section className="rounded-lg border border-slate-200 bg-brand-50 p-5" aria-labelledby="when-heading">
            <h2 id="when-heading" className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> When and where
            </h2>
            <Prose html={words.when ?? ""} className="mt-2 space-y-1 text-lg font-semibold text-brand-900" />
            <p className="mt-2 flex items-start gap-2 text-slate-700">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{words.where}</span>
            </p>
          </section>
          {showsUpcoming(upcoming) ? (
            <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="upcoming-heading">
              <h2 id="upcoming-heading" className="text-xl">
                Upcoming dates
              </h2>
              <UpcomingDates upcoming={upcoming} place={place} linkClassName="inline-flex min-h-6 items-center" />
            </section>
          ) : null}
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="join-heading">
            <h2 id="join-heading" className="text-xl">
              {words["contact-label"]}
            </h2>
            <ul className="mt-3 space-y-2">
              <li className="flex items-center gap-2">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <span>
                  E-mail <a href={ministryMailto(email, page.title)} className="inline-flex min-h-6 items-center">{email}</a>
                </span>
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <span>
                  Call <a href={telHref(phone)} className="inline-flex min-h-6 items-center">{phone}</a>
                </span>
              </li>
            </ul>
          </section>
          <p className="hidden lg:block">
            <Link to="/ministries-outreach" className="inline-flex min-h-6 items-center">All ministries and outreach</Link>
          </p>
        </aside>
        <div className="lg:col-span-2">
          <Prose html={words.body ?? ""} className="prose-content [&>h2:first-child]:mt-0" />
          <p className="mt-8 lg:hidden">
            <Link to="/ministries-outreach" className="inline-flex min-h-6 items-center">All ministries and outreach</Link>
          </p>
        </div>
      </div>
    </WordsPage>
  );
}
