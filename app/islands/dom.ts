/** Small DOM helpers shared by the islands. */

/** The element a button controls (aria-controls), if it is in the page. */
export function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

/** Keeps Tab and Shift+Tab inside `container` (a modal panel). */
export function trapFocus(event: KeyboardEvent, container: HTMLElement) {
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

/** Whether a focus change came from outside `root` (relatedTarget is where focus was before). */
export function cameFromOutside(root: Element, event: FocusEvent): boolean {
  return !root.contains(event.relatedTarget as Node | null);
}
