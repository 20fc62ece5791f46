import { describe, expect, it, vi } from "vitest";
import { logout, readCookie } from "./logout.ts";

function deps({ cookies = "", answer = 200 as number | Error } = {}) {
  const go = vi.fn();
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return new Response("{}", { status: answer });
  });
  return { go, fetch, cookies: () => cookies };
}

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("csrfToken", "a=1; csrfToken=abc%3D; b=2")).toBe("abc=");
    expect(readCookie("csrfToken", "xcsrfToken=1")).toBeNull();
    expect(readCookie("csrfToken", "")).toBeNull();
  });
});

describe("logout", () => {
  it("sends the csrfToken cookie in x-csrf-token and lands on /login", async () => {
    const d = deps({ cookies: "csrfToken=tok" });
    await logout("key", d);
    expect(d.fetch).toHaveBeenCalledOnce();
    const [url, init] = d.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/logout");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "x-csrf-token": "tok", "x-api-key": "key" });
    expect(d.go).toHaveBeenCalledWith("/login");
  });

  it("skips the server call without the cookie", async () => {
    const d = deps({ cookies: "other=1" });
    await logout("key", d);
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.go).toHaveBeenCalledWith("/login");
  });

  it("treats 401 as already logged out", async () => {
    const d = deps({ cookies: "csrfToken=tok", answer: 401 });
    await logout("key", d);
    expect(d.go).toHaveBeenCalledWith("/login");
  });

  it("lands on /login even when the server cannot be reached or refuses", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const answer of [new TypeError("offline"), 403, 500]) {
      const d = deps({ cookies: "csrfToken=tok", answer });
      await logout("key", d);
      expect(d.go).toHaveBeenCalledWith("/login");
    }
    warn.mockRestore();
  });
});
