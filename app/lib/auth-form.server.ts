import { type RouterContextProvider, data, redirect, redirectDocument } from "react-router";
import type { z } from "zod";
import type { Refusal } from "../../server/auth/outcome.ts";
import { PENDING_LOGIN_COOKIE, clearedPendingLoginCookie, pendingLoginCookie, readCookie, sessionCookies } from "../../server/http/cookies.ts";
import { requestContext, servicesContext } from "../context.ts";
import { formValues, validateForm } from "./form-values.ts";
import type { FormAnswer } from "./form-answer.ts";

/**
 * The server half of the sign-in pages and /user forms: reading a posted form, answering in the one
 * shape (./form-answer.ts), and the sign-in cookies, written by the same module as the JSON API's
 * (server/http/cookies.ts). Cross-site posts never get here: the server refuses a foreign Origin
 * (server/http/auth.ts, sameOrigin); signed-in forms also carry the session's `csrf` field.
 */

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };
/** `offerSignInLink`: a sign-in over a limit, whose page offers to e-mail the owner a link past it. */
type Answer = FormAnswer<{ backupCodes?: string[] }> & { offerSignInLink?: true };

/** Opens an anonymous sign-in page's action: the services, the client's address (rate limits), the posted fields. */
export async function authForm(args: Args) {
  const values = formValues(await args.request.formData());
  return { services: args.context.get(servicesContext), address: args.context.get(requestContext).address, values, intent: values.intent ?? "" };
}

/** The fields named in `keep` (never a password), for a page without JavaScript to show again. */
function kept(values: Record<string, string>, keep: string[]) {
  return keep.length ? Object.fromEntries(keep.filter((name) => name in values).map((name) => [name, values[name]!])) : undefined;
}

type Reply = { intent?: string; values?: Record<string, string>; keep?: string[] };

/** The form's fields through its schema (the page ran the same one before sending); otherwise the 400 answer with a message per field. */
export function parseForm<S extends z.ZodType>(schema: S, values: Record<string, string>, { intent, keep = [] }: Reply = {}) {
  const result = validateForm(schema, values);
  if (result.ok) return result;
  return { ok: false as const, response: data<Answer>({ intent, fields: result.fields, values: kept(values, keep) }, { status: 400 }) };
}

/**
 * A service's refusal as the form's answer, with Retry-After when throttled. A refusal about a field
 * (a taken username) is shown beside it; `field` does that for a form of one box.
 */
export function refusedForm(outcome: Refusal, { intent, values = {}, keep = [], field, headers = new Headers() }: Reply & { field?: string; headers?: Headers } = {}) {
  if (outcome.retryAfterSeconds !== undefined) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  const fields = field ? { [field]: outcome.error } : outcome.fields;
  const answer: Answer = fields ? { intent, fields, values: kept(values, keep) } : { intent, error: outcome.error, values: kept(values, keep) };
  if (outcome.offerSignInLink) answer.offerSignInLink = true;
  return data(answer, { status: outcome.status, headers });
}

/** A form that did what it was asked, and stays on its page. */
export function doneForm(answer: { intent?: string; message?: string; backupCodes?: string[] }) {
  return data<Answer>({ ok: true, ...answer });
}

function cookieHeaders(lines: string[]) {
  const headers = new Headers();
  for (const line of lines) headers.append("Set-Cookie", line);
  return headers;
}

/** The token of the sign-in waiting for its second step in this browser (its HttpOnly cookie). */
export function pendingSignInToken(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), PENDING_LOGIN_COOKIE) || undefined;
}

/** The password was right and a code is due: the pending sign-in goes into its cookie, and /login shows the code step. */
export function secondStepRedirect(args: Args, { challengeToken, to }: { challengeToken: string; to: string }) {
  const { site } = args.context.get(servicesContext);
  return redirect(to, { headers: cookieHeaders([pendingLoginCookie(challengeToken, site.publicUrl)]) });
}

/** Headers that end the pending sign-in (it was completed, refused for good, or started over). */
export function endPendingSignIn(args: Args) {
  return cookieHeaders([clearedPendingLoginCookie(args.context.get(servicesContext).site.publicUrl)]);
}

/**
 * Signed in: the session cookies, and a full page load of the destination, so that it is rendered
 * (and hydrated) with the new session.
 */
export function signedInRedirect(args: Args, { sessionId, to }: { sessionId: string; to: string }) {
  const { site, sessionSecret } = args.context.get(servicesContext);
  const headers = endPendingSignIn(args);
  for (const line of sessionCookies({ sessionId, sessionSecret, publicUrl: site.publicUrl })) headers.append("Set-Cookie", line);
  return redirectDocument(to, { headers });
}
