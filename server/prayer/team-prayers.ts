import { and, eq, isNull, sql } from "drizzle-orm";
import { firstName } from "../../shared/prayer.ts";
import { type Tx, changed } from "../admin/change.ts";
import type { Outcome } from "../admin/outcome.ts";
import { prayerDeliveries, prayerEncouragements, prayerRequests, prayerTeamMembers } from "../db/schema.ts";
import { AREA, LINKS, LINK_GONE, type PrayerDeps, linkTo, memberRequestOfSubject, queuePrayerMail, subjects } from "./deps.ts";
import { encouragementRelayed } from "./mails.ts";

/** A request as a team member's page shows it: whom to pray for and what they shared with the team. */
export type TeamView = { firstName: string; message: string; open: boolean; prayers: number; canEncourage: boolean };

/** Words of encouragement one member's link may send a day (each is an e-mail to the person). */
const ENCOURAGEMENTS_A_DAY = { limit: 3, windowMs: 24 * 60 * 60_000 };

/**
 * What a team member does from their e-mail (issue 36): "I prayed" (a link that works once, so the same
 * link used twice, even at the same moment, counts once) and a word of encouragement, which the site
 * relays to the person: the member never sees the person's address, nor the person the member's.
 */
export function createTeamPrayers(deps: PrayerDeps) {
  const { db, clock, change, links, limiter, mailer } = deps;

  async function viewOf(requestId: number, tx: Pick<Tx, "select"> = db): Promise<TeamView | null> {
    const [request] = await tx.select().from(prayerRequests).where(eq(prayerRequests.id, requestId));
    // A request narrowed to the pastors since is no longer the team's to read.
    if (!request || request.visibility === "pastors") return null;
    return {
      firstName: firstName(request.name),
      message: request.message,
      open: request.status === "open",
      prayers: request.teamPrayers + request.wallPrayers,
      canEncourage: request.email !== null && request.status !== "withdrawn",
    };
  }

  async function opened(token: string, page: "prayed" | "encourage") {
    const link = await links.open(token, LINKS[page].purpose);
    return link ? memberRequestOfSubject(link.subject) : null;
  }

  return {
    /** The "I prayed" page, before the member presses the button (a link opened by a mail scanner counts nothing). */
    async prayedPage(token: string): Promise<TeamView | null> {
      const ids = await opened(token, "prayed");
      return ids ? viewOf(ids.requestId) : null;
    },
    /** Counts the member's prayer once: the link is used up in the statement that counts it. */
    async prayed(token: string): Promise<Outcome<TeamView>> {
      return change(AREA, null, async (tx) => {
        const link = await links.use(token, LINKS.prayed.purpose, tx);
        const ids = link ? memberRequestOfSubject(link.subject) : null;
        if (!ids) return LINK_GONE;
        const marked = await tx
          .update(prayerDeliveries)
          .set({ prayedAt: clock.now() })
          .where(and(eq(prayerDeliveries.requestId, ids.requestId), eq(prayerDeliveries.memberId, ids.memberId), isNull(prayerDeliveries.prayedAt)))
          .returning({ requestId: prayerDeliveries.requestId });
        if (marked.length > 0) await tx.update(prayerRequests).set({ teamPrayers: sql`${prayerRequests.teamPrayers} + 1` }).where(eq(prayerRequests.id, ids.requestId));
        const view = await viewOf(ids.requestId, tx);
        if (!view) return LINK_GONE;
        return changed(view, { action: "update", entityId: ids.requestId, detail: `A team member prayed for prayer request ${ids.requestId}` });
      });
    },
    async encouragePage(token: string): Promise<TeamView | null> {
      const ids = await opened(token, "encourage");
      return ids ? viewOf(ids.requestId) : null;
    },
    /** Relays a word of encouragement to the person, signed with the member's first name. */
    async encourage({ token, message }: { token: string; message: string }): Promise<Outcome<{ firstName: string }>> {
      const ids = await opened(token, "encourage");
      if (!ids) return LINK_GONE;
      const allowed = await limiter.hit(`prayer-encourage:${ids.requestId}:${ids.memberId}`, ENCOURAGEMENTS_A_DAY);
      if (!allowed.allowed) return { ok: false, status: 409, error: "You have sent this person several words today. Thank you: please write again tomorrow." };
      const church = await deps.church();
      const outcome = await change(AREA, null, async (tx) => {
        const [request] = await tx.select().from(prayerRequests).where(eq(prayerRequests.id, ids.requestId));
        const [member] = await tx.select().from(prayerTeamMembers).where(eq(prayerTeamMembers.id, ids.memberId));
        if (!request || !member || request.visibility === "pastors" || !request.email || request.status === "withdrawn") return LINK_GONE;
        const fromName = firstName(member.name);
        await tx.insert(prayerEncouragements).values({ requestId: request.id, memberId: member.id, fromName, message, createdAt: clock.now() });
        const manageUrl = await linkTo(deps, tx, { page: "request", subject: subjects.request(request.id), email: request.email });
        const mail = await encouragementRelayed(church, { to: request.email, fromName, message, manageUrl });
        await queuePrayerMail(deps, tx, mail, { purpose: "person", recipient: "person", requestId: request.id });
        return changed({ firstName: firstName(request.name) }, { action: "create", entityId: request.id, detail: `A team member sent a word of encouragement for prayer request ${request.id}` });
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },
  };
}

export type TeamPrayers = ReturnType<typeof createTeamPrayers>;
