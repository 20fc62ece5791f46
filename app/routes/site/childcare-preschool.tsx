import { ChildcareStaff, Leadership } from "../../components/childcare-staff.tsx";
import { ClockIcon, DownloadIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { addressLine, childcareFees, childcareForms, childcareHours, church, educationDepartmentLinks, registrationFee } from "../../../shared/content/site.ts";
import { servicesContext } from "../../context.ts";
import { childCareLd, dollars } from "../../lib/childcare.ts";
import { telHref } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta, publicUrlFrom } from "../../lib/seo.ts";
import { groupByTeam } from "../../../shared/childcare.ts";
import type { Route } from "./+types/childcare-preschool";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/childcare-preschool", jsonLd: childCareLd(publicUrlFrom(matches)) });

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return { groups: await attempt("childcare staff", async () => groupByTeam(await services.childcareStaff.list())) };
}

export default function ChildcarePreschool({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title="Childcare and Pre-K"
        eyebrow={church.childcareName}
        lead="A warm, licensed programme where infants, toddlers, preschoolers and school-age children are loved, taught and kept safe every weekday."
      />

      <section className="bg-brand-50" aria-labelledby="hours-heading">
        <div className="container-page grid gap-6 py-8 lg:grid-cols-2">
          <div className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="hours-heading" className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> Hours and contact
            </h2>
            <p className="mt-2 text-2xl font-semibold text-brand-900">{childcareHours}</p>
            <ul className="mt-3 space-y-2">
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0 text-brand-700" />
                <span>
                  Call <a href={telHref(church.childcarePhone)} className="inline-flex min-h-6 items-center">{church.childcarePhone}</a>
                </span>
              </li>
              <li className="flex items-center gap-2">
                <MailIcon className="h-4 w-4 shrink-0 text-brand-700" />
                <span>
                  Write <a href={`mailto:${church.childcareEmail}`} className="inline-flex min-h-6 items-center">{church.childcareEmail}</a>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <MapPinIcon className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                <address className="not-italic">{addressLine}</address>
              </li>
            </ul>
          </div>
          <Leadership groups={groups} />
        </div>
      </section>

      <div className="container-page space-y-14 py-12">
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="licensing-heading" className="prose-content">
            <h2 id="licensing-heading" className="text-3xl">
              Licensed and inspected
            </h2>
            <p>
              {church.childcareName} is licensed by the North Carolina Division of Child Development and Early Education, which inspects our
              classrooms, kitchen and playground every year. Our license hangs in the front hall, and we are glad to show the latest inspection report
              to any parent who asks.
            </p>
            <p>
              Every teacher passes a criminal background check before starting, keeps current CPR and first-aid training, and completes continuing
              education in early childhood development each year. Our child-to-teacher ratios meet or beat the state's requirements in every room.
            </p>
          </section>
          <section aria-labelledby="mission-heading" className="prose-content">
            <h2 id="mission-heading" className="text-3xl">
              Our mission
            </h2>
            <p>
              We are a ministry of {church.name}. Our mission is to give every child a safe, joyful place to grow in body, mind and spirit, and to
              partner with parents as their children learn to love God, themselves and one another.
            </p>
            <p>
              Days are built around play and discovery: stories and songs, art and blocks, time outdoors, rest, and a simple blessing before meals.
              Our Pre-K classroom gets children ready for kindergarten with letters, numbers and the confidence to try new things.
            </p>
          </section>
        </div>

        <section aria-labelledby="fees-heading">
          <h2 id="fees-heading" className="text-3xl">
            Weekly fees
          </h2>
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
                  {childcareFees.map((row) => (
                    <tr key={row.label} className="border-b border-slate-200">
                      <th scope="row" className="py-3 pr-4 font-normal">
                        {row.label}
                        {"note" in row ? <span className="mt-1 block text-sm text-slate-700">{row.note}</span> : null}
                      </th>
                      <td className="py-3 text-right align-top font-semibold">{dollars(row.fee)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="self-start rounded-lg border border-slate-200 bg-brand-50 p-5">
              <h3 className="text-xl">Enrolling your child</h3>
              <p className="mt-3">
                A <strong>{`${dollars(registrationFee)} non-refundable registration fee`}</strong> reserves your child's place.
              </p>
              <ol className="mt-3 list-decimal space-y-2 pl-5">
                <li>Call or write the childcare office to arrange a visit.</li>
                <li>Fill in the enrollment forms below and return them before your child's first day.</li>
                <li>Weekly fees are due each Monday.</li>
              </ol>
            </div>
          </div>
        </section>

        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading" className="text-3xl">
            Our staff
          </h2>
          <p className="mt-2 max-w-3xl">The teachers and cooks who care for your children, team by team.</p>
          <ChildcareStaff groups={groups} />
        </section>

        <section aria-labelledby="forms-heading">
          <h2 id="forms-heading" className="text-3xl">
            Enrollment forms
          </h2>
          <p className="mt-2 max-w-3xl">Download and print these forms, then bring them to the childcare office or e-mail them back to us.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {childcareForms.map((form) => (
              <li key={form.file}>
                <a
                  href={`/forms/${form.file}`}
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
          <p className="mt-2 max-w-3xl">Two forms come from the state education department. These links open the department's website.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {educationDepartmentLinks.map((link) => (
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
        </section>
      </div>
    </main>
  );
}
