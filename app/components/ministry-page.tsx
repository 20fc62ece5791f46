import { Link } from "react-router";
import { church } from "../content/site.ts";
import { telHref } from "../lib/format.ts";
import { ClockIcon, MailIcon, PhoneIcon } from "./icons.tsx";
import { PageHeader } from "./page-header.tsx";

export type MinistryFacts = {
  title: string;
  eyebrow?: string;
  lead: string;
  /** The meeting time exactly as the spec gives it. */
  when: string;
  where?: string;
  /** Who to write or call to join or register. */
  contact?: { email?: string; phone?: string; label?: string };
};

/** The shape every ministry page shares: header, a "When and where" card, the page's own sections, and a way in. */
export function MinistryPage({ facts, children }: { facts: MinistryFacts; children: React.ReactNode }) {
  const email = facts.contact?.email ?? church.officeEmail;
  const phone = facts.contact?.phone ?? church.officePhone;
  return (
    <main id="main">
      <PageHeader title={facts.title} eyebrow={facts.eyebrow ?? "Ministries and Outreach"} lead={facts.lead} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <div className="prose-content space-y-2 lg:col-span-2">{children}</div>
        <aside className="space-y-6" aria-label={`${facts.title} details`}>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="when-heading">
            <h2 id="when-heading" className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> When and where
            </h2>
            <p className="mt-2 text-lg font-semibold">{facts.when}</p>
            <p className="mt-1 text-slate-700">{facts.where ?? `${church.name}, ${church.address.street}`}</p>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="join-heading">
            <h2 id="join-heading" className="text-xl">
              {facts.contact?.label ?? "Join us or ask a question"}
            </h2>
            <ul className="mt-3 space-y-2">
              <li className="flex items-center gap-2">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={telHref(phone)}>{phone}</a>
              </li>
            </ul>
          </section>
          <p>
            <Link to="/ministries-outreach">All ministries and outreach</Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
