import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The spec's static `x-api-key` header, compared in constant time. The key is public (the site's own
 * pages send it), so it only keeps casual scrapers off /api; it grants nothing by itself.
 */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  const expected = digest(apiKey);
  return async (c, next) => {
    const given = c.req.header("x-api-key");
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return c.json({ error: "A valid x-api-key header is required." }, 401);
    }
    await next();
  };
}
