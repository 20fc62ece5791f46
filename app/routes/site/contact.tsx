import { ContactMessageForm } from "../../components/forms/contact-message-form.tsx";
import { DirectoryEntryForm } from "../../components/forms/directory-entry-form.tsx";
import { PrayerRequestForm } from "../../components/forms/prayer-request-form.tsx";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { StaffSection } from "../../components/staff-section.tsx";
import { addressLine, directions } from "../../../shared/content/settings.ts";
import { pageContent } from "../../lib/content.server.ts";
import { servicesContext } from "../../context.ts";
import { directionsHref, isIosUserAgent, perDeviceHeaders } from "../../lib/directions.ts";
import { telHref } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/contact";

export const headers = perDeviceHeaders;

/** The page has the message form itself: the footer leaves its copy out (issue 30). */
export const handle = { showsMessageForm: true };

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page, snapshot } = await pageContent(args, "/contact");
  return {
    page,
    settings: snapshot.settings,
    staff: await attempt("church staff", () => services.churchStaff.list()),
    ios: isIosUserAgent(args.request.headers.get("user-agent")),
  };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, settings, staff, ios } = loaderData;
  const words = page.sections;

  return (
    <WordsPage page={page}>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
        <section className="rounded-lg border border-slate-200 p-6" aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="flex items-center gap-2 text-2xl">
            <ClockIcon className="h-6 w-6 text-accent-600" /> Office hours
          </h2>
          <p className="mt-3 text-lg">{settings.officeHours}</p>
        </section>
        <section className="rounded-lg border border-slate-200 p-6" aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-2xl">
            Church office
          </h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-5 w-5 text-brand-700" /> <a href={telHref(settings.officePhone)}>{settings.officePhone}</a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="h-5 w-5 text-brand-700" /> <a href={`mailto:${settings.officeEmail}`}>{settings.officeEmail}</a>
            </li>
          </ul>
        </section>
        <section className="rounded-lg border border-slate-200 p-6" aria-labelledby="daycare-heading">
          <h2 id="daycare-heading" className="text-2xl">
            Childcare and daycare
          </h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-5 w-5 text-brand-700" /> <a href={telHref(settings.childcare.phone)}>{settings.childcare.phone}</a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="h-5 w-5 text-brand-700" /> <a href={`mailto:${settings.childcare.email}`}>{settings.childcare.email}</a>
            </li>
          </ul>
        </section>
      </div>

      <section className="bg-brand-50" aria-labelledby="visit-heading">
        <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
          <div>
            <h2 id="visit-heading" className="text-3xl">
              Visit us
            </h2>
            <address className="mt-3 flex items-start gap-2 text-lg not-italic">
              <MapPinIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700" /> {addressLine(settings)}
            </address>
            <p className="mt-4">
              <a
                href={directionsHref(settings, ios)}
                className="btn"
                rel="noopener"
                data-platform={ios ? "ios" : "other"}
                // iPadOS reports a desktop user agent: app/islands/directions.ts switches to this address there.
                data-directions-ios={directionsHref(settings, true)}
              >
                Get directions
              </a>
            </p>
            {words.parking ? <p className="mt-4 text-slate-700">{words.parking}</p> : null}
          </div>
          <div className="aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-white">
            <iframe
              title={`Map showing ${settings.churchName}`}
              src={directions(settings).embed}
              className="h-full w-full"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-2">
        <PageSection headingId="message-heading" title="Send us a message">
          <div className="mt-4">
            <ContactMessageForm />
          </div>
        </PageSection>
        <PageSection headingId="prayer-heading" title="Prayer requests" intro={words["prayer-intro"]}>
          <div className="mt-4">
            <PrayerRequestForm />
          </div>
          <p className="mt-6">
            <a href="/prayer-wall">Pray with others on the prayer wall</a>
          </p>
        </PageSection>
      </div>

      <PageSection className="container-page pb-12" headingId="directory-heading" title="Church directory" intro={words["directory-intro"]}>
        <div className="mt-4">
          <DirectoryEntryForm />
        </div>
      </PageSection>

      <StaffSection loaded={staff} className="container-page pb-12" />
    </WordsPage>
  );
}
