import { hmac, sha256 } from "../auth/crypto.ts";
import { CHALLENGE_TTL_MS } from "../auth/second-factor.ts";
import { SESSION_ABSOLUTE_MS } from "../auth/sessions.ts";

/**
 * The sign-in cookies as Set-Cookie lines: one writer for the Hono middleware and JSON API
 * (server/http/auth.ts, auth-api.ts) and for the sign-in route actions (app/lib/auth-form.server.ts).
 */
export const SESSION_COOKIE = "session";
export const CSRF_COOKIE = "csrfToken";
/** The token of a sign-in waiting for its second step (spec section 4, Login). */
export const PENDING_LOGIN_COOKIE = "pending_login";

type CookieOptions = { httpOnly: boolean; sameSite: "Lax" | "Strict"; secure: boolean; maxAge: number };

function cookie(name: string, value: string, { httpOnly, sameSite, secure, maxAge }: CookieOptions): string {
  return [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.floor(maxAge)}`, "Path=/", httpOnly && "HttpOnly", secure && "Secure", `SameSite=${sameSite}`].filter(Boolean).join("; ");
}

const secure = (publicUrl: string) => publicUrl.startsWith("https:");

/** The CSRF token is an HMAC of the session, so it is worthless without the session and changes with it. */
export function csrfTokenFor(sessionSecret: string, sessionId: string) {
  return hmac(sessionSecret, `csrf:${sha256(sessionId)}`);
}

/** Readable by the page, which sends it back in x-csrf-token (or the form's `csrf` field). */
export function csrfCookie(token: string, publicUrl: string): string {
  return cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: "Strict", secure: secure(publicUrl), maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** A new session: its id (HttpOnly) and its CSRF token. */
export function sessionCookies({ sessionId, sessionSecret, publicUrl }: { sessionId: string; sessionSecret: string; publicUrl: string }): string[] {
  return [
    cookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: "Lax", secure: secure(publicUrl), maxAge: SESSION_ABSOLUTE_MS / 1000 }),
    csrfCookie(csrfTokenFor(sessionSecret, sessionId), publicUrl),
  ];
}

export function clearedSessionCookies(publicUrl: string): string[] {
  return [
    cookie(SESSION_COOKIE, "", { httpOnly: true, sameSite: "Lax", secure: secure(publicUrl), maxAge: 0 }),
    cookie(CSRF_COOKIE, "", { httpOnly: false, sameSite: "Strict", secure: secure(publicUrl), maxAge: 0 }),
  ];
}

/**
 * The pending second step, for the whole site: the /login page's action reads it as well as
 * POST /api/auth/verify-login-2fa. SameSite=Strict, so another site's form never carries it.
 */
export function pendingLoginCookie(challengeToken: string, publicUrl: string): string {
  return cookie(PENDING_LOGIN_COOKIE, challengeToken, { httpOnly: true, sameSite: "Strict", secure: secure(publicUrl), maxAge: CHALLENGE_TTL_MS / 1000 });
}

export function clearedPendingLoginCookie(publicUrl: string): string {
  return cookie(PENDING_LOGIN_COOKIE, "", { httpOnly: true, sameSite: "Strict", secure: secure(publicUrl), maxAge: 0 });
}

/** One cookie's value from a Cookie request header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The staff area a role was sent away from to / (spec section 6), as its area key: the next public
 * page says once why the person landed there, and clears it.
 */
export const REFUSED_AREA_COOKIE = "refused_area";

export function refusedAreaCookie(areaKey: string, publicUrl: string): string {
  return cookie(REFUSED_AREA_COOKIE, areaKey, { httpOnly: true, sameSite: "Lax", secure: secure(publicUrl), maxAge: 5 * 60 });
}

export function clearedRefusedAreaCookie(publicUrl: string): string {
  return cookie(REFUSED_AREA_COOKIE, "", { httpOnly: true, sameSite: "Lax", secure: secure(publicUrl), maxAge: 0 });
}
