import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "../context.ts";
import { afterSignIn, requireArea, requireAreaForm, takeRefusedNotice } from "./auth.server.ts";
import { safeReturnPath } from "../../shared/return-path.ts";

function contextFor(role: "siteadmin" | "admin" | "church" | "childcare" | null) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: "n",
    apiKey: "k",
    address: "198.51.100.7",
    auth: role ? { user: { id: 1, name: "A", username: "a", email: null, role, twoFactorMethod: null }, csrfToken: "token-1", signedInAt: "", sessionId: "s" } : null,
  });
  return context;
}

async function thrown(fn: () => unknown) {
  try {
    await fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a throw");
}

describe("requireArea", () => {
  it("sends a visitor without a session to /login, remembering the address", async () => {
    const res = await thrown(() => requireArea({ url: new URL("http://x/admin/users?page=2"), context: contextFor(null) }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fusers%3Fpage%3D2");
  });
  it("sends a role the spec's table does not list to /, leaving a cookie that names the area for one notice", async () => {
    const res = await thrown(() => requireArea({ url: new URL("http://x/admin/users"), context: contextFor("church") }));
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toBe("refused_area=users; Max-Age=300; Path=/; HttpOnly; SameSite=Lax");
    const secure = await thrown(() => requireArea({ url: new URL("https://x/admin/users"), context: contextFor("church") }));
    expect(secure.headers.get("set-cookie")).toContain("; Secure;");
  });
  it("tells a role an area added after the spec does not list that it may not open it (403)", async () => {
    const res = (await thrown(() => requireArea({ url: new URL("http://x/admin/site-settings"), context: contextFor("church") }))) as unknown as { init: { status: number }; data: unknown };
    expect(res.init.status).toBe(403);
    expect(res.data).toEqual({ error: "Your account (Church staff) cannot open Site Settings. If you need it, ask a site administrator.", notAllowed: true });
  });
  it("lets a listed role in", () => {
    expect(requireArea({ url: new URL("http://x/admin/users"), context: contextFor("admin") }).user.role).toBe("admin");
  });
});

describe("takeRefusedNotice", () => {
  const request = (cookie?: string) => new Request("http://x/", { headers: cookie ? { cookie } : {} });
  it("gives the sentence once and clears the cookie", () => {
    const taken = takeRefusedNotice({ request: request("csrfToken=t; refused_area=users"), url: new URL("http://x/"), context: contextFor("childcare") });
    expect(taken).toEqual({
      sentence: "Your account (Childcare staff) cannot open Users. You were brought to the home page instead.",
      clear: "refused_area=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    });
  });
  it("says nothing without the cookie, and clears a cookie naming no area without repeating it", () => {
    expect(takeRefusedNotice({ request: request(), url: new URL("http://x/"), context: contextFor("church") })).toEqual({ sentence: null, clear: null });
    expect(takeRefusedNotice({ request: request("refused_area=%3Cscript%3E"), url: new URL("http://x/"), context: contextFor("church") }).sentence).toBeNull();
  });
});

describe("requireAreaForm", () => {
  const post = (csrf?: string) => {
    const body = new FormData();
    if (csrf !== undefined) body.set("csrf", csrf);
    return new Request("http://x/admin/announcements", { method: "POST", body });
  };
  it("refuses a form without the session's CSRF token with 403", async () => {
    for (const csrf of [undefined, "", "other-token"]) {
      const res = await thrown(() => requireAreaForm({ url: new URL("http://x/admin/announcements"), context: contextFor("church"), request: post(csrf) }));
      expect((res as unknown as { init: { status: number } }).init.status).toBe(403);
    }
  });
  it("accepts the session's token", async () => {
    const { form } = await requireAreaForm({ url: new URL("http://x/admin/announcements"), context: contextFor("church"), request: post("token-1") });
    expect(form.get("csrf")).toBe("token-1");
  });
});

describe("sign-in destinations", () => {
  it("returns only to same-site paths", () => {
    expect(safeReturnPath("/admin/users")).toBe("/admin/users");
    expect(safeReturnPath("//evil.example/x")).toBeNull();
    expect(safeReturnPath("https://evil.example")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
  });
  it("lands every role on the dashboard (issue 30), or on the same-site address it came with", () => {
    expect(afterSignIn(null)).toBe("/admin/dashboard");
    expect(afterSignIn("/admin/events")).toBe("/admin/events");
    expect(afterSignIn("//evil.example/x")).toBe("/admin/dashboard");
  });
});
