/** A user as every part of sign-in reads it: the row, and what pages and the API may see of it. */
import { eq, or } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import type { Db } from "../db/db.ts";
import { users } from "../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** A user as pages and the API may see it: never the password hash or two-factor secrets. */
export type SessionUser = { id: number; name: string; username: string | null; email: string | null; role: Role; twoFactorMethod: "totp" | "email" | null };

export const publicUser = (u: UserRow): SessionUser => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  twoFactorMethod: u.twoFactorMethod ?? null,
});

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Usernames and e-mails are stored lower-case; either signs in. */
export async function userByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(users.email, value)))
    .limit(1);
  return user;
}
