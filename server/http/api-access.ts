import type { MiddlewareHandler } from "hono";
import { canEnterArea, isAreaKey } from "../../shared/areas.ts";
import { uploadMessages } from "../../shared/upload-rules.ts";
import { type AuthEnv, checkCsrfHeader } from "./auth.ts";

/**
 * Who may send each state-changing call under /api:
 * - `anyone`: the spec's sign-in calls and public forms (each has its own rate limits and checks);
 * - `signed-in`: any session, with the page's CSRF token;
 * - `area`: a session whose role may enter the staff area named by `?area=` (shared/areas.ts), with
 *   the page's CSRF token.
 */
export type ApiWriteAccess = "anyone" | "signed-in" | "area";

/** Deny by default: a POST, PUT, PATCH or DELETE under /api that is not listed here is refused. */
export const API_WRITES: Record<string, ApiWriteAccess> = {
  "/api/auth/login": "anyone",
  "/api/auth/verify-login-2fa": "anyone",
  "/api/auth/sign-in-link": "anyone",
  "/api/auth/forgot-password": "anyone",
  "/api/auth/verify-reset-token": "anyone",
  "/api/auth/reset-password": "anyone",
  "/api/auth/verify-invite": "anyone",
  "/api/auth/register-invite": "anyone",
  "/api/auth/verify-manual-reset": "anyone",
  "/api/auth/complete-manual-reset": "anyone",
  "/api/contact-message": "anyone",
  "/api/prayer-request": "anyone",
  "/api/directory-entry": "anyone",
  "/api/registrations": "anyone",
  "/api/user/logout": "signed-in",
  "/api/admin/uploads": "area",
  "/api/admin/uploads/content-image": "area",
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const badToken = "The page's security token is missing or out of date. Please reload the page and try again.";

/** Applies API_WRITES to every state-changing /api request, after the session is known. */
export function apiWriteAccess(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const access = Object.hasOwn(API_WRITES, c.req.path) ? API_WRITES[c.req.path] : undefined;
    if (!access) return c.json({ error: "Not found." }, 404);
    if (access === "anyone") return next();
    const auth = c.get("auth");
    // Only the upload endpoints are "area" calls; their words tell staff what to do with the file.
    if (!auth) return c.json({ error: access === "area" ? uploadMessages.signedOut : "Not signed in." }, 401);
    if (!checkCsrfHeader(c)) return c.json({ error: badToken }, 403);
    if (access === "area") {
      const area = c.req.query("area");
      if (!isAreaKey(area) || !canEnterArea(auth.user.role, area)) return c.json({ error: uploadMessages.notAllowed }, 403);
    }
    return next();
  };
}
