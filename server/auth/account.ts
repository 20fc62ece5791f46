import { and, count, eq, sql } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { users } from "../db/schema.ts";
import { type Outcome, type Refusal, authMessages, refuse } from "./outcome.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { Sessions } from "./sessions.ts";
import { publicUser, userById, userByIdentifier } from "./user.ts";

/** Accounts themselves: creating them (CLI, invites), finding them, and a person's own profile and password. */
export function createAccounts({ db, clock, sessions }: { db: Db; clock: Clock; sessions: Sessions }) {
  /** A username or e-mail already used by another account (case-insensitive). */
  async function identityClash({ email, username, exceptUserId }: { email: string | null; username: string | null; exceptUserId?: number }): Promise<Refusal | null> {
    const others = (cond: ReturnType<typeof eq>) => (exceptUserId ? and(cond, sql`${users.id} <> ${exceptUserId}`) : cond);
    if (username && (await db.select({ id: users.id }).from(users).where(others(eq(users.username, username)))).length) {
      return refuse(409, authMessages.usernameTaken, { fields: { username: authMessages.usernameTaken } });
    }
    if (email && (await db.select({ id: users.id }).from(users).where(others(eq(users.email, email)))).length) {
      return refuse(409, authMessages.emailTaken, { fields: { email: authMessages.emailTaken } });
    }
    return null;
  }

  return {
    identityClash,

    async createUser({ name, username, email, password, role }: { name: string; username?: string | null; email?: string | null; password: string; role: Role }) {
      const u = username?.trim().toLowerCase() || null;
      const e = email?.trim().toLowerCase() || null;
      const clash = await identityClash({ email: e, username: u });
      if (clash) throw new Error(clash.error);
      const [user] = await db.insert(users).values({ name, username: u, email: e, passwordHash: await hashPassword(password), role }).returning();
      return publicUser(user!);
    },

    async findUser(identifier: string) {
      const user = await userByIdentifier(db, identifier);
      return user ? publicUser(user) : null;
    },

    async user(userId: number) {
      const user = await userById(db, userId);
      return user ? publicUser(user) : null;
    },

    async countSiteadmins() {
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, "siteadmin"), eq(users.disabled, false)));
      return row?.n ?? 0;
    },

    async updateProfile(userId: number, input: { name: string; email: string; username: string }): Promise<Outcome> {
      const email = input.email || null;
      const username = input.username || null;
      const clash = await identityClash({ email, username, exceptUserId: userId });
      if (clash) return clash;
      await db.update(users).set({ name: input.name, email, username, updatedAt: clock.now() }).where(eq(users.id, userId));
      return { ok: true, message: "Your profile has been saved." };
    },

    async changePassword(userId: number, { currentPassword, newPassword, sessionId }: { currentPassword: string; newPassword: string; sessionId: string }): Promise<Outcome> {
      const user = await userById(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        return refuse(400, authMessages.wrongPassword, { fields: { currentPassword: authMessages.wrongPassword } });
      }
      const common = await refuseCommonPassword(newPassword, "newPassword");
      if (common) return common;
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: clock.now() }).where(eq(users.id, userId));
      // Every other session ends with the old password.
      await sessions.revokeAll(userId, sessionId);
      return { ok: true, message: "Your password has been changed." };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
