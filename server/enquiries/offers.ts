/**
 * Offers of a place. Whether a room has a place is decided inside one transaction with the room's row
 * locked, so two directors offering the last place at once cannot both succeed: the second waits for
 * the first, then finds the place taken. Every writer locks the room before any family's row, so two
 * changes never wait on each other in a circle. An offer not answered in time lapses (the offers job,
 * with the clock the service was given); a lapsed or declined offer frees the place, which goes to the
 * next waitlisted family of the room, and the director is told.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { STATUS_LABELS, bandText, daysText, isWaiting, monthName, WEEKDAY_LABELS } from "../../shared/enquiries.ts";
import { type ChangeLine, type Done, type Tx, changedUnseen } from "../admin/change.ts";
import { notFound, nextVersion, staleEdit, versionOf } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { childcareEnquiries, childcareRooms } from "../db/schema.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, LINK_TTL_MS, linkSubject, statusUrl, todayOf } from "./deps.ts";
import { queueDirectorNotice, queueFamilyMail } from "./mail.ts";
import { type EnquirySettings, type Room, readRooms, readSettings, roomOf } from "./rooms.ts";
import { fullDays, placesTaken, readWaiting, roomAtStart, standings } from "./standing.ts";

type EnquiryRow = typeof childcareEnquiries.$inferSelect;

/** "Tuesday, December 1 at 3:00 PM" where the church is. */
export const momentText = (moment: Date, timeZone: string) =>
  `${moment.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone })} at ${moment.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone })}`;

export function createOffers(deps: EnquiryDeps) {
  const { db, clock, change, mailer, links, snapshot, publicUrl, timeZone } = deps;

  async function lockRoom(tx: Tx, roomId: number): Promise<Room | null> {
    const [row] = await tx.select().from(childcareRooms).where(eq(childcareRooms.id, roomId)).for("update");
    return row ? roomOf(row) : null;
  }

  async function lockEnquiry(tx: Tx, id: number): Promise<EnquiryRow | null> {
    const [row] = await tx.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, id)).for("update");
    return row ?? null;
  }

  /** Makes the offer (the room's row is locked and has the place): the family's row, its e-mail with Accept and Decline, its audit line. */
  async function placeOffer(tx: Tx, { family, room, site, settings, why }: { family: EnquiryRow; room: Room; site: Snapshot; settings: EnquirySettings; why: string }): Promise<ChangeLine> {
    const now = clock.now();
    const expires = new Date(now.getTime() + settings.offerDays * 24 * 60 * 60_000);
    await tx
      .update(childcareEnquiries)
      .set({ status: "offered", placedRoomId: room.id, placedDays: family.days, offeredAt: now, offerExpiresAt: expires, updatedAt: nextVersion(childcareEnquiries.updatedAt, now) })
      .where(eq(childcareEnquiries.id, family.id));
    const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(family.id), email: family.email, ttlMs: LINK_TTL_MS, tx });
    const deadline = momentText(expires, timeZone);
    await queueFamilyMail(deps, tx, site, {
      to: family.email,
      subject: `A place for ${family.childName} in ${room.name}`,
      heading: `We have a place for ${family.childName}`,
      paragraphs: [
        `We are glad to offer ${family.childName} a place in ${room.name} on ${daysText(family.days)}, from ${monthName(family.startMonth)}.`,
        `Please accept or decline by ${deadline}. If we have not heard from you by then, the offer lapses and the place passes to the next family on the list.`,
      ],
      details: [
        ["Reference", family.reference],
        ["Room", `${room.name} (${bandText(room)})`],
        ["Days", daysText(family.days)],
        ["Start", monthName(family.startMonth)],
        ["Answer by", deadline],
      ],
      action: { label: "Accept the place", url: statusUrl(publicUrl, token, "&answer=accept") },
      moreActions: [{ label: "Decline", url: statusUrl(publicUrl, token, "&answer=decline") }],
    });
    return { action: "offer", entityId: family.id, detail: `${family.reference}: offered a place in ${room.name} (${daysText(family.days)}), to answer by ${deadline}${why}` };
  }

  /** The first waitlisted family of the room whose days all have a place now; null when none fits. */
  async function nextInOrder(tx: Tx, room: Room, today: string): Promise<EnquiryRow | null> {
    const rooms = await readRooms(tx);
    const waiting = await readWaiting(tx);
    const order = standings(waiting, rooms, today);
    const taken = await placesTaken(tx, room.id);
    const candidates = waiting
      .filter((f) => f.status === "waitlisted" && order.get(f.id)?.room?.id === room.id && fullDays(room, taken, f.days).length === 0)
      .sort((a, b) => order.get(a.id)!.position - order.get(b.id)!.position);
    for (const candidate of candidates) {
      const locked = await lockEnquiry(tx, candidate.id);
      if (locked?.status === "waitlisted") return locked;
    }
    return null;
  }

  /**
   * A place was freed (an offer lapsed or was declined): it goes to the next family in order, and the
   * director is told either way. The room's row must be locked by the caller.
   */
  async function passPlaceOn(tx: Tx, { freed, room, site, what }: { freed: EnquiryRow; room: Room; site: Snapshot; what: string }): Promise<ChangeLine[]> {
    const settings = await readSettings(tx);
    const next = await nextInOrder(tx, room, todayOf(deps));
    const lines: ChangeLine[] = [];
    if (next) lines.push(await placeOffer(tx, { family: next, room, site, settings, why: ` (next in order after ${freed.reference})` }));
    await queueDirectorNotice(deps, tx, site, {
      subject: `${what}: ${freed.reference} (${room.name})`,
      lines: [
        `${what}: ${freed.reference}, ${room.name}, ${daysText(freed.placedDays ?? freed.days)}.`,
        next
          ? `The place was offered to ${next.reference}, the next waitlisted family for ${room.name} whose days fit. They have ${settings.offerDays} day${settings.offerDays === 1 ? "" : "s"} to answer.`
          : `No waitlisted family for ${room.name} wants only the days that are free, so nobody was offered the place. Offer it from the board when you are ready.`,
      ],
      enquiryId: next?.id ?? freed.id,
    });
    return lines;
  }

  /** The director offers a family a place in the room of its child's age, on the days it asked for. */
  async function offer({ id, version, actor }: { id: number; version: string; actor: number }): Promise<Outcome<{ id: number }>> {
    const [seen] = await db.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, id));
    if (!seen) return notFound("enquiry");
    const today = todayOf(deps);
    const target = roomAtStart(await readRooms(db), seen, today);
    if (!target) return { ok: false, status: 409, error: `No room takes ${seen.childName} at the start the family asked for, so no offer was made. Change the rooms' ages or talk to the family.` };
    const site = await snapshot();
    const outcome = await change(AREA, actor, async (tx): Promise<Refusal | Done<{ id: number }>> => {
      const room = await lockRoom(tx, target.id);
      if (!room) return notFound("room");
      const family = await lockEnquiry(tx, id);
      if (!family) return notFound("enquiry");
      if (versionOf(family.updatedAt) !== version) return staleEdit("family's enquiry");
      if (!isWaiting(family.status)) return { ok: false, status: 409, error: `This family is ${STATUS_LABELS[family.status].toLowerCase()} now, so no offer was made.` } satisfies Refusal;
      const full = fullDays(room, await placesTaken(tx, room.id), family.days);
      if (full.length) {
        return {
          ok: false,
          status: 409,
          error: `${room.name} has no place left on ${full.map((d) => WEEKDAY_LABELS[d]).join(", ")}: another offer took it first, or every place is held. Nothing was offered.`,
        } satisfies Refusal;
      }
      return changedUnseen({ id }, await placeOffer(tx, { family, room, site, settings: await readSettings(tx), why: "" }));
    });
    if (outcome.ok) mailer.wake();
    return outcome;
  }

  /**
   * Offers whose time has passed lapse, one at a time, each in its own change: the family is told and
   * the place passes on. `for update skip locked` with the status check lets instances run this side by side.
   */
  async function lapseDue(): Promise<number> {
    let lapsed = 0;
    for (;;) {
      const now = clock.now();
      const [due] = await db
        .select({ id: childcareEnquiries.id, roomId: childcareEnquiries.placedRoomId })
        .from(childcareEnquiries)
        .where(and(eq(childcareEnquiries.status, "offered"), lte(childcareEnquiries.offerExpiresAt, now)))
        .orderBy(asc(childcareEnquiries.offerExpiresAt), asc(childcareEnquiries.id))
        .limit(1);
      if (!due) return lapsed;
      const site = await snapshot();
      const outcome = await change(AREA, null, async (tx) => {
        const room = due.roomId === null ? null : await lockRoom(tx, due.roomId);
        const [family] = await tx
          .select()
          .from(childcareEnquiries)
          .where(and(eq(childcareEnquiries.id, due.id), eq(childcareEnquiries.status, "offered"), lte(childcareEnquiries.offerExpiresAt, now)))
          .for("update", { skipLocked: true });
        if (!family) return changedUnseen(false);
        await tx
          .update(childcareEnquiries)
          .set({ status: "declined", closedAt: now, closedBecause: "The offer lapsed without an answer", updatedAt: nextVersion(childcareEnquiries.updatedAt, now) })
          .where(eq(childcareEnquiries.id, family.id));
        const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(family.id), email: family.email, ttlMs: LINK_TTL_MS, tx });
        await queueFamilyMail(deps, tx, site, {
          to: family.email,
          subject: `The offer of a place for ${family.childName} has lapsed`,
          heading: "The offer has lapsed",
          paragraphs: [
            `We offered ${family.childName} a place and did not hear from you in time, so the offer has lapsed and the place has gone to the next family.`,
            `If you would still like a place, please call us at ${site.settings.childcare.phone}: we will gladly talk it through.`,
          ],
          details: [["Reference", family.reference]],
          action: { label: "See your enquiry", url: statusUrl(publicUrl, token) },
        });
        const lines: ChangeLine[] = [{ action: "lapse", entityId: family.id, detail: `${family.reference}: the offer${room ? ` in ${room.name}` : ""} lapsed without an answer` }];
        if (room) lines.push(...(await passPlaceOn(tx, { freed: family, room, site, what: "An offer lapsed" })));
        return changedUnseen(true, ...lines);
      });
      // Another instance holds this offer (its own run is lapsing it): leave the rest to that run.
      if (!outcome.ok || !outcome.value) return lapsed;
      lapsed++;
      mailer.wake();
    }
  }

  return { offer, lapseDue, placeOffer, passPlaceOn, lockRoom, lockEnquiry };
}

export type Offers = ReturnType<typeof createOffers>;
