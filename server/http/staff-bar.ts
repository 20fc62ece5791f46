import { Hono } from "hono";
import { ADMIN_HOME } from "../../shared/areas.ts";
import type { Services } from "../services.ts";
import type { AuthEnv } from "./auth.ts";

/** Longer than any public address; a longer `path` names no page. */
const MAX_PATH = 300;

/**
 * GET /api/staff-bar?path=/about (issue 30): for a signed-in browser, where the staff area is and which
 * editors of that public page this person may open; the public pages' script asks only when the
 * browser holds a sign-in cookie (app/islands/staff-bar.ts), so cached pages stay the same for
 * everyone. The answer is this person's alone: never stored by any cache.
 */
export function staffBarApi(services: Pick<Services, "staffBar">) {
  const api = new Hono<AuthEnv>();
  api.get("/staff-bar", async (c) => {
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    const auth = c.get("auth");
    // Signed out (the session ended, or was never there): the page shows no bar. A 200, so that the
    // browser's console stays quiet on every public page a signed-out browser opens.
    if (!auth) return c.json({ signedIn: false });
    const path = c.req.query("path") ?? "/";
    const page = path.startsWith("/") && path.length <= MAX_PATH ? path : "";
    const bar = page ? await services.staffBar.forPage(auth.user.role, page) : { staffArea: ADMIN_HOME, edit: null, also: [] };
    return c.json({ signedIn: true, name: auth.user.name, ...bar });
  });
  return api;
}
