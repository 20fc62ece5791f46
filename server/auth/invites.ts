import { and, eq, gt, isNull } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import { messages } from "../../shared/schemas/auth.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { invites, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import type { Accounts } from "./account.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { LIMITS, type Outcome, authMessages, refuse, throttler } from "./outcome.ts";
import { hashPassword } from "./passwords.ts";

const INVITE_TTL_MS = 7 * 24 * 3600_000;

/** Accounts exist only through invitations: a link for one e-mail address and role, used once, within 7 days. */
export function createInvites({
  db,
  clock,
  mailer,
  limiter,
  accounts,
  publicUrl,
  siteName,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  accounts: Accounts;
  publicUrl: string;
  /** The church's name as Site settings give it now. */
  siteName: () => Promise<string>;
}) {
  const throttle = throttler(limiter);

  async function openInvite(token: string) {
    const [row] = await db
      .select()
      .from(invites)
      .where(and(eq(invites.tokenHash, sha256(token)), isNull(invites.usedAt), gt(invites.expiresAt, clock.now())));
    return row;
  }

  async function createInvite({ email, role, invitedBy }: { email: string; role: Role; invitedBy: number | null }) {
    const token = randomToken();
    const address = email.trim().toLowerCase();
    await db.insert(invites).values({ tokenHash: sha256(token), email: address, role, invitedBy, expiresAt: new Date(clock.now().getTime() + INVITE_TTL_MS) });
    const link = `${publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(address)}`;
    return { link, token };
  }

  return {
    createInvite,

    async sendInvite({ email, role, invitedBy }: { email: string; role: Role; invitedBy: number | null }) {
      const { link } = await createInvite({ email, role, invitedBy });
      await mailer.queue({
        to: email.trim().toLowerCase(),
        subject: `You are invited to the ${await siteName()} staff area`,
        text: `You have been invited to help run the ${await siteName()} website.\n\nCreate your account within 7 days:\n${link}`,
      });
      return { link };
    },

    /** An open invitation for exactly this e-mail address (a throttled check reads as invalid). */
    async verifyInvite({ invite, email, address }: { invite: string; email: string; address: string }): Promise<Outcome> {
      if (await throttle(`token:addr:${address}`, LIMITS.tokenPerAddress)) return refuse(429, authMessages.badInvite);
      const row = await openInvite(invite);
      return row && row.email === email.trim().toLowerCase() ? { ok: true } : refuse(400, authMessages.badInvite);
    },

    async registerInvite(input: { invite: string; email?: string; name: string; username?: string; password: string; address: string }): Promise<Outcome> {
      const limited = await throttle(`token:addr:${input.address}`, LIMITS.tokenPerAddress);
      if (limited) return limited;
      const invite = await openInvite(input.invite);
      if (!invite) return refuse(400, authMessages.badInvite);
      const given = input.email?.trim().toLowerCase() || null;
      const username = input.username?.trim().toLowerCase() || null;
      if (given && given !== invite.email) return refuse(400, messages.wrongInviteEmail(invite.email), { fields: { email: messages.wrongInviteEmail(invite.email) } });
      const common = await refuseCommonPassword(input.password, "password");
      if (common) return common;
      // Signing up with a username alone still keeps the invited address: password links need one.
      const email = given ?? invite.email;
      const clash = await accounts.identityClash({ email, username });
      if (clash) return clash;
      const passwordHash = await hashPassword(input.password);
      // Claim the invite and create the user in one transaction: an invite makes exactly one account.
      const created = await db.transaction(async (tx) => {
        const [claimed] = await tx.update(invites).set({ usedAt: clock.now() }).where(and(eq(invites.id, invite.id), isNull(invites.usedAt))).returning();
        if (!claimed) return false;
        await tx.insert(users).values({ name: input.name.trim(), email, username, passwordHash, role: invite.role });
        return true;
      });
      return created ? { ok: true, message: "Your account is ready. You can sign in now." } : refuse(400, authMessages.badInvite);
    },
  };
}

export type Invites = ReturnType<typeof createInvites>;
