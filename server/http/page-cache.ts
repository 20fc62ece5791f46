import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { queryNamesOf } from "../../shared/page-queries.ts";
import { PODCAST_FEED, isBrowserTab } from "./browser-tab.ts";
import { type Answer, type Entry, answer, store } from "./kept-answer.ts";
import { logRequest } from "./request-log.ts";

export type CacheRules = {
  /** Which request paths may be cached. */
  cacheable: (path: string) => boolean;
  /** Which response types may be kept. */
  contentType: RegExp;
  /** The query parameters a path's answer depends on: a request's key keeps only these ("all": every one). */
  queryNames: (path: string) => readonly string[] | "all";
  /** Paths that answer a browser tab otherwise (the podcast feeds lead it to a page): its requests never take the kept copy. */
  otherInBrowserTabs?: (path: string) => boolean;
};

/**
 * Anonymous public HTML, the calendar feeds (issue 12) and the podcast feeds (issue 13): everything
 * except the API, uploads, sign-in and admin pages, data requests and the pages the prayer ministry's
 * private links open (/prayer/..., issue 36: each token's page is one person's).
 */
export const PUBLIC_PAGES: CacheRules = {
  // /registration: a registrant's own page, opened by the private link in its query; /prayer/*: the prayer ministry's private links.
  // /search is never stored: each query string would be a render and an entry of its own (issue 33).
  cacheable: (path) => !/^\/(api|uploads|admin|user|search|login|forgot-password|reset-password|register|registration|manual-reset|metrics|prayer)(\/|$)|\.data$/.test(path),
  contentType: /^(text\/(html|calendar)|application\/rss\+xml)/,
  queryNames: queryNamesOf,
  otherInBrowserTabs: (path) => PODCAST_FEED.test(path),
};

/** The public GET calls of spec section 7 (not sign-in, session or captcha calls). */
export const PUBLIC_API: CacheRules = {
  cacheable: (path) => path.startsWith("/api/") && !/^\/api\/(auth|user|captcha)(\/|$)/.test(path),
  contentType: /^application\/json/,
  queryNames: () => "all",
};
/** An answer that says it is one person's (the staff bar) or not to be kept: never stored. */
const PERSONAL_ANSWER = /\b(private|no-store)\b/i;

/** Cookies that make a response personal; with one of them the cache is bypassed. */
const PERSONAL_COOKIE = /(?:^|;\s*)(session|__session|csrfToken|refused_area)=/;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * An in-memory cache of responses that are the same for every anonymous visitor (public pages, public
 * API GETs), with ETag revalidation. Entries live `ttlMs` at most (readings and scheduled
 * announcements change with the date), and `clear()` drops them all when content changes; across
 * instances that is driven by PostgreSQL NOTIFY (see server/main.ts). A stored page is replayed with
 * every header of its render, so its CSP nonce matches the nonce inside the stored HTML: the cache
 * must therefore sit outside the middleware that sets those headers.
 */
export function createPageCache({
  rules = PUBLIC_PAGES,
  ttlMs = 60_000,
  staleIfUnavailableMs = 24 * 60 * 60_000,
  maxEntries = 500,
  now = () => Date.now(),
  onLookUp,
}: {
  rules?: CacheRules;
  ttlMs?: number;
  /** While the app answers 503 (its database away), an expired copy up to this old is served instead. */
  staleIfUnavailableMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told whether each cacheable request was a hit or had to be rendered (the metrics count them). */
  onLookUp?: (result: "hit" | "miss") => void;
} = {}) {
  const entries = new Map<string, Entry>();
  /**
   * Pages being rendered again because their copy expired. Until that render is stored, other visitors
   * of the page get the expired copy (seconds old at most): on a busy page, every request arriving
   * in those milliseconds would otherwise render it too. clear() drops the copies, so a change staff
   * publish is never held back by this.
   */
  const rendering = new Map<string, number>();

  /**
   * The fresh entry for a request, or the key to store its render under (null: not cacheable). A hit
   * is every request to a busy public page, so it is answered before any rule that only a miss needs.
   */
  function lookUp({ method, url, cookie, userAgent, fetchDest }: RequestFacts): { hit: Entry } | { key: string; stale?: Entry } | null {
    if (method !== "GET" && method !== "HEAD") return null;
    if (cookie && PERSONAL_COOKIE.test(cookie)) return null;
    const { pathname, search } = pathAndQuery(url);
    if (isBrowserTab(fetchDest) && rules.otherInBrowserTabs?.(pathname)) return null;
    const query = search ? keptQuery(search, rules.queryNames(pathname)) : "";
    // The contact page's directions link differs on iOS; everything else is identical. Paths start
    // with "/", so the iOS keys never meet the others.
    const key = userAgent && IOS.test(userAgent) ? `ios ${pathname}${query}` : query ? pathname + query : pathname;
    const hit = entries.get(key);
    // Only a path the rules allow was ever stored, so a hit needs no second look at the rules.
    if (!hit) {
      if (!rules.cacheable(pathname)) return null;
      onLookUp?.("miss");
      return { key };
    }
    const age = now() - hit.storedAt;
    const renderStarted = age < ttlMs ? undefined : rendering.get(key);
    if (age < ttlMs || (renderStarted !== undefined && now() - renderStarted < RENDER_GRACE_MS)) {
      onLookUp?.("hit");
      return { hit };
    }
    onLookUp?.("miss");
    return { key, ...(age < staleIfUnavailableMs ? { stale: hit } : {}) };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const request = c.req.raw.headers;
    const found = lookUp({ method: c.req.method, url: pathAndQueryOf(c.req.url), cookie: request.get("cookie"), userAgent: request.get("user-agent"), fetchDest: request.get("sec-fetch-dest") });
    if (!found) return next();
    if ("hit" in found) return toResponse(answer(found.hit, request.get("if-none-match"), request.get("accept-encoding"), c.req.method, request.get("if-modified-since")));
    if (found.stale) rendering.set(found.key, now());
    try {
      await next();
    } finally {
      rendering.delete(found.key);
    }
    const res = c.res;
    if (res.status === 503 && found.stale) {
      replace(c, toResponse(answer(found.stale, request.get("if-none-match"), request.get("accept-encoding"), c.req.method, request.get("if-modified-since"))));
      return;
    }
    if ((res.status !== 200 && res.status !== 404) || !rules.contentType.test(res.headers.get("content-type") ?? "") || res.headers.has("set-cookie") || PERSONAL_ANSWER.test(res.headers.get("cache-control") ?? "")) return;
    const entry = store(res.status, [...res.headers], Buffer.from(await res.arrayBuffer()), now());
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(found.key, entry);
    replace(c, toResponse(answer(entry, request.get("if-none-match"), request.get("accept-encoding"), c.req.method, request.get("if-modified-since"))));
  };

  /**
   * Answers a cache hit straight from Node's request, before Hono and the Fetch API objects are
   * involved: on a busy public page that is most of the work per request. Returns the status sent,
   * or null when the request is not a hit (then nothing was written and the app answers it).
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): number | null {
    // Node has built req.headers before the request reaches us (its own Host and Expect checks read it).
    const { cookie, "user-agent": userAgent, "if-none-match": ifNoneMatch, "accept-encoding": acceptEncoding, "if-modified-since": ifModifiedSince, "sec-fetch-dest": fetchDest } = req.headers;
    const method = req.method ?? "GET";
    const found = lookUp({ method, url: req.url ?? "/", cookie, userAgent, fetchDest });
    if (!found || !("hit" in found)) return null;
    const { status, headers, body } = answer(found.hit, ifNoneMatch, acceptEncoding, method, ifModifiedSince);
    res.writeHead(status, headers);
    res.end(body ?? undefined);
    return status;
  }

  return {
    middleware,
    serveHit,
    /** Drops every kept answer, or only those whose path `stale` names (a change of one area). */
    clear: (stale?: (path: string) => boolean) => {
      if (!stale) {
        entries.clear();
        rendering.clear();
        return;
      }
      for (const map of [entries, rendering]) {
        for (const key of [...map.keys()]) if (stale(pathOfKey(key))) map.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** The path of a cache key ("ios /events?month=2026-12" → "/events"). */
function pathOfKey(key: string): string {
  const path = key.startsWith("ios ") ? key.slice(4) : key;
  const query = path.indexOf("?");
  return query === -1 ? path : path.slice(0, query);
}

/** How long an expired copy may stand in for a render in progress (a render that hangs stops holding it up). */
const RENDER_GRACE_MS = 10_000;

type RequestFacts = {
  method: string;
  /** The path and query as the client sent them ("//x" is a path here, not a host). */
  url: string;
  cookie: string | null | undefined;
  userAgent: string | null | undefined;
  /** Sec-Fetch-Dest: "document" for a page a person opens in a browser tab. */
  fetchDest: string | null | undefined;
};

const IOS = /iPhone|iPad|iPod/i;

/**
 * A request target that URL parsing would leave exactly as it is: "/" and segments that are neither
 * empty nor "." or "..", without "%" escapes, and a query without characters the parser would encode.
 */
const PLAIN_TARGET = /^(?=\/)(?:\/[\w~-][\w.~-]*)*\/?(?:\?[!$-&(-;=?-~]*)?$/;

/** The path and query of a request target, as the WHATWG URL parser reads them. */
export function pathAndQuery(target: string): { pathname: string; search: string } {
  // new URL("//x", base) would read "x" as a host; prefixing the origin keeps "//x" a path.
  if (!PLAIN_TARGET.test(target)) return new URL(target.startsWith("/") ? `http://cache${target}` : target);
  const query = target.indexOf("?");
  if (query === -1) return { pathname: target, search: "" };
  // A lone "?" is no query.
  return { pathname: target.slice(0, query), search: query === target.length - 1 ? "" : target.slice(query) };
}

/**
 * The part of a query a cached answer depends on: the first value of each name the page reads (the
 * value a page's `searchParams.get` sees), in the order of `names`, so that the order the visitor wrote
 * them in and any other name make no second copy.
 */
function keptQuery(search: string, names: readonly string[] | "all"): string {
  if (names === "all") return search;
  if (names.length === 0) return "";
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** The path and query of a whole URL (Hono's), as Node gives a request target. */
const pathAndQueryOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

const toResponse = ({ status, headers, body }: Answer) => new Response(body, { status, headers });

/** Puts the kept copy in place of the render: Hono would otherwise copy the render's headers over the copy's (its Vary, its Cache-Control). */
function replace(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

/**
 * The Node request listener of a server with a page cache: cache hits are answered at once (and logged
 * like every other request), everything else goes to `app`.
 */
export function cachedPagesFirst(
  cache: PageCache,
  app: (req: IncomingMessage, res: ServerResponse) => unknown,
  logger: Logger,
  /** Told of every hit answered here, with its time in seconds (the metrics count them). */
  observe?: (path: string, method: string, status: number, seconds: number) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const status = cache.serveHit(req, res);
    if (status === null) return app(req, res);
    const path = pathOf(req.url ?? "/");
    logRequest(logger, { method: req.method ?? "GET", path, status, started });
    observe?.(path, req.method ?? "GET", status, (performance.now() - started) / 1000);
  };
}
