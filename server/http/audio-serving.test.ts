import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { m4a, mp3, vtt } from "../testing/audio.ts";
import { chunked } from "../testing/files.ts";
import { httpAppForSuite, listening } from "../testing/http.ts";

/**
 * Issue 13: sermon audio is served so players can seek: byte ranges answered byte for byte (206 with
 * Content-Range, 416 past the end), the right type and length, a year's cache for generated names,
 * and the file streamed from disk, never read whole.
 */
describe("serving sermon audio", () => {
  let file: Buffer;
  let url: string;

  const suite = httpAppForSuite();
  beforeAll(async () => {
    const { id: userId } = await suite.app.services.accounts.createUser({ name: "Office", username: "office-audio", password: "correct horse battery", role: "church" });
    file = mp3(3);
    const staged = await suite.app.services.uploads.stage({ kind: "audio", body: chunked(file), originalName: "sermon.mp3", userId });
    if (!staged.ok) throw new Error(staged.error);
    url = (await suite.app.services.uploads.commit({ token: staged.token, userId, target: { area: "past-service", serviceId: 77 } })).url;
  });

  const get = (headers: Record<string, string> = {}) => suite.app.http.request(url, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("answers the whole file with its type, exact length, Accept-Ranges and a year's cache", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("content-length")).toBe(String(file.length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await bytes(res)).equals(file)).toBe(true);
  });

  it("answers the first byte alone", async () => {
    const res = await get({ range: "bytes=0-0" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-0/${file.length}`);
    expect(res.headers.get("content-length")).toBe("1");
    expect((await bytes(res)).equals(file.subarray(0, 1))).toBe(true);
  });

  it("answers a range from the middle byte for byte", async () => {
    const res = await get({ range: "bytes=1000-4999" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 1000-4999/${file.length}`);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect((await bytes(res)).equals(file.subarray(1000, 5000))).toBe(true);
  });

  it("answers a suffix range with the last bytes", async () => {
    const res = await get({ range: "bytes=-500" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
    expect((await bytes(res)).equals(file.subarray(file.length - 500))).toBe(true);
  });

  it("answers an open range to the end, and a range running past the end up to the last byte", async () => {
    const open = await get({ range: `bytes=${file.length - 10}-` });
    expect(open.status).toBe(206);
    expect((await bytes(open)).equals(file.subarray(file.length - 10))).toBe(true);
    const over = await get({ range: `bytes=${file.length - 4}-${file.length + 100}` });
    expect(over.status).toBe(206);
    expect(over.headers.get("content-range")).toBe(`bytes ${file.length - 4}-${file.length - 1}/${file.length}`);
    expect((await bytes(over)).equals(file.subarray(file.length - 4))).toBe(true);
  });

  it("answers 416 with the size for a range starting past the end", async () => {
    const res = await get({ range: `bytes=${file.length}-${file.length + 10}` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${file.length}`);
    expect(res.headers.get("cache-control")).toBeNull();
    expect((await bytes(res)).length).toBe(0);
  });

  it("serves an M4A as audio/mp4, which Safari and iOS play", async () => {
    const { id: userId } = await suite.app.services.accounts.createUser({ name: "Listener", username: "listener-m4a", password: "correct horse battery", role: "church" });
    const file = m4a(2);
    const staged = await suite.app.services.uploads.stage({ kind: "audio", body: chunked(file), originalName: "s.m4a", userId });
    if (!staged.ok) throw new Error(staged.error);
    const placed = await suite.app.services.uploads.commit({ token: staged.token, userId, target: { area: "past-service", serviceId: 79 } });
    const res = await suite.app.http.request(placed.url, { headers: { range: "bytes=4-11" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("audio/mp4");
    expect((await bytes(res)).toString("latin1")).toBe("ftypM4A ");
  });

  it("serves transcripts as WebVTT text", async () => {
    const { id: userId } = await suite.app.services.accounts.createUser({ name: "Reader", username: "reader-vtt", password: "correct horse battery", role: "church" });
    const staged = await suite.app.services.uploads.stage({ kind: "transcript", body: chunked(vtt()), originalName: "t.vtt", userId });
    if (!staged.ok) throw new Error(staged.error);
    const placed = await suite.app.services.uploads.commit({ token: staged.token, userId, target: { area: "past-service", serviceId: 77 } });
    const res = await suite.app.http.request(placed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await res.text()).toBe(vtt().toString("utf8"));
  });

  describe("a 50 MB recording over a real socket", () => {
    let socket: Awaited<ReturnType<typeof listening>>;
    let base: string;
    let bigUrl: string;
    const size = 50 * 1024 * 1024;
    /** A known byte pattern: position i holds pattern[i % pattern.length]. */
    const pattern = randomBytes(4099);
    const expected = (start: number, end: number) => Buffer.from(Array.from({ length: end - start + 1 }, (_, k) => pattern[(start + k) % pattern.length]!));

    beforeAll(async () => {
      // A fixture written straight to the folder: the serving is under test here, not the upload checks.
      const folder = path.join(suite.app.uploadsDir, "past-services", "78");
      await mkdir(folder, { recursive: true });
      const name = "0123456789abcdef-0a1b.mp3";
      await pipeline(
        (function* () {
          for (let at = 0; at < size; at += pattern.length * 256) {
            const n = Math.min(pattern.length * 256, size - at);
            yield Buffer.concat(Array.from({ length: 256 }, () => pattern)).subarray(0, n);
          }
        })(),
        createWriteStream(path.join(folder, name)),
      );
      bigUrl = `/uploads/past-services/78/${name}`;
      socket = await listening(suite.app.http);
      base = socket.base;
    });
    afterAll(() => socket.close());

    /** Milliseconds until the first body byte arrives, and the bytes of the first chunk. */
    async function firstByte(headers: Record<string, string>) {
      const started = performance.now();
      const res = await fetch(base + bigUrl, { headers });
      const reader = res.body!.getReader();
      const { value } = await reader.read();
      const ms = performance.now() - started;
      await reader.cancel();
      return { res, ms, first: Buffer.from(value!) };
    }

    it("sends the first byte and a seek at once, streaming without holding the file in memory", async () => {
      await firstByte({}); // the first request over a socket sets up the HTTP machinery
      const before = process.memoryUsage().rss;
      const whole = await firstByte({});
      expect(whole.res.status).toBe(200);
      expect(whole.res.headers.get("content-length")).toBe(String(size));
      expect(whole.first.equals(expected(0, whole.first.length - 1))).toBe(true);

      const at = 40_000_000;
      const seek = await firstByte({ range: `bytes=${at}-` });
      expect(seek.res.status).toBe(206);
      expect(seek.res.headers.get("content-range")).toBe(`bytes ${at}-${size - 1}/${size}`);
      expect(seek.first.equals(expected(at, at + seek.first.length - 1))).toBe(true);

      const grewMb = (process.memoryUsage().rss - before) / 1024 / 1024;
      console.info(`50 MB audio: first byte ${whole.ms.toFixed(1)} ms, seek to 40 MB ${seek.ms.toFixed(1)} ms, RSS +${grewMb.toFixed(1)} MB`);
      // Reading the whole file first would take its 50 MB. (The times are reported, not asserted: a
      // stopwatch in a test fails on a busy machine; docs/performance.md records them.)
      expect(grewMb).toBeLessThan(40);
    }, 60_000);

    it("sends a middle range of the large file byte for byte", async () => {
      const res = await fetch(base + bigUrl, { headers: { range: "bytes=31457280-31461375" } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(expected(31457280, 31461375))).toBe(true);
    });
  });
});
