import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { messages } from "../../shared/schemas/auth.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { signInLinks } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { LIMITS, type Outcome, throttler } from "./outcome.ts";
import { userByIdentifier } from "./user.ts";

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Wrong passwords a link takes before it stops working. */
const MAX_LINK_ATTEMPTS = 5;

export type SignInLink = { id: number; userId: number };

/**
 * A way past a sign-in lock for the account's owner (docs/decisions/0015-a-link-past-a-sign-in-lock.md).
 * The lock-out answer offers it; asking for it always gets the same answer at once, and a link goes
 * out afterwards (through the mail worker) only when the account exists, is enabled and has an
 * e-mail. The link is not a way in by itself: with it the right password (and then the second step)
 * still has to be given, but the account's and the address's limits no longer stop it. It works once,
 * within 15 minutes, for five wrong passwords at most; a newer link voids the older ones.
 */
export function createSignInLinks({
  db,
  clock,
  mailer,
  limiter,
  publicUrl,
  siteName,
  logger,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  siteName: () => Promise<string>;
  logger: Logger;
}) {
  const throttle = throttler(limiter);
  const usable = (token: string) =>
    and(eq(signInLinks.tokenHash, sha256(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, clock.now()), lt(signInLinks.attempts, MAX_LINK_ATTEMPTS));
  const inFlight = new Set<Promise<unknown>>();

  async function sendLinkIfKnown(identifier: string) {
    const user = await userByIdentifier(db, identifier);
    if (!user?.email || user.disabled) return;
    const token = randomToken();
    await db.transaction(async (tx) => {
      // Only the newest link of an account works.
      await tx.update(signInLinks).set({ usedAt: clock.now() }).where(and(eq(signInLinks.userId, user.id), isNull(signInLinks.usedAt)));
      await tx.insert(signInLinks).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(clock.now().getTime() + SIGN_IN_LINK_TTL_MS) });
    });
    const name = await siteName();
    await mailer.queue({
      to: user.email,
      subject: `Your link to sign in to ${name}`,
      text: [
        `Someone asked for a link to sign in to your ${name} account while its sign-in was paused after too many wrong passwords.`,
        `If it was you, open this link within 15 minutes and sign in with your password as usual (and your verification code, if you use one). It works once:`,
        `${publicUrl}/login?link=${encodeURIComponent(token)}`,
        `If it was not you, you can ignore this e-mail: the link does nothing without your password. If you think someone knows your password, change it under My account.`,
      ].join("\n\n"),
    });
  }

  return {
    /**
     * Always the same answer, at once: the account is looked up and the link made and queued after the
     * answer has gone (as a forgotten password is), so neither the words nor the timing say whether
     * the account exists.
     */
    async request({ identifier, address }: { identifier: string; address: string }): Promise<Outcome> {
      const key = identifier.trim().toLowerCase();
      const limited = (await throttle(`signin-link:addr:${address}`, LIMITS.signInLinkPerAddress)) ?? (await throttle(`signin-link:id:${key}`, LIMITS.signInLinkPerIdentifier));
      if (limited) return limited;
      const work = sendLinkIfKnown(identifier)
        .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : error }, "could not make a sign-in link"))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { ok: true, message: messages.signInLinkSent };
    },

    /** Resolves once the links requested so far are made and queued (tests, and a clean shutdown). */
    async settled() {
      await Promise.all(inFlight);
    },

    /** The link a token stands for while it can still be used (the sign-in page's notice, and sign-in itself). */
    async open(token: string): Promise<SignInLink | undefined> {
      const [row] = await db.select({ id: signInLinks.id, userId: signInLinks.userId }).from(signInLinks).where(usable(token));
      return row;
    },

    /** Uses the link up (in one statement, so two sign-ins cannot both use it). */
    async claim(link: SignInLink): Promise<boolean> {
      const [row] = await db
        .update(signInLinks)
        .set({ usedAt: clock.now() })
        .where(and(eq(signInLinks.id, link.id), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, clock.now()), lt(signInLinks.attempts, MAX_LINK_ATTEMPTS)))
        .returning({ id: signInLinks.id });
      return Boolean(row);
    },

    /** A wrong password given with the link. */
    async failed(link: SignInLink) {
      await db.update(signInLinks).set({ attempts: sql`${signInLinks.attempts} + 1` }).where(eq(signInLinks.id, link.id));
    },
  };
}

export type SignInLinks = ReturnType<typeof createSignInLinks>;
