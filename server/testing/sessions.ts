import { randomBytes } from "node:crypto";
import type { Role } from "../../shared/roles.ts";
import { randomToken, sha256 } from "../auth/crypto.ts";
import type { Db } from "../db/db.ts";
import { sessions, users } from "../db/schema.ts";
import { SESSION_COOKIE, csrfTokenFor } from "../http/cookies.ts";

/**
 * A staff member with a live session, made directly in the database (tests of anything but sign-in
 * itself need no trip through the sign-in form): the user row, the session row, and the request
 * headers a signed-in page sends (cookie and CSRF token).
 */
export async function signedInUser(
  db: Db,
  { role, sessionSecret, now = new Date(), name }: { role: Role; sessionSecret: string; now?: Date; name?: string },
) {
  const handle = `${role}-${randomBytes(4).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({ name: name ?? `Test ${role}`, username: handle, email: `${handle}@example.test`, passwordHash: "not-a-password-hash", role })
    .returning();
  return { user: user!, ...(await newSession(db, { userId: user!.id, sessionSecret, now })) };
}

/** A new session of an existing user (signing in again, as after an idle sign-out). */
export async function newSession(db: Db, { userId, sessionSecret, now = new Date() }: { userId: number; sessionSecret: string; now?: Date }) {
  const sessionId = randomToken();
  await db.insert(sessions).values({ idHash: sha256(sessionId), userId, createdAt: now, lastSeenAt: now });
  const csrfToken = csrfTokenFor(sessionSecret, sessionId);
  return {
    sessionId,
    csrfToken,
    /** What a signed-in page sends with a state-changing request. */
    headers: { cookie: `${SESSION_COOKIE}=${sessionId}; csrfToken=${encodeURIComponent(csrfToken)}`, "x-csrf-token": csrfToken },
  };
}
