import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { usedCaptchas } from "../db/schema.ts";
import { hmac } from "../auth/crypto.ts";

export type CaptchaProvider = "altcha" | "recaptcha" | "turnstile" | "hcaptcha";

/** Where each provider's browser script comes from and where its tokens are verified. */
export const PROVIDERS = {
  recaptcha: { script: "https://www.google.com/recaptcha/api.js", verify: "https://www.google.com/recaptcha/api/siteverify", hosts: ["https://www.google.com", "https://www.gstatic.com"] },
  turnstile: { script: "https://challenges.cloudflare.com/turnstile/v0/api.js", verify: "https://challenges.cloudflare.com/turnstile/v0/siteverify", hosts: ["https://challenges.cloudflare.com"] },
  hcaptcha: { script: "https://js.hcaptcha.com/1/api.js", verify: "https://api.hcaptcha.com/siteverify", hosts: ["https://hcaptcha.com", "https://*.hcaptcha.com"] },
} as const;

export const CAPTCHA_MISSING = "Please complete the captcha check before submitting.";
export const CAPTCHA_FAILED = "The captcha check failed or expired. Please complete it again.";

const CHALLENGE_TTL_MS = 10 * 60_000;

export type CaptchaResult = { ok: true } | { ok: false; error: string };

/**
 * The captcha of the public forms. ALTCHA (self-hosted proof of work) by default: challenges are
 * signed with a key derived from SESSION_SECRET, expire after ten minutes, and each solved challenge
 * is accepted once (kept in `used_captchas`). With another provider, the token is checked with the
 * provider's verify endpoint (its address can be overridden for tests only).
 */
export function createCaptcha({
  db,
  clock,
  provider,
  siteKey,
  secret,
  sessionSecret,
  verifyUrl,
  // About half a second of work in a phone's browser: enough to price out bulk posting, together
  // with the rate limit and the honeypot, without making a visitor wait.
  cost = 1_000,
}: {
  db: Db;
  clock: Clock;
  provider: CaptchaProvider;
  siteKey?: string;
  secret?: string;
  sessionSecret: string;
  /** Tests only: a local stand-in for the provider's verify endpoint. */
  verifyUrl?: string;
  /** ALTCHA PBKDF2 iterations per attempt (the widget tries up to about 1,500 counters). */
  cost?: number;
}) {
  const signatureSecret = hmac(sessionSecret, "altcha-signature");
  const keySecret = hmac(sessionSecret, "altcha-key-signature");

  async function markUsed(id: string, expiresAt: Date) {
    await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, clock.now()));
    const inserted = await db
      .insert(usedCaptchas)
      .values({ signature: id, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchas.signature });
    return inserted.length === 1;
  }

  async function verifyAltcha(token: string): Promise<CaptchaResult> {
    let payload: { challenge?: { parameters?: { nonce?: string; expiresAt?: number } }; solution?: unknown };
    try {
      payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    } catch {
      return { ok: false, error: CAPTCHA_FAILED };
    }
    const parameters = payload?.challenge?.parameters;
    if (!parameters?.nonce || !payload.solution) return { ok: false, error: CAPTCHA_FAILED };
    if (!parameters.expiresAt || parameters.expiresAt * 1000 < clock.now().getTime()) return { ok: false, error: CAPTCHA_FAILED };
    try {
      const result = await verifySolution({
        challenge: payload.challenge as never,
        solution: payload.solution as never,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
      if (!result.verified) return { ok: false, error: CAPTCHA_FAILED };
    } catch {
      return { ok: false, error: CAPTCHA_FAILED };
    }
    // Each solved challenge counts once, on every instance.
    if (!(await markUsed(`altcha:${parameters.nonce}`, new Date(parameters.expiresAt * 1000)))) return { ok: false, error: CAPTCHA_FAILED };
    return { ok: true };
  }

  async function verifyThirdParty(token: string, remoteIp: string | undefined): Promise<CaptchaResult> {
    if (provider === "altcha") throw new Error("unreachable");
    const endpoint = verifyUrl ?? PROVIDERS[provider].verify;
    const body = new URLSearchParams({ secret: secret ?? "", response: token });
    if (remoteIp && remoteIp !== "local" && remoteIp !== "unknown") body.set("remoteip", remoteIp);
    if (provider === "hcaptcha" && siteKey) body.set("sitekey", siteKey);
    try {
      const res = await fetch(endpoint, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
      const answer = (await res.json()) as { success?: boolean };
      if (!answer.success) return { ok: false, error: CAPTCHA_FAILED };
    } catch {
      return { ok: false, error: "The captcha service could not be reached. Please try again in a moment." };
    }
    // Providers refuse a token twice themselves; we remember it too in case a provider does not.
    if (!(await markUsed(`${provider}:${hmac(signatureSecret, token)}`, new Date(clock.now().getTime() + CHALLENGE_TTL_MS)))) {
      return { ok: false, error: CAPTCHA_FAILED };
    }
    return { ok: true };
  }

  return {
    provider,
    /** What the browser needs: the provider and, for third parties, the site key and script address. */
    publicSettings() {
      return provider === "altcha"
        ? { provider, challengeUrl: "/api/captcha/challenge" }
        : { provider, siteKey: siteKey ?? "", script: PROVIDERS[provider].script };
    },
    /** A fresh ALTCHA challenge for the widget. */
    async challenge() {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost,
        counter: randomInt(200, 1_500),
        deriveKey,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async verify(token: string | undefined | null, remoteIp?: string): Promise<CaptchaResult> {
      if (!token || !token.trim()) return { ok: false, error: CAPTCHA_MISSING };
      if (token.length > 20_000) return { ok: false, error: CAPTCHA_FAILED };
      return provider === "altcha" ? verifyAltcha(token) : verifyThirdParty(token, remoteIp);
    },
    /** Content-Security-Policy additions for the provider's script and frames. */
    cspHosts() {
      if (provider === "altcha") return { script: [], frame: [], connect: [] };
      const hosts = [...PROVIDERS[provider].hosts];
      return { script: hosts, frame: hosts, connect: hosts };
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

