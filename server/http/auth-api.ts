import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { z } from "zod";
import {
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  manualResetSchema,
  registerInviteSchema,
  resetPasswordSchema,
  tokenSchema,
  verifyInviteSchema,
  verifyLoginSchema,
} from "../../shared/schemas/auth.ts";
import type { Outcome } from "../auth/accounts.ts";
import type { Services } from "../services.ts";
import { type AuthEnv, PENDING_LOGIN_COOKIE, clearSessionCookies, clientAddress, setSessionCookies } from "./auth.ts";

const MAX_JSON_BYTES = 16 * 1024;

/**
 * The sign-in calls of spec section 7 under /api/auth, and /api/user/logout. Bodies are JSON and
 * validated with the same Zod schemas the pages use.
 */
export function authApi(services: Services, { publicUrl, trustProxy }: { publicUrl: string; trustProxy: boolean }) {
  const api = new Hono<AuthEnv>();
  const { accounts } = services;
  const secure = publicUrl.startsWith("https:");

  async function body<T extends z.ZodType>(c: Context<AuthEnv>, schema: T): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
    const length = Number(c.req.header("content-length") ?? 0);
    if (length > MAX_JSON_BYTES) return { ok: false, response: c.json({ error: "The request is too large." }, 413) };
    let raw: unknown;
    try {
      const text = await c.req.text();
      if (text.length > MAX_JSON_BYTES) return { ok: false, response: c.json({ error: "The request is too large." }, 413) };
      raw = text ? JSON.parse(text) : {};
    } catch {
      return { ok: false, response: c.json({ error: "The request body must be JSON." }, 400) };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return { ok: false, response: c.json({ error: Object.values(fields)[0] ?? "Invalid request.", fields }, 400) };
    }
    return { ok: true, data: parsed.data };
  }

  const outcome = (c: Context<AuthEnv>, result: Outcome) =>
    result.ok ? c.json({ message: result.message ?? "Done." }) : c.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, result.status);

  api.post("/auth/login", async (c) => {
    const input = await body(c, loginSchema);
    if (!input.ok) return input.response;
    const result = await accounts.login({ ...input.data, address: clientAddress(c, trustProxy) });
    switch (result.kind) {
      case "signed-in":
        deleteCookie(c, PENDING_LOGIN_COOKIE, { path: "/api/auth" });
        setSessionCookies(c, { sessionId: result.sessionId, sessionSecret: services.sessionSecret, publicUrl });
        return c.json({ success: true, user: result.user });
      case "second-step":
        setCookie(c, PENDING_LOGIN_COOKIE, result.challengeToken, { httpOnly: true, sameSite: "Strict", secure, path: "/api/auth", maxAge: 600 });
        return c.json({ twofactorRequired: true, userId: result.userId, twoFactorMethod: result.method === "totp" ? "app" : "email" }, 206);
      case "throttled":
        c.header("Retry-After", String(result.retryAfterSeconds));
        return c.json({ error: result.error }, 429);
      case "failed":
        return c.json({ error: result.error }, 401);
    }
  });

  api.post("/auth/verify-login-2fa", async (c) => {
    const input = await body(c, verifyLoginSchema);
    if (!input.ok) return input.response;
    const data = input.data as { userId: number; otp?: string; backupCode?: string };
    const result = await accounts.verifyLogin({ ...data, challengeToken: getCookie(c, PENDING_LOGIN_COOKIE) });
    if (result.kind === "throttled") {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: result.error }, 429);
    }
    if (result.kind === "failed") {
      if (result.restart) deleteCookie(c, PENDING_LOGIN_COOKIE, { path: "/api/auth" });
      return c.json({ error: result.error, restart: result.restart }, 401);
    }
    deleteCookie(c, PENDING_LOGIN_COOKIE, { path: "/api/auth" });
    setSessionCookies(c, { sessionId: result.sessionId, sessionSecret: services.sessionSecret, publicUrl });
    return c.json({ success: true, user: result.user });
  });

  api.get("/auth/me", (c) => {
    const auth = c.get("auth");
    if (!auth) return c.json({ error: "Not signed in." }, 401);
    c.header("Cache-Control", "no-store");
    return c.json({ user: auth.user, signedInAt: auth.signedInAt });
  });

  // Signed in, with the page's CSRF token (api-access.ts).
  api.post("/user/logout", async (c) => {
    const auth = c.get("auth")!;
    await accounts.logout(auth.sessionId);
    clearSessionCookies(c);
    return c.json({ message: "Signed out." });
  });

  api.post("/auth/forgot-password", async (c) => {
    const input = await body(c, forgotPasswordSchema);
    if (!input.ok) return input.response;
    return outcome(c, await accounts.forgotPassword({ identifier: input.data.identifier, address: clientAddress(c, trustProxy) }));
  });

  api.post("/auth/verify-reset-token", async (c) => {
    const input = await body(c, tokenSchema);
    if (!input.ok) return c.json({ valid: false });
    return c.json(await accounts.verifyResetToken({ token: input.data.token, address: clientAddress(c, trustProxy) }));
  });

  api.post("/auth/reset-password", async (c) => {
    const input = await body(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    return outcome(c, await accounts.resetPassword({ ...input.data, address: clientAddress(c, trustProxy) }));
  });

  api.post("/auth/verify-invite", async (c) => {
    const input = await body(c, verifyInviteSchema);
    if (!input.ok) return c.json({ valid: false });
    return c.json(await accounts.verifyInvite({ ...input.data, address: clientAddress(c, trustProxy) }));
  });

  api.post("/auth/register-invite", async (c) => {
    const input = await body(c, registerInviteSchema);
    if (!input.ok) return input.response;
    const result = await accounts.registerInvite({ ...input.data, address: clientAddress(c, trustProxy) });
    return result.ok ? c.json({ message: result.message }, 201) : outcome(c, result);
  });

  api.post("/auth/verify-manual-reset", async (c) => {
    const input = await body(c, tokenSchema);
    if (!input.ok) return c.json({ valid: false, error: "Invalid or missing reset code." });
    return c.json(await accounts.verifyManualReset({ token: input.data.token, address: clientAddress(c, trustProxy) }));
  });

  api.post("/auth/complete-manual-reset", async (c) => {
    const input = await body(c, manualResetSchema);
    if (!input.ok) return input.response;
    return outcome(c, await accounts.completeManualReset({ ...input.data, address: clientAddress(c, trustProxy) }));
  });

  return api;
}
