import { and, eq, sql } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { sessions, users } from "../db/schema.ts";
import { type SessionUser, publicUser } from "./user.ts";
import { randomToken, sha256 } from "./crypto.ts";

/** Spec section 9: 15 minutes without activity, 4 hours since sign-in. */
export const SESSION_IDLE_MS = 900_000;
export const SESSION_ABSOLUTE_MS = 14_400_000;

/** Sessions: a random id in the cookie, only its SHA-256 in the database, ended by either limit. */
export function createSessions({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** A new session id (rotated at every sign-in). */
    async start(userId: number): Promise<string> {
      const sessionId = randomToken();
      await db.insert(sessions).values({ idHash: sha256(sessionId), userId, createdAt: clock.now(), lastSeenAt: clock.now() });
      return sessionId;
    },

    /** The signed-in user of a session id, enforcing the idle and absolute limits; touches the session. */
    async lookUp(sessionId: string | undefined): Promise<{ user: SessionUser; createdAt: Date } | null> {
      if (!sessionId) return null;
      const idHash = sha256(sessionId);
      const [row] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(sessions.userId, users.id)).where(eq(sessions.idHash, idHash));
      if (!row) return null;
      const at = clock.now().getTime();
      if (row.user.disabled || at - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS || at - row.session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      // Writing on every request would be wasteful; a minute of precision is plenty for a 15-minute limit.
      if (at - row.session.lastSeenAt.getTime() > 30_000) await db.update(sessions).set({ lastSeenAt: clock.now() }).where(eq(sessions.idHash, idHash));
      return { user: publicUser(row.user), createdAt: row.session.createdAt };
    },

    /** Logout. */
    async end(sessionId: string | undefined) {
      if (sessionId) await db.delete(sessions).where(eq(sessions.idHash, sha256(sessionId)));
    },

    /** Every session of a user (password, role or account changes), optionally but the current one. */
    async revokeAll(userId: number, except?: string) {
      await db.delete(sessions).where(except ? and(eq(sessions.userId, userId), sql`${sessions.idHash} <> ${sha256(except)}`) : eq(sessions.userId, userId));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
