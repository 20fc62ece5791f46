import { and, eq, notInArray } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { loginChallenges, signInAddresses, users } from "../db/schema.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { type SessionUser, publicUser, userById, userByIdentifier } from "./user.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { LIMITS, type Outcome, type Refusal, authMessages, refuse, throttler, tooManyAttempts } from "./outcome.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { CHALLENGE_TTL_MS, MAX_CODE_ATTEMPTS, type SecondFactor } from "./second-factor.ts";
import type { Sessions } from "./sessions.ts";
import type { SignInLinks } from "./sign-in-links.ts";

export type SignedIn = { step: "signed-in"; user: SessionUser; sessionId: string };
/**
 * The password was right and a second step is due: `challengeToken` goes into the pending-sign-in
 * cookie; `pendingId` is what the JSON call hands out as `userId` (spec section 7), a value of this
 * sign-in only, so that no database id leaves the server.
 */
export type SecondStep = { step: "second"; userId: number; pendingId: string; method: "totp" | "email"; challengeToken: string };

/** The per-sign-in id of a pending sign-in: derived from its secret token, which never leaves the cookie. */
export const pendingIdOf = (challengeToken: string) => sha256(`pending-sign-in:${challengeToken}`).slice(0, 24);

/**
 * Signing in: the password, then, when the account has two-step verification, a code for the pending
 * sign-in this browser holds (its token in an HttpOnly cookie, only its hash stored). No answer says
 * whether an account exists, and a wrong password costs the same time as an unknown account.
 */
export function createSignIn({
  db,
  clock,
  limiter,
  sessions,
  secondFactor,
  links,
}: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  sessions: Sessions;
  secondFactor: SecondFactor;
  links: SignInLinks;
}) {
  const throttle = throttler(limiter);
  /** A lock-out answer: it offers the owner a sign-in link by e-mail, for any account named, existing or not. */
  const offerLink = (refusal: Refusal): Refusal => ({ ...refusal, offerSignInLink: true });

  const addressHash = (address: string) => sha256(`sign-in-address:${address}`);

  async function signedInFromBefore(userId: number, address: string) {
    const [known] = await db
      .select({ userId: signInAddresses.userId })
      .from(signInAddresses)
      .where(and(eq(signInAddresses.userId, userId), eq(signInAddresses.addressHash, addressHash(address))));
    return Boolean(known);
  }

  async function rememberAddress(userId: number, address: string) {
    await db
      .insert(signInAddresses)
      .values({ userId, addressHash: addressHash(address), lastAt: clock.now() })
      .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.addressHash], set: { lastAt: clock.now() } });
  }

  async function challengeOf(challengeToken: string | undefined) {
    if (!challengeToken) return undefined;
    const [challenge] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, sha256(challengeToken)));
    return challenge;
  }

  return {
    /**
     * The password step. Failed attempts count per address (a right password gives its attempt back)
     * and attempts per account (whichever spelling, username or e-mail, names it; a right password
     * clears them). Over the account's limit the right password still passes from an address the
     * account signed in from before; over either limit it passes with the account's e-mailed sign-in
     * link (./sign-in-links.ts), which the lock-out answer offers. So someone guessing a password
     * cannot keep its owner out, even on a new device (docs/security.md).
     */
    async login({
      identifier,
      password,
      address,
      signInLink,
    }: {
      identifier: string;
      password: string;
      address: string;
      /** The token of a link e-mailed after a lock-out. */
      signInLink?: string;
    }): Promise<Outcome<SignedIn | SecondStep>> {
      const addressKey = `login:addr:${address}`;
      const byAddress = await limiter.hit(addressKey, LIMITS.loginPerAddress);
      // Looked up first: over the address's limit nothing but a live link goes on to a password check.
      const link = signInLink ? await links.open(signInLink) : undefined;
      if (!byAddress.allowed && !link) return offerLink(tooManyAttempts(byAddress.retryAfterSeconds));
      const user = await userByIdentifier(db, identifier);
      const accountKey = user ? `login:acct:${user.id}` : `login:acct:?${identifier.trim().toLowerCase()}`;
      const byAccount = await throttle(accountKey, LIMITS.loginPerAccount);
      const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      const ownLink = link && user && !user.disabled && link.userId === user.id ? link : undefined;
      const lock = byAddress.allowed ? byAccount : tooManyAttempts(byAddress.retryAfterSeconds);
      if (!user || !passwordOk || user.disabled) {
        // The link's holder has the account's mailbox, so they may learn the password was wrong; each
        // wrong one counts against the link.
        if (ownLink) {
          await links.failed(ownLink);
          return refuse(401, authMessages.badCredentials);
        }
        return lock ? offerLink(lock) : refuse(401, authMessages.badCredentials);
      }
      // The right password. A link given with it is used up, whether or not a lock needed it.
      const linked = ownLink ? await links.claim(ownLink) : false;
      if (lock && !linked && !(byAddress.allowed && (await signedInFromBefore(user.id, address)))) return offerLink(lock);
      // Only failures count toward an address's limit: an office behind one address signs in all day.
      await limiter.refund(addressKey, byAddress.windowStart);
      await limiter.reset(accountKey);
      if (!user.twoFactorMethod) {
        await rememberAddress(user.id, address);
        return { ok: true, step: "signed-in", user: publicUser(user), sessionId: await sessions.start(user.id) };
      }
      const challengeToken = randomToken();
      // One pending sign-in per account; an e-mailed code for turning two-factor on or off stays valid.
      await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, user.id), notInArray(loginChallenges.tokenHash, secondFactor.purposeHashes(user.id))));
      const codeHash = user.twoFactorMethod === "email" ? await secondFactor.sendSignInCode(user) : null;
      await db.insert(loginChallenges).values({
        tokenHash: sha256(challengeToken),
        userId: user.id,
        method: user.twoFactorMethod,
        codeHash,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
      });
      return { ok: true, step: "second", userId: user.id, pendingId: pendingIdOf(challengeToken), method: user.twoFactorMethod, challengeToken };
    },

    /** The pending sign-in a browser's token stands for, while it can still be completed. */
    async pending(challengeToken: string | undefined): Promise<{ userId: number; method: "totp" | "email" } | null> {
      const challenge = await challengeOf(challengeToken);
      if (!challenge || challenge.expiresAt <= clock.now()) return null;
      const [user] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, challenge.userId));
      return user && !user.disabled ? { userId: challenge.userId, method: challenge.method } : null;
    },

    /**
     * The second step: a 6-digit code (app or e-mail) or a backup code, for the pending sign-in this
     * browser holds. Nothing counts until that pending sign-in is found: a call that only names an
     * account cannot use up its owner's attempts. Wrong codes count against the pending sign-in (five,
     * then the password is asked again, and the password step has its own limits). The JSON call's
     * `userId` must be the pending sign-in's own id; the sign-in page leaves it out.
     */
    async verifyLogin({
      userId,
      challengeToken,
      otp,
      backupCode,
      address,
    }: {
      userId?: string;
      challengeToken: string | undefined;
      otp?: string;
      backupCode?: string;
      /** Where the request came from: a completed sign-in remembers it (see `login`). */
      address: string;
    }): Promise<Outcome<SignedIn>> {
      const challenge = await challengeOf(challengeToken);
      const gone = refuse(401, authMessages.challengeGone, { restart: true });
      if (!challenge || challenge.expiresAt <= clock.now()) return gone;
      // Another sign-in's id from this browser: refused, and this sign-in is left as it was.
      if (userId !== undefined && userId !== pendingIdOf(challengeToken!)) return refuse(401, authMessages.otherSignIn, { restart: false });
      const user = await userById(db, challenge.userId);
      if (!user || user.disabled) return gone;

      if (!(await secondFactor.proves(user, challenge, { otp, backupCode }))) {
        const attempts = challenge.attempts + 1;
        if (attempts >= MAX_CODE_ATTEMPTS) {
          await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
          return refuse(401, authMessages.tooManyCodes, { restart: true });
        }
        await db.update(loginChallenges).set({ attempts }).where(eq(loginChallenges.id, challenge.id));
        return refuse(401, authMessages.badCode, { restart: false });
      }
      await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
      await rememberAddress(user.id, address);
      return { ok: true, step: "signed-in", user: publicUser(user), sessionId: await sessions.start(user.id) };
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
