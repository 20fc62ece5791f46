/**
 * The route pattern a request matched ("/past-session/:id", "/api/announcements/:id"), for the
 * metrics' route label: counting by path would make a series of every address a bot tries. Pages
 * are matched against the React Router build's own route table, the rest by Hono's routing.
 */
import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";

/** Paths remembered with their pattern; past this many the memory starts again (bots try endless paths). */
const REMEMBERED = 2000;

/** The page pattern of a path from a build's routes ("/" for the home page, "/*" for a path no page has). */
export function pagePatterns(build: Pick<ServerBuild, "routes">): (path: string) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = (route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }) as RouteObject;
    objects.set(route.id, object);
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  for (const [id, object] of objects) if (!object.index) (object as { children: RouteObject[] }).children = byParent.get(id) ?? [];
  const tree = byParent.get(undefined) ?? [];
  const remembered = new Map<string, string>();
  return (path) => {
    const known = remembered.get(path);
    if (known) return known;
    const data = path.endsWith(".data");
    const matches = matchRoutes(tree, data ? path.slice(0, -".data".length) || "/" : path);
    const joined = (matches ?? []).map((m) => m.route.path).filter((p): p is string => Boolean(p)).join("/");
    const pattern = matches ? `/${joined}`.replace(/\/+/g, "/") + (data ? ".data" : "") : "unmatched";
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(path, pattern);
    return pattern;
  };
}

/**
 * The pattern of a request Hono answered (called after it was): the route registered for exactly
 * such paths when there is one ("/api/announcements/:id", also when the API cache answered it), else
 * the wildcard route that answered ("/uploads/*"), else the page's.
 */
export function requestPattern(c: Context, pages: ((path: string) => string) | undefined): string {
  const exact = matchedRoutes(c).findLast((route) => !route.path.includes("*"));
  if (exact) return exact.path;
  const answered = routePath(c);
  if (answered && answered !== "*" && answered !== "/*") return answered;
  return pages ? pages(c.req.path) : "page";
}
