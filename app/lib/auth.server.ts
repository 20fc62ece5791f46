import { type RouterContextProvider, data, redirect } from "react-router";
import type { SessionUser } from "../../server/auth/account.ts";
import { safeEqual } from "../../server/auth/crypto.ts";
import { ADMIN_HOME, areaOfPath, canEnterPath, isAdminRole } from "../../shared/areas.ts";
import { requestContext } from "../context.ts";

type Args = { url: URL; context: Readonly<RouterContextProvider> };
export type SignedIn = { user: SessionUser; csrfToken: string; signedInAt: string; sessionId: string };

/** The signed-in user of this request, or null. */
export function currentAuth(context: Readonly<RouterContextProvider>): SignedIn | null {
  return context.get(requestContext).auth;
}

/** Where a role lands after signing in (spec section 6). */
export function homeFor(role: SessionUser["role"], { afterSecondStep }: { afterSecondStep: boolean }) {
  if (isAdminRole(role)) return ADMIN_HOME;
  return afterSecondStep ? "/user/profile" : "/";
}

/** A session is required: otherwise to /login, remembering the requested address. */
export function requireUser({ url, context }: Args): SignedIn {
  const auth = currentAuth(context);
  if (!auth) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  return auth;
}

/**
 * The area table (shared/areas.ts) for the requested path: a role the area does not list goes to /
 * (spec section 6); an address no area covers is refused for everyone as a page that does not exist.
 */
export function requireArea(args: Args): SignedIn {
  const auth = requireUser(args);
  if (!areaOfPath(args.url.pathname)) throw data({ error: "There is no such page in the staff area." }, { status: 404 });
  if (!canEnterPath(auth.user.role, args.url.pathname)) throw redirect("/");
  return auth;
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
