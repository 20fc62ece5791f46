import type { MiddlewareHandler } from "hono";

/**
 * Every address has one form, without a trailing slash: `/events/` and the like answer 301 to it
 * (issue 29), so crawlers and caches see one page, not two. The API and the uploaded files keep
 * their plain 404s (a folder there is no address). Leading slashes become one, so
 * `//other.example/` leads to a path here, never to another site.
 */
export function withoutTrailingSlash(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || path === "/" || !path.endsWith("/") || /^\/(api|uploads)\//.test(path)) return next();
    const url = new URL(c.req.url);
    return c.redirect(`/${path.replace(/^\/+|\/+$/g, "")}${url.search}`, 301);
  };
}
