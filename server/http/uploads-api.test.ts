import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { chunked, generated, jpeg, mp4, pdf, png } from "../testing/files.ts";
import { uploadMessages } from "../../shared/upload-rules.ts";
import { testBrowser } from "../testing/browser.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { httpAppForSuite, listening } from "../testing/http.ts";
import type { Role } from "../../shared/roles.ts";

const ORIGIN = "https://church.example";

/** A web stream over an async generator: the body is produced as it is sent, never held whole. */
function streamOf(source: AsyncIterable<Uint8Array>) {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}

describe.each(testDatabaseKinds)("upload API on %s", (kind) => {
  let n = 0;
  const staging = () => (existsSync(path.join(suite.app.uploadsDir, ".staging")) ? readdirSync(path.join(suite.app.uploadsDir, ".staging")) : []);

  /** A signed-in browser: its headers for a raw upload request. */
  async function signedIn(role: Role = "church") {
    const username = `uploader${++n}${kind}`;
    await suite.app.services.accounts.createUser({ name: `Uploader ${n}`, username, password: "secret-pass", role });
    const browser = testBrowser(suite.app.http, { apiKey: suite.app.config.apiKey, origin: ORIGIN });
    const res = await browser.post("/api/auth/login", { identifier: username, password: "secret-pass" });
    expect(res.status).toBe(200);
    const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return {
      "x-api-key": suite.app.config.apiKey,
      origin: ORIGIN,
      cookie,
      "x-csrf-token": decodeURIComponent(browser.jar.get("csrfToken")!),
      "x-file-name": encodeURIComponent("Église picnic.jpg"),
    } as Record<string, string>;
  }

  const post = (url: string, headers: Record<string, string>, body: Uint8Array | ReadableStream<Uint8Array>) =>
    suite.app.http.request(url, { method: "POST", headers, body, duplex: "half" } as RequestInit);

  const suite = httpAppForSuite({}, kind);

  it("answers 401 without a session", async () => {
    const res = await post("/api/admin/uploads?kind=image&area=holidays", { "x-api-key": suite.app.config.apiKey, origin: ORIGIN }, await png());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: uploadMessages.signedOut });
  });

  it("answers 403 without the CSRF header, and stages nothing", async () => {
    const { "x-csrf-token": _csrf, ...headers } = await signedIn();
    const before = staging();
    const res = await post("/api/admin/uploads?kind=image&area=holidays", headers, await png());
    expect(res.status).toBe(403);
    expect(staging()).toEqual(before);
  });

  it("answers 403 to a role with no admin area that takes files (childcare)", async () => {
    const res = await post("/api/admin/uploads?kind=image&area=holidays", await signedIn("childcare"), await png());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: uploadMessages.notAllowed });
  });

  it("stages a streamed picture: 201 with the token, kind, original name and size", async () => {
    const headers = await signedIn();
    const data = await jpeg(1200, 900);
    const res = await post("/api/admin/uploads?kind=image&area=holidays", headers, streamOf(chunked(data, 16 * 1024)));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { upload: string; kind: string; name: string; size: number };
    expect(body).toEqual({ upload: expect.any(String), kind: "image", name: "Église picnic.jpg", size: data.length });
    const [user] = await suite.database.db.select().from(schema.users).orderBy(schema.users.id).limit(1).offset(n - 1);
    const placed = await suite.app.services.uploads.commit({ token: body.upload, userId: user!.id, target: { area: "gallery", gallery: "first-responders" } });
    // Served at the address the site builds, as a picture.
    const served = await suite.app.get(placed.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("stages a bulletin PDF", async () => {
    const res = await post("/api/admin/uploads?kind=pdf&area=past-sessions", await signedIn("admin"), pdf());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "pdf" });
  });

  it("answers 415 to a text file named .jpg", async () => {
    const res = await post("/api/admin/uploads?kind=image&area=holidays", await signedIn(), Buffer.from("Not a picture at all, just words.\n".repeat(10)));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "That file is not a picture we can use. Please choose a JPEG, PNG, WebP or GIF image." });
  });

  it("answers 400 to an unknown kind", async () => {
    const res = await post("/api/admin/uploads?kind=spreadsheet&area=holidays", await signedIn(), await png());
    expect(res.status).toBe(400);
  });

  it("answers 413 when the streamed body passes the limit, and keeps nothing", async () => {
    const before = staging();
    const res = await post("/api/admin/uploads?kind=image&area=holidays", await signedIn(), streamOf(generated(await jpeg(64, 64), 16 * 1024 * 1024)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "That file is too large. Pictures can be at most 15 MB. Please choose a smaller file." });
    expect(staging()).toEqual(before);
  });

  it("answers 413 before reading when Content-Length is already over the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request(`http://localhost/api/admin/uploads?kind=pdf&area=past-sessions`, { method: "POST", headers: await signedIn(), body, duplex: "half" } as RequestInit);
    request.headers.set("content-length", String(21 * 1024 * 1024));
    const res = await suite.app.http.fetch(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "That file is too large. PDF documents can be at most 20 MB. Please choose a smaller file." });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("places a rich-text picture at once and answers with its address", async () => {
    const res = await post("/api/admin/uploads/content-image?area=announcements", await signedIn(), await png(500, 300));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/content\/[0-9a-f]{16}-[0-9a-f]{4}\.webp$/);
    expect((await suite.app.get(url)).status).toBe(200);
  });

  describe("over a real socket", () => {
    let socket: Awaited<ReturnType<typeof listening>>;
    let base: string;
    beforeAll(async () => {
      socket = await listening(suite.app.http);
      base = socket.base;
    });
    afterAll(() => socket.close());

    it("streams a 200 MB video to disk without holding it in memory", async () => {
      const send = async (size: number) => {
        const headers = { ...(await signedIn()), "x-file-name": "sermon.mp4" };
        const res = await fetch(`${base}/api/admin/uploads?kind=video&area=past-sessions`, { method: "POST", headers, body: streamOf(generated(mp4(), size)), duplex: "half" } as RequestInit);
        expect(res.status).toBe(201);
        expect(await res.json()).toMatchObject({ kind: "video", size });
      };
      // The first request over a socket allocates the HTTP machinery's buffers once; measure after it.
      await send(20 * 1024 * 1024);
      const size = 200 * 1024 * 1024;
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      try {
        await send(size);
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, process.memoryUsage().rss);
      const grewMb = (peak - before) / 1024 / 1024;
      console.info(`upload of ${size / 1024 / 1024} MB raised peak RSS by ${grewMb.toFixed(1)} MB`);
      // Buffering the body would add at least its 200 MB; streaming adds a few buffers and GC slack (20-45 MB seen).
      expect(grewMb).toBeLessThan(80);
    }, 120_000);

    it("leaves nothing in .staging when the browser aborts mid-upload", async () => {
      const headers = await signedIn();
      const before = staging();
      const controller = new AbortController();
      let sent = 0;
      async function* slow() {
        yield mp4(64 * 1024);
        for (;;) {
          sent++;
          if (sent === 20) controller.abort();
          yield new Uint8Array(64 * 1024);
          await new Promise((r) => setTimeout(r, 5));
        }
      }
      await expect(
        fetch(`${base}/api/admin/uploads?kind=video&area=past-sessions`, { method: "POST", headers, body: streamOf(slow()), duplex: "half", signal: controller.signal } as RequestInit),
      ).rejects.toThrow();
      await expect.poll(() => staging(), { timeout: 5000 }).toEqual(before);
    });
  });
});
