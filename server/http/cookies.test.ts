import { describe, expect, it } from "vitest";
import { clearedPendingLoginCookie, csrfTokenFor, pendingLoginCookie, readCookie, sessionCookies } from "./cookies.ts";

describe("sign-in cookies", () => {
  it("writes the session HttpOnly and Lax for 4 hours, and its CSRF token readable by the page", () => {
    const [session, csrf] = sessionCookies({ sessionId: "abc", sessionSecret: "s".repeat(40), publicUrl: "https://church.example" });
    expect(session).toBe("session=abc; Max-Age=14400; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(csrf).toBe(`csrfToken=${encodeURIComponent(csrfTokenFor("s".repeat(40), "abc"))}; Max-Age=14400; Path=/; Secure; SameSite=Strict`);
  });
  it("keeps the pending second step 10 minutes for the whole site, Strict, and without Secure on plain http", () => {
    expect(pendingLoginCookie("tok", "http://localhost:3000")).toBe("pending_login=tok; Max-Age=600; Path=/; HttpOnly; SameSite=Strict");
    expect(clearedPendingLoginCookie("http://localhost:3000")).toMatch(/^pending_login=; Max-Age=0; Path=\//);
  });
  it("reads one cookie from a Cookie header", () => {
    expect(readCookie("a=1; pending_login=x%2By; session=z", "pending_login")).toBe("x+y");
    expect(readCookie("a=1", "pending_login")).toBeUndefined();
    expect(readCookie(null, "session")).toBeUndefined();
  });
});
