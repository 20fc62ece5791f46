import { ChildcareStaff, Leadership } from "../../components/childcare-staff.tsx";
import { ClockIcon, DownloadIcon, ExternalIcon, MailIcon, PhoneIcon } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { addressLine, childcareFees, childcareForms, childcareHours, church, educationDepartmentLinks, registrationFee } from "../../content/site.ts";
import { servicesContext } from "../../context.ts";
import { telHref } from "../../lib/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta, postalAddressLd, publicUrlFrom } from "../../lib/seo.ts";
import { groupByTeam } from "../../../server/childcare/rules.ts";
import type { Route } from "./+types/childcare-preschool";

/** Structured data with the fees visitors see (spec section 9: the visible figures take precedence). */
function childCareLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: church.childcareName,
    url: `${origin}/childcare-preschool`,
    telephone: church.childcarePhone,
    email: church.childcareEmail,
    address: postalAddressLd(),
    openingHours: "Mo-Fr 07:00-18:00",
    parentOrganization: { "@type": "Church", name: church.name },
    makesOffer: [
      ...childcareFees.map((row) => ({
        "@type": "Offer",
        name: `Weekly care: ${row.label}`,
        priceSpecification: { "@type": "UnitPriceSpecification", price: String(row.fee), priceCurrency: "USD", unitText: "week" },
      })),
      { "@type": "Offer", name: "Registration fee (non-refundable)", priceSpecification: { "@type": "PriceSpecification", price: String(registrationFee), priceCurrency: "USD" } },
    ],
  };
}

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
      <section className="bg-brand-50" aria-label="Hours and leadership">
        <div className="container-page grid gap-6 py-8 lg:grid-cols-2">
          <div className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 text-xl">
              <ClockIcon className="h-5 w-5 text-accent-600" /> Hours
            </h2>
            <p className="mt-2 text-2xl font-semibold">{childcareHours}</p>
            <ul className="mt-3 space-y-1">
              <li className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 text-brand-700" /> <a href={telHref(church.childcarePhone)}>{church.childcarePhone}</a>
              </li>
              <li className="flex items-center gap-2">
                <MailIcon className="h-4 w-4 text-brand-700" /> <a href={`mailto:${church.childcareEmail}`}>{church.childcareEmail}</a>
              </li>
              <li>{addressLine}</li>
            </ul>
          </div>
          <Leadership groups={groups} />
        </div>
      </section>

      <div className="container-page space-y-14 py-12">
        <section aria-labelledby="licensing-heading" className="prose-content max-w-3xl">
          <h2 id="licensing-heading">Licensed and inspected</h2>
          <p>
            {church.childcareName} is licensed by the state Division of Child Development and Early Education and is inspected every year. All
            teachers complete background checks, CPR and first-aid training, and continuing education in early childhood development. Our
            ratios meet or beat the state's requirements in every classroom.
          </p>
          <h2>Our mission</h2>
          <p>
            We are a ministry of {church.name}. Our mission is to give every child a safe, joyful place to grow in body, mind and spirit, and to
            partner with parents as their children learn to love God, themselves and one another.
          </p>
        </section>

        <section aria-labelledby="fees-heading">
          <h2 id="fees-heading" className="text-3xl">
            Weekly fees
          </h2>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full max-w-3xl border-collapse text-left">
              <caption className="sr-only">Weekly childcare fees by age group</caption>
              <thead>
                <tr className="border-b-2 border-brand-700">
                  <th scope="col" className="py-2 pr-4">
                    Age group
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Weekly fee
                  </th>
                </tr>
              </thead>
              <tbody>
                {childcareFees.map((row) => (
                  <tr key={row.label} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {row.label}
                      {"note" in row ? <span className="block text-sm text-slate-700">{row.note}</span> : null}
                    </th>
                    <td className="py-2 text-right font-semibold">${row.fee}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3">
            Non-refundable registration fee: <strong>${registrationFee}</strong>.
          </p>
        </section>

        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading" className="text-3xl">
            Our staff
          </h2>
          <ChildcareStaff groups={groups} />
        </section>

        <section aria-labelledby="forms-heading">
          <h2 id="forms-heading" className="text-3xl">
            Enrollment forms
          </h2>
          <p className="mt-2 max-w-3xl">Download, print and bring these forms to the childcare office, or e-mail them back to us.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {childcareForms.map((form) => (
              <li key={form.file}>
                <a href={`/forms/${form.file}`} download className="flex items-center gap-3 rounded-md border border-slate-200 p-3 no-underline hover:border-brand-600">
                  <DownloadIcon className="h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    {form.title} <span className="text-slate-700">(PDF)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-xl">State forms</h3>
          <ul className="mt-3 space-y-2">
            {educationDepartmentLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2">
                  {link.title} <ExternalIcon className="h-4 w-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
