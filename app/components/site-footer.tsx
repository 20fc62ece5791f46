import { Link } from "react-router";
import { footerLinks } from "../content/navigation.ts";
import { socialLink } from "../../shared/content/settings.ts";
import { telHref } from "../../shared/format.ts";
import type { SiteData } from "../lib/site.ts";
import { ContactMessageForm } from "./forms/contact-message-form.tsx";
import { NewsletterSignup, type SignupList } from "./newsletter/signup-form.tsx";
import { FacebookIcon, Logo, MailIcon, MapPinIcon, PhoneIcon } from "./icons.tsx";

/**
 * `messageForm` false: the page shows the "Send us a Message" form itself, so the footer leaves it out.
 * `newsletter`: the lists of the newsletter's sign-up box (issue 37); none, or null, leaves the box out.
 */
export function SiteFooter({ site, messageForm = true, newsletter = null, children }: { site: SiteData; messageForm?: boolean; newsletter?: SignupList[] | null; children?: React.ReactNode }) {
  const { settings } = site;
  const facebook = socialLink(settings, "facebook");
  const maps = socialLink(settings, "maps");
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-welcome">
          <FooterHeading id="footer-welcome">A welcome from our pastor</FooterHeading>
          <div className="mt-3 leading-relaxed [&_a]:text-white [&_a]:underline [&_p+p]:mt-2" dangerouslySetInnerHTML={{ __html: site.words["footer-welcome"] ?? "" }} />
          <p className="mt-2 font-semibold text-white">{settings.pastor}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">Contact</FooterHeading>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 shrink-0" />
              <span>
                Office: <a className="text-white underline" href={telHref(settings.officePhone)}>{settings.officePhone}</a>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 shrink-0" />
              <span>
                Childcare: <a className="text-white underline" href={telHref(settings.childcare.phone)}>{settings.childcare.phone}</a>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 shrink-0" />
              <a className="text-white underline" href={`mailto:${settings.officeEmail}`}>{settings.officeEmail}</a>
            </li>
            <li className="flex items-start gap-2">
              <MapPinIcon className="mt-1 h-4 w-4 shrink-0" />
              <address className="not-italic">{site.address}</address>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <FooterHeading id="footer-links">Explore</FooterHeading>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-50 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter?.length ? (
          <section aria-labelledby="footer-newsletter" className="md:col-span-3 border-t border-brand-700 pt-8">
            <FooterHeading id="footer-newsletter">Our weekly e-mail</FooterHeading>
            <p className="mt-2 max-w-3xl text-brand-100">
              The news of the week in your inbox. <Link to="/newsletter" className="text-white underline">Read past issues</Link>.
            </p>
            <div className="mt-4 max-w-3xl">
              <NewsletterSignup lists={newsletter} form="footer" dark />
            </div>
          </section>
        ) : null}
        {messageForm ? (
          <section aria-labelledby="footer-message" className="md:col-span-3 border-t border-brand-700 pt-8">
            <FooterHeading id="footer-message">Send us a Message</FooterHeading>
            <div className="mt-4 max-w-3xl">
              <ContactMessageForm variant="footer" />
            </div>
          </section>
        ) : null}
        {children ? <div className="md:col-span-3">{children}</div> : null}
      </div>
      <div className="bg-brand-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-4 py-4">
          <Link to="/" className="flex items-center gap-2 text-white no-underline">
            <Logo className="h-8 w-8" />
            <span className="font-serif">{settings.shortName}</span>
          </Link>
          <div className="flex items-center gap-2">
            {facebook ? (
              <a href={facebook} className="rounded p-2 text-white hover:bg-brand-700" rel="noopener" aria-label="Our Facebook page">
                <FacebookIcon />
              </a>
            ) : null}
            {maps ? (
              <a href={maps} className="rounded p-2 text-white hover:bg-brand-700" rel="noopener" aria-label="Find us on the map">
                <MapPinIcon />
              </a>
            ) : null}
          </div>
          <p className="flex w-full flex-wrap gap-x-4 gap-y-1 text-sm text-brand-100 sm:w-auto">
            <span>© {settings.churchName}</span>
            {/* Quiet on purpose: for staff, who otherwise have to know the address. */}
            <Link to="/login" className="text-brand-100 underline-offset-2 hover:text-white hover:underline">
              Staff sign-in
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The heading of a footer column (its id names the column for screen readers). */
function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-xl text-white">
      {children}
    </h2>
  );
}
