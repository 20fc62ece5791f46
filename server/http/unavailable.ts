import type { Context } from "hono";
import type { Database } from "../db/client.ts";

export const DATABASE_UNAVAILABLE = "The site cannot reach its database just now. Please try again in a few minutes.";

/** How long a failed request waits for the database to answer a ping before it is called away. */
const PING_TIMEOUT_MS = 3_000;

/** Whether the database answers now: asked only after a request failed, to tell an outage from a bug. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([database.ping().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The innermost cause of an error ("connect ECONNREFUSED ..."), not a failed query with its parameters, which may hold what a visitor typed. */
export function rootCause(error: unknown): string {
  let inner = error;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause; depth++) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again in a few minutes</title></head>
<body><main><h1>We will be right back</h1><p>${DATABASE_UNAVAILABLE}</p><p><a href="/">Back to the home page</a></p></main></body>
</html>
`;

/**
 * The answer while the database is away: 503 with a Retry-After, as JSON `{ error }` for /api (the
 * public forms show it and keep what was typed) and as a small page otherwise. It never depends on
 * the session, so the staff area shows nothing and does not pretend anyone is signed out.
 */
export function unavailable(c: Context): Response {
  const headers = { "Retry-After": "60", "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: DATABASE_UNAVAILABLE }, 503, headers);
  return c.html(PAGE, 503, headers);
}
