import { and, eq, gt, isNull } from "drizzle-orm";
import { messages } from "../../shared/schemas/auth.ts";
import type { Logger } from "pino";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { passwordTokens, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { userById, userByIdentifier } from "./user.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { LIMITS, type Outcome, authMessages, refuse, throttler } from "./outcome.ts";
import { hashPassword } from "./passwords.ts";
import type { Sessions } from "./sessions.ts";

const EMAIL_RESET_TTL_MS = 3600_000;
const MANUAL_RESET_TTL_MS = 24 * 3600_000;

type TokenKind = "email" | "manual";

/**
 * New passwords without the old one: a link e-mailed on request (one hour, and the person must give
 * the account's e-mail again), or a manual link an administrator hands over (one day). Only the newest
 * link of an account works: issuing one voids the others, and using one voids every other and ends
 * every session of the account.
 */
export function createResets({
  db,
  clock,
  mailer,
  limiter,
  sessions,
  publicUrl,
  siteName,
  logger,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: Sessions;
  publicUrl: string;
  /** The church's name as Site settings give it now. */
  siteName: () => Promise<string>;
  logger: Logger;
}) {
  const throttle = throttler(limiter);
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const usable = (token: string, kind: TokenKind) =>
    and(eq(passwordTokens.tokenHash, sha256(token)), eq(passwordTokens.kind, kind), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, clock.now()));

  async function validToken(token: string, kind: TokenKind) {
    const [row] = await db.select().from(passwordTokens).where(usable(token, kind));
    return row;
  }

  /** Marks the token used, in one statement, so that two requests cannot both spend it. */
  async function consumeToken(token: string, kind: TokenKind) {
    const [row] = await db.update(passwordTokens).set({ usedAt: clock.now() }).where(usable(token, kind)).returning();
    return row;
  }

  /** Every link of the account that is still usable stops working (marked used). */
  async function voidLinks(userId: number, writer: Pick<Db, "update"> = db) {
    await writer.update(passwordTokens).set({ usedAt: clock.now() }).where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  }

  /** A new link, the only one of the account that works. */
  async function issue(userId: number, kind: TokenKind, ttlMs: number): Promise<string> {
    const token = randomToken();
    await db.transaction(async (tx) => {
      await voidLinks(userId, tx);
      await tx.insert(passwordTokens).values({ tokenHash: sha256(token), userId, kind, expiresAt: later(ttlMs) });
    });
    return token;
  }

  const inFlight = new Set<Promise<unknown>>();

  async function sendLinkIfKnown(identifier: string) {
    const user = await userByIdentifier(db, identifier);
    if (!user?.email || user.disabled) return;
    const token = await issue(user.id, "email", EMAIL_RESET_TTL_MS);
    await mailer.queue({
      to: user.email,
      subject: `Reset your ${await siteName()} password`,
      text: `Someone asked to reset the password of your ${await siteName()} account.\n\nTo choose a new password, open this link within one hour:\n${publicUrl}/reset-password?token=${encodeURIComponent(token)}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    });
  }

  async function setPassword(userId: number, password: string) {
    await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: clock.now() }).where(eq(users.id, userId));
    await voidLinks(userId);
    await sessions.revokeAll(userId);
  }

  return {
    // --- Forgotten password (an e-mailed link) -----------------------------------------------------
    /**
     * Always the same answer, at once: the account is looked up and the link made and queued after the
     * answer has gone, so neither the mail server nor the work a known account takes shows in the
     * answer's timing. A link goes out only when the account exists, is enabled and has an e-mail.
     */
    async forgotPassword({ identifier, address }: { identifier: string; address: string }): Promise<Outcome> {
      const key = identifier.trim().toLowerCase();
      const limited = (await throttle(`forgot:addr:${address}`, LIMITS.forgotPerAddress)) ?? (await throttle(`forgot:id:${key}`, LIMITS.forgotPerIdentifier));
      if (limited) return limited;
      const work = sendLinkIfKnown(identifier)
        .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : error }, "could not make a password reset link"))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { ok: true, message: messages.forgotNeutral };
    },

    /** Resolves once the links requested so far are made and queued (tests, and a clean shutdown). */
    async settled() {
      await Promise.all(inFlight);
    },

    /** A throttled check reads as an invalid token. */
    async verifyResetToken({ token, address }: { token: string; address: string }): Promise<Outcome> {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return refuse(429, authMessages.badResetToken);
      return (await validToken(token, "email")) ? { ok: true } : refuse(400, authMessages.badResetToken);
    },

    async resetPassword({ token, email, newPassword, address }: { token: string; email: string; newPassword: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress);
      if (limited) return limited;
      const row = await validToken(token, "email");
      const user = row ? await userById(db, row.userId) : undefined;
      if (!row || !user || user.disabled || user.email !== email.trim().toLowerCase()) return refuse(400, authMessages.badResetToken);
      // Refused before the link is used, so the person can choose another password with it.
      const common = await refuseCommonPassword(newPassword, "newPassword");
      if (common) return common;
      if (!(await consumeToken(token, "email"))) return refuse(400, authMessages.badResetToken);
      await setPassword(user.id, newPassword);
      return { ok: true, message: authMessages.resetDone };
    },

    // --- Manual resets (links an admin hands to a user) ------------------------------------------
    async createManualResetLink(userId: number) {
      const token = await issue(userId, "manual", MANUAL_RESET_TTL_MS);
      return `${publicUrl}/manual-reset?token=${encodeURIComponent(token)}`;
    },

    /** A throttled check reads as an invalid link. */
    async verifyManualReset({ token, address }: { token: string; address: string }): Promise<Outcome> {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return refuse(429, authMessages.badManualReset);
      return (await validToken(token, "manual")) ? { ok: true } : refuse(400, authMessages.badManualReset);
    },

    async completeManualReset({ token, password, address }: { token: string; password: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress);
      if (limited) return limited;
      if (!(await validToken(token, "manual"))) return refuse(400, authMessages.badManualReset);
      const common = await refuseCommonPassword(password, "password");
      if (common) return common;
      const row = await consumeToken(token, "manual");
      if (!row) return refuse(400, authMessages.badManualReset);
      await setPassword(row.userId, password);
      return { ok: true, message: "Your password has been changed. You can sign in now." };
    },
  };
}

export type Resets = ReturnType<typeof createResets>;
