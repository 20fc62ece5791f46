import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { loginChallenges, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { createBackupCodes } from "./backup-codes.ts";
import { type UserRow, userById } from "./user.ts";
import { safeEqual, secretBox, sha256 } from "./crypto.ts";
import { LIMITS, type Outcome, authMessages, refuse, throttler } from "./outcome.ts";

/** How long an e-mailed code (and a pending sign-in) lasts, and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

type CodePurpose = "enrol" | "disable";
/** The challenge row of an e-mailed code for turning two-factor on or off (one per user and purpose). */
const purposeHash = (purpose: CodePurpose, userId: number) => sha256(`${purpose}:${userId}`);
type Challenge = typeof loginChallenges.$inferSelect;

/**
 * The second factor: an authenticator app (TOTP, secrets sealed at rest, a code's time step never
 * accepted twice), codes sent by e-mail (single use, 10 minutes, 5 attempts) and ten single-use
 * backup codes (argon2id, ./backup-codes.ts). Sign-in (./sign-in.ts) asks it to check a code.
 */
export function createSecondFactor({ db, clock, mailer, limiter, sessionSecret, siteName }: { db: Db; clock: Clock; mailer: Mailer; limiter: RateLimiter; sessionSecret: string; siteName: () => Promise<string> }) {
  const box = secretBox(sessionSecret);
  const codes = createBackupCodes({ db, clock });
  const throttle = throttler(limiter);
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  /** The time step a valid code belongs to (so that it can never be accepted again), or null. */
  async function totpStep(user: UserRow, code: string, sealedSecret = user.totpSecret) {
    if (!sealedSecret) return null;
    const epoch = Math.floor(clock.now().getTime() / 1000);
    // A step used in the future means this server's clock is behind the one that accepted it (a
    // restore onto another machine, a clock set back): refuse the code rather than fail the request.
    if (user.totpLastStep !== null && sealedSecret === user.totpSecret && user.totpLastStep > Math.floor(epoch / 30) + 1) return null;
    const result = await verifyTotp({
      secret: box.open(sealedSecret),
      token: code,
      epoch,
      epochTolerance: 30,
      ...(user.totpLastStep !== null && sealedSecret === user.totpSecret ? { afterTimeStep: user.totpLastStep } : {}),
    });
    return result.valid ? Math.floor(epoch / 30) + result.delta : null;
  }


  /** E-mails a fresh 6-digit code (when the account has an address) and returns its hash. */
  async function sendCode(user: UserRow, purpose: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    if (user.email) {
      await mailer.queue({
        to: user.email,
        subject: `Your ${await siteName()} verification code`,
        text: `Your verification code for ${purpose} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
      });
    }
    return sha256(code);
  }

  async function checkCodeChallenge(userId: number, purpose: CodePurpose, code: string) {
    const [challenge] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, purposeHash(purpose, userId)));
    if (!challenge || challenge.expiresAt <= clock.now() || challenge.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (challenge.codeHash && safeEqual(challenge.codeHash, sha256(code))) {
      await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
      return true;
    }
    await db.update(loginChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(loginChallenges.id, challenge.id));
    return false;
  }

  /** What the set-up page shows for a secret: the key, and its otpauth address as a QR code. */
  async function enrolment(user: UserRow, secret: string) {
    const uri = generateURI({ issuer: await siteName(), label: user.email ?? user.username ?? user.name, secret });
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
  }

  const regenerateBackupCodes = (userId: number) => codes.regenerate(userId);

  async function clearTwoFactor(userId: number) {
    await db.update(users).set({ twoFactorMethod: null, totpSecret: null, pendingTotpSecret: null, totpLastStep: null, updatedAt: clock.now() }).where(eq(users.id, userId));
    await codes.clear(userId);
  }

  return {
    // --- For sign-in -----------------------------------------------------------------------------
    /** The code of an e-mailed second step: sent now, its hash kept on the pending sign-in. */
    sendSignInCode: (user: UserRow) => sendCode(user, "signing in"),

    /** The e-mail and disable challenges a new sign-in must leave alone. */
    purposeHashes: (userId: number) => [purposeHash("enrol", userId), purposeHash("disable", userId)],

    /** Whether a code proves the second step of `challenge`: a backup code, the e-mailed code, or the app's (claimed atomically, so one code never opens two sessions). */
    async proves(user: UserRow, challenge: Challenge, proof: { otp?: string; backupCode?: string }): Promise<boolean> {
      if (proof.backupCode !== undefined) return codes.spend(user.id, proof.backupCode);
      if (proof.otp === undefined) return false;
      if (challenge.method === "email") return Boolean(challenge.codeHash) && safeEqual(challenge.codeHash!, sha256(proof.otp));
      const step = await totpStep(user, proof.otp);
      if (step === null) return false;
      const [claimed] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return Boolean(claimed);
    },

    // --- Turning it on -----------------------------------------------------------------------------
    async startTotpEnrolment(userId: number) {
      const user = await userById(db, userId);
      if (!user) throw new Error("no such user");
      const secret = generateSecret();
      await db.update(users).set({ pendingTotpSecret: box.seal(secret) }).where(eq(users.id, userId));
      return enrolment(user, secret);
    },

    /** An authenticator app set up but not yet confirmed (so the page can show its QR code again). */
    async pendingTotpEnrolment(userId: number) {
      const user = await userById(db, userId);
      return user?.pendingTotpSecret && !user.twoFactorMethod ? enrolment(user, box.open(user.pendingTotpSecret)) : null;
    },

    /** Confirms the authenticator app with a code from it; turns TOTP on and returns fresh backup codes (shown once). */
    async confirmTotpEnrolment(userId: number, otp: string): Promise<Outcome<{ backupCodes: string[] }>> {
      const user = await userById(db, userId);
      if (!user?.pendingTotpSecret) return refuse(400, "Start the set-up again: no authenticator app is waiting for confirmation.");
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return limited;
      const step = await totpStep({ ...user, totpLastStep: null }, otp, user.pendingTotpSecret);
      if (step === null) return refuse(400, authMessages.badCode);
      await db
        .update(users)
        .set({ totpSecret: user.pendingTotpSecret, pendingTotpSecret: null, twoFactorMethod: "totp", totpLastStep: step, updatedAt: clock.now() })
        .where(eq(users.id, userId));
      return { ok: true, backupCodes: await regenerateBackupCodes(userId) };
    },

    /** E-mails a code to confirm turning e-mailed codes on, or to prove a code before turning two-factor off. */
    async sendEmailCode(userId: number, purpose: CodePurpose): Promise<Outcome> {
      const user = await userById(db, userId);
      if (!user?.email) return refuse(400, "Add an email address to your profile first.");
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return limited;
      const tokenHash = purposeHash(purpose, user.id);
      await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
      const codeHash = await sendCode(user, purpose === "enrol" ? "turning on two-step verification" : "turning off two-step verification");
      await db.insert(loginChallenges).values({ tokenHash, userId: user.id, method: "email", codeHash, expiresAt: later(CHALLENGE_TTL_MS) });
      return { ok: true, message: `We sent a code to ${user.email}.` };
    },

    /** Whether an e-mailed code for `purpose` is out and can still be entered. */
    async emailCodeSent(userId: number, purpose: CodePurpose) {
      const [row] = await db
        .select({ n: count() })
        .from(loginChallenges)
        .where(and(eq(loginChallenges.tokenHash, purposeHash(purpose, userId)), gt(loginChallenges.expiresAt, clock.now()), sql`${loginChallenges.attempts} < ${MAX_CODE_ATTEMPTS}`));
      return (row?.n ?? 0) > 0;
    },

    async confirmEmailTwoFactor(userId: number, otp: string): Promise<Outcome<{ backupCodes: string[] }>> {
      if (!(await checkCodeChallenge(userId, "enrol", otp))) return refuse(400, authMessages.badCode);
      await db.update(users).set({ twoFactorMethod: "email", totpSecret: null, pendingTotpSecret: null, updatedAt: clock.now() }).where(eq(users.id, userId));
      return { ok: true, backupCodes: await regenerateBackupCodes(userId) };
    },

    // --- Turning it off ----------------------------------------------------------------------------
    /** Turning two-factor off needs a current code: from the app, an e-mailed one, or a backup code. */
    async disableTwoFactor(userId: number, proof: { otp?: string; backupCode?: string }): Promise<Outcome> {
      const user = await userById(db, userId);
      if (!user?.twoFactorMethod) return { ok: true, message: "Two-step verification is already off." };
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return limited;
      let ok = false;
      if (proof.backupCode) ok = await codes.spend(userId, proof.backupCode);
      else if (proof.otp && user.twoFactorMethod === "totp") {
        const step = await totpStep(user, proof.otp);
        ok = step !== null;
        if (ok) await db.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
      } else if (proof.otp) ok = await checkCodeChallenge(userId, "disable", proof.otp);
      if (!ok) return refuse(400, authMessages.badCode);
      await clearTwoFactor(userId);
      return { ok: true, message: "Two-step verification is off." };
    },

    /** Removes two-factor and backup codes (a user proving a code, or an admin helping a locked-out user). */
    clearTwoFactor,

    // --- Backup codes ------------------------------------------------------------------------------
    /** Ten new backup codes replace the old ones; only their hashes are kept, so they are shown once. */
    regenerateBackupCodes,

    backupCodesLeft: (userId: number) => codes.left(userId),

    /** Moves backup codes still kept as a bare SHA-256 (made before issue 29) to argon2id; run at start. */
    upgradeLegacyBackupCodes: (options?: { signal?: AbortSignal }) => codes.upgradeLegacy(options),
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
