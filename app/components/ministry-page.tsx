import { Link } from "react-router";
import { church } from "../../shared/content/site.ts";
import { telHref } from "../../shared/format.ts";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons.tsx";
import { PageHeader } from "./page-header.tsx";

export type MinistryFacts = {
  title: string;
  eyebrow?: string;
  lead: string;
  /** The meeting time(s) exactly as the spec gives them, one line each. */
  when: string | string[];
  where?: string;
  /** Who to write or call to join or register; the church office unless given. */
  contact?: { email?: string; phone?: string; label?: string };
};

/** A mailto: address whose subject names the ministry, so the office knows what the message is about. */
export function ministryMailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}

/**
 * The shape every ministry page shares: header, the page's own sections, and beside them (above them on
 * a phone) a "When and where" card and a card for joining or registering.
 */
export function MinistryPage({ facts, children }: { facts: MinistryFacts; children: React.ReactNode }) {
  const email = facts.contact?.email ?? church.officeEmail;
  const phone = facts.contact?.phone ?? church.officePhone;
  const times = typeof facts.when === "string" ? [facts.when] : facts.when;
  return (
    <main id="main">
      <PageHeader title={facts.title} eyebrow={facts.eyebrow ?? "Ministries and Outreach"} lead={facts.lead} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <aside className="space-y-6 lg:order-last" aria-label={`${facts.title} details`}>
          <section className="rounded-lg border border-slate-200 bg-brand-50 p-5" aria-labelledby="when-heading">
            <h2 id="when-heading" className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> When and where
            </h2>
            <ul className="mt-2 space-y-1">
              {times.map((time) => (
                <li key={time} className="text-lg font-semibold text-brand-900">
                  {time}
                </li>
              ))}
            </ul>
            <p className="mt-2 flex items-start gap-2 text-slate-700">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{facts.where ?? `${church.name}, ${church.address.street}`}</span>
            </p>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="join-heading">
            <h2 id="join-heading" className="text-xl">
              {facts.contact?.label ?? "Join us or ask a question"}
            </h2>
            <ul className="mt-3 space-y-2">
              <li className="flex items-center gap-2">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <span>
                  E-mail <a href={ministryMailto(email, facts.title)} className="inline-flex min-h-6 items-center">{email}</a>
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
          <div className="prose-content [&>h2:first-child]:mt-0">{children}</div>
          <p className="mt-8 lg:hidden">
            <Link to="/ministries-outreach" className="inline-flex min-h-6 items-center">All ministries and outreach</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
