import { ChildcareStaff, Leadership } from "../../components/childcare-staff.tsx";
import { ClockIcon, DownloadIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { formatDollars } from "../../../shared/content/childcare.ts";
import { addressLine } from "../../../shared/content/settings.ts";
import { servicesContext } from "../../context.ts";
import { childCareLd } from "../../lib/childcare.ts";
import { pageContent } from "../../lib/content.server.ts";
import { telHref } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta, publicUrlFrom } from "../../lib/seo.ts";
import { groupByTeam } from "../../../shared/childcare.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/childcare-preschool";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta({ matches, page: loaderData.page, jsonLd: childCareLd(publicUrlFrom(matches), loaderData.settings, loaderData.fees) }) : [];

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page, snapshot } = await pageContent(args, "/childcare-preschool");
  return {
    page,
    settings: snapshot.settings,
    fees: snapshot.fees,
    documents: snapshot.documents,
    groups: await attempt("childcare staff", async () => groupByTeam(await services.childcareStaff.list())),
  };
}

export default function ChildcarePreschool({ loaderData }: Route.ComponentProps) {
  const { page, settings, fees, documents, groups } = loaderData;
  const words = page.sections;
  return (
    <WordsPage eyebrow={settings.childcare.name} page={page}>

      <section className="bg-brand-50" aria-labelledby="hours-heading">
        <div className="container-page grid gap-6 py-8 lg:grid-cols-2">
          <div className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="hours-heading" className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> Hours and contact
            </h2>
            <p className="mt-2 text-2xl font-semibold text-brand-900">{settings.childcare.hours}</p>
            <ul className="mt-3 space-y-2">
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0 text-brand-700" />
                <span>
                  Call <a href={telHref(settings.childcare.phone)} className="inline-flex min-h-6 items-center">{settings.childcare.phone}</a>
                </span>
              </li>
              <li className="flex items-center gap-2">
                <MailIcon className="h-4 w-4 shrink-0 text-brand-700" />
                <span>
                  Write <a href={`mailto:${settings.childcare.email}`} className="inline-flex min-h-6 items-center">{settings.childcare.email}</a>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <MapPinIcon className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                <address className="not-italic">{addressLine(settings)}</address>
              </li>
            </ul>
          </div>
          <Leadership groups={groups} />
        </div>
      </section>

      <div className="container-page space-y-14 py-12">
        <PageSection headingId="enquire-heading" title="Ask about a place" intro={words["enquire-intro"]}>
          <p className="mt-4">
            <a href="/childcare-preschool/enquire" className="btn">
              Ask about a place
            </a>
          </p>
        </PageSection>

        <div className="grid gap-10 lg:grid-cols-2">
          <Prose html={words.licensing ?? ""} className="prose-content prose-page" />
          <Prose html={words.mission ?? ""} className="prose-content prose-page" />
        </div>

        <PageSection headingId="fees-heading" title="Weekly fees">
          <div className="mt-4 grid gap-8 lg:grid-cols-3">
            <div className="overflow-x-auto lg:col-span-2">
              <table className="w-full border-collapse text-left">
                <caption className="pb-2 text-left text-slate-700">Weekly fee for one child, by age group</caption>
                <thead>
                  <tr className="border-b-2 border-brand-700">
                    <th scope="col" className="py-2 pr-4">
                      Age group
                    </th>
                    <th scope="col" className="py-2 text-right whitespace-nowrap">
                      Weekly fee
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {fees.weekly.map((row) => (
                    <tr key={row.label} className="border-b border-slate-200">
                      <th scope="row" className="py-3 pr-4 font-normal">
                        {row.label}
                        {row.note ? <span className="mt-1 block text-sm text-slate-700">{row.note}</span> : null}
                      </th>
                      <td className="py-3 text-right align-top font-semibold">{formatDollars(row.cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Prose html={words.enrolling ?? ""} className="prose-content prose-page self-start rounded-lg border border-slate-200 bg-brand-50 p-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5" />
          </div>
        </PageSection>

        <PageSection headingId="staff-heading" title="Our staff" intro={words["staff-intro"]}>
          <ChildcareStaff groups={groups} />
        </PageSection>

        <PageSection headingId="forms-heading" title="Enrollment forms" intro={words["forms-intro"]}>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {documents.forms.map((form) => (
              <li key={form.file}>
                <a
                  href={form.file}
                  download
                  className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-4 py-3 no-underline hover:border-brand-600 hover:bg-brand-50"
                >
                  <DownloadIcon className="h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    {form.title} <span className="text-slate-700">(PDF)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 text-2xl">State forms</h3>
          <p className="mt-2 max-w-3xl">{words["state-forms-intro"]}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {documents.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-4 py-3 no-underline hover:border-brand-600 hover:bg-brand-50"
                >
                  <ExternalIcon className="h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    {link.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
    </WordsPage>
  );
}
