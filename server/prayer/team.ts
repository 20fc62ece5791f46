import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DELIVERY_LABELS, TEAM_CONSENT, type TeamDelivery } from "../../shared/prayer.ts";
import { type Actor, type Tx, changed } from "../admin/change.ts";
import { notFound } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { prayerTeamMembers } from "../db/schema.ts";
import { maskedEmail, normalEmail } from "../people/email.ts";
import { AREA, type Church, LINKS, LINK_GONE, type PrayerDeps, linkTo, memberOfSubject, queuePrayerMail, subjects } from "./deps.ts";
import { confirmTeam } from "./mails.ts";

type Member = typeof prayerTeamMembers.$inferSelect;

/** Where a member stands, as staff read it. */
export type MemberState = "waiting" | "confirmed" | "refused" | "left";
export type TeamMemberRow = { id: number; name: string; email: string; delivery: TeamDelivery; state: MemberState; since: string };


function stateOf(member: Member): MemberState {
  if (member.leftAt) return "left";
  if (member.refusedAt) return "refused";
  return member.confirmedAt ? "confirmed" : "waiting";
}

/**
 * The prayer team (issue 36): a list church staff keep (a name and an e-mail address, no account). A
 * member is sent nothing until they confirm by the link e-mailed to them, chooses how often, and leaves
 * in one click; an address the mail server refuses for good must confirm again.
 */
export function createTeam(deps: PrayerDeps) {
  const { db, clock, change, consents, links, mailer } = deps;

  /** A fresh confirmation e-mail (the member's older confirmation links end). */
  async function askToConfirm(tx: Tx, member: Member, church: Church) {
    await links.revoke({ purpose: LINKS.confirm.purpose, subject: subjects.member(member.id), tx });
    const confirmUrl = await linkTo(deps, tx, { page: "confirm", subject: subjects.member(member.id), email: member.email });
    await queuePrayerMail(deps, tx, await confirmTeam(church, { to: member.email, name: member.name, confirmUrl }), { purpose: "person", recipient: "team", memberId: member.id });
  }

  /** The member a link of `page` opens, or null. */
  async function memberOf(token: string, page: "confirm" | "member", tx: Pick<Tx, "select" | "update"> = db, use = false): Promise<Member | null> {
    const link = use ? await links.use(token, LINKS[page].purpose, tx as Tx) : await links.open(token, LINKS[page].purpose, tx as Tx);
    const id = link ? memberOfSubject(link.subject) : null;
    if (id === null) return null;
    const [member] = await tx.select().from(prayerTeamMembers).where(eq(prayerTeamMembers.id, id));
    return member ?? null;
  }

  /** After a change that queued mail: the worker sends it now. */
  function done<T>(outcome: Outcome<T>): Outcome<T> {
    if (outcome.ok) mailer.wake();
    return outcome;
  }

  return {
    async list(): Promise<TeamMemberRow[]> {
      const rows = await db.select().from(prayerTeamMembers).orderBy(asc(sql`lower(${prayerTeamMembers.name})`), asc(prayerTeamMembers.id));
      return rows.map((m) => ({ id: m.id, name: m.name, email: m.email, delivery: m.delivery, state: stateOf(m), since: (m.leftAt ?? m.refusedAt ?? m.confirmedAt ?? m.createdAt).toISOString() }));
    },
    /** Adds someone (or asks someone who left to come back): they are e-mailed a link to confirm. */
    async add({ name, email, actor }: { name: string; email: string; actor: Actor }): Promise<Outcome> {
      const address = normalEmail(email);
      const church = await deps.church();
      return done(
        await change(AREA, actor, async (tx) => {
          const [existing] = await tx.select().from(prayerTeamMembers).where(eq(prayerTeamMembers.email, address));
          if (existing && !existing.leftAt) {
            const error = `${existing.name} is on the team with this address already.`;
            return { ok: false, status: 409, error, fields: { email: error } };
          }
          const values = { name, email: address, confirmedAt: null, leftAt: null, refusedAt: null, lastDigestAt: null, addedBy: actor };
          const [member] = existing
            ? await tx.update(prayerTeamMembers).set(values).where(eq(prayerTeamMembers.id, existing.id)).returning()
            : await tx.insert(prayerTeamMembers).values({ ...values, createdAt: clock.now() }).returning();
          await askToConfirm(tx, member!, church);
          return changed({ id: member!.id }, { action: "create", entityId: `team:${member!.id}`, detail: `Prayer team: asked ${name} (${maskedEmail(address)}) to confirm` });
        }),
      );
    },
    async resendConfirmation(id: number, actor: Actor): Promise<Outcome> {
      const church = await deps.church();
      return done(
        await change(AREA, actor, async (tx) => {
          const [member] = await tx.select().from(prayerTeamMembers).where(eq(prayerTeamMembers.id, id));
          if (!member) return notFound("team member");
          if (stateOf(member) === "confirmed") return { ok: false, status: 409, error: `${member.name} has confirmed already.` };
          await tx.update(prayerTeamMembers).set({ leftAt: null, refusedAt: null }).where(eq(prayerTeamMembers.id, id));
          await askToConfirm(tx, member, church);
          return changed({ id }, { action: "update", entityId: `team:${id}`, detail: `Prayer team: sent ${member.name} the confirmation again` });
        }),
      );
    },
    async remove(id: number, actor: Actor): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [member] = await tx.delete(prayerTeamMembers).where(eq(prayerTeamMembers.id, id)).returning();
        if (!member) return notFound("team member");
        await consents.withdraw({ email: member.email, purpose: TEAM_CONSENT.purpose, tx });
        await links.revoke({ purpose: LINKS.member.purpose, subject: subjects.member(id), tx });
        return changed({ id }, { action: "delete", entityId: `team:${id}`, detail: `Prayer team: removed ${member.name}` });
      });
    },

    // --- The member's own pages --------------------------------------------------------------------

    /** The confirmation page: whom the link was sent to. */
    async confirmation(token: string): Promise<{ name: string } | null> {
      const member = await memberOf(token, "confirm");
      return member && !member.leftAt ? { name: member.name } : null;
    },
    /** Confirms (the link works once), records the consent in its words, and the member's choice of how often. */
    async confirm({ token, delivery }: { token: string; delivery: TeamDelivery }): Promise<Outcome<{ name: string }>> {
      return change(AREA, null, async (tx) => {
        const member = await memberOf(token, "confirm", tx, true);
        if (!member || member.leftAt) return LINK_GONE;
        await tx.update(prayerTeamMembers).set({ confirmedAt: clock.now(), refusedAt: null, delivery }).where(eq(prayerTeamMembers.id, member.id));
        await consents.give({ email: member.email, ...TEAM_CONSENT, tx });
        return changed({ name: member.name }, { action: "update", entityId: `team:${member.id}`, detail: `Prayer team: ${member.name} confirmed (${DELIVERY_LABELS[delivery].toLowerCase()})` });
      });
    },
    /** A member's own page: their name, how often, and whether they are still on the team. */
    async member(token: string): Promise<{ name: string; delivery: TeamDelivery; onTeam: boolean } | null> {
      const member = await memberOf(token, "member");
      return member ? { name: member.name, delivery: member.delivery, onTeam: stateOf(member) === "confirmed" } : null;
    },
    async setDelivery({ token, delivery }: { token: string; delivery: TeamDelivery }): Promise<Outcome> {
      return change(AREA, null, async (tx) => {
        const member = await memberOf(token, "member", tx);
        if (!member || stateOf(member) !== "confirmed") return LINK_GONE;
        await tx.update(prayerTeamMembers).set({ delivery }).where(eq(prayerTeamMembers.id, member.id));
        return changed({ id: member.id }, { action: "update", entityId: `team:${member.id}`, detail: `Prayer team: ${member.name} chose ${DELIVERY_LABELS[delivery].toLowerCase()}` });
      });
    },
    /** Leaves at once (the member's page, or a mail app's one-click unsubscribe); leaving twice is still left. */
    async leave(token: string): Promise<Outcome<{ name: string }>> {
      return change(AREA, null, async (tx) => {
        const member = await memberOf(token, "member", tx);
        if (!member) return LINK_GONE;
        if (!member.leftAt) await tx.update(prayerTeamMembers).set({ leftAt: clock.now(), confirmedAt: null }).where(eq(prayerTeamMembers.id, member.id));
        await consents.withdraw({ email: member.email, purpose: TEAM_CONSENT.purpose, tx });
        return changed({ name: member.name }, { action: "update", entityId: `team:${member.id}`, detail: `Prayer team: ${member.name} left the team` });
      });
    },
    /** The mail server refused an address for good: that member is sent nothing until they confirm again. */
    async refused(address: string): Promise<void> {
      await change(AREA, null, async (tx) => {
        const gone = await tx
          .update(prayerTeamMembers)
          .set({ refusedAt: clock.now(), confirmedAt: null })
          .where(and(eq(prayerTeamMembers.email, normalEmail(address)), isNull(prayerTeamMembers.leftAt)))
          .returning({ id: prayerTeamMembers.id, name: prayerTeamMembers.name });
        return changed(null, ...gone.map((m) => ({ action: "update", entityId: `team:${m.id}`, detail: `Prayer team: the mail server refused ${m.name}'s address; they must confirm again` })));
      });
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
