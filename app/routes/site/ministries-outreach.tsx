import { Link } from "react-router";
import { ClockIcon, ExternalIcon, MailIcon, PhoneIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { Prose, inline } from "../../components/prose.tsx";
import { type MeetingFallbacks, meetingTimeRows, ministryCards, outreachPartners } from "../../content/ministries.ts";
import { PAGES, type PageDefinition, type PagePath } from "../../../shared/content/pages.ts";
import { paragraphsOf } from "../../../shared/rich-text.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageWords } from "../../lib/site.ts";
import { telHref } from "../../../shared/format.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/ministries-outreach";

export const meta: Route.MetaFunction = pageWordsMeta;

/** Meeting times come from the weekly schedule; a ministry without schedule rows shows its own page's "When" words. */
export async function loader(args: Route.LoaderArgs) {
  const { page, snapshot, today } = await pageContent(args, "/ministries-outreach");
  const withWhen = (Object.keys(PAGES) as PagePath[]).filter((path) => (PAGES[path] as PageDefinition).sections.some((s) => s.name === "when"));
  const fallbacks: MeetingFallbacks = Object.fromEntries(withWhen.map((path) => [path, paragraphsOf(pageWords(snapshot, path, today).sections.when ?? "")]));
  const times = { schedule: snapshot.schedule, today, fallbacks };
  const { childcare } = snapshot.settings;
  return { page, cards: ministryCards(times), rows: meetingTimeRows(times), childcare: { email: childcare.email, phone: childcare.phone } };
}

/** The whole card is clickable through its title link (a stretched link keeps the link's name short). */
const cardClass = "relative flex h-full flex-col rounded-lg border border-slate-200 p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-within:border-brand-600";
const stretched = "inline-flex min-h-6 items-center no-underline after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-600";

export default function MinistriesOutreach({ loaderData }: Route.ComponentProps) {
  const { page, cards, rows, childcare } = loaderData;
  const words = page.sections;
  return (
    <WordsPage page={page}>

      <PageSection className="container-page py-12" headingId="ministries-heading" title="Our ministries">
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.to} className={cardClass}>
              <h3 className="text-xl">
                <Link to={card.to} className={`text-brand-900 ${stretched}`}>
                  {card.label}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{card.blurb}</p>
              {card.when.length > 0 ? (
                <ul className="mt-auto space-y-1 pt-3" aria-label="Meeting times">
                  {card.when.map((when) => (
                    <li key={when} className="flex items-center gap-2 font-semibold text-brand-800">
                      <ClockIcon className="h-4 w-4 shrink-0 text-accent-600" /> {when}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection className="container-page pb-12" headingId="outreach-heading" title="More ways to serve" intro={words["outreach-intro"]}>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {outreachPartners.map((card) => (
            <li key={card.href} className={cardClass}>
              <h3 className="text-xl">
                <a href={card.href} target="_blank" rel="noopener noreferrer" className={`gap-2 text-brand-900 ${stretched}`}>
                  {card.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                  <ExternalIcon className="h-4 w-4 shrink-0" />
                </a>
              </h3>
              <p className="mt-2 text-slate-700">{card.blurb}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="bg-brand-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
          <PageSection headingId="times-heading" title="Meeting times">
            <dl className="mt-4 divide-y divide-slate-200">
              {rows.map(([name, when]) => (
                <div key={name} className="flex justify-between gap-4 py-2">
                  <dt className="font-semibold">{name}</dt>
                  <dd className="text-right">{when}</dd>
                </div>
              ))}
            </dl>
          </PageSection>
          <PageSection headingId="after-school-heading" title="After-school programme">
            <p className="mt-4 flex items-center gap-2 text-lg font-semibold text-brand-900">
              <ClockIcon className="h-5 w-5 shrink-0 text-accent-600" /> {words["after-school-hours"]}
            </p>
            <p className="mt-3">
              <Prose as="span" html={inline(words["after-school"] ?? "")} />
            </p>
            <ul className="mt-4 space-y-2">
              <li className="flex items-center gap-2">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={`mailto:${childcare.email}?subject=${encodeURIComponent("After-school registration")}`} className="inline-flex min-h-6 items-center">{childcare.email}</a>
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={telHref(childcare.phone)} className="inline-flex min-h-6 items-center">{childcare.phone}</a>
              </li>
            </ul>
            <p className="mt-4">
              <Link to="/childcare-preschool" className="inline-flex min-h-6 items-center">Childcare and Pre-K fees and forms</Link>
            </p>
          </PageSection>
        </div>
      </div>
    </WordsPage>
  );
}
