import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import type { Role } from "../../shared/areas.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/client.ts";
import { backupCodes, invites, loginChallenges, passwordTokens, sessions, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { messages } from "../../shared/schemas/auth.ts";
import { randomToken, safeEqual, secretBox, sha256 } from "./crypto.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";

export const SESSION_IDLE_MS = 900_000;
export const SESSION_ABSOLUTE_MS = 14_400_000;
const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const INVITE_TTL_MS = 7 * 24 * 3600_000;
const EMAIL_RESET_TTL_MS = 3600_000;
const MANUAL_RESET_TTL_MS = 24 * 3600_000;
const BACKUP_CODE_COUNT = 10;

const MINUTE = 60_000;
export const LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  forgotPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  forgotPerIdentifier: { limit: 3, windowMs: 60 * MINUTE },
  tokenPerAddress: { limit: 30, windowMs: 15 * MINUTE },
};

export const authMessages = {
  badCredentials: "Invalid username/email or password.",
  throttled: (seconds: number) => `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""} and try again.`,
  badCode: "Invalid verification code.",
  challengeGone: "Your sign-in has expired. Please sign in again.",
  tooManyCodes: "Too many incorrect codes. Please sign in again with your password.",
  forgotNeutral:
    "If an account exists with an email set, a reset link will be sent. Please check your spam or junk folder, and contact the website administrator if it does not arrive.",
  badResetToken: "Invalid or expired token.",
  resetDone: "Your password has been reset. Redirecting to login...",
  badInvite: "Invalid or expired invite link.",
  badManualReset: "Invalid or expired reset link.",
  usernameTaken: "That username is already taken.",
  emailTaken: "That email address is already used by another account.",
  wrongPassword: "Your current password is not correct.",
} as const;

export type SessionUser = { id: number; name: string; username: string | null; email: string | null; role: Role; twoFactorMethod: "totp" | "email" | null };

const publicUser = (u: typeof users.$inferSelect): SessionUser => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  twoFactorMethod: u.twoFactorMethod ?? null,
});

export type LoginResult =
  | { kind: "signed-in"; user: SessionUser; sessionId: string }
  | { kind: "second-step"; userId: number; method: "totp" | "email"; challengeToken: string }
  | { kind: "failed"; error: string }
  | { kind: "throttled"; error: string; retryAfterSeconds: number };

export type VerifyResult =
  | { kind: "signed-in"; user: SessionUser; sessionId: string }
  | { kind: "failed"; error: string; restart: boolean }
  | { kind: "throttled"; error: string; retryAfterSeconds: number };

export type Outcome = { ok: true; message?: string } | { ok: false; status: 400 | 401 | 404 | 409 | 429; error: string; fields?: Record<string, string> };

/** Backup codes read like "K7QM-4XD2-P9": easy to copy, 50 bits of entropy. */
const BACKUP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newBackupCode() {
  let raw = "";
  for (let i = 0; i < 10; i++) raw += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
const normaliseBackupCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * Accounts: sign-in with an optional second step, sessions, invites, password resets, two-factor
 * enrolment and backup codes. Every token is random, stored as its SHA-256, single use and expiring.
 * No answer says whether an account exists.
 */
export function createAccounts({
  db,
  clock,
  mailer,
  limiter,
  sessionSecret,
  publicUrl,
  siteName,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  sessionSecret: string;
  publicUrl: string;
  siteName: string;
}) {
  const box = secretBox(sessionSecret);
  const now = () => clock.now();
  const later = (ms: number) => new Date(now().getTime() + ms);

  async function findByIdentifier(identifier: string) {
    const value = identifier.trim().toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, value), eq(users.email, value)))
      .limit(1);
    return user;
  }

  async function userById(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  }

  async function startSession(userId: number) {
    const sessionId = randomToken();
    await db.insert(sessions).values({ idHash: sha256(sessionId), userId, createdAt: now(), lastSeenAt: now() });
    return sessionId;
  }

  async function revokeSessions(userId: number, except?: string) {
    await db.delete(sessions).where(except ? and(eq(sessions.userId, userId), sql`${sessions.idHash} <> ${sha256(except)}`) : eq(sessions.userId, userId));
  }

  async function totpCheck(user: typeof users.$inferSelect, code: string, sealedSecret = user.totpSecret) {
    if (!sealedSecret) return null;
    const epoch = Math.floor(now().getTime() / 1000);
    const result = await verifyTotp({
      secret: box.open(sealedSecret),
      token: code,
      epoch,
      epochTolerance: 30,
      ...(user.totpLastStep !== null && sealedSecret === user.totpSecret ? { afterTimeStep: user.totpLastStep } : {}),
    });
    // The time step the code belongs to, so that it can never be accepted again.
    return result.valid ? Math.floor(epoch / 30) + result.delta : null;
  }

  async function spendBackupCode(userId: number, code: string) {
    const [used] = await db
      .update(backupCodes)
      .set({ usedAt: now() })
      .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, sha256(normaliseBackupCode(code))), isNull(backupCodes.usedAt)))
      .returning({ id: backupCodes.id });
    return Boolean(used);
  }

  async function sendCode(user: typeof users.$inferSelect, purpose: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    if (user.email) {
      await mailer.queue({
        to: user.email,
        subject: `Your ${siteName} verification code`,
        text: `Your verification code for ${purpose} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
      });
    }
    return sha256(code);
  }

  /** An e-mailed code stored on a challenge row, for enrolment or turning two-factor off. */
  async function openCodeChallenge(user: typeof users.$inferSelect, purpose: "enrol" | "disable") {
    const tokenHash = sha256(`${purpose}:${user.id}`);
    await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    const codeHash = await sendCode(user, purpose === "enrol" ? "turning on two-step verification" : "turning off two-step verification");
    await db.insert(loginChallenges).values({ tokenHash, userId: user.id, method: "email", codeHash, expiresAt: later(CHALLENGE_TTL_MS) });
  }

  async function checkCodeChallenge(userId: number, purpose: "enrol" | "disable", code: string) {
    const tokenHash = sha256(`${purpose}:${userId}`);
    const [challenge] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    if (!challenge || challenge.expiresAt <= now() || challenge.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (challenge.codeHash && safeEqual(challenge.codeHash, sha256(code))) {
      await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
      return true;
    }
    await db.update(loginChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(loginChallenges.id, challenge.id));
    return false;
  }

  async function consumeToken(table: typeof passwordTokens, token: string, kind: "email" | "manual") {
    const [row] = await db
      .update(table)
      .set({ usedAt: now() })
      .where(and(eq(table.tokenHash, sha256(token)), eq(table.kind, kind), isNull(table.usedAt), gt(table.expiresAt, now())))
      .returning();
    return row;
  }

  async function validToken(token: string, kind: "email" | "manual") {
    const [row] = await db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.tokenHash, sha256(token)), eq(passwordTokens.kind, kind), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now())));
    return row;
  }

  async function throttle(key: string, rule: { limit: number; windowMs: number }) {
    const result = await limiter.hit(key, rule);
    return result.allowed ? null : ({ kind: "throttled", error: authMessages.throttled(result.retryAfterSeconds), retryAfterSeconds: result.retryAfterSeconds } as const);
  }

  return {
    // --- Sign-in ---------------------------------------------------------------------------------
    async login({ identifier, password, address }: { identifier: string; password: string; address: string }): Promise<LoginResult> {
      const key = identifier.trim().toLowerCase();
      const limited = (await throttle(`login:addr:${address}`, LIMITS.loginPerAddress)) ?? (await throttle(`login:acct:${key}`, LIMITS.loginPerAccount));
      if (limited) return limited;
      const user = await findByIdentifier(identifier);
      const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !passwordOk || user.disabled) return { kind: "failed", error: authMessages.badCredentials };
      await limiter.reset(`login:acct:${key}`);
      if (!user.twoFactorMethod) return { kind: "signed-in", user: publicUser(user), sessionId: await startSession(user.id) };
      const challengeToken = randomToken();
      await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, user.id), sql`${loginChallenges.tokenHash} not like 'enrol%'`));
      const codeHash = user.twoFactorMethod === "email" ? await sendCode(user, "signing in") : null;
      await db.insert(loginChallenges).values({
        tokenHash: sha256(challengeToken),
        userId: user.id,
        method: user.twoFactorMethod,
        codeHash,
        expiresAt: later(CHALLENGE_TTL_MS),
      });
      return { kind: "second-step", userId: user.id, method: user.twoFactorMethod, challengeToken };
    },

    /** The second step: a 6-digit code (app or e-mail) or a backup code, for the challenge this browser holds. */
    async verifyLogin({ userId, challengeToken, otp, backupCode }: { userId: number; challengeToken: string | undefined; otp?: string; backupCode?: string }): Promise<VerifyResult> {
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return limited;
      const [challenge] = challengeToken
        ? await db.select().from(loginChallenges).where(and(eq(loginChallenges.tokenHash, sha256(challengeToken)), eq(loginChallenges.userId, userId)))
        : [];
      if (!challenge || challenge.expiresAt <= now()) return { kind: "failed", error: authMessages.challengeGone, restart: true };
      const user = await userById(userId);
      if (!user || user.disabled) return { kind: "failed", error: authMessages.challengeGone, restart: true };

      let ok = false;
      if (backupCode !== undefined) {
        ok = await spendBackupCode(user.id, backupCode);
      } else if (otp !== undefined && challenge.method === "email") {
        ok = Boolean(challenge.codeHash) && safeEqual(challenge.codeHash!, sha256(otp));
      } else if (otp !== undefined) {
        const step = await totpCheck(user, otp);
        if (step !== null) {
          // Claim the step atomically: the same code can never open two sessions.
          const [claimed] = await db
            .update(users)
            .set({ totpLastStep: step })
            .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`)))
            .returning({ id: users.id });
          ok = Boolean(claimed);
        }
      }
      if (!ok) {
        const attempts = challenge.attempts + 1;
        if (attempts >= MAX_CODE_ATTEMPTS) {
          await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
          return { kind: "failed", error: authMessages.tooManyCodes, restart: true };
        }
        await db.update(loginChallenges).set({ attempts }).where(eq(loginChallenges.id, challenge.id));
        return { kind: "failed", error: authMessages.badCode, restart: false };
      }
      await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
      await limiter.reset(`code:acct:${userId}`);
      return { kind: "signed-in", user: publicUser(user), sessionId: await startSession(user.id) };
    },

    /** The signed-in user of a session id, enforcing the idle and absolute limits; touches the session. */
    async sessionUser(sessionId: string | undefined): Promise<{ user: SessionUser; createdAt: Date } | null> {
      if (!sessionId) return null;
      const idHash = sha256(sessionId);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .where(eq(sessions.idHash, idHash));
      if (!row) return null;
      const at = now().getTime();
      if (row.user.disabled || at - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS || at - row.session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      // Writing on every request would be wasteful; a minute of precision is plenty for a 15-minute limit.
      if (at - row.session.lastSeenAt.getTime() > 30_000) await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.idHash, idHash));
      return { user: publicUser(row.user), createdAt: row.session.createdAt };
    },

    async logout(sessionId: string | undefined) {
      if (sessionId) await db.delete(sessions).where(eq(sessions.idHash, sha256(sessionId)));
    },

    // --- Forgotten password --------------------------------------------------------------------
    /** Always the same answer; a link goes out only when the account exists, is enabled and has an e-mail. */
    async forgotPassword({ identifier, address }: { identifier: string; address: string }): Promise<Outcome> {
      const key = identifier.trim().toLowerCase();
      const limited = (await throttle(`forgot:addr:${address}`, LIMITS.forgotPerAddress)) ?? (await throttle(`forgot:id:${key}`, LIMITS.forgotPerIdentifier));
      if (limited) return { ok: false, status: 429, error: limited.error };
      const user = await findByIdentifier(identifier);
      if (user?.email && !user.disabled) {
        const token = randomToken();
        await db.insert(passwordTokens).values({ tokenHash: sha256(token), userId: user.id, kind: "email", expiresAt: later(EMAIL_RESET_TTL_MS) });
        await mailer.queue({
          to: user.email,
          subject: `Reset your ${siteName} password`,
          text: `Someone asked to reset the password of your ${siteName} account.\n\nTo choose a new password, open this link within one hour:\n${publicUrl}/reset-password?token=${encodeURIComponent(token)}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
        });
      } else {
        await verifyAgainstDummy(identifier);
      }
      return { ok: true, message: authMessages.forgotNeutral };
    },

    async verifyResetToken({ token, address }: { token: string; address: string }) {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return { valid: false };
      return { valid: Boolean(await validToken(token, "email")) };
    },

    async resetPassword({ token, email, newPassword, address }: { token: string; email: string; newPassword: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress);
      if (limited) return { ok: false, status: 429, error: limited.error };
      const row = await validToken(token, "email");
      const user = row ? await userById(row.userId) : undefined;
      if (!row || !user || user.disabled || user.email !== email.trim().toLowerCase()) return { ok: false, status: 400, error: authMessages.badResetToken };
      if (!(await consumeToken(passwordTokens, token, "email"))) return { ok: false, status: 400, error: authMessages.badResetToken };
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: now() }).where(eq(users.id, user.id));
      await revokeSessions(user.id);
      return { ok: true, message: authMessages.resetDone };
    },

    // --- Invites ----------------------------------------------------------------------------------
    async createInvite({ email, role, invitedBy }: { email: string; role: Role; invitedBy: number | null }) {
      const token = randomToken();
      const address = email.trim().toLowerCase();
      await db.insert(invites).values({ tokenHash: sha256(token), email: address, role, invitedBy, expiresAt: later(INVITE_TTL_MS) });
      const link = `${publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(address)}`;
      return { link, token };
    },

    async sendInvite({ email, role, invitedBy }: { email: string; role: Role; invitedBy: number | null }) {
      const { link } = await this.createInvite({ email, role, invitedBy });
      await mailer.queue({
        to: email.trim().toLowerCase(),
        subject: `You are invited to the ${siteName} staff area`,
        text: `You have been invited to help run the ${siteName} website.\n\nCreate your account within 7 days:\n${link}`,
      });
      return { link };
    },

    async verifyInvite({ invite, email, address }: { invite: string; email: string; address: string }) {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return { valid: false };
      const [row] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.tokenHash, sha256(invite)), isNull(invites.usedAt), gt(invites.expiresAt, now())));
      return { valid: Boolean(row && row.email === email.trim().toLowerCase()) };
    },

    async registerInvite(input: { invite: string; email?: string; name: string; username?: string; password: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${input.address}`, LIMITS.tokenPerAddress);
      if (limited) return { ok: false, status: 429, error: limited.error };
      const [invite] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.tokenHash, sha256(input.invite)), isNull(invites.usedAt), gt(invites.expiresAt, now())));
      if (!invite) return { ok: false, status: 400, error: authMessages.badInvite };
      const email = input.email?.trim().toLowerCase() || null;
      const username = input.username?.trim().toLowerCase() || null;
      if (email && email !== invite.email) return { ok: false, status: 400, error: messages.wrongInviteEmail(invite.email), fields: { email: messages.wrongInviteEmail(invite.email) } };
      const clash = await this.identityClash({ email, username });
      if (clash) return clash;
      const passwordHash = await hashPassword(input.password);
      // Claim the invite and create the user in one transaction: an invite makes exactly one account.
      const created = await db.transaction(async (tx) => {
        const [claimed] = await tx.update(invites).set({ usedAt: now() }).where(and(eq(invites.id, invite.id), isNull(invites.usedAt))).returning();
        if (!claimed) return false;
        await tx.insert(users).values({ name: input.name.trim(), email, username, passwordHash, role: invite.role });
        return true;
      });
      return created ? { ok: true, message: "Your account is ready. You can sign in now." } : { ok: false, status: 400, error: authMessages.badInvite };
    },

    /** A username or e-mail already used by another account (case-insensitive). */
    async identityClash({ email, username, exceptUserId }: { email: string | null; username: string | null; exceptUserId?: number }): Promise<Outcome | null> {
      const others = (cond: ReturnType<typeof eq>) => (exceptUserId ? and(cond, sql`${users.id} <> ${exceptUserId}`) : cond);
      if (username && (await db.select({ id: users.id }).from(users).where(others(eq(users.username, username)))).length) {
        return { ok: false, status: 409, error: authMessages.usernameTaken, fields: { username: authMessages.usernameTaken } };
      }
      if (email && (await db.select({ id: users.id }).from(users).where(others(eq(users.email, email)))).length) {
        return { ok: false, status: 409, error: authMessages.emailTaken, fields: { email: authMessages.emailTaken } };
      }
      return null;
    },

    // --- Manual resets (links an admin hands to a user) ------------------------------------------
    async createManualResetLink(userId: number) {
      const token = randomToken();
      await db.insert(passwordTokens).values({ tokenHash: sha256(token), userId, kind: "manual", expiresAt: later(MANUAL_RESET_TTL_MS) });
      return `${publicUrl}/manual-reset?token=${encodeURIComponent(token)}`;
    },

    async verifyManualReset({ token, address }: { token: string; address: string }) {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return { valid: false, error: authMessages.badManualReset };
      const row = await validToken(token, "manual");
      return row ? { valid: true } : { valid: false, error: authMessages.badManualReset };
    },

    async completeManualReset({ token, password, address }: { token: string; password: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress);
      if (limited) return { ok: false, status: 429, error: limited.error };
      const row = await consumeToken(passwordTokens, token, "manual");
      if (!row) return { ok: false, status: 400, error: authMessages.badManualReset };
      await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: now() }).where(eq(users.id, row.userId));
      await revokeSessions(row.userId);
      return { ok: true, message: "Your password has been changed. You can sign in now." };
    },

    // --- Users (CLI, admin area) -------------------------------------------------------------------
    async createUser({ name, username, email, password, role }: { name: string; username?: string | null; email?: string | null; password: string; role: Role }) {
      const u = username?.trim().toLowerCase() || null;
      const e = email?.trim().toLowerCase() || null;
      const clash = await this.identityClash({ email: e, username: u });
      if (clash && !clash.ok) throw new Error(clash.error);
      const [user] = await db.insert(users).values({ name, username: u, email: e, passwordHash: await hashPassword(password), role }).returning();
      return publicUser(user!);
    },

    async findUser(identifier: string) {
      const user = await findByIdentifier(identifier);
      return user ? publicUser(user) : null;
    },

    async countSiteadmins() {
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, "siteadmin"), eq(users.disabled, false)));
      return row?.n ?? 0;
    },

    // --- The signed-in user's own account -------------------------------------------------------
    async updateProfile(userId: number, input: { name: string; email: string; username: string }): Promise<Outcome> {
      const email = input.email || null;
      const username = input.username || null;
      const clash = await this.identityClash({ email, username, exceptUserId: userId });
      if (clash) return clash;
      await db.update(users).set({ name: input.name, email, username, updatedAt: now() }).where(eq(users.id, userId));
      return { ok: true, message: "Your profile has been saved." };
    },

    async changePassword(userId: number, { currentPassword, newPassword, sessionId }: { currentPassword: string; newPassword: string; sessionId: string }): Promise<Outcome> {
      const user = await userById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        return { ok: false, status: 400, error: authMessages.wrongPassword, fields: { currentPassword: authMessages.wrongPassword } };
      }
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: now() }).where(eq(users.id, userId));
      // Every other session ends with the old password.
      await revokeSessions(userId, sessionId);
      return { ok: true, message: "Your password has been changed." };
    },

    async user(userId: number) {
      const user = await userById(userId);
      return user ? publicUser(user) : null;
    },

    // --- Two-factor ---------------------------------------------------------------------------------
    async startTotpEnrolment(userId: number) {
      const user = await userById(userId);
      if (!user) throw new Error("no such user");
      const secret = generateSecret();
      await db.update(users).set({ pendingTotpSecret: box.seal(secret) }).where(eq(users.id, userId));
      const uri = generateURI({ issuer: siteName, label: user.email ?? user.username ?? user.name, secret });
      return { secret, uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
    },

    /** Confirms the authenticator app with a code from it; turns TOTP on and returns fresh backup codes (shown once). */
    async confirmTotpEnrolment(userId: number, otp: string): Promise<{ ok: true; backupCodes: string[] } | { ok: false; error: string }> {
      const user = await userById(userId);
      if (!user?.pendingTotpSecret) return { ok: false, error: "Start the set-up again: no authenticator app is waiting for confirmation." };
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return { ok: false, error: limited.error };
      const step = await totpCheck({ ...user, totpLastStep: null }, otp, user.pendingTotpSecret);
      if (step === null) return { ok: false, error: authMessages.badCode };
      await db
        .update(users)
        .set({ totpSecret: user.pendingTotpSecret, pendingTotpSecret: null, twoFactorMethod: "totp", totpLastStep: step, updatedAt: now() })
        .where(eq(users.id, userId));
      return { ok: true, backupCodes: await this.regenerateBackupCodes(userId) };
    },

    /** E-mails a code to confirm turning e-mailed codes on, or to prove a code before turning two-factor off. */
    async sendEmailCode(userId: number, purpose: "enrol" | "disable"): Promise<Outcome> {
      const user = await userById(userId);
      if (!user?.email) return { ok: false, status: 400, error: "Add an email address to your profile first." };
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return { ok: false, status: 429, error: limited.error };
      await openCodeChallenge(user, purpose);
      return { ok: true, message: `We sent a code to ${user.email}.` };
    },

    async confirmEmailTwoFactor(userId: number, otp: string): Promise<{ ok: true; backupCodes: string[] } | { ok: false; error: string }> {
      if (!(await checkCodeChallenge(userId, "enrol", otp))) return { ok: false, error: authMessages.badCode };
      await db.update(users).set({ twoFactorMethod: "email", totpSecret: null, pendingTotpSecret: null, updatedAt: now() }).where(eq(users.id, userId));
      return { ok: true, backupCodes: await this.regenerateBackupCodes(userId) };
    },

    /** Turning two-factor off needs a current code: from the app, an e-mailed one, or a backup code. */
    async disableTwoFactor(userId: number, proof: { otp?: string; backupCode?: string }): Promise<Outcome> {
      const user = await userById(userId);
      if (!user?.twoFactorMethod) return { ok: true, message: "Two-step verification is already off." };
      const limited = await throttle(`code:acct:${userId}`, LIMITS.codePerAccount);
      if (limited) return { ok: false, status: 429, error: limited.error };
      let ok = false;
      if (proof.backupCode) ok = await spendBackupCode(userId, proof.backupCode);
      else if (proof.otp && user.twoFactorMethod === "totp") {
        const step = await totpCheck(user, proof.otp);
        ok = step !== null;
        if (ok) await db.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
      } else if (proof.otp) ok = await checkCodeChallenge(userId, "disable", proof.otp);
      if (!ok) return { ok: false, status: 400, error: authMessages.badCode };
      await this.clearTwoFactor(userId);
      return { ok: true, message: "Two-step verification is off." };
    },

    /** Removes two-factor and backup codes (a user proving a code, or an admin helping a locked-out user). */
    async clearTwoFactor(userId: number) {
      await db.update(users).set({ twoFactorMethod: null, totpSecret: null, pendingTotpSecret: null, totpLastStep: null, updatedAt: now() }).where(eq(users.id, userId));
      await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    },

    /** Ten new backup codes replace the old ones; only their hashes are kept, so they are shown once. */
    async regenerateBackupCodes(userId: number) {
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      await db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
        await tx.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: sha256(normaliseBackupCode(code)) })));
      });
      return codes;
    },

    async backupCodesLeft(userId: number) {
      const [row] = await db.select({ n: count() }).from(backupCodes).where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
      return row?.n ?? 0;
    },

    revokeSessions,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
