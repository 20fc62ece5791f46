import { and, desc, eq, isNull } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { consents } from "../db/schema.ts";
import { normalEmail } from "./email.ts";

type Writer = Pick<Db, "insert" | "update" | "select" | "delete">;

export type Consent = typeof consents.$inferSelect;

/**
 * The one consent record (design, "People who act"): what a person agreed to, when, on which form and
 * in which words. Giving it again while it stands changes nothing; withdrawing ends it at once, and a
 * later "yes" is a new record with its own moment and wording.
 */
export function createConsents({ db, clock }: { db: Db; clock: Clock }) {
  async function current(email: string, purpose: string, tx: Writer = db): Promise<Consent | null> {
    const [row] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.email, normalEmail(email)), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
      .orderBy(desc(consents.givenAt), desc(consents.id))
      .limit(1);
    return row ?? null;
  }
  return {
    current,
    /** Records that `email` agreed to `purpose` on `form`, having seen `wording`. */
    async give({ email, purpose, form, wording, at = clock.now(), tx = db }: { email: string; purpose: string; form: string; wording: string; at?: Date; tx?: Writer }): Promise<Consent> {
      const standing = await current(email, purpose, tx);
      if (standing) return standing;
      const [row] = await tx.insert(consents).values({ email: normalEmail(email), purpose, form, wording, givenAt: at }).returning();
      return row!;
    },
    /** Ends a standing consent; whether there was one. */
    async withdraw({ email, purpose, tx = db }: { email: string; purpose: string; tx?: Writer }): Promise<boolean> {
      const ended = await tx
        .update(consents)
        .set({ withdrawnAt: clock.now() })
        .where(and(eq(consents.email, normalEmail(email)), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
        .returning({ id: consents.id });
      return ended.length > 0;
    },
    /** Every consent an address gave, standing or withdrawn, newest first (a person's data, found). */
    async of(email: string, tx: Writer = db): Promise<Consent[]> {
      return tx.select().from(consents).where(eq(consents.email, normalEmail(email))).orderBy(desc(consents.givenAt), desc(consents.id));
    },
    /** Removes an address's consent records (a person's data erased). */
    async eraseFor(email: string, tx: Writer = db): Promise<number> {
      return (await tx.delete(consents).where(eq(consents.email, normalEmail(email))).returning({ id: consents.id })).length;
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
