import { lt } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { passwordTokens, signInLinks } from "../db/schema.ts";

/** Removes sign-in links and password links that expired more than `olderThanMs` before `now` (the retention sweep). */
export async function sweepExpiredAccountLinks(db: Db, now: Date, olderThanMs: number): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs);
  const links = await db.delete(signInLinks).where(lt(signInLinks.expiresAt, before)).returning({ id: signInLinks.id });
  const tokens = await db.delete(passwordTokens).where(lt(passwordTokens.expiresAt, before)).returning({ id: passwordTokens.id });
  return links.length + tokens.length;
}
