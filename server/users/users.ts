import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { InviteInput, UserEditInput } from "../../shared/schemas/admin/users.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import type { Accounts } from "../auth/account.ts";
import type { Invites } from "../auth/invites.ts";
import type { Resets } from "../auth/resets.ts";
import type { SecondFactor } from "../auth/second-factor.ts";
import type { Sessions } from "../auth/sessions.ts";
import { ROLE_LABELS, type Role } from "../../shared/roles.ts";
import { canAssignRole, canManageUser, canResetAccountOf } from "../../shared/role-rights.ts";
import type { SiteSettings } from "../../shared/content/settings.ts";
import type { Mailer } from "../mail/mailer.ts";
import { invites, users } from "../db/schema.ts";

export type Actor = { id: number; role: Role; name: string };

export type AdminUser = {
  id: number;
  name: string;
  username: string | null;
  email: string | null;
  role: Role;
  disabled: boolean;
  twoFactorMethod: "totp" | "email" | null;
  createdAt: string;
  version: string;
};

const ROLE_ORDER = sql`case ${users.role} when 'siteadmin' then 0 when 'admin' then 1 when 'church' then 2 else 3 end`;

export const userMessages = {
  cannotManage: "Only a site administrator can change a site administrator's account. Please ask one.",
  cannotReset: "Only a site administrator can clear the two-step verification of an administrator or make them a reset link. Please ask one.",
  roleTooHigh: "You can only give a role up to your own. Please choose a lower role.",
  lastSiteadmin: (name: string) => `${name} is the only active site administrator. Make someone else a site administrator first, so the website is never left without one.`,
  notYourself: "You cannot do this to your own account. Ask another administrator.",
  emailTaken: "There is already an account with this email. Please use another address, or find that person in the list of users.",
} as const;

/** The users area (siteadmin and admin): invitations, names and roles, disabling, two-factor and reset help. */
const AREA = "users";

export function createUsersAdmin({
  db,
  clock,
  audit,
  change,
  accounts,
  sessions,
  twoFactor,
  invites: invitations,
  resets,
  mailer,
  siteSettings,
}: EditingDeps & { accounts: Accounts; sessions: Sessions; twoFactor: SecondFactor; invites: Invites; resets: Resets; mailer: Mailer; siteSettings: () => Promise<Pick<SiteSettings, "churchName" | "shortName">> }) {
  /** The person whose account someone else secured or opened hears of it at once, with who did it. */
  async function tell(user: typeof users.$inferSelect, subject: string, what: string, actor: Actor) {
    if (!user.email) return;
    const church = await siteSettings();
    await mailer.queue({
      to: user.email,
      subject: `${church.shortName}: ${subject}`,
      text: `Hello ${user.name},\n\n${what} ${actor.name} did this from the staff area of the ${church.churchName} website.\n\nIf you did not ask for it, tell your site administrator at once.`,
    });
  }

  const toAdmin = (u: typeof users.$inferSelect): AdminUser => ({
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    role: u.role,
    disabled: u.disabled,
    twoFactorMethod: u.twoFactorMethod,
    createdAt: u.createdAt.toISOString(),
    version: versionOf(u.updatedAt),
  });

  async function row(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u ?? null;
  }

  /** True when `user` is the last enabled siteadmin, whom nobody may demote or disable. */
  async function isLastSiteadmin(user: typeof users.$inferSelect) {
    return user.role === "siteadmin" && !user.disabled && (await accounts.countSiteadmins()) <= 1;
  }

  /** The target exists and the actor may act on it (nobody touches a role above their own). */
  async function manageable(id: number, actor: Actor): Promise<{ ok: true; user: typeof users.$inferSelect } | Extract<Outcome<never>, { ok: false }>> {
    const user = await row(id);
    if (!user) return notFound("user") as Extract<Outcome<never>, { ok: false }>;
    if (!canManageUser(actor.role, user.role)) return { ok: false, status: 403, error: userMessages.cannotManage };
    return { ok: true, user };
  }

  return {
    /** Site administrators first, then administrators, church and childcare staff; by name within each. */
    async list(): Promise<AdminUser[]> {
      const rows = await db.select().from(users).orderBy(ROLE_ORDER, asc(sql`lower(${users.name})`), asc(users.id));
      return rows.map(toAdmin);
    },

    async get(id: number): Promise<AdminUser | null> {
      const u = await row(id);
      return u ? toAdmin(u) : null;
    },

    /** Invitations sent and not yet used or expired, newest first. */
    async pendingInvites() {
      return db
        .select({ id: invites.id, email: invites.email, role: invites.role, expiresAt: invites.expiresAt, createdAt: invites.createdAt })
        .from(invites)
        .where(and(isNull(invites.usedAt), gt(invites.expiresAt, clock.now())))
        .orderBy(sql`${invites.createdAt} desc`, sql`${invites.id} desc`);
    },

    /** Sends the invitation e-mail; the link is also returned so it can be handed over when mail is slow. */
    async invite(input: InviteInput, actor: Actor): Promise<Outcome<{ link: string; email: string }>> {
      if (!canAssignRole(actor.role, input.role)) return { ok: false, status: 403, error: userMessages.roleTooHigh, fields: { role: userMessages.roleTooHigh } };
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) return { ok: false, status: 400, error: userMessages.emailTaken, fields: { email: userMessages.emailTaken } };
      const { link } = await invitations.sendInvite({ email: input.email, role: input.role, invitedBy: actor.id });
      await audit.record({ userId: actor.id, action: "invite", entity: "users", entityId: null, detail: `${input.email} as ${ROLE_LABELS[input.role]}` });
      return { ok: true, value: { link, email: input.email } };
    },

    /** Name and role. A role change signs the person out everywhere, so the new role applies at once. */
    async update({ id, input, version, actor }: UpdateArgs<UserEditInput, Actor>): Promise<Outcome> {
      const found = await manageable(id, actor);
      if (!found.ok) return found;
      const { user } = found;
      const roleChanges = input.role !== user.role;
      if (roleChanges) {
        if (id === actor.id) return { ok: false, status: 403, error: userMessages.notYourself, fields: { role: userMessages.notYourself } };
        if (!canAssignRole(actor.role, input.role)) return { ok: false, status: 403, error: userMessages.roleTooHigh, fields: { role: userMessages.roleTooHigh } };
        if (await isLastSiteadmin(user)) return { ok: false, status: 409, error: userMessages.lastSiteadmin(user.name), fields: { role: userMessages.lastSiteadmin(user.name) } };
      }
      const outcome = await change(AREA, actor.id, async (tx) => {
        const updated = await tx
          .update(users)
          .set({ name: input.name, role: input.role, updatedAt: nextVersion(users.updatedAt, clock.now()) })
          .where(and(eq(users.id, id), stillAt(users.updatedAt, version)))
          .returning({ id: users.id });
        if (updated.length === 0) return staleEdit("account");
        const detail = roleChanges ? `${input.name}: from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[input.role]}` : `${input.name}`;
        return changed({ id }, { action: "update", entityId: id, detail });
      });
      if (outcome.ok && roleChanges) await sessions.revokeAll(id);
      return outcome;
    },

    /** Disabling signs the person out at once and keeps them out; re-enabling lets them sign in again. */
    async setDisabled({ id, disabled, actor }: { id: number; disabled: boolean; actor: Actor }): Promise<Outcome> {
      const found = await manageable(id, actor);
      if (!found.ok) return found;
      const { user } = found;
      if (disabled && id === actor.id) return { ok: false, status: 403, error: userMessages.notYourself };
      if (disabled && (await isLastSiteadmin(user))) return { ok: false, status: 409, error: userMessages.lastSiteadmin(user.name) };
      const outcome = await change(AREA, actor.id, async (tx) => {
        await tx.update(users).set({ disabled, updatedAt: nextVersion(users.updatedAt, clock.now()) }).where(eq(users.id, id));
        return changed({ id }, { action: disabled ? "disable" : "enable", entityId: id, detail: user.name });
      });
      if (disabled) await sessions.revokeAll(id);
      return outcome;
    },

    /** For someone who lost their phone and backup codes: they sign in with the password alone and set it up again. */
    async clearTwoFactor(id: number, actor: Actor): Promise<Outcome> {
      const found = await manageable(id, actor);
      if (!found.ok) return found;
      if (!canResetAccountOf(actor.role, found.user.role)) return { ok: false, status: 403, error: userMessages.cannotReset };
      await twoFactor.clearTwoFactor(id);
      await audit.record({ userId: actor.id, action: "clear-two-factor", entity: "users", entityId: id, detail: found.user.name });
      await tell(found.user, "your two-step verification was turned off", "Two-step verification was turned off for your account, so you can sign in with your password alone until you set it up again.", actor);
      return { ok: true, value: { id } };
    },

    /** A one-time password reset link (24 hours) to hand to the person; only its hash is stored. */
    async resetLink(id: number, actor: Actor): Promise<Outcome<{ link: string }>> {
      const found = await manageable(id, actor);
      if (!found.ok) return found;
      if (!canResetAccountOf(actor.role, found.user.role)) return { ok: false, status: 403, error: userMessages.cannotReset };
      if (found.user.disabled) return { ok: false, status: 409, error: "Re-enable this account before making a reset link." };
      const link = await resets.createManualResetLink(id);
      await audit.record({ userId: actor.id, action: "reset-link", entity: "users", entityId: id, detail: found.user.name });
      await tell(found.user, "a password reset link was made for your account", "A one-time password reset link was made for your account.", actor);
      return { ok: true, value: { link } };
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
