import { type SQL, and, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { OPEN_DAYS } from "../../shared/prayer.ts";
import { type Tx, changed } from "../admin/change.ts";
import { prayerCounts, prayerRequests, prayerTeamMembers } from "../db/schema.ts";
import type { PersonalDataPart } from "../people/erasure.ts";
import { AREA, type PrayerDeps, linkTo, queuePrayerMail, subjects } from "./deps.ts";
import { requestClosed } from "./mails.ts";

/** Removes requests, adding what they counted to the monthly counts first; how many went. */
async function removeKeepingCounts(tx: Tx, where: SQL | undefined): Promise<number> {
  const gone = await tx.delete(prayerRequests).where(where).returning({ createdAt: prayerRequests.createdAt, status: prayerRequests.status, prayers: sql<number>`${prayerRequests.teamPrayers} + ${prayerRequests.wallPrayers}` });
  const months = new Map<string, { requests: number; answered: number; prayers: number }>();
  for (const row of gone) {
    const month = row.createdAt.toISOString().slice(0, 7);
    const counts = months.get(month) ?? { requests: 0, answered: 0, prayers: 0 };
    counts.requests++;
    if (row.status === "answered") counts.answered++;
    counts.prayers += Number(row.prayers);
    months.set(month, counts);
  }
  for (const [month, counts] of months) {
    await tx
      .insert(prayerCounts)
      .values({ month, ...counts })
      .onConflictDoUpdate({
        target: prayerCounts.month,
        set: { requests: sql`${prayerCounts.requests} + ${counts.requests}`, answered: sql`${prayerCounts.answered} + ${counts.answered}`, prayers: sql`${prayerCounts.prayers} + ${counts.prayers}` },
      });
  }
  return gone.length;
}

const sameAddress = (email: string) => or(eq(prayerRequests.email, email), sql`lower(trim(${prayerRequests.contact})) = ${email}`);

/**
 * How long the prayer ministry keeps what it holds (issue 36): a request closes OPEN_DAYS after it was
 * made or renewed (the person is told, with a fresh link to keep it open), and everything of a request is
 * removed `keepMonths` after it closed (answered, taken down or closed), its counts kept by month; a team
 * member who left is removed after as long. Erasure by e-mail (/admin/privacy) removes a person's requests
 * and team membership at once, counts kept likewise.
 */
export function createKeeping(deps: PrayerDeps) {
  const { db, clock, change, mailer, keepMonths } = deps;
  const cutoff = (now: Date) => new Date(new Date(now).setUTCMonth(now.getUTCMonth() - keepMonths));

  return {
    /** Closes requests past their days (one UPDATE claims them, so two instances never both tell a person); how many closed. */
    async closeExpired(): Promise<number> {
      const church = await deps.church();
      const outcome = await change(AREA, null, async (tx) => {
        const now = clock.now();
        const closed = await tx
          .update(prayerRequests)
          .set({ status: "closed", closedAt: now, updatedAt: now })
          .where(and(eq(prayerRequests.status, "open"), lte(prayerRequests.expiresAt, now)))
          .returning();
        for (const row of closed) {
          if (!row.email) continue;
          const manageUrl = await linkTo(deps, tx, { page: "request", subject: subjects.request(row.id), email: row.email });
          await queuePrayerMail(deps, tx, await requestClosed(church, { to: row.email, prayers: row.teamPrayers + row.wallPrayers, manageUrl }), { purpose: "person", recipient: "person", requestId: row.id });
        }
        return changed(closed.length, ...(closed.length ? [{ action: "update", detail: `${closed.length} prayer request${closed.length === 1 ? "" : "s"} closed after ${OPEN_DAYS} days` }] : []));
      });
      if (!outcome.ok) return 0;
      if (outcome.value > 0) mailer.wake();
      return outcome.value;
    },

    /** The retention rule: what closed more than `keepMonths` ago goes, counts kept. */
    async sweep(now: Date): Promise<number> {
      const before = cutoff(now);
      const outcome = await change(AREA, null, async (tx) => {
        const removed = await removeKeepingCounts(tx, and(isNotNull(prayerRequests.closedAt), lt(prayerRequests.closedAt, before), inArray(prayerRequests.status, ["answered", "closed", "withdrawn"])));
        const left = await tx.delete(prayerTeamMembers).where(lt(prayerTeamMembers.leftAt, before)).returning({ id: prayerTeamMembers.id });
        const total = removed + left.length;
        return changed(total, ...(total ? [{ action: "erase", detail: `Removed ${removed} closed prayer request${removed === 1 ? "" : "s"} and ${left.length} former team member${left.length === 1 ? "" : "s"} after ${keepMonths} months (counts kept)` }] : []));
      });
      return outcome.ok ? outcome.value : 0;
    },

    /** What the prayer ministry keeps for a person, found and erased by e-mail address (server/people/erasure.ts). */
    personalData(): PersonalDataPart[] {
      const day = (at: Date) => at.toISOString().slice(0, 10);
      return [
        {
          area: AREA,
          label: "Prayer requests",
          find: async (email) => (await db.select().from(prayerRequests).where(sameAddress(email))).map((r) => `${day(r.createdAt)}: prayer request from ${r.name}`),
          erase: (email, tx) => removeKeepingCounts(tx, sameAddress(email)),
        },
        {
          area: AREA,
          label: "Prayer team membership",
          find: async (email) => (await db.select().from(prayerTeamMembers).where(eq(prayerTeamMembers.email, email))).map((m) => `${day(m.createdAt)}: on the prayer team as ${m.name}${m.leftAt ? " (left)" : ""}`),
          erase: async (email, tx) => (await tx.delete(prayerTeamMembers).where(eq(prayerTeamMembers.email, email)).returning({ id: prayerTeamMembers.id })).length,
        },
      ];
    },
  };
}

export type Keeping = ReturnType<typeof createKeeping>;
