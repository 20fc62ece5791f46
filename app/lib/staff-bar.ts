/**
 * The rules of the public pages' staff bar (issue 30; the DOM work is app/islands/staff-bar.ts). The
 * bar is asked for only by a browser that holds the page-readable sign-in cookie (server/http/cookies.ts,
 * `csrfToken`), so a visitor's browser never makes the request and every visitor gets the same cached
 * page; the server's answer (GET /api/staff-bar) decides whether the bar shows at all.
 */

/** Whether this browser may be signed in: it holds a non-empty `csrfToken` cookie. */
export function hasSignInHint(cookie: string): boolean {
  return /(?:^|;\s*)csrfToken=[^;\s]/.test(cookie);
}

/** The request the bar makes for the page at `pathname`. */
export const staffBarRequest = (pathname: string) => `/api/staff-bar?path=${encodeURIComponent(pathname)}`;

export type BarLink = { label: string; href: string };

const STAFF_ADDRESS = /^\/admin(\/[\w./-]*)?$/;

function link(value: unknown, label?: string): BarLink | null {
  if (!value || typeof value !== "object") return null;
  const { label: own, href } = value as Record<string, unknown>;
  if (typeof href !== "string" || !STAFF_ADDRESS.test(href) || typeof (label ?? own) !== "string") return null;
  return { label: label ?? (own as string), href };
}

/**
 * The bar's links from the server's answer: "Staff area", then "Edit this page" when the person may
 * edit it, then the other editors of what the page shows. Null when the answer says nobody is signed
 * in (or is not one the bar understands): then there is no bar. Only staff-area addresses are linked.
 */
export function staffBarLinks(answer: unknown): BarLink[] | null {
  if (!answer || typeof answer !== "object" || (answer as { signedIn?: unknown }).signedIn !== true) return null;
  const { staffArea, edit, also } = answer as Record<string, unknown>;
  const home = typeof staffArea === "string" ? link({ href: staffArea }, "Staff area") : null;
  if (!home) return null;
  const rest = [link(edit, "Edit this page"), ...(Array.isArray(also) ? also.slice(0, 3).map((l) => link(l)) : [])];
  return [home, ...rest.filter((l): l is BarLink => l !== null)];
}
