import { type BarLink, hasSignInHint, staffBarLinks, staffBarRequest } from "../lib/staff-bar.ts";

/**
 * The staff bar (issue 30): on a public page opened by a signed-in member of staff, a slim bar above the
 * header with "Staff area" and, where they may edit it, "Edit this page". The page's HTML is the same
 * for everyone (the page cache serves it): the header holds an empty, hidden slot (data-staff-bar), and
 * only a browser with the sign-in cookie asks the server for the bar.
 */
export function initStaffBar() {
  const slot = document.querySelector<HTMLElement>("[data-staff-bar]");
  if (!slot || !hasSignInHint(document.cookie)) return;
  void fetch(staffBarRequest(location.pathname), { headers: { "x-api-key": slot.dataset.apiKey ?? "" }, credentials: "same-origin", cache: "no-store" })
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((answer: unknown) => {
      const links = staffBarLinks(answer);
      if (links) show(slot, links, (answer as { name?: unknown }).name);
    })
    // Without an answer (offline, the server away) the page is simply shown without the bar.
    .catch(() => undefined);
}

function show(slot: HTMLElement, links: BarLink[], name: unknown) {
  const nav = document.createElement("nav");
  nav.setAttribute("aria-label", "Staff");
  nav.className = "bg-slate-900 text-sm text-white";
  const row = document.createElement("div");
  row.className = "container-page flex flex-wrap items-center justify-between gap-x-4";
  const list = document.createElement("ul");
  list.className = "flex flex-wrap items-center";
  links.forEach((link, index) => {
    const item = document.createElement("li");
    item.className = "flex items-center";
    if (index > 0) {
      const dot = document.createElement("span");
      dot.setAttribute("aria-hidden", "true");
      dot.className = "px-1 text-slate-400";
      dot.textContent = "·";
      item.append(dot);
    }
    const a = document.createElement("a");
    a.href = link.href;
    a.textContent = link.label;
    a.className = `inline-block rounded px-1.5 py-2 text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white${index === 1 && link.label === "Edit this page" ? " font-semibold" : ""}`;
    item.append(a);
    list.append(item);
  });
  row.append(list);
  if (typeof name === "string" && name) {
    const who = document.createElement("p");
    who.className = "hidden py-2 text-slate-300 sm:block";
    who.textContent = `Signed in as ${name}`;
    row.append(who);
  }
  nav.append(row);
  slot.replaceChildren(nav);
  slot.hidden = false;
}
