import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { newsletterSuppressions } from "../db/schema.ts";
import { normalEmail } from "../people/email.ts";

type Writer = Pick<Db, "insert" | "select" | "delete">;
export type SuppressionReason = "unsubscribed" | "refused" | "erased";

/** An address as the suppression list keeps it: the SHA-256 of its normal form, never the address. */
export const addressHash = (email: string) => createHash("sha256").update(normalEmail(email)).digest("hex");

/**
 * Addresses nothing is sent to until they confirm a sign-up again (issue 37, privacy): an unsubscribe,
 * a permanent refusal by the mail server, an erasure. An import never adds them back; a confirmed
 * sign-up (a fresh double opt-in) lifts the suppression.
 */
export const suppressions = {
  async add(tx: Writer, email: string, reason: SuppressionReason, at: Date) {
    await tx.insert(newsletterSuppressions).values({ emailHash: addressHash(email), reason, at }).onConflictDoUpdate({ target: newsletterSuppressions.emailHash, set: { reason, at } });
  },
  async lift(tx: Writer, email: string) {
    await tx.delete(newsletterSuppressions).where(eq(newsletterSuppressions.emailHash, addressHash(email)));
  },
  async reasonFor(tx: Writer, email: string): Promise<SuppressionReason | null> {
    const [row] = await tx.select({ reason: newsletterSuppressions.reason }).from(newsletterSuppressions).where(eq(newsletterSuppressions.emailHash, addressHash(email)));
    return row?.reason ?? null;
  },
};
