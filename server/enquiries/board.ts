/**
 * The director's board: every family by column, each with its room and place in the room's order; one
 * family's page with its details, notes and history; moves between columns, priority flags, notes.
 * Audit lines name a family by its reference only, so the log never shows a child's details.
 */
import { and, asc, desc, eq, gte, inArray, notInArray, or } from "drizzle-orm";
import { BOARD_COLUMNS, CLOSED_STATUSES, type EnquiryStatus, STATUS_LABELS, ageOn, bandText, daysText, effectiveStart, isClosed, isWaiting, monthName, priorityLabels, standingText } from "../../shared/enquiries.ts";
import type { moveSchema } from "../../shared/schemas/admin/enquiries.ts";
import type { z } from "zod";
import { type ChangeLine, changedUnseen } from "../admin/change.ts";
import { notFound, nextVersion, staleEdit, versionOf } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { auditLog, childcareEnquiries, childcareEnquiryNotes, childcareTourSlots, users } from "../db/schema.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, LINK_TTL_MS, isUniqueViolation, linkSubject, statusUrl, todayOf } from "./deps.ts";
import { queueFamilyMail } from "./mail.ts";
import { momentText } from "./offers.ts";
import { readRooms } from "./rooms.ts";
import { readWaiting, standings } from "./standing.ts";

/** How long closed families stay in the board's last two columns. */
const CLOSED_SHOWN_DAYS = 90;

type Move = z.infer<typeof moveSchema>;

export function createBoard(deps: EnquiryDeps) {
  const { db, clock, change, mailer, links, snapshot, publicUrl, timeZone } = deps;

  /** Every family of the board's columns (closed ones for 90 days), with its room and place. */
  async function cards() {
    const today = todayOf(deps);
    const since = new Date(clock.now().getTime() - CLOSED_SHOWN_DAYS * 24 * 60 * 60_000);
    const [rows, rooms, waiting] = await Promise.all([
      db
        .select({ enquiry: childcareEnquiries, tourAt: childcareTourSlots.startsAt })
        .from(childcareEnquiries)
        .leftJoin(childcareTourSlots, eq(childcareTourSlots.id, childcareEnquiries.tourSlotId))
        .where(and(inArray(childcareEnquiries.status, [...BOARD_COLUMNS]), or(notInArray(childcareEnquiries.status, [...CLOSED_STATUSES]), gte(childcareEnquiries.closedAt, since))))
        .orderBy(asc(childcareEnquiries.enquiredAt), asc(childcareEnquiries.id)),
      readRooms(db),
      readWaiting(db),
    ]);
    const order = standings(waiting, rooms, today);
    const list = rows.map(({ enquiry: e, tourAt }) => {
      const standing = order.get(e.id);
      const placed = e.placedRoomId ? rooms.find((r) => r.id === e.placedRoomId) : undefined;
      const room = standing?.room ?? placed ?? null;
      return {
        id: e.id,
        reference: e.reference,
        status: e.status as (typeof BOARD_COLUMNS)[number],
        childName: e.childName,
        parentName: e.parentName,
        roomId: room?.id ?? null,
        room: room?.name ?? null,
        noRoom: standing && !standing.room ? standing.noRoom : null,
        position: standing?.room ? { at: standing.position, of: standing.of } : null,
        ageAtStart: ageOn(e.birthDate, effectiveStart(e.startMonth, today)),
        expected: e.expected,
        start: monthName(e.startMonth),
        days: daysText(e.placedDays ?? e.days),
        priorities: priorityLabels(e),
        tour: tourAt && e.status === "tour-booked" ? momentText(tourAt, timeZone) : null,
        answerBy: e.status === "offered" && e.offerExpiresAt ? momentText(e.offerExpiresAt, timeZone) : null,
        closedBecause: e.closedBecause,
        mailRefused: e.mailRefusedAt !== null,
        enquiredAt: e.enquiredAt.toISOString(),
        version: versionOf(e.updatedAt),
      };
    });
    // Waiting families read in their room's order; the others by the moment they enquired.
    return list.sort((a, b) => (a.room ?? "").localeCompare(b.room ?? "") || (a.position?.at ?? 0) - (b.position?.at ?? 0));
  }

  /** One family: every detail the director needs (the date of birth included), notes and history. */
  async function family(id: number) {
    const [e] = await db.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, id));
    if (!e || e.status === "unconfirmed") return null;
    const today = todayOf(deps);
    const rooms = await readRooms(db);
    const standing = isWaiting(e.status) ? standings(await readWaiting(db), rooms, today).get(e.id) : undefined;
    const placed = e.placedRoomId ? rooms.find((r) => r.id === e.placedRoomId) : undefined;
    const room = standing?.room ?? placed ?? null;
    const [notes, history, tour] = await Promise.all([
      db
        .select({ id: childcareEnquiryNotes.id, body: childcareEnquiryNotes.body, at: childcareEnquiryNotes.createdAt, author: users.name })
        .from(childcareEnquiryNotes)
        .leftJoin(users, eq(users.id, childcareEnquiryNotes.authorId))
        .where(eq(childcareEnquiryNotes.enquiryId, id))
        .orderBy(desc(childcareEnquiryNotes.createdAt), desc(childcareEnquiryNotes.id)),
      db
        .select({ id: auditLog.id, at: auditLog.at, detail: auditLog.detail, who: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(eq(auditLog.entity, AREA), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(50),
      e.tourSlotId ? db.select().from(childcareTourSlots).where(eq(childcareTourSlots.id, e.tourSlotId)) : Promise.resolve([]),
    ]);
    return {
      id: e.id,
      reference: e.reference,
      status: e.status as (typeof BOARD_COLUMNS)[number],
      parentName: e.parentName,
      email: e.email,
      phone: e.phone,
      childName: e.childName,
      birthDate: e.birthDate,
      expected: e.expected,
      ageAtStart: ageOn(e.birthDate, effectiveStart(e.startMonth, today)),
      start: monthName(e.startMonth),
      days: daysText(e.days),
      placedDays: e.placedDays ? daysText(e.placedDays) : null,
      sibling: e.sibling,
      churchMember: e.churchMember,
      staffChild: e.staffChild,
      heardFrom: e.heardFrom,
      note: e.note,
      room: room ? `${room.name} (${bandText(room)})` : null,
      standing: standing?.room ? standingText(standing.position, standing.of, standing.room.name) : null,
      noRoom: standing && !standing.room ? standing.noRoom : null,
      tour: tour[0] ? momentText(tour[0].startsAt, timeZone) : null,
      answerBy: e.status === "offered" && e.offerExpiresAt ? momentText(e.offerExpiresAt, timeZone) : null,
      closedBecause: e.closedBecause,
      mailRefused: e.mailRefusedAt !== null,
      enquiredAt: e.enquiredAt.toISOString(),
      version: versionOf(e.updatedAt),
      notes: notes.map((n) => ({ ...n, at: n.at.toISOString() })),
      history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    };
  }

  /** A change of one family at the version its page was opened with. */
  async function onFamily(
    id: number,
    version: string | null,
    actor: number,
    work: (tx: Parameters<Parameters<typeof change>[2]>[0], row: typeof childcareEnquiries.$inferSelect, site: Snapshot) => Promise<Refusal | ChangeLine[]>,
  ): Promise<Outcome<{ id: number }>> {
    // Read before the transaction: on the embedded database a read outside it would wait for it to end.
    const site = await snapshot();
    try {
      const outcome = await change(AREA, actor, async (tx) => {
        const [row] = await tx.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, id)).for("update");
        if (!row || row.status === "unconfirmed") return notFound("enquiry");
        if (version !== null && versionOf(row.updatedAt) !== version) return staleEdit("family's enquiry");
        const result = await work(tx, row, site);
        return Array.isArray(result) ? changedUnseen({ id }, ...result) : result;
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { ok: false, status: 409, error: "This family has made a newer enquiry for the same child, which is still open: work with that one instead." };
    }
  }

  const touch = (at: Date) => nextVersion(childcareEnquiries.updatedAt, at);

  return {
    cards,
    family,

    /** Moves a family to another column. An offer goes through `offers.offer`, which checks the places; Enrolled only follows an offer. */
    move: ({ id, input, actor }: { id: number; input: Move; actor: number }) =>
      onFamily(id, input.version, actor, async (tx, row, site) => {
        const to: EnquiryStatus = input.status;
        if (to === row.status) return [];
        if (to === "enrolled" && row.status !== "offered") return { ok: false, status: 409, error: "Offer the family a place first: an offer checks that the room has a place on their days." };
        const now = clock.now();
        const closing = isClosed(to);
        const placeKept = to === "enrolled" || (row.status === "enrolled" && closing);
        await tx
          .update(childcareEnquiries)
          .set({
            status: to,
            closedAt: closing ? now : null,
            closedBecause: closing ? (row.status === "enrolled" ? "Left the childcare" : `Moved to ${STATUS_LABELS[to]} by the director`) : null,
            offerExpiresAt: to === "enrolled" || closing ? null : row.offerExpiresAt,
            ...(placeKept || closing ? {} : { placedRoomId: null, placedDays: null, offeredAt: null, offerExpiresAt: null }),
            updatedAt: touch(now),
          })
          .where(eq(childcareEnquiries.id, row.id));
        if (to === "waitlisted") {
          const today = todayOf(deps);
          const standing = standings(await readWaiting(tx), await readRooms(tx), today).get(row.id);
          const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(row.id), email: row.email, ttlMs: LINK_TTL_MS, tx });
          await queueFamilyMail(deps, tx, site, {
            to: row.email,
            subject: `${row.childName} is on the waiting list`,
            heading: "You are on the waiting list",
            paragraphs: [`Thank you for visiting. ${row.childName} is now on the waiting list${standing?.room ? ` for ${standing.room.name}` : ""}. When a place opens on your days, we will e-mail you an offer.`],
            details: [["Reference", row.reference], ...(standing?.room ? [["Where you stand", standingText(standing.position, standing.of, standing.room.name)] as [string, string]] : [])],
            action: { label: "See where you stand", url: statusUrl(publicUrl, token) },
          });
        }
        return [{ action: "move", entityId: row.id, detail: `${row.reference}: ${STATUS_LABELS[row.status]} → ${STATUS_LABELS[to]}` }];
      }),

    setPriority: ({ id, flags, version, actor }: { id: number; flags: { staffChild: boolean; sibling: boolean; churchMember: boolean }; version: string; actor: number }) =>
      onFamily(id, version, actor, async (tx, row) => {
        await tx.update(childcareEnquiries).set({ ...flags, updatedAt: touch(clock.now()) }).where(eq(childcareEnquiries.id, row.id));
        const labels = priorityLabels(flags);
        return [{ action: "priority", entityId: row.id, detail: `${row.reference}: priority ${labels.length ? labels.join(", ") : "none"}` }];
      }),

    addNote: ({ id, note, actor }: { id: number; note: string; actor: number }) =>
      onFamily(id, null, actor, async (tx, row) => {
        await tx.insert(childcareEnquiryNotes).values({ enquiryId: row.id, authorId: actor, body: note, createdAt: clock.now() });
        return [{ action: "note", entityId: row.id, detail: `${row.reference}: note added` }];
      }),

    /** E-mails the family a fresh link to its status page (a parent who lost the e-mail). */
    resendLink: ({ id, actor }: { id: number; actor: number }) =>
      onFamily(id, null, actor, async (tx, row, site) => {
        const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(row.id), email: row.email, ttlMs: LINK_TTL_MS, tx });
        await queueFamilyMail(deps, tx, site, {
          to: row.email,
          subject: `The link to your childcare enquiry ${row.reference}`,
          heading: "Your enquiry's link",
          paragraphs: [`Here is the link to ${row.childName}'s enquiry, as you asked. It shows where you stand, and from it you can book a tour or change your wishes.`],
          details: [["Reference", row.reference]],
          action: { label: "See where you stand", url: statusUrl(publicUrl, token) },
        });
        return [{ action: "resend", entityId: row.id, detail: `${row.reference}: the status link was e-mailed again` }];
      }),
  };
}

export type Board = ReturnType<typeof createBoard>;
