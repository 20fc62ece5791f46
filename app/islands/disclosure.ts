import { controlled } from "./dom.ts";

/**
 * Show/hide buttons (data-disclosure) such as the church directory form and the bulletin viewer: the
 * button toggles the element it controls, its aria-expanded and its label (data-open-label /
 * data-closed-label). Content inside a <template> of that element is put in the page only while it is
 * shown (the bulletin's frame loads its PDF only when asked for).
 */
export function initDisclosures(root: ParentNode = document) {
  root.querySelectorAll<HTMLButtonElement>("button[data-disclosure]").forEach((button) => {
    const panel = controlled(button);
    if (!panel) return;
    button.addEventListener("click", () => {
      const open = panel.hidden;
      panel.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
      const label = open ? button.dataset.openLabel : button.dataset.closedLabel;
      if (label) button.textContent = label;
      const template = panel.querySelector("template");
      if (!template) return;
      if (open) panel.append(template.content.cloneNode(true));
      else [...panel.children].forEach((child) => child !== template && child.remove());
    });
  });
}
