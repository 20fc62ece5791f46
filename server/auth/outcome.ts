import type { RateLimiter, RateRule } from "../rate-limit/rate-limit.ts";

/**
 * What every sign-in service answers: done (with a message for the person and whatever the caller
 * needs next), or refused with an HTTP status, the message to show, and per-field messages. The JSON
 * API (server/http/auth-api.ts) and the route actions (app/lib/auth-form.server.ts) both read this.
 */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 404 | 409 | 429;
  error: string;
  fields?: Record<string, string>;
  /** For 429: when to try again (the Retry-After header). */
  retryAfterSeconds?: number;
  /** For a failed second step: the pending sign-in is over, so the password step comes again. */
  restart?: boolean;
  /** For a sign-in over a limit: the answer offers the account's owner a link by e-mail (./sign-in-links.ts). */
  offerSignInLink?: true;
};

export type Outcome<Done extends object = object> = ({ ok: true; message?: string } & Done) | Refusal;

export function refuse(status: Refusal["status"], error: string, more: Omit<Refusal, "ok" | "status" | "error"> = {}): Refusal {
  return { ok: false, status, error, ...more };
}

const MINUTE = 60_000;
export const LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  forgotPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  forgotPerIdentifier: { limit: 3, windowMs: 60 * MINUTE },
  tokenPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signInLinkPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  signInLinkPerIdentifier: { limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/** Texts only the server says; the ones the pages also need live in shared/schemas/auth.ts. */
export const authMessages = {
  badCredentials: "Invalid username/email or password.",
  throttled: (seconds: number) => `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
  badCode: "Invalid verification code.",
  otherSignIn: "This code is for another sign-in. Please enter the code again on this page.",
  challengeGone: "Your sign-in has expired. Please sign in again.",
  tooManyCodes: "Too many incorrect codes. Please sign in again with your password.",
  badResetToken: "Invalid or expired token.",
  resetDone: "Your password has been reset. Redirecting to login...",
  badInvite: "Invalid or expired invite link.",
  badManualReset: "Invalid or expired reset link.",
  usernameTaken: "That username is already taken.",
  emailTaken: "That email address is already used by another account.",
  wrongPassword: "Your current password is not correct.",
  commonPassword: "This password is on a list of common or leaked passwords that attackers try first. Please choose another.",
} as const;

/** The 429 refusal of an attempt over a limit. */
export const tooManyAttempts = (retryAfterSeconds: number): Refusal => refuse(429, authMessages.throttled(retryAfterSeconds), { retryAfterSeconds });

/** Counts one attempt against `rule`; over the limit, the 429 refusal to return. */
export function throttler(limiter: RateLimiter) {
  return async (key: string, rule: RateRule): Promise<Refusal | null> => {
    const result = await limiter.hit(key, rule);
    return result.allowed ? null : tooManyAttempts(result.retryAfterSeconds);
  };
}
