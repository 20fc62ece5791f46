import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { getCookie } from "hono/cookie";
import type { SessionUser } from "../auth/user.ts";
import { safeEqual } from "../auth/crypto.ts";
import type { Services } from "../services.ts";
import { CSRF_COOKIE, SESSION_COOKIE, clearedSessionCookies, csrfCookie, csrfTokenFor, sessionCookies } from "./cookies.ts";

export type Auth = { user: SessionUser; sessionId: string; csrfToken: string; signedInAt: string } | null;
export type AuthEnv = { Variables: { nonce: string; auth: Auth } };

/**
 * The client's address for throttling: the socket's peer, or with TRUST_PROXY the first
 * X-Forwarded-For entry (only trustworthy when a proxy in front sets it).
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}

/** Adds Set-Cookie lines (from ./cookies.ts, which the sign-in route actions use too) to the answer. */
export function setCookies(c: Context, lines: string[]) {
  for (const line of lines) c.header("Set-Cookie", line, { append: true });
}

export function setSessionCookies(c: Context, session: { sessionId: string; sessionSecret: string; publicUrl: string }) {
  setCookies(c, sessionCookies(session));
}

export function clearSessionCookies(c: Context, publicUrl: string) {
  setCookies(c, clearedSessionCookies(publicUrl));
}

/** Resolves the session cookie to the signed-in user (idle and absolute limits enforced by the service). */
export function sessionMiddleware(services: Services, { publicUrl }: { publicUrl: string }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    const found = sessionId ? await services.sessions.lookUp(sessionId) : null;
    if (sessionId && !found) clearSessionCookies(c, publicUrl);
    const csrfToken = found && sessionId ? csrfTokenFor(services.sessionSecret, sessionId) : null;
    // A page must always be able to read the token it sends back (logout, forms): if the cookie went
    // missing while the session lives on, it is given again.
    if (csrfToken && getCookie(c, CSRF_COOKIE) !== csrfToken) setCookies(c, [csrfCookie(csrfToken, publicUrl)]);
    c.set("auth", found && sessionId && csrfToken ? { user: found.user, sessionId, csrfToken, signedInAt: found.createdAt.toISOString() } : null);
    await next();
  };
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How many different wrong addresses are warned about, so that made-up Origin headers cannot flood the log. */
const WARNED_ORIGINS_MAX = 20;

/**
 * State-changing requests must come from our own pages: a browser's Origin (or, failing that,
 * Sec-Fetch-Site) must not name another site. Requests without either (non-browser clients) pass
 * here and still need the CSRF token wherever a session is involved. A site opened at another
 * address than PUBLIC_URL (an IP, a second host name) is refused the same way, but told why, and the
 * operator is warned once per address.
 */
export function sameOrigin(publicUrl: string, logger?: Pick<Logger, "warn">): MiddlewareHandler {
  const ours = new URL(publicUrl).origin;
  const warned = new Set<string>();
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const other = origin && origin !== "null" && origin !== ours ? originOf(origin) : null;
      if (other) {
        if (!warned.has(other) && warned.size < WARNED_ORIGINS_MAX) {
          warned.add(other);
          logger?.warn({ publicUrl: ours, origin: other }, "refused a form sent from an address other than PUBLIC_URL; if that address is this site, set PUBLIC_URL to it or open the site at PUBLIC_URL");
        }
        return c.json({ error: `This site's address is set to ${ours} (PUBLIC_URL), but this page was opened at ${other}. Open ${ours} and try again.` }, 403);
      }
      if ((origin && origin !== ours) || (!origin && site === "cross-site")) {
        return c.json({ error: "Cross-site requests are not allowed." }, 403);
      }
    }
    await next();
  };
}

function originOf(header: string): string | null {
  try {
    const { origin } = new URL(header);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** For API calls made with a session: the x-csrf-token header must match the session's token. */
export function checkCsrfHeader(c: Context<AuthEnv>): boolean {
  const auth = c.get("auth");
  const given = c.req.header("x-csrf-token");
  return Boolean(auth && given && safeEqual(given, auth.csrfToken));
}
