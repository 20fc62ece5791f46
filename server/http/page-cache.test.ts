import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PUBLIC_API, createPageCache } from "./page-cache.ts";

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
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
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

  it("never caches the API, sign-in or admin pages", async () => {
    const { app, renders } = appWithCache();
    for (const url of ["/api/x", "/api/x", "/login", "/login", "/admin/dashboard", "/admin/dashboard"]) await app.request(url);
    expect(renders()).toBe(6);
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
});
