import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

type Body = Uint8Array<ArrayBuffer>;

export type CacheRules = {
  /** Which request paths may be cached. */
  cacheable: (path: string) => boolean;
  /** Which response types may be kept. */
  contentType: RegExp;
};

/** Anonymous public HTML: everything except the API, uploads, sign-in and admin pages and data requests. */
export const PUBLIC_PAGES: CacheRules = {
  cacheable: (path) => !/^\/(api|uploads|admin|user|login|forgot-password|reset-password|register|manual-reset)(\/|$)|\.data$/.test(path),
  contentType: /^text\/html/,
};

/** The public GET calls of spec section 7 (not sign-in, session or captcha calls). */
export const PUBLIC_API: CacheRules = {
  cacheable: (path) => path.startsWith("/api/") && !/^\/api\/(auth|user|captcha)(\/|$)/.test(path),
  contentType: /^application\/json/,
};
type Entry = { status: number; headers: [string, string][]; body: { identity: Body; br: Body; gzip: Body }; etag: string; storedAt: number };

/** Cookies that make a response personal; with one of them the cache is bypassed. */
const PERSONAL_COOKIE = /(?:^|;\s*)(session|__session|csrfToken)=/;

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * An in-memory cache of responses that are the same for every anonymous visitor (public pages, public
 * API GETs), with ETag revalidation. Entries live `ttlMs` at most (readings and scheduled
 * announcements change with the date), and `clear()` drops them all when content changes; across
 * instances that is driven by PostgreSQL NOTIFY (see server/main.ts). A stored page is replayed with
 * every header of its render, so its CSP nonce matches the nonce inside the stored HTML: the cache
 * must therefore sit outside the middleware that sets those headers.
 */
export function createPageCache({ rules = PUBLIC_PAGES, ttlMs = 60_000, maxEntries = 500, now = () => Date.now() }: { rules?: CacheRules; ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>();

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || !rules.cacheable(c.req.path) || PERSONAL_COOKIE.test(c.req.header("cookie") ?? "")) {
      return next();
    }
    // The contact page's directions link differs on iOS; everything else is identical.
    const platform = /iPhone|iPad|iPod/i.test(c.req.header("user-agent") ?? "") ? "ios" : "other";
    const key = `${platform} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < ttlMs) {
      return respond(hit, c.req.raw.headers, method);
    }
    await next();
    const res = c.res;
    if ((res.status !== 200 && res.status !== 404) || !rules.contentType.test(res.headers.get("content-type") ?? "") || res.headers.has("set-cookie")) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // Compressed once when stored, so that a cache hit costs no compression work.
    const entry: Entry = {
      status: res.status,
      headers: [...res.headers].filter(([name]) => name !== "content-length" && name !== "content-encoding"),
      body: {
        identity: body,
        br: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
        gzip: new Uint8Array(gzipSync(body, { level: 6 })),
      },
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      storedAt: now(),
    };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    c.res = respond(entry, c.req.raw.headers, method);
  };

  return {
    middleware,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

function respond(entry: Entry, request: Headers, method: string): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.set("Vary", "Accept-Encoding");
  const ifNoneMatch = request.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) return new Response(null, { status: 304, headers });
  const accepts = request.get("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : "identity";
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  const body = entry.body[encoding];
  headers.set("Content-Length", String(body.byteLength));
  return new Response(method === "HEAD" ? null : body, { status: entry.status, headers });
}
