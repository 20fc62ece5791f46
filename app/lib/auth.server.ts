import { type RouterContextProvider, data, redirect } from "react-router";
import type { SessionUser } from "../../server/auth/user.ts";
import { safeEqual } from "../../server/auth/crypto.ts";
import { REFUSED_AREA_COOKIE, clearedRefusedAreaCookie, readCookie, refusedAreaCookie } from "../../server/http/cookies.ts";
import { ADMIN_HOME, areaOfPath, canEnterArea, isAreaKey, notAllowedSentence } from "../../shared/areas.ts";
import { safeReturnPath } from "../../shared/return-path.ts";
import { requestContext } from "../context.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

type Args = { url: URL; context: Readonly<RouterContextProvider> };
export type SignedIn = { user: SessionUser; csrfToken: string; signedInAt: string; sessionId: string };

/** The signed-in user of this request, or null. */
export function currentAuth(context: Readonly<RouterContextProvider>): SignedIn | null {
  return context.get(requestContext).auth;
}

/**
 * Where someone lands after signing in (with or without the second step), and where /login sends a
 * person who is signed in already: the same-site address they came with, otherwise the dashboard, for
 * every role (issue 30 overrides spec sections 2 and 6: docs/design-deviations.md).
 */
export function afterSignIn(redirectTo: string | null): string {
  return safeReturnPath(redirectTo) ?? ADMIN_HOME;
}

/** A session is required: otherwise to /login, remembering the requested address. */
export function requireUser({ url, context }: Args): SignedIn {
  const auth = currentAuth(context);
  if (!auth) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  return auth;
}

/** What the staff area's error page reads from a refusal of `requireArea` (403). */
export type NotAllowed = { error: string; notAllowed: true };

/**
 * The area table (shared/areas.ts) for the requested path. A role an area of spec section 6's table
 * does not list goes to / (the spec's guard), where a one-time notice says why; a role an area added
 * since does not list gets a 403 page saying so. An address no area covers is refused for everyone
 * as a page that does not exist.
 */
export function requireArea(args: Args): SignedIn {
  const auth = requireUser(args);
  const area = areaOfPath(args.url.pathname);
  if (!area) throw data({ error: STAFF_MESSAGES.noSuchPage }, { status: 404 });
  if (canEnterArea(auth.user.role, area.key)) return auth;
  if (area.addedAfterSpec) {
    throw data<NotAllowed>({ error: `${notAllowedSentence(auth.user.role, area.key)} If you need it, ask a site administrator.`, notAllowed: true }, { status: 403 });
  }
  // Requests reach React Router at PUBLIC_URL's origin (server/http/app.ts), so its scheme decides Secure.
  throw redirect("/", { headers: { "Set-Cookie": refusedAreaCookie(area.key, args.url.origin) } });
}

/**
 * After the guard sent someone to / (above): the sentence the public page shows once, and the
 * Set-Cookie that clears the cookie the guard left.
 */
export function takeRefusedNotice({ request, url, context }: Args & { request: Request }): { sentence: string | null; clear: string | null } {
  const key = readCookie(request.headers.get("cookie"), REFUSED_AREA_COOKIE);
  if (key === undefined) return { sentence: null, clear: null };
  const auth = currentAuth(context);
  const sentence = auth && isAreaKey(key) ? `${notAllowedSentence(auth.user.role, key)} You were brought to the home page instead.` : null;
  return { sentence, clear: clearedRefusedAreaCookie(url.origin) };
}

/**
 * For actions: the session and area checks, then the form, whose `csrf` field must match the
 * session's token (the server also refuses cross-site Origins before this runs).
 */
export async function requireAreaForm(args: Args & { request: Request }): Promise<{ auth: SignedIn; form: FormData }> {
  const auth = requireArea(args);
  const form = await args.request.formData();
  const token = form.get("csrf");
  if (typeof token !== "string" || !safeEqual(token, auth.csrfToken)) {
    throw data({ error: "The security token is missing or out of date. Reload the page and try again." }, { status: 403 });
  }
  return { auth, form };
}
