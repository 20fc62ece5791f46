import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Services } from "../services.ts";
import { publicApi } from "./api.ts";
import { apiWriteAccess } from "./api-access.ts";
import type { ContextKeys } from "./request-info.ts";
import { authApi } from "./auth-api.ts";
import { formsApi } from "./forms-api.ts";
import { registrationsApi } from "./registrations-api.ts";
import { uploadsApi } from "./uploads-api.ts";
import { staffBarApi } from "./staff-bar.ts";
import { type AuthEnv, clientAddress, sameOrigin, sessionMiddleware } from "./auth.ts";
import { requireApiKey } from "./api-key.ts";
import type { PageCache } from "./page-cache.ts";
import { readiness } from "./readiness.ts";
import { serveMedia } from "./media.ts";
import { databaseAnswers, rootCause, unavailable } from "./unavailable.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { openSearchXml, robotsTxt, sitemapPart, sitemapXml } from "./seo-files.ts";
import { calendarFeeds } from "./feeds.ts";
import { withoutTrailingSlash } from "./trailing-slash.ts";
import { podcastFeeds } from "./podcast.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { pagePatterns, requestPattern } from "../metrics/route-patterns.ts";
import { metricsEndpoint } from "./metrics.ts";

const NAMES_A_FILE = /\/[^/]+\.[a-z0-9]+$/i;

type Env = AuthEnv;

/** Paths that search engines must not index (spec section 1: admin and login pages). */
const NOINDEX = /^\/(admin|user|login|forgot-password|reset-password|register|registration|manual-reset)(\/|$)/;

export type AppBuild = {
  /** The React Router server build (production) or a loader for it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development" | "test";
};

/** The whole HTTP surface: health, /api, /uploads, search-engine files, assets and the React Router app. */
export function createHttpApp({
  config,
  database,
  services,
  logger,
  caches,
  app,
  metrics,
}: {
  config: Config;
  database: Database;
  services: Services;
  logger: Logger;
  /** Caches for anonymous public pages and public API GETs; absent means everything is rendered afresh. */
  caches?: { pages: PageCache; api: PageCache };
  /** The pages; without them only health, /api, /uploads and the search-engine files are served (API tests). */
  app?: AppBuild;
  /** What /metrics serves; without it there is no /metrics (tests that do not look at it). */
  metrics?: Metrics;
}) {
  const store = services.uploads.store;
  const http = new Hono<Env>();
  // A request that fails while the database does not answer gets a clear 503, not a server error;
  // anything else that throws is logged once and answered in plain words, never with a stack.
  http.onError(async (error, c) => {
    if ("getResponse" in error && typeof error.getResponse === "function") return error.getResponse() as Response;
    if (!(await databaseAnswers(database))) {
      logger.warn({ err: rootCause(error), path: c.req.path }, "request failed: the database is unavailable");
      return unavailable(c);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "request failed");
    return c.json({ error: "Something went wrong on our side. Please try again in a few minutes." }, 500);
  });
  const pages = app && typeof app.build !== "function" ? pagePatterns(app.build) : undefined;
  http.use(requestLog(logger, metrics ? (c, status, seconds) => metrics.request(requestPattern(c, pages), c.req.method, status, seconds) : undefined));
  http.use(withoutTrailingSlash());
  http.use(compress());
  // Outside the header middleware: a cached page is replayed exactly as first rendered (see page-cache.ts).
  if (caches && app) http.use("*", caches.pages.middleware);
  http.use(securityHeaders({ https: config.publicUrl.startsWith("https:"), captcha: services.captcha.cspHosts(), dev: app?.mode === "development" }));
  http.use(async (c, next) => {
    await next();
    if (NOINDEX.test(c.req.path)) c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  });

  http.get("/healthz", (c) => c.json({ status: "ok" }));
  if (metrics) http.get("/metrics", metricsEndpoint({ metrics, token: config.metricsToken, trustProxy: config.trustProxy }));
  http.get("/readyz", readiness({ database, store, folders: [config.dataDir, ...(store.root ? [store.root] : [])], minFreeBytes: config.minFreeDiskBytes, logger }));

  http.use("*", sameOrigin(config.publicUrl, logger));
  http.use("/api/*", requireApiKey(config.apiKey));
  if (caches) http.use("/api/*", caches.api.middleware);
  http.use("*", sessionMiddleware(services, { publicUrl: config.publicUrl }));
  http.use("/api/*", apiWriteAccess());
  http.route("/api", authApi(services, { publicUrl: config.publicUrl, trustProxy: config.trustProxy }));
  http.route("/api", publicApi(services));
  http.route("/api", formsApi(services, { trustProxy: config.trustProxy }));
  http.route("/api", registrationsApi(services, { trustProxy: config.trustProxy }));
  http.route("/api", uploadsApi(services));
  http.route("/api", staffBarApi(services));
  http.all("/api/*", (c) => c.json({ error: "Not found." }, 404));

  http.use("/uploads/*", async (c, next) => {
    await next();
    // Uploaded files are data, never a page: every one is a sandboxed document without scripts, even
    // a PDF that also carries HTML. Only our own pages may frame them (the bulletin viewer, which
    // Chromium still shows under the sandbox).
    c.res.headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
    c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
  });
  http.on(["GET", "HEAD"], "/uploads/*", serveMedia({ store, mediaPublicUrl: config.mediaPublicUrl }));
  http.all("/uploads/*", (c) => c.text("Not found", 404));

  http.get("/robots.txt", (c) => c.text(robotsTxt(config.publicUrl)));
  http.get("/opensearch.xml", async (c) =>
    c.body(openSearchXml(config.publicUrl, (await services.content.snapshot()).settings.churchName), 200, { "Content-Type": "application/opensearchdescription+xml; charset=utf-8" }),
  );
  http.get("/sitemap.xml", async (c) => c.body(await sitemapXml(services), 200, { "Content-Type": "application/xml; charset=utf-8" }));
  // Past 1,000 addresses /sitemap.xml is an index of these (issue 33); they follow changes within the page cache's minute.
  http.get("/:file{sitemap-[0-9]+\\.xml}", async (c) => {
    const xml = await sitemapPart(services, Number(c.req.param("file").slice(8, -4)));
    return xml === null ? c.notFound() : c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
  http.route("/", calendarFeeds(services));
  http.route("/", podcastFeeds(services));

  if (!app) return http;

  if (app.clientDir) {
    const clientDir = app.clientDir;
    http.use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({ root: clientDir, precompressed: true }),
    );
    // Files of public/ (favicon, forms, images) sit at the root; only paths that name a file are tried.
    const publicFiles = serveStatic({ root: clientDir, precompressed: true });
    http.use("*", async (c, next) => {
      if (!NAMES_A_FILE.test(c.req.path)) return next();
      // serveStatic answers a found file by returning its Response (not by setting c.res), and an
      // unknown one by calling next(); only a returned Response becomes the context's response.
      const response: unknown = await publicFiles(c, next);
      if (response instanceof Response) c.res = response;
      if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "public, max-age=86400");
    });
  }

  const handleRequest = createRequestHandler(app.build, app.mode);
  const publicOrigin = new URL(config.publicUrl).origin;
  http.all("*", async (c) => {
    const build = typeof app.build === "function" ? await app.build() : app.build;
    const keys = contextKeys(build);
    const context = new RouterContextProvider();
    context.set(keys.servicesContext, services);
    const auth = c.get("auth");
    context.set(keys.requestContext, {
      nonce: c.get("nonce"),
      apiKey: config.apiKey,
      address: clientAddress(c, config.trustProxy),
      auth: auth ? { user: auth.user, csrfToken: auth.csrfToken, signedInAt: auth.signedInAt, sessionId: auth.sessionId } : null,
    });
    const response = await handleRequest(atPublicAddress(c.req.raw, publicOrigin), context);
    // With the database away a page's sections each show their "failed to load" text (a 200) or its
    // loader fails (a 500). Either way the honest answer is a 503: the page cache then serves its last
    // copy instead, and never keeps a page rendered without its content. One `select 1` per render.
    if (!(await databaseAnswers(database))) {
      await response.body?.cancel();
      return unavailable(c);
    }
    return response;
  });

  return http;
}

/**
 * The router context keys must be the very objects the app reads with. The build carries its own copy
 * of app/context.ts (bundled in production, loaded by Vite in development), so entry.server re-exports
 * them and the server takes them from there.
 */
function contextKeys(build: ServerBuild): ContextKeys {
  const entry = build.entry.module as unknown as Partial<ContextKeys>;
  if (!entry.servicesContext || !entry.requestContext) throw new Error("app/entry.server.tsx must export servicesContext and requestContext");
  return entry as ContextKeys;
}

/**
 * The request as the visitor made it: at PUBLIC_URL's scheme and host. Behind a proxy that ends TLS
 * the server sees http://{host}, and React Router refuses a form whose Origin (https://...) differs
 * from the request's; `sameOrigin` has already checked that Origin against PUBLIC_URL.
 */
function atPublicAddress(request: Request, publicOrigin: string): Request {
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  const atPublic = new URL(url.pathname + url.search, publicOrigin);
  return new Request(atPublic, { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: "half" } as RequestInit);
}
