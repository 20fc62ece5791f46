import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { privateLinks } from "../db/schema.ts";
import { normalEmail } from "./email.ts";

/** The handle of a transaction or of the whole database. */
type Writer = Pick<Db, "insert" | "update" | "select" | "delete">;

/** What a private link opens: the record it is bound to and the person it was sent to. */
export type OpenedLink = { id: number; subject: string; email: string; expiresAt: Date };

/** 256 random bits, written as 43 URL-safe characters. */
const TOKEN_BYTES = 32;
/** A token as links carry it: nothing else is looked up (a wrong shape costs no query). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The one private-link mechanism for people outside the staff (design, "People who act"): a random
 * token in the link, only its SHA-256 stored, bound to one purpose and one record, expiring. A wrong,
 * expired, used or unknown token opens nothing, and the caller answers all of them with the same words.
 * Tokens are never logged: links carry them in the query string, which the request log leaves out.
 */
export function createPrivateLinks({ db, clock }: { db: Db; clock: Clock }) {
  const live = (now: Date) => and(gt(privateLinks.expiresAt, now), isNull(privateLinks.usedAt));

  return {
    /** Makes a link's token for `subject` ("registration:12"); pass the transaction that writes the record. */
    async issue({ purpose, subject, email, ttlMs, tx = db }: { purpose: string; subject: string; email: string; ttlMs: number; tx?: Writer }): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      const now = clock.now();
      await tx.insert(privateLinks).values({ tokenHash: hashOf(token), purpose, subject, email: normalEmail(email), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
      return token;
    },
    /** The record a live link of this purpose opens, or null (wrong, expired, used or unknown alike). */
    async open(token: string, purpose: string, tx: Writer = db): Promise<OpenedLink | null> {
      if (typeof token !== "string" || !TOKEN.test(token)) return null;
      const [row] = await tx
        .select({ id: privateLinks.id, subject: privateLinks.subject, email: privateLinks.email, expiresAt: privateLinks.expiresAt })
        .from(privateLinks)
        .where(and(eq(privateLinks.tokenHash, hashOf(token)), eq(privateLinks.purpose, purpose), live(clock.now())));
      return row ?? null;
    },
    /** Opens a single-use link and uses it up in one statement: a second use, even at the same moment, opens nothing. */
    async use(token: string, purpose: string, tx: Writer = db): Promise<OpenedLink | null> {
      if (typeof token !== "string" || !TOKEN.test(token)) return null;
      const now = clock.now();
      const [row] = await tx
        .update(privateLinks)
        .set({ usedAt: now })
        .where(and(eq(privateLinks.tokenHash, hashOf(token)), eq(privateLinks.purpose, purpose), live(now)))
        .returning({ id: privateLinks.id, subject: privateLinks.subject, email: privateLinks.email, expiresAt: privateLinks.expiresAt });
      return row ?? null;
    },
    /** Ends every link of a record (it was withdrawn, erased, or a fresh link replaces the old ones). */
    async revoke({ purpose, subject, tx = db }: { purpose: string; subject: string; tx?: Writer }): Promise<void> {
      await tx.update(privateLinks).set({ usedAt: clock.now() }).where(and(eq(privateLinks.purpose, purpose), eq(privateLinks.subject, subject), isNull(privateLinks.usedAt)));
    },
    /** Removes links that expired or were used more than `olderThanMs` ago (the retention sweep). */
    async sweep(olderThanMs: number): Promise<number> {
      const before = new Date(clock.now().getTime() - olderThanMs);
      const gone = await db
        .delete(privateLinks)
        .where(or(lt(privateLinks.expiresAt, before), lt(privateLinks.usedAt, before)))
        .returning({ id: privateLinks.id });
      return gone.length;
    },
    /** Removes every link sent to an address (a person's data erased). */
    async eraseFor(email: string, tx: Writer = db): Promise<number> {
      return (await tx.delete(privateLinks).where(eq(privateLinks.email, normalEmail(email))).returning({ id: privateLinks.id })).length;
    },
  };
}

export type PrivateLinks = ReturnType<typeof createPrivateLinks>;
