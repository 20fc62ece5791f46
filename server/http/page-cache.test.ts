import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { PUBLIC_API, cachedPagesFirst, createPageCache, pathAndQuery } from "./page-cache.ts";
import { requestLog } from "./request-log.ts";

/** An app behind `cache` whose every page says how many renders there have been. */
function appOver(cache: ReturnType<typeof createPageCache>) {
  let renders = 0;
  const app = new Hono();
  app.use("*", cache.middleware);
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>`));
  return app;
}

function appWithCache(options?: Parameters<typeof createPageCache>[0]) {
  const cache = createPageCache(options);
  let renders = 0;
  const app = new Hono();
  app.use("*", cache.middleware);
  app.get("/api/x", (c) => c.json({ renders: ++renders }));
  app.get("*", (c) => c.html(`<p>render ${++renders}</p>`, c.req.path === "/missing" ? 404 : 200));
  return { app, cache, renders: () => renders };
}

describe("page cache", () => {
  it("renders an anonymous public page once and serves the copy with an ETag", async () => {
    const { app, renders } = appWithCache();
    const first = await app.request("/about");
    const second = await app.request("/about");
    expect(await second.text()).toBe(await first.text());
    expect(renders()).toBe(1);
    expect(second.headers.get("etag")).toMatch(/^".+"$/);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("tells a CDN never to keep a page drawn for one kind of device (Vary: User-Agent)", async () => {
    const cache = createPageCache();
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/contact", (c) => {
      c.header("Vary", "User-Agent");
      return c.html("<p>directions</p>");
    });
    const res = await app.request("/contact");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("vary")).toBe("Accept-Encoding, User-Agent");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { app } = appWithCache();
    const etag = (await app.request("/about")).headers.get("etag")!;
    const res = await app.request("/about", { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  it("keeps the 404 status of a cached not-found page", async () => {
    const { app } = appWithCache();
    await app.request("/missing");
    expect((await app.request("/missing")).status).toBe(404);
  });

  it("renders afresh after clear(), after the time limit, and for visitors with a session", async () => {
    let clock = 0;
    const { app, cache, renders } = appWithCache({ ttlMs: 1000, now: () => clock });
    await app.request("/");
    cache.clear();
    await app.request("/");
    expect(renders()).toBe(2);
    clock = 1500;
    await app.request("/");
    expect(renders()).toBe(3);
    await app.request("/", { headers: { cookie: "session=abc" } });
    expect(renders()).toBe(4);
  });

  it("renders an expired page once while visitors arriving meanwhile get the expired copy; clear() never waits for that", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    let renders = 0;
    const waiting: Array<() => void> = [];
    const finishRenders = () => waiting.splice(0).forEach((finish) => finish());
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("*", async (c) => {
      const n = ++renders;
      if (n > 1) await new Promise<void>((resolve) => waiting.push(resolve));
      return c.html(`<p>render ${n}</p>`);
    });
    await app.request("/");
    clock = 1500;
    const rendering = app.request("/");
    await expect.poll(() => renders).toBe(2);
    // Arriving while render 2 is under way: the expired copy at once, no third render.
    const meanwhile = await app.request("/");
    expect([meanwhile.status, await meanwhile.text(), renders]).toEqual([200, "<p>render 1</p>", 2]);
    finishRenders();
    expect(await (await rendering).text()).toBe("<p>render 2</p>");
    expect(await (await app.request("/")).text()).toBe("<p>render 2</p>");
    // After clear() (content changed) nobody gets an old copy, even while a render is under way.
    clock = 3000;
    const again = app.request("/");
    await expect.poll(() => renders).toBe(3);
    cache.clear();
    const afterClear = app.request("/");
    await expect.poll(() => renders).toBe(4);
    finishRenders();
    await again;
    expect(await (await afterClear).text()).toBe("<p>render 4</p>");
  });

  it("while the app answers 503 (the database away), serves the last copy of an expired page, up to a day old", async () => {
    let clock = 0;
    let down = false;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    let renders = 0;
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("*", (c) => (down ? c.html("<p>try again in a few minutes</p>", 503) : c.html(`<p>render ${++renders}</p>`)));
    await app.request("/");
    down = true;
    clock = 60_000;
    const stale = await app.request("/");
    expect([stale.status, await stale.text()]).toEqual([200, "<p>render 1</p>"]);
    // Never a page nobody has seen, and not a stale one older than a day.
    expect((await app.request("/announcements")).status).toBe(503);
    clock = 25 * 60 * 60_000;
    expect((await app.request("/")).status).toBe(503);
    // Once the app answers again, the page is rendered afresh.
    down = false;
    clock = 60_000;
    expect(await (await app.request("/")).text()).toBe("<p>render 2</p>");
    // clear() (content changed) drops stale copies too: a 503 is then the honest answer.
    cache.clear();
    down = true;
    clock = 120_000;
    expect((await app.request("/")).status).toBe(503);
  });

  it("never caches the API, sign-in or admin pages", async () => {
    const { app, renders } = appWithCache();
    for (const url of ["/api/x", "/api/x", "/login", "/login", "/admin/dashboard", "/admin/dashboard"]) await app.request(url);
    expect(renders()).toBe(6);
  });

  it("never caches a page a prayer ministry's private link opens (one person's, by its ?token=), but caches the prayer wall (issue 36)", async () => {
    const { app, renders } = appWithCache();
    for (const url of ["/prayer/request?token=a", "/prayer/request?token=b", "/prayer/team?token=a", "/prayer/team?token=a"]) await app.request(url);
    expect(renders()).toBe(4);
    for (const url of ["/prayer-wall", "/prayer-wall"]) await app.request(url);
    expect(renders()).toBe(5);
  });

  it("keys a page only by the query parameters that page reads, so made-up ones cost no render (issue 29)", async () => {
    const { app, renders } = appWithCache();
    for (const url of ["/events/archive", "/events/archive?x=1", "/events/archive?x=2", "/events/archive?preview=1&utm_source=mail"]) await app.request(url);
    expect(renders()).toBe(1);
    for (const url of ["/events?view=month&month=2027-01", "/events?month=2027-01&view=month&x=1", "/events?view=month&month=2027-01&month=2031-01"]) await app.request(url);
    expect(renders()).toBe(2);
    await app.request("/events?view=month&month=2027-02");
    await app.request("/past-sessions?book=Psalms&fbclid=abc");
    await app.request("/past-sessions?book=Psalms");
    expect(renders()).toBe(4);
    const node = createPageCache();
    const listener = cachedPagesFirst(node, getRequestListener(appOver(node).fetch), pino({ level: "silent" }));
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const get = (path: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`).then((r) => r.text());
      expect(await get("/events/archive?x=1")).toBe(await get("/events/archive?x=2"));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps a separate copy for iOS visitors (the directions link differs)", async () => {
    const { app, renders } = appWithCache();
    await app.request("/contact", { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" } });
    await app.request("/contact", { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    expect(renders()).toBe(2);
  });
});

describe("page cache compression", () => {
  it("serves the stored page brotli- or gzip-compressed as the browser accepts", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const { app } = appWithCache();
    const plain = await (await app.request("/about")).text();
    const br = await app.request("/about", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await app.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });
});

describe("public API cache", () => {
  it("caches public GET calls but never sign-in, session or captcha calls", async () => {
    const cache = createPageCache({ rules: PUBLIC_API });
    let calls = 0;
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("*", (c) => c.json({ calls: ++calls }));
    for (const url of ["/api/announcements", "/api/announcements", "/api/mission-trips/3", "/api/mission-trips/3"]) await app.request(url);
    expect(calls).toBe(2);
    for (const url of ["/api/auth/me", "/api/auth/me", "/api/captcha/challenge", "/api/captcha/challenge", "/api/user/logout"]) await app.request(url);
    expect(calls).toBe(7);
  });

  it("never keeps an answer that says it is private or not to be stored (the staff bar, issue 30)", async () => {
    const cache = createPageCache({ rules: PUBLIC_API });
    let calls = 0;
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/api/staff-bar", (c) => c.json({ calls: ++calls }, 200, { "Cache-Control": "private, no-store" }));
    app.get("/api/own", (c) => c.json({ calls: ++calls }, 200, { "Cache-Control": "no-store" }));
    for (const url of ["/api/staff-bar", "/api/staff-bar", "/api/own", "/api/own"]) {
      const answer = await app.request(url);
      expect(answer.headers.get("cache-control"), url).toMatch(/no-store/);
      expect(answer.headers.has("etag"), url).toBe(false);
    }
    expect(calls).toBe(4);
  });
});

describe("cache hits answered before the app", () => {
  async function serverWithCache() {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const cache = createPageCache();
    let renders = 0;
    const app = new Hono();
    app.use(requestLog(logger));
    app.use("*", cache.middleware);
    app.get("/headers", (c) => c.html(`<p>render ${++renders}</p>`, 200, { "content-security-policy": "script-src 'nonce-abc'", "x-content-type-options": "nosniff" }));
    app.get("*", (c) => c.html(`<p>render ${++renders}</p>`, c.req.path === "/missing" ? 404 : 200));
    const listener = getRequestListener(app.fetch);
    let appCalls = 0;
    const server = createServer(
      cachedPagesFirst(
        cache,
        (req, res) => {
          appCalls++;
          return listener(req, res);
        },
        logger,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
    /** A request with the path and header names exactly as given (fetch would tidy both). */
    const raw = (path: string, headers: Array<[string, string]> = []) =>
      new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        // Headers given as a list are sent as they are: Host too has to be named.
        request({ host: "127.0.0.1", port, path, headers: [["Host", `127.0.0.1:${port}`], ...headers].flat() }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        })
          .on("error", reject)
          .end();
      });
    return { get, raw, renders: () => renders, appCalls: () => appCalls, lines, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("replays the stored page with every header of its render, and logs the request", async () => {
    const site = await serverWithCache();
    try {
      const first = await site.get("/headers", { headers: { "accept-encoding": "identity" } });
      const second = await site.get("/headers", { headers: { "accept-encoding": "identity" } });
      expect(await second.text()).toBe(await first.text());
      const without = (h: Headers) => [...h].filter(([name]) => !["date", "connection", "keep-alive"].includes(name));
      expect(without(second.headers)).toEqual(without(first.headers));
      expect(second.headers.get("content-security-policy")).toBe("script-src 'nonce-abc'");
      expect(site.lines.filter((l) => l.msg === "request").map((l) => [l.path, l.status])).toEqual([
        ["/headers", 200],
        ["/headers", 200],
      ]);
    } finally {
      await site.close();
    }
  });

  it("answers a hit without rendering: compressed, 304, HEAD; a visitor with a session reaches the app", async () => {
    const site = await serverWithCache();
    try {
      const plain = await (await site.get("/about")).text();
      const br = await site.get("/about", { headers: { "accept-encoding": "br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      // fetch decodes the body itself.
      expect(await br.text()).toBe(plain);
      const etag = br.headers.get("etag")!;
      const notModified = await site.get("/about", { headers: { "if-none-match": etag } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("etag")).toBe(etag);
      const head = await site.get("/about", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      expect(site.renders()).toBe(1);
      expect(site.appCalls()).toBe(1);
      await site.get("/about", { headers: { cookie: "session=abc" } });
      expect(site.renders()).toBe(2);
      expect(site.appCalls()).toBe(2);
      expect((await site.get("/missing")).status).toBe(404);
      expect((await site.get("/missing")).status).toBe(404);
      expect(site.renders()).toBe(3);
      // A path that starts with two slashes is its own path, never the cached home page.
      await site.get("/");
      const calls = site.appCalls();
      await site.raw("//about");
      expect(site.appCalls()).toBe(calls + 1);
    } finally {
      await site.close();
    }
  });

  it("reads the request's headers whatever their case, and a session cookie among other cookies", async () => {
    const site = await serverWithCache();
    try {
      const { headers } = await site.raw("/about");
      const etag = String(headers.etag);
      expect((await site.raw("/about", [["IF-NONE-MATCH", etag]])).status).toBe(304);
      expect((await site.raw("/about", [["Accept-Encoding", "gzip"]])).headers["content-encoding"]).toBe("gzip");
      expect(site.appCalls()).toBe(1);
      // Two Cookie lines are one list of cookies, as Node joins them.
      await site.raw("/about", [
        ["Cookie", "theme=dark"],
        ["Cookie", "session=abc"],
      ]);
      expect(site.appCalls()).toBe(2);
      await site.raw("/contact", [["User-Agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)"]]);
      await site.raw("/contact", [["User-Agent", "Mozilla/5.0 (X11; Linux x86_64)"]]);
      await site.raw("/contact", [["user-agent", "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)"]]);
      expect(site.renders()).toBe(4);
    } finally {
      await site.close();
    }
  });
});

describe("request targets", () => {
  it("reads path and query as the URL parser does, plain or not", () => {
    const targets = ["/", "/about", "/about/", "/events?category=youth&view=month", "/a?", "/a?b=1&c=d/e?f", "/v1.2/x_y~z-", "/a.b/.c", "//about", "/./about", "/a/../admin", "/a/.", "/%61dmin", "/caf%C3%A9", "/a b", "/a\\b", "/x?q=a b", "/x?q='<>\"", "/x?q=#frag", "/x#frag", "http://other/path?q"];
    for (const target of targets) {
      const parsed = new URL(target.startsWith("/") ? `http://cache${target}` : target);
      expect(pathAndQuery(target), target).toMatchObject({ pathname: parsed.pathname, search: parsed.search });
    }
  });
});
