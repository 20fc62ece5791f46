import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or } from "drizzle-orm";
import { firstName } from "../../shared/prayer.ts";
import { type Tx, changed } from "../admin/change.ts";
import { calendarDate, zonedMoment } from "../../shared/dates.ts";
import { prayerDeliveries, prayerRequests, prayerTeamMembers } from "../db/schema.ts";
import { AREA, type Church, type PrayerDeps, dayOf, linkTo, queuePrayerMail, subjects } from "./deps.ts";
import { type TeamItem, teamRequests } from "./mails.ts";

type Member = typeof prayerTeamMembers.$inferSelect;
type Request = typeof prayerRequests.$inferSelect;

/** The daily digest goes out from this hour of the church's morning. */
export const DIGEST_HOUR = "07:00";
/** A digest carries at most this many requests; the rest wait for the next day. */
const DIGEST_MOST = 40;

/**
 * Only members who confirmed by their link, have not left, and whose address the mail server has not
 * refused are ever sent a request.
 */
export const sendable = and(isNotNull(prayerTeamMembers.confirmedAt), isNull(prayerTeamMembers.leftAt), isNull(prayerTeamMembers.refusedAt));

/** Requests the team prays for: shared with the team (or the team and the wall), still open. */
const forTheTeam = (now: Date) => and(inArray(prayerRequests.visibility, ["team", "wall"]), eq(prayerRequests.status, "open"), gt(prayerRequests.expiresAt, now));

/**
 * Sending requests to the prayer team (issue 36): to members who take each request as it arrives, in the
 * transaction that stores it; to members who take a daily digest, by the digest job. A delivery row per
 * member and request means nobody is sent one request twice, whichever instance sends.
 */
export function createTeamSending(deps: PrayerDeps) {
  const { db, clock, change, timeZone } = deps;

  /** The request as one member's e-mail shows it, with their own links; null if they were sent it before. */
  async function itemFor(tx: Tx, request: Request, member: Member): Promise<TeamItem | null> {
    const fresh = await tx
      .insert(prayerDeliveries)
      .values({ requestId: request.id, memberId: member.id, sentAt: clock.now() })
      .onConflictDoNothing()
      .returning({ requestId: prayerDeliveries.requestId });
    if (fresh.length === 0) return null;
    const subject = subjects.memberRequest(request.id, member.id);
    return {
      firstName: firstName(request.name),
      message: request.message,
      askedOn: dayOf(request.createdAt, timeZone),
      prayedUrl: await linkTo(deps, tx, { page: "prayed", subject, email: member.email }),
      // A word of encouragement is relayed by e-mail: only to someone who gave an address.
      encourageUrl: request.email ? await linkTo(deps, tx, { page: "encourage", subject, email: member.email }) : null,
    };
  }

  async function send(tx: Tx, church: Church, member: Member, items: TeamItem[], requestId?: number) {
    const memberUrl = await linkTo(deps, tx, { page: "member", subject: subjects.member(member.id), email: member.email });
    const message = await teamRequests(church, { to: member.email, memberName: member.name, items, memberUrl });
    await queuePrayerMail(deps, tx, message, { purpose: "person", recipient: "team", memberId: member.id, requestId });
  }

  return {
    /** Sends a new team request to every member who takes each as it arrives; how many were sent it. */
    async sendAsItArrives(tx: Tx, request: Request, church: Church): Promise<number> {
      const members = await tx.select().from(prayerTeamMembers).where(and(sendable, eq(prayerTeamMembers.delivery, "each")));
      if (members.length === 0) return 0;
      let sent = 0;
      for (const member of members) {
        const item = await itemFor(tx, request, member);
        if (!item) continue;
        await send(tx, church, member, [item], request.id);
        sent++;
      }
      return sent;
    },

    /**
     * The day's digests, from DIGEST_HOUR on the church's clock: each digest member is claimed for today
     * in one statement (so two instances never both send it), then sent the open requests they have not
     * had yet. How many digests went out.
     */
    async sendDigests(): Promise<number> {
      const now = clock.now();
      const from = zonedMoment(`${calendarDate(now, timeZone)}T${DIGEST_HOUR}`, timeZone);
      if (now < from) return 0;
      const notToday = or(isNull(prayerTeamMembers.lastDigestAt), lt(prayerTeamMembers.lastDigestAt, from));
      const due = await db.select({ id: prayerTeamMembers.id }).from(prayerTeamMembers).where(and(sendable, eq(prayerTeamMembers.delivery, "digest"), notToday));
      let digests = 0;
      const church = due.length ? await deps.church() : null;
      for (const { id } of due) {
        const outcome = await change(AREA, null, async (tx) => {
          const [member] = await tx.update(prayerTeamMembers).set({ lastDigestAt: now }).where(and(eq(prayerTeamMembers.id, id), sendable, eq(prayerTeamMembers.delivery, "digest"), notToday)).returning();
          if (!member) return changed(0);
          const requests = await tx
            .select()
            .from(prayerRequests)
            .where(
              and(
                forTheTeam(now),
                notExists(tx.select({ id: prayerDeliveries.requestId }).from(prayerDeliveries).where(and(eq(prayerDeliveries.requestId, prayerRequests.id), eq(prayerDeliveries.memberId, member.id)))),
              ),
            )
            .orderBy(asc(prayerRequests.createdAt), asc(prayerRequests.id))
            .limit(DIGEST_MOST);
          const items: TeamItem[] = [];
          for (const request of requests) {
            const item = await itemFor(tx, request, member);
            if (item) items.push(item);
          }
          if (items.length === 0) return changed(0);
          await send(tx, church!, member, items);
          return changed(1);
        });
        if (outcome.ok) digests += outcome.value;
      }
      if (digests > 0) deps.mailer.wake();
      return digests;
    },
  };
}

export type TeamSending = ReturnType<typeof createTeamSending>;
