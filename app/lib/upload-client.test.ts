import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { csrfTokenFromCookie, uploadFile } from "./upload-client.ts";
import { uploadMessages } from "../../shared/upload-rules.ts";

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A stand-in XMLHttpRequest that the test drives: progress, answer, network failure. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = (size = 1000, name = "Easter morning.jpg") => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

describe("uploadFile", () => {
  beforeEach(() => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    vi.stubGlobal("document", { cookie: "theme=light; csrfToken=abc%2Bdef%3D; other=1" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the raw file with the api key, CSRF token and encoded name, reports progress, and returns the token", async () => {
    const progress: number[] = [];
    const f = file();
    const pending = uploadFile(f, { kind: "image", area: "holidays", apiKey: "key-123", onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/admin/uploads?kind=image&area=holidays");
    expect(xhr.headers).toMatchObject({ "x-api-key": "key-123", "x-csrf-token": "abc+def=", "x-file-name": "Easter%20morning.jpg" });
    expect(xhr.body).toBe(f);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(201, { upload: "tok", kind: "image", name: "Easter morning.jpg", size: 1000 });
    expect(await pending).toEqual({ ok: true, upload: "tok", name: "Easter morning.jpg", size: 1000 });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("gives the server's error message back", async () => {
    const pending = uploadFile(file(), { kind: "image", apiKey: "k" });
    FakeXhr.last.answer(415, { error: uploadMessages.wrongType.image });
    expect(await pending).toEqual({ ok: false, error: uploadMessages.wrongType.image });
  });

  it("answers a plain message when the server's answer is not JSON", async () => {
    const pending = uploadFile(file(), { kind: "pdf", apiKey: "k" });
    FakeXhr.last.answer(502, "<html>Bad gateway</html>");
    expect(await pending).toEqual({ ok: false, error: uploadMessages.notSaved });
  });

  it("reports a network failure in plain words", async () => {
    const pending = uploadFile(file(), { kind: "video", apiKey: "k" });
    FakeXhr.last.onerror?.();
    expect(await pending).toEqual({ ok: false, error: "The upload did not finish. Check your connection and try again." });
  });

  it("aborts the request when the signal fires, and says it was cancelled", async () => {
    const controller = new AbortController();
    const pending = uploadFile(file(), { kind: "image", apiKey: "k", signal: controller.signal });
    const xhr = FakeXhr.last;
    xhr.progress(100, 1000);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await pending).toEqual({ ok: false, error: uploadMessages.cancelled, cancelled: true });
  });

  it("does not start when the signal has already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    FakeXhr.last = undefined as unknown as FakeXhr;
    expect(await uploadFile(file(), { kind: "image", apiKey: "k", signal: controller.signal })).toMatchObject({ ok: false, cancelled: true });
    expect(FakeXhr.last).toBeUndefined();
  });

  it("refuses a file over the limit before sending a byte", async () => {
    const big = { name: "sermon.mov", size: 2049 * 1024 * 1024 } as File;
    FakeXhr.last = undefined as unknown as FakeXhr;
    expect(await uploadFile(big, { kind: "video", area: "past-sessions", apiKey: "k" })).toEqual({ ok: false, error: "That file is too large. Videos can be at most 2 GB. Please choose a smaller file." });
    expect(FakeXhr.last).toBeUndefined();
  });

  it("returns a rich-text picture's address from the content-image path", async () => {
    vi.stubGlobal("location", { pathname: "/admin/announcements/edit/4" });
    const pending = uploadFile(file(), { kind: "image", apiKey: "k", path: "/api/admin/uploads/content-image" });
    expect(FakeXhr.last.url).toBe("/api/admin/uploads/content-image?kind=image&area=announcements");
    FakeXhr.last.answer(201, { url: "/uploads/content/abc-1234.webp" });
    expect(await pending).toMatchObject({ ok: true, upload: "/uploads/content/abc-1234.webp", url: "/uploads/content/abc-1234.webp" });
  });
});

describe("csrfTokenFromCookie", () => {
  it("reads and decodes the csrfToken cookie, or gives null", () => {
    expect(csrfTokenFromCookie("a=1; csrfToken=x%3Dy")).toBe("x=y");
    expect(csrfTokenFromCookie("a=1")).toBeNull();
    expect(csrfTokenFromCookie("")).toBeNull();
  });
});
