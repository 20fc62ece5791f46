import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import {
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  manualResetSchema,
  registerInviteSchema,
  resetPasswordSchema,
  signInLinkSchema,
  tokenSchema,
  verifyInviteSchema,
  verifyLoginSchema,
} from "../../shared/schemas/auth.ts";
import type { Refusal } from "../auth/outcome.ts";
import type { Services } from "../services.ts";
import { type AuthEnv, clearSessionCookies, clientAddress, setCookies, setSessionCookies } from "./auth.ts";
import { PENDING_LOGIN_COOKIE, clearedPendingLoginCookie, pendingLoginCookie } from "./cookies.ts";
import { notJson } from "./json-only.ts";

const MAX_JSON_BYTES = 16 * 1024;

/**
 * The sign-in calls of spec section 7 under /api/auth, and /api/user/logout: JSON bodies through the
 * same Zod schemas and services as the sign-in pages' route actions, answered in the spec's shapes.
 */
export function authApi(services: Services, { publicUrl, trustProxy }: { publicUrl: string; trustProxy: boolean }) {
  const api = new Hono<AuthEnv>();
  const { signIn, sessions, resets, invites } = services;
  const address = (c: Context) => clientAddress(c, trustProxy);

  async function body<T extends z.ZodType>(c: Context<AuthEnv>, schema: T): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
    const refused = notJson(c);
    if (refused) return { ok: false, response: refused };
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

  /** A refusal as JSON: `{error, fields?}` with its status, and Retry-After when throttled. */
  function refused(c: Context<AuthEnv>, result: Refusal, extra: Record<string, unknown> = {}) {
    if (result.retryAfterSeconds !== undefined) c.header("Retry-After", String(result.retryAfterSeconds));
    return c.json({ error: result.error, ...(result.fields ? { fields: result.fields } : {}), ...(result.offerSignInLink ? { offerSignInLink: true } : {}), ...extra }, result.status);
  }

  const message = (c: Context<AuthEnv>, result: { ok: true; message?: string } | Refusal) => (result.ok ? c.json({ message: result.message ?? "Done." }) : refused(c, result));

  api.post("/auth/login", async (c) => {
    const input = await body(c, loginSchema);
    if (!input.ok) return input.response;
    const result = await signIn.login({ ...input.data, signInLink: input.data.signInLink || undefined, address: address(c) });
    if (!result.ok) return refused(c, result);
    if (result.step === "second") {
      setCookies(c, [pendingLoginCookie(result.challengeToken, publicUrl)]);
      return c.json({ twofactorRequired: true, userId: result.pendingId, twoFactorMethod: result.method === "totp" ? "app" : "email" }, 206);
    }
    setCookies(c, [clearedPendingLoginCookie(publicUrl)]);
    setSessionCookies(c, { sessionId: result.sessionId, sessionSecret: services.sessionSecret, publicUrl });
    return c.json({ success: true, user: result.user });
  });

  api.post("/auth/verify-login-2fa", async (c) => {
    const input = await body(c, verifyLoginSchema);
    if (!input.ok) return input.response;
    const data = input.data as { userId: string; otp?: string; backupCode?: string };
    const result = await signIn.verifyLogin({ ...data, challengeToken: getCookie(c, PENDING_LOGIN_COOKIE), address: clientAddress(c, trustProxy) });
    if (!result.ok) {
      if (result.restart) setCookies(c, [clearedPendingLoginCookie(publicUrl)]);
      return result.status === 429 ? refused(c, result) : refused(c, result, { restart: result.restart ?? false });
    }
    setCookies(c, [clearedPendingLoginCookie(publicUrl)]);
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
    await sessions.end(auth.sessionId);
    clearSessionCookies(c, publicUrl);
    return c.json({ message: "Signed out." });
  });

  // Offered by a lock-out answer (offerSignInLink): the same answer whether or not the account exists.
  api.post("/auth/sign-in-link", async (c) => {
    const input = await body(c, signInLinkSchema);
    if (!input.ok) return input.response;
    return message(c, await services.signInLinks.request({ identifier: input.data.identifier, address: address(c) }));
  });

  api.post("/auth/forgot-password", async (c) => {
    const input = await body(c, forgotPasswordSchema);
    if (!input.ok) return input.response;
    return message(c, await resets.forgotPassword({ identifier: input.data.identifier, address: address(c) }));
  });

  api.post("/auth/verify-reset-token", async (c) => {
    const input = await body(c, tokenSchema);
    if (!input.ok) return c.json({ valid: false });
    return c.json({ valid: (await resets.verifyResetToken({ token: input.data.token, address: address(c) })).ok });
  });

  api.post("/auth/reset-password", async (c) => {
    const input = await body(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    return message(c, await resets.resetPassword({ ...input.data, address: address(c) }));
  });

  api.post("/auth/verify-invite", async (c) => {
    const input = await body(c, verifyInviteSchema);
    if (!input.ok) return c.json({ valid: false });
    return c.json({ valid: (await invites.verifyInvite({ ...input.data, address: address(c) })).ok });
  });

  api.post("/auth/register-invite", async (c) => {
    const input = await body(c, registerInviteSchema);
    if (!input.ok) return input.response;
    const result = await invites.registerInvite({ ...input.data, address: address(c) });
    return result.ok ? c.json({ message: result.message }, 201) : refused(c, result);
  });

  api.post("/auth/verify-manual-reset", async (c) => {
    const input = await body(c, tokenSchema);
    if (!input.ok) return c.json({ valid: false, error: "Invalid or missing reset code." });
    const result = await resets.verifyManualReset({ token: input.data.token, address: address(c) });
    return c.json(result.ok ? { valid: true } : { valid: false, error: result.error });
  });

  api.post("/auth/complete-manual-reset", async (c) => {
    const input = await body(c, manualResetSchema);
    if (!input.ok) return input.response;
    return message(c, await resets.completeManualReset({ ...input.data, address: address(c) }));
  });

  return api;
}
