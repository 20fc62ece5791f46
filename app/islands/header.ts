import { cameFromOutside, controlled, trapFocus } from "./dom.ts";

/**
 * The site header's behaviour (markup: app/components/site-header.tsx): the skip link, the desktop
 * dropdowns (Info and its nested Ministries submenu) and the mobile menu.
 */
export function initHeader(root: ParentNode = document) {
  root.querySelectorAll<HTMLAnchorElement>("a[data-skip-link]").forEach(initSkipLink);
  const dropdowns = [...root.querySelectorAll<HTMLElement>("[data-dropdown]")];
  dropdowns.forEach(initDropdown);
  if (dropdowns.length > 0) document.addEventListener("keydown", (event) => closeInnermostOnEscape(event, dropdowns));
  root.querySelectorAll<HTMLElement>("[data-mobile-menu]").forEach(initMobileMenu);
}

/** Moves keyboard focus, not only the scroll position, to the page's main content. */
function initSkipLink(link: HTMLAnchorElement) {
  link.addEventListener("click", (event) => {
    const main = document.getElementById("main");
    if (!main) return;
    event.preventDefault();
    main.setAttribute("tabindex", "-1");
    main.focus();
    main.scrollIntoView();
  });
}

const isOpen = (dropdown: HTMLElement) => dropdown.dataset.open === "true";

function setDropdown(dropdown: HTMLElement, open: boolean) {
  const button = dropdown.querySelector<HTMLButtonElement>(":scope > button, :scope > div > button");
  const panel = button && controlled(button);
  if (!button || !panel) return;
  dropdown.dataset.open = String(open);
  button.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
}

/**
 * A dropdown opens on hover or when focus arrives from outside it, toggles on its button, and closes
 * when the pointer or focus leaves it, or a link in it is followed. A click on the button of a menu
 * the pointer has just opened keeps it open: on a laptop the hover opens it a moment before the
 * click, which would otherwise close it again at once (issue 16).
 */
function initDropdown(dropdown: HTMLElement) {
  const button = dropdown.querySelector<HTMLButtonElement>(":scope > button, :scope > div > button");
  if (!button) return;
  let openedByHover = false;
  dropdown.addEventListener("mouseenter", () => {
    if (!isOpen(dropdown)) openedByHover = true;
    setDropdown(dropdown, true);
  });
  dropdown.addEventListener("mouseleave", () => {
    openedByHover = false;
    setDropdown(dropdown, false);
  });
  // Only focus arriving from outside opens it; moving inside (or back to the button after Escape) does not.
  dropdown.addEventListener("focusin", (event) => cameFromOutside(dropdown, event) && setDropdown(dropdown, true));
  dropdown.addEventListener("focusout", (event) => {
    if (!dropdown.contains(event.relatedTarget as Node | null)) setDropdown(dropdown, false);
  });
  button.addEventListener("click", () => {
    const confirmsHover = openedByHover && isOpen(dropdown);
    openedByHover = false;
    if (!confirmsHover) setDropdown(dropdown, !isOpen(dropdown));
  });
  // Closed before the next page loads, so that going back (from the browser's page cache) finds it closed.
  dropdown.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) setDropdown(dropdown, false);
  });
}

/** Escape closes the innermost open dropdown only, wherever focus is; focus inside it returns to its button. */
function closeInnermostOnEscape(event: KeyboardEvent, dropdowns: HTMLElement[]) {
  if (event.key !== "Escape") return;
  const open = dropdowns.filter(isOpen);
  const innermost = open.find((dropdown) => !open.some((other) => other !== dropdown && dropdown.contains(other)));
  if (!innermost) return;
  const hadFocus = innermost.contains(document.activeElement);
  setDropdown(innermost, false);
  if (hadFocus) innermost.querySelector<HTMLButtonElement>(":scope > button, :scope > div > button")?.focus();
}

/**
 * The mobile menu: the hamburger opens the panel and the overlay, focus moves to the panel's first
 * control and Tab stays inside; Escape, the overlay, the close button and following a link close it,
 * and closing returns focus to the hamburger. The page does not scroll behind the open panel.
 */
function initMobileMenu(bar: HTMLElement) {
  const toggle = bar.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const panel = toggle && controlled(toggle);
  const overlay = bar.querySelector<HTMLElement>("[data-menu-overlay]");
  if (!toggle || !panel || !overlay) return;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    if (event.key === "Tab") trapFocus(event, panel);
  };
  const set = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    panel.hidden = !open;
    overlay.hidden = !open;
    document.body.style.overflow = open ? "hidden" : "";
    if (open) document.addEventListener("keydown", onKey);
    else document.removeEventListener("keydown", onKey);
  };
  const open = () => {
    set(true);
    panel.querySelector<HTMLElement>("a, button")?.focus();
  };
  const close = () => {
    set(false);
    toggle.focus();
  };

  toggle.addEventListener("click", () => (panel.hidden ? open() : set(false)));
  overlay.addEventListener("click", close);
  bar.querySelector("[data-menu-close]")?.addEventListener("click", close);
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) set(false);
  });
}
