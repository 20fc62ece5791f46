import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { infoMenu, ministryLinks, mobileLinks } from "../content/navigation.ts";
import { church } from "../content/site.ts";
import { ChevronDown, ChevronRight, CloseIcon, FacebookIcon, HeartIcon, Logo, MapPinIcon, MenuIcon } from "./icons.tsx";

export type HeaderUser = { role: string } | null;

const canAdmin = (user: HeaderUser) => user?.role === "admin" || user?.role === "siteadmin";

export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        onClick={(event) => {
          // Move keyboard focus, not only the scroll position, to the page's main content.
          const main = document.getElementById("main");
          if (!main) return;
          event.preventDefault();
          main.setAttribute("tabindex", "-1");
          main.focus();
          main.scrollIntoView();
        }}
      >
        Skip to content
      </a>
      <DesktopHeader user={user} />
      <MobileBar />
    </header>
  );
}

function Brand() {
  return (
    <Link to="/" className="flex items-center gap-3 text-brand-900 no-underline">
      <Logo />
      <span className="font-serif text-lg leading-tight font-semibold">{church.name}</span>
    </Link>
  );
}

const topLink = "rounded px-3 py-2 font-medium text-brand-900 no-underline hover:bg-brand-50";

function DesktopHeader({ user }: { user: HeaderUser }) {
  return (
    <div data-testid="desktop-header" className="container-page hidden items-center justify-between gap-4 py-3 nav:flex">
      <Brand />
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          <li>
            <NavLink to="/" end className={topLink}>
              Home
            </NavLink>
          </li>
          <li>
            <InfoMenu />
          </li>
          <li>
            <NavLink to="/contact" className={topLink}>
              Contact Us
            </NavLink>
          </li>
          <li>
            <NavLink to="/childcare-preschool" className={topLink}>
              Childcare &amp; Pre-K
            </NavLink>
          </li>
          {canAdmin(user) ? (
            <li>
              <Link to="/admin/dashboard" className={topLink}>
                Admin
              </Link>
            </li>
          ) : null}
          <li>
            <a href={church.givingUrl} className="ml-2 btn" rel="noopener">
              Give
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/**
 * A dropdown that opens on hover or when focus moves into it, toggles on click, and closes on Escape
 * (wherever focus is) or when focus leaves it. Escape returns focus to its button without reopening it.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The innermost open menu closes first.
      if (ref.current?.querySelector("[data-open=true]")) return;
      event.stopPropagation();
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) ref.current.querySelector<HTMLElement>("button")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const props = {
    ref,
    "data-open": open,
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: (event: React.FocusEvent) => {
      // Only focus arriving from outside opens it; moving inside (or back to the button after Escape) does not.
      if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(true);
    },
    onBlur: (event: React.FocusEvent) => {
      if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  return { open, setOpen, props };
}

function InfoMenu() {
  const { open, setOpen, props } = useDisclosure();
  const menuId = useId();
  return (
    <div className="relative" {...props}>
      <button
        type="button"
        className={`${topLink} inline-flex items-center gap-1`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        Info <ChevronDown className="h-4 w-4" />
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-40 w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {infoMenu.map((group, index) => (
          <div key={group.heading ?? index} className={index > 0 ? "border-t border-slate-100 pt-1 mt-1" : ""}>
            {group.heading ? <p className="px-4 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p> : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <DropdownLink to={link.to} label={link.label} onNavigate={() => setOpen(false)} />
                </li>
              ))}
              {index === 0 ? (
                <li>
                  <MinistriesSubmenu onNavigate={() => setOpen(false)} />
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function DropdownLink({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  return (
    <NavLink to={to} onClick={onNavigate} className="block px-4 py-1.5 text-slate-800 no-underline hover:bg-brand-50">
      {label}
    </NavLink>
  );
}

function MinistriesSubmenu({ onNavigate }: { onNavigate: () => void }) {
  const { open, setOpen, props } = useDisclosure();
  const menuId = useId();
  return (
    <div className="relative" {...props}>
      <div className="flex items-center">
        <NavLink to="/ministries-outreach" onClick={onNavigate} className="block flex-1 px-4 py-1.5 text-slate-800 no-underline hover:bg-brand-50">
          Ministries and Outreach
        </NavLink>
        <button
          type="button"
          className="px-2 py-1.5 text-slate-700 hover:bg-brand-50"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Ministries submenu"
          onClick={() => setOpen(!open)}
        >
          <ChevronRight className="h-4 w-4" />
        </button>
      </div>
      <ul id={menuId} hidden={!open} className="absolute top-0 right-full z-50 mr-1 w-60 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {ministryLinks.map((link) => (
          <li key={link.to}>
            <DropdownLink to={link.to} label={link.label} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileBar() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key === "Tab" && panelRef.current) trapFocus(event, panelRef.current);
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div data-testid="mobile-bar" className="flex items-center justify-between px-4 py-2 nav:hidden">
      <Brand />
      <button
        ref={toggleRef}
        type="button"
        className="rounded p-2 text-brand-900 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon className="h-7 w-7" />
      </button>
      {open ? <div data-testid="menu-overlay" className="fixed inset-0 z-40 bg-slate-900/50" onClick={close} aria-hidden="true" /> : null}
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-2 flex justify-end">
          <button type="button" className="rounded p-2 text-brand-900 hover:bg-brand-50" aria-label="Close menu" onClick={close}>
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mobileLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={() => {
                    setOpen(false);
                    window.scrollTo(0, 0);
                  }}
                  className="block rounded px-3 py-2 text-lg text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-4">
          <a href={church.social.facebook} className="rounded p-2 text-brand-800 hover:bg-brand-50" rel="noopener" aria-label="Our Facebook page">
            <FacebookIcon className="h-6 w-6" />
          </a>
          <a href={church.social.maps} className="rounded p-2 text-brand-800 hover:bg-brand-50" rel="noopener" aria-label="Find us on the map">
            <MapPinIcon className="h-6 w-6" />
          </a>
          <a href={church.givingUrl} className="btn ml-auto gap-2" rel="noopener">
            <HeartIcon className="h-5 w-5" /> Offering
          </a>
        </div>
      </div>
    </div>
  );
}

function trapFocus(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
