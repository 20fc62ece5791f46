import type { Context } from "hono";

/**
 * Only JSON: a browser sends text/plain, a form or multipart from another site without asking first
 * (no CORS preflight), so refusing every other type keeps these calls to what our own pages and
 * other clients send on purpose. The sign-in calls (auth-api.ts) and the public forms (forms-api.ts)
 * both start here.
 */
export function notJson(c: Context): Response | null {
  if (/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) return null;
  return c.json({ error: "Please send the request as JSON (Content-Type: application/json)." }, 415);
}
