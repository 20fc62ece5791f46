import { useId } from "react";
import { useLocation } from "react-router";
import { useApiKey } from "../lib/api-client.ts";
import { infoMenu, ministryLinks, mobileLinks } from "../content/navigation.ts";
import type { HeaderFacts } from "../lib/site.ts";
import { ChevronDown, ChevronRight, CloseIcon, FacebookIcon, HeartIcon, Logo, MapPinIcon, MenuIcon, SearchIcon } from "./icons.tsx";
import { SearchForm } from "./search-form.tsx";

/**
 * The site header, rendered on the server. Its behaviour (the mobile menu, the Info dropdown and its
 * Ministries submenu, the skip link) comes from the islands script (app/islands/header.ts), found
 * through the data-* attributes below. Its links are plain <a> elements, so that from a hydrated
 * sign-in page they load the public pages as documents (public pages do not hydrate).
 *
 * On the public pages (`staffBar`) it holds the staff bar's empty slot, the same for every visitor:
 * the islands script fills it in a signed-in browser only (app/islands/staff-bar.ts, issue 30). The
 * sign-in pages hydrate this header with React, which must find it as rendered: they have no slot.
 */
export function SiteHeader({ facts, staffBar = false }: { facts: HeaderFacts; staffBar?: boolean }) {
  const { pathname } = useLocation();
  const apiKey = useApiKey();
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        data-skip-link=""
        className="sr-only z-50 rounded bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {staffBar ? <div data-staff-bar="" data-api-key={apiKey} hidden /> : null}
      <DesktopHeader facts={facts} pathname={pathname} />
      <MobileBar facts={facts} pathname={pathname} />
    </header>
  );
}

/** aria-current for a link to `to` on the page at `pathname`: the page itself, or (unless `end`) a page below it. */
function current(pathname: string, to: string, end = false) {
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return here === to || (!end && to !== "/" && here.startsWith(`${to}/`)) ? ("page" as const) : undefined;
}

function Brand({ name }: { name: string }) {
  return (
    <a href="/" className="flex items-center gap-3 text-brand-900 no-underline">
      <Logo />
      <span className="font-serif text-lg leading-tight font-semibold">{name}</span>
    </a>
  );
}

const topLink = "rounded px-3 py-2 font-medium whitespace-nowrap text-brand-900 no-underline hover:bg-brand-50";

function DesktopHeader({ facts, pathname }: { facts: HeaderFacts; pathname: string }) {
  return (
    <div data-testid="desktop-header" className="container-page hidden items-center justify-between gap-4 py-3 nav:flex">
      <Brand name={facts.name} />
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          <li>
            <a href="/" aria-current={current(pathname, "/", true)} className={topLink}>
              Home
            </a>
          </li>
          <li>
            <InfoMenu pathname={pathname} />
          </li>
          <li>
            <a href="/events" aria-current={current(pathname, "/events")} className={topLink}>
              Calendar
            </a>
          </li>
          <li>
            <a href="/contact" aria-current={current(pathname, "/contact")} className={topLink}>
              Contact Us
            </a>
          </li>
          <li>
            <a href="/childcare-preschool" aria-current={current(pathname, "/childcare-preschool")} className={topLink}>
              Childcare &amp; Pre-K
            </a>
          </li>
          <li>
            <a href={facts.givingUrl} className="ml-2 btn" rel="noopener">
              Give
            </a>
          </li>
        </ul>
      </nav>
      {/* The box where the header has room for it; a link to the search page where it has not. */}
      <SearchForm compact className="hidden xl:flex" />
      <a href="/search" className="rounded p-2 text-brand-900 hover:bg-brand-50 xl:hidden" aria-label="Search the site">
        <SearchIcon className="h-5 w-5" />
      </a>
    </div>
  );
}

/**
 * A dropdown (data-dropdown): it opens on hover or when focus moves into it, toggles on its button,
 * and closes on Escape or when focus leaves it (app/islands/header.ts).
 */
function InfoMenu({ pathname }: { pathname: string }) {
  const menuId = useId();
  return (
    <div className="relative" data-dropdown="" data-open="false">
      <button type="button" className={`${topLink} inline-flex items-center gap-1`} aria-expanded="false" aria-controls={menuId}>
        Info <ChevronDown className="h-4 w-4" />
      </button>
      <div id={menuId} hidden className="absolute right-0 z-40 w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {infoMenu.map((group, index) => (
          <div key={group.heading ?? index} className={index > 0 ? "border-t border-slate-100 pt-1 mt-1" : ""}>
            {group.heading ? <p className="px-4 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p> : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <DropdownLink to={link.to} label={link.label} pathname={pathname} />
                </li>
              ))}
              {index === 0 ? (
                <li>
                  <MinistriesSubmenu pathname={pathname} />
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function DropdownLink({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  return (
    <a href={to} aria-current={current(pathname, to)} className="block px-4 py-1.5 text-slate-800 no-underline hover:bg-brand-50">
      {label}
    </a>
  );
}

function MinistriesSubmenu({ pathname }: { pathname: string }) {
  const menuId = useId();
  return (
    <div className="relative" data-dropdown="" data-open="false">
      <div className="flex items-center">
        <a
          href="/ministries-outreach"
          aria-current={current(pathname, "/ministries-outreach")}
          className="block flex-1 px-4 py-1.5 text-slate-800 no-underline hover:bg-brand-50"
        >
          Ministries and Outreach
        </a>
        <button type="button" className="px-2 py-1.5 text-slate-700 hover:bg-brand-50" aria-expanded="false" aria-controls={menuId} aria-label="Ministries submenu">
          <ChevronRight className="h-4 w-4" />
        </button>
      </div>
      <ul id={menuId} hidden className="absolute top-0 right-full z-50 mr-1 w-60 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {ministryLinks.map((link) => (
          <li key={link.to}>
            <DropdownLink to={link.to} label={link.label} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Below 785 px: the hamburger (data-menu-toggle) opens the menu panel over an overlay; focus moves
 * into the panel and stays there, Escape, the overlay and the close button close it (app/islands/header.ts).
 */
function MobileBar({ facts, pathname }: { facts: HeaderFacts; pathname: string }) {
  const panelId = useId();
  return (
    <div data-testid="mobile-bar" className="flex items-center justify-between px-4 py-2 nav:hidden" data-mobile-menu="">
      <Brand name={facts.name} />
      <a href="/search" className="ml-auto rounded p-2 text-brand-900 hover:bg-brand-50" aria-label="Search the site">
        <SearchIcon className="h-6 w-6" />
      </a>
      <button
        type="button"
        data-menu-toggle=""
        className="rounded p-2 text-brand-900 hover:bg-brand-50"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label="Open menu"
      >
        <MenuIcon className="h-7 w-7" />
      </button>
      <div data-testid="menu-overlay" data-menu-overlay="" hidden className="fixed inset-0 z-40 bg-slate-900/50" aria-hidden="true" />
      <div id={panelId} role="dialog" aria-modal="true" aria-label="Menu" hidden className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl">
        <div className="mb-2 flex justify-end">
          <button type="button" data-menu-close="" className="rounded p-2 text-brand-900 hover:bg-brand-50" aria-label="Close menu">
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <SearchForm compact className="mb-4 [&_input]:w-full [&_input]:flex-1" />
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mobileLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={current(pathname, link.to, true)}
                  className="block rounded px-3 py-2 text-lg text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-4">
          {facts.facebook ? (
            <a href={facts.facebook} className="rounded p-2 text-brand-800 hover:bg-brand-50" rel="noopener" aria-label="Our Facebook page">
              <FacebookIcon className="h-6 w-6" />
            </a>
          ) : null}
          {facts.maps ? (
            <a href={facts.maps} className="rounded p-2 text-brand-800 hover:bg-brand-50" rel="noopener" aria-label="Find us on the map">
              <MapPinIcon className="h-6 w-6" />
            </a>
          ) : null}
          <a href={facts.givingUrl} className="btn ml-auto gap-2" rel="noopener">
            <HeartIcon className="h-5 w-5" /> Offering
          </a>
        </div>
      </div>
    </div>
  );
}
