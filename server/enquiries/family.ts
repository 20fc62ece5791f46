/**
 * What a family does from its private status link: see where it stands (a count only, never anything
 * of other families; the child by first name only), confirm an enquiry sent without the captcha,
 * change the start month or days, book or cancel a tour, withdraw in one tap, and accept or decline an
 * offer. Every bad link opens nothing and every page answers it with the same words.
 */
import { eq } from "drizzle-orm";
import { STATUS_LABELS, bandText, daysText, isClosed, isWaiting, monthName, standingText } from "../../shared/enquiries.ts";
import type { EnquiryChange } from "../../shared/schemas/enquiries.ts";
import { OTHER_MAILINGS_WORDING } from "../../shared/schemas/enquiries.ts";
import { type ChangeLine, type Tx, changedUnseen } from "../admin/change.ts";
import { nextVersion } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { childcareEnquiries } from "../db/schema.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, LINK_TTL_MS, idOfSubject, linkSubject, todayOf } from "./deps.ts";
import { ENQUIRY_FORM, OTHER_MAILINGS_PURPOSE, queueWelcome, roomRefusal } from "./intake.ts";
import { queueDirectorNotice, queueFamilyMail } from "./mail.ts";
import { type Offers, momentText } from "./offers.ts";
import { readRooms, readSettings } from "./rooms.ts";
import { readWaiting, roomAtStart, standings } from "./standing.ts";
import { type Tours, tourCalendar } from "./tours.ts";

type EnquiryRow = typeof childcareEnquiries.$inferSelect;

/** Every wrong, old or unknown link gets these words. */
export const LINK_NOT_FOUND = "This link does not open an enquiry. It may be mistyped or out of date: use the link in your latest e-mail from us, or call the childcare office.";

const refuse = (error: string): Refusal => ({ ok: false, status: 409, error });
const lost: Refusal = { ok: false, status: 404, error: LINK_NOT_FOUND };

export function createFamily(deps: EnquiryDeps & { offers: Offers; tours: Tours }) {
  const { db, clock, change, mailer, links, consents, snapshot, publicUrl, timeZone, offers, tours } = deps;

  async function enquiryOf(token: string): Promise<EnquiryRow | null> {
    const link = await links.open(token, LINK_PURPOSE);
    if (!link) return null;
    const [row] = await db.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, idOfSubject(link.subject)));
    return row ?? null;
  }

  /** The status page's view: what the family may see and do now. */
  async function view(token: string) {
    const row = await enquiryOf(token);
    if (!row) return null;
    const today = todayOf(deps);
    const rooms = await readRooms(db);
    const standing = isWaiting(row.status) ? standings(await readWaiting(db), rooms, today).get(row.id) : undefined;
    const placed = row.placedRoomId ? rooms.find((r) => r.id === row.placedRoomId) : undefined;
    const room = standing?.room ?? placed ?? (row.status === "unconfirmed" ? roomAtStart(rooms, row, today) : null);
    const slot = row.tourSlotId && row.status === "tour-booked" ? await tours.get(row.tourSlotId) : null;
    const canBookTour = row.status === "enquiry" || row.status === "tour-booked";
    const offerOpen = row.status === "offered" && row.offerExpiresAt !== null && row.offerExpiresAt > clock.now();
    return {
      reference: row.reference,
      childName: row.childName,
      status: row.status,
      statusLabel: STATUS_LABELS[row.status],
      standing: standing?.room ? standingText(standing.position, standing.of, standing.room.name) : null,
      noRoom: standing && !standing.room ? standing.noRoom : null,
      room: room ? { name: room.name, band: bandText(room) } : null,
      startMonth: row.startMonth.slice(0, 7),
      startText: monthName(row.startMonth),
      days: row.days,
      daysText: daysText(row.placedDays ?? row.days),
      tour: slot ? { when: momentText(slot.startsAt, timeZone), minutes: slot.minutes } : null,
      openTours: canBookTour ? (await tours.open()).filter((s) => s.id !== row.tourSlotId).map((s) => ({ id: s.id, when: momentText(s.startsAt, timeZone) })) : [],
      offer: row.status === "offered" && row.offerExpiresAt ? { answerBy: momentText(row.offerExpiresAt, timeZone), open: offerOpen } : null,
      closedBecause: isClosed(row.status) ? row.closedBecause : null,
      can: {
        confirm: row.status === "unconfirmed",
        change: isWaiting(row.status),
        bookTour: canBookTour,
        cancelTour: row.status === "tour-booked",
        withdraw: row.status !== "enrolled" && row.status !== "offered" && !isClosed(row.status),
        answer: offerOpen,
      },
    };
  }

  /** Runs a family's change on its enquiry: the link opened, the row locked (after the room it holds, if any), then `work`. */
  async function asFamily(token: string, work: (tx: Tx, row: EnquiryRow, site: Snapshot) => Promise<Refusal | ChangeLine[]>): Promise<Outcome<{ reference: string }>> {
    const seen = await enquiryOf(token);
    if (!seen) return lost;
    const site = await snapshot();
    const outcome = await change(AREA, null, async (tx) => {
      if (seen.placedRoomId) await offers.lockRoom(tx, seen.placedRoomId);
      const row = await offers.lockEnquiry(tx, seen.id);
      if (!row) return lost;
      const result = await work(tx, row, site);
      if (!Array.isArray(result)) return result;
      return changedUnseen({ reference: row.reference }, ...result);
    });
    if (outcome.ok) mailer.wake();
    return outcome;
  }

  const touch = (extra: Partial<typeof childcareEnquiries.$inferInsert>) => ({ ...extra, updatedAt: nextVersion(childcareEnquiries.updatedAt, clock.now()) });
  const freshLink = (tx: Tx, row: EnquiryRow) => links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(row.id), email: row.email, ttlMs: LINK_TTL_MS, tx });

  return {
    view,

    /** An enquiry sent without the captcha joins the list when the parent confirms it from the e-mail. */
    confirm: (token: string) =>
      asFamily(token, async (tx, row, site) => {
        if (row.status !== "unconfirmed") return [];
        const today = todayOf(deps);
        const rooms = await readRooms(tx);
        const room = roomAtStart(rooms, row, today);
        if (!room) return refuse("No room takes your child at the start you asked for any more. Please make a new enquiry, or call us.");
        await tx.update(childcareEnquiries).set(touch({ status: "enquiry", enquiredAt: clock.now() })).where(eq(childcareEnquiries.id, row.id));
        if (row.otherMailings) await consents.give({ email: row.email, purpose: OTHER_MAILINGS_PURPOSE, form: ENQUIRY_FORM, wording: OTHER_MAILINGS_WORDING, tx });
        const family = { ...row, startMonth: row.startMonth.slice(0, 7) };
        await queueWelcome(deps, tx, { family, room, rooms, today, site, settings: await readSettings(tx), token: await freshLink(tx, row) });
        return [{ action: "confirm", entityId: row.id, detail: `${row.reference}: confirmed by the family, on the list for ${room.name}` }];
      }),

    /** A new start month or days; the room follows from the child's age at the new start. */
    change: (token: string, input: EnquiryChange) =>
      asFamily(token, async (tx, row) => {
        if (!isWaiting(row.status)) return refuse("Your enquiry can no longer be changed here. Please call the childcare office.");
        const refusal = roomRefusal(await readRooms(tx), { childName: row.childName, birthDate: row.birthDate, startMonth: input.startMonth }, todayOf(deps));
        if (refusal) return refusal;
        await tx.update(childcareEnquiries).set(touch({ startMonth: `${input.startMonth}-01`, days: input.days })).where(eq(childcareEnquiries.id, row.id));
        return [{ action: "update", entityId: row.id, detail: `${row.reference}: the family changed the start to ${monthName(input.startMonth)}, ${daysText(input.days)}` }];
      }),

    bookTour: (token: string, slotId: number) =>
      asFamily(token, async (tx, row, site) => {
        if (row.status !== "enquiry" && row.status !== "tour-booked") return refuse("Tours are booked before a family joins the waiting list. Please call us to arrange another visit.");
        const line = await tours.bookInto(tx, { family: row, slotId, site });
        return "ok" in line ? line : [line];
      }),

    cancelTour: (token: string) =>
      asFamily(token, async (tx, row) => {
        if (row.status !== "tour-booked") return [];
        await tx.update(childcareEnquiries).set(touch({ status: "enquiry", tourSlotId: null })).where(eq(childcareEnquiries.id, row.id));
        return [{ action: "tour", entityId: row.id, detail: `${row.reference}: the family cancelled its tour` }];
      }),

    /** One tap: the enquiry closes and leaves the list (an offer is declined instead). */
    withdraw: (token: string) =>
      asFamily(token, async (tx, row, site) => {
        if (isClosed(row.status)) return [];
        if (row.status === "enrolled" || row.status === "offered") return refuse("Your child has a place: please call the childcare office to give it up.");
        await tx.update(childcareEnquiries).set(touch({ status: "withdrawn", closedAt: clock.now(), closedBecause: "Withdrawn by the family", tourSlotId: null })).where(eq(childcareEnquiries.id, row.id));
        await queueFamilyMail(deps, tx, site, {
          to: row.email,
          subject: `Your childcare enquiry ${row.reference} is withdrawn`,
          heading: "Your enquiry is withdrawn",
          paragraphs: [`As you asked, we have taken ${row.childName} off our list. If that was a mistake, call us at ${site.settings.childcare.phone} and we will put the enquiry back with its place.`],
          details: [["Reference", row.reference]],
        });
        return [{ action: "withdraw", entityId: row.id, detail: `${row.reference}: withdrawn by the family` }];
      }),

    /** Accepts or declines an open offer; a declined place passes to the next family in order. */
    answer: (token: string, accept: boolean) =>
      asFamily(token, async (tx, row, site) => {
        if (row.status !== "offered" || !row.offerExpiresAt) return refuse("There is no open offer on this enquiry.");
        if (row.offerExpiresAt <= clock.now()) return refuse(`This offer lapsed on ${momentText(row.offerExpiresAt, timeZone)}. Please call the childcare office if you would still like a place.`);
        const room = row.placedRoomId ? await offers.lockRoom(tx, row.placedRoomId) : null;
        const roomName = room?.name ?? "the room";
        if (accept) {
          await tx.update(childcareEnquiries).set(touch({ status: "enrolled", offerExpiresAt: null })).where(eq(childcareEnquiries.id, row.id));
          await queueFamilyMail(deps, tx, site, {
            to: row.email,
            subject: `Welcome: ${row.childName} has a place in ${roomName}`,
            heading: `Welcome, ${row.childName}!`,
            paragraphs: [
              `Thank you for accepting the place in ${roomName} on ${daysText(row.placedDays ?? row.days)}, from ${monthName(row.startMonth)}.`,
              "Next, please fill in the enrollment forms from our website and bring them, with the registration fee, before the first day. This is when we ask about health, allergies and who may collect your child.",
            ],
            details: [["Reference", row.reference]],
          });
          await queueDirectorNotice(deps, tx, site, { subject: `Offer accepted: ${row.reference} (${roomName})`, lines: [`${row.reference} accepted the place in ${roomName} on ${daysText(row.placedDays ?? row.days)}.`], enquiryId: row.id });
          return [{ action: "accept", entityId: row.id, detail: `${row.reference}: the family accepted the place in ${roomName}` }];
        }
        await tx.update(childcareEnquiries).set(touch({ status: "declined", closedAt: clock.now(), closedBecause: "The family declined the offer" })).where(eq(childcareEnquiries.id, row.id));
        const lines: ChangeLine[] = [{ action: "decline", entityId: row.id, detail: `${row.reference}: the family declined the place in ${roomName}` }];
        if (room) lines.push(...(await offers.passPlaceOn(tx, { freed: row, room, site, what: "An offer was declined" })));
        return lines;
      }),

    /** The booked tour as a calendar file (null: no link, or no tour booked). */
    async tourCalendar(token: string): Promise<string | null> {
      const row = await enquiryOf(token);
      if (!row || row.status !== "tour-booked" || !row.tourSlotId) return null;
      const slot = await tours.get(row.tourSlotId);
      return slot ? tourCalendar({ slot, reference: row.reference, site: await snapshot(), publicUrl }) : null;
    },
  };
}

export type Family = ReturnType<typeof createFamily>;
