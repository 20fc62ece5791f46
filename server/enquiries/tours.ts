/**
 * Tours: the director publishes times (with how many families each takes, two unless they say
 * otherwise), families book one from their status page and get it as an .ics, a reminder goes out the
 * day before (claimed row by row, so two instances never send it twice), and the dashboard shows the
 * day's tours. A booking is decided with the tour's row locked, so a tour never takes more families than it has room for.
 */
import ical from "ical-generator";
import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { addressLine } from "../../shared/content/settings.ts";
import type { TourSlotInput } from "../../shared/schemas/admin/enquiries.ts";
import { type ChangeLine, type Tx, changedUnseen } from "../admin/change.ts";
import { notFound } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import { addDays, startOfDay, zonedMoment } from "../../shared/dates.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { childcareEnquiries, childcareTourSlots } from "../db/schema.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, LINK_TTL_MS, linkSubject, statusUrl, todayOf } from "./deps.ts";
import { queueFamilyMail } from "./mail.ts";
import { momentText } from "./offers.ts";

type SlotRow = typeof childcareTourSlots.$inferSelect;
export type TourSlot = { id: number; startsAt: Date; minutes: number; families: number; booked: number };

const booked = (slotId: unknown) => and(eq(childcareEnquiries.tourSlotId, slotId as number), eq(childcareEnquiries.status, "tour-booked"));

/** A tour as a calendar file, for the booking e-mail and the status page's "Add to calendar". */
export function tourCalendar({ slot, reference, site, publicUrl }: { slot: Pick<SlotRow, "id" | "startsAt" | "minutes">; reference: string; site: Snapshot; publicUrl: string }): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({ name: `${site.settings.childcare.name} tour`, prodId: { company: "Steeple", product: "Childcare tours", language: "EN" } });
  calendar.createEvent({
    id: `tour-${slot.id}-${reference}@${host}`,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + slot.minutes * 60_000),
    summary: `Tour of ${site.settings.childcare.name}`,
    location: addressLine(site.settings),
    description: `Your tour (enquiry ${reference}). To change or cancel it, use the link in your e-mail, or call ${site.settings.childcare.phone}.`,
  });
  return calendar.toString();
}

export function createTours(deps: EnquiryDeps) {
  const { db, clock, change, mailer, links, snapshot, publicUrl, timeZone } = deps;

  async function slotsFrom(from: Date, until?: Date): Promise<TourSlot[]> {
    const rows = await db
      .select({ id: childcareTourSlots.id, startsAt: childcareTourSlots.startsAt, minutes: childcareTourSlots.minutes, families: childcareTourSlots.families, booked: sql<number>`(select count(*) from ${childcareEnquiries} where ${booked(childcareTourSlots.id)})`.mapWith(Number) })
      .from(childcareTourSlots)
      .where(until ? and(gte(childcareTourSlots.startsAt, from), lt(childcareTourSlots.startsAt, until)) : gte(childcareTourSlots.startsAt, from))
      .orderBy(asc(childcareTourSlots.startsAt), asc(childcareTourSlots.id));
    return rows;
  }

  /** The families booked on each of these tours (the director sees who comes). */
  async function familiesOn(slotIds: number[]) {
    if (slotIds.length === 0) return [];
    return db
      .select({ slotId: childcareEnquiries.tourSlotId, id: childcareEnquiries.id, reference: childcareEnquiries.reference, parentName: childcareEnquiries.parentName, childName: childcareEnquiries.childName, status: childcareEnquiries.status })
      .from(childcareEnquiries)
      .where(and(inArray(childcareEnquiries.tourSlotId, slotIds), inArray(childcareEnquiries.status, ["tour-booked", "toured"])))
      .orderBy(asc(childcareEnquiries.parentName));
  }

  /** Books (or moves) a family's tour inside the caller's change: the tour's row locked, its families counted. */
  async function bookInto(tx: Tx, { family, slotId, site }: { family: { id: number; reference: string; email: string; childName: string; tourSlotId: number | null }; slotId: number; site: Snapshot }): Promise<Refusal | ChangeLine> {
    const [slot] = await tx.select().from(childcareTourSlots).where(eq(childcareTourSlots.id, slotId)).for("update");
    if (!slot || slot.startsAt <= clock.now()) return { ok: false, status: 409, error: "That tour time is no longer offered. Please choose another." };
    if (family.tourSlotId === slotId) return { action: "tour", entityId: family.id, detail: `${family.reference}: kept the same tour` };
    const [taken] = await tx.select({ n: count() }).from(childcareEnquiries).where(booked(slotId));
    if (Number(taken?.n ?? 0) >= slot.families) return { ok: false, status: 409, error: "That tour has just filled up. Please choose another time." };
    await tx.update(childcareEnquiries).set({ status: "tour-booked", tourSlotId: slotId, tourRemindedAt: null, updatedAt: clock.now() }).where(eq(childcareEnquiries.id, family.id));
    const when = momentText(slot.startsAt, timeZone);
    const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(family.id), email: family.email, ttlMs: LINK_TTL_MS, tx });
    await queueFamilyMail(deps, tx, site, {
      to: family.email,
      subject: `Your tour of ${site.settings.childcare.name}: ${when}`,
      heading: "Your tour is booked",
      paragraphs: [`We look forward to showing you around on ${when}. The tour takes about ${slot.minutes} minutes; ${family.childName} is welcome to come too.`, "The calendar file attached adds the tour to your calendar. We will send a reminder the day before."],
      details: [["When", when], ["Where", addressLine(site.settings)], ["Reference", family.reference]],
      action: { label: "Change or cancel the tour", url: statusUrl(publicUrl, token) },
      attachments: [{ filename: "childcare-tour.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: tourCalendar({ slot, reference: family.reference, site, publicUrl }) }],
    });
    return { action: "tour", entityId: family.id, detail: `${family.reference}: booked the tour of ${when}` };
  }

  return {
    bookInto,

    /** Tours from today on, with how many families each has (the director's list). */
    upcoming: () => slotsFrom(startOfDay(todayOf(deps), timeZone)),

    /** Tours a family can still book: in the future, with room. */
    async open(): Promise<TourSlot[]> {
      return (await slotsFrom(clock.now())).filter((slot) => slot.booked < slot.families);
    },

    familiesOn,

    /** The director's list: tours from today on, in words, each with the families booked on it. */
    async forDirector() {
      const slots = await slotsFrom(startOfDay(todayOf(deps), timeZone));
      const families = await familiesOn(slots.map((s) => s.id));
      return slots.map((slot) => ({ id: slot.id, when: momentText(slot.startsAt, timeZone), minutes: slot.minutes, families: slot.families, booked: slot.booked, who: families.filter((f) => f.slotId === slot.id) }));
    },

    /** The day's tours with their families, for the dashboard. */
    async onDay(day: string) {
      const slots = await slotsFrom(startOfDay(day, timeZone), startOfDay(addDays(day, 1), timeZone));
      const families = await familiesOn(slots.map((s) => s.id));
      return slots.map((slot) => ({ ...slot, when: momentText(slot.startsAt, timeZone), families: families.filter((f) => f.slotId === slot.id) }));
    },

    async get(id: number) {
      const [slot] = await db.select().from(childcareTourSlots).where(eq(childcareTourSlots.id, id));
      return slot ?? null;
    },

    async create(input: TourSlotInput, actor: number): Promise<Outcome<{ id: number }>> {
      const startsAt = zonedMoment(`${input.date}T${input.time}`, timeZone);
      if (startsAt <= clock.now()) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { date: "That time has passed: please choose a tour time in the future." } };
      return change(AREA, actor, async (tx) => {
        const [row] = await tx.insert(childcareTourSlots).values({ startsAt, families: input.families, minutes: input.minutes }).returning({ id: childcareTourSlots.id });
        return changedUnseen({ id: row!.id }, { action: "create", entityId: `tour:${row!.id}`, detail: `Tour on ${momentText(startsAt, timeZone)} for ${input.families} famil${input.families === 1 ? "y" : "ies"}` });
      });
    },

    /** Cancels a tour: its families go back to Enquiry and are asked to choose another time. */
    async cancel(id: number, actor: number): Promise<Outcome<{ id: number }>> {
      const site = await snapshot();
      const outcome = await change(AREA, actor, async (tx) => {
        const [slot] = await tx.select().from(childcareTourSlots).where(eq(childcareTourSlots.id, id)).for("update");
        if (!slot) return notFound("tour");
        const when = momentText(slot.startsAt, timeZone);
        const moved = await tx.update(childcareEnquiries).set({ status: "enquiry", tourSlotId: null, updatedAt: clock.now() }).where(booked(id)).returning();
        for (const family of moved) {
          const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(family.id), email: family.email, ttlMs: LINK_TTL_MS, tx });
          await queueFamilyMail(deps, tx, site, {
            to: family.email,
            subject: `Your tour on ${when} is cancelled`,
            heading: "We had to cancel your tour",
            paragraphs: [`We are sorry: we had to cancel the tour on ${when}. Your enquiry keeps its place on the list. Please choose another tour time from your enquiry's page.`],
            details: [["Reference", family.reference]],
            action: { label: "Choose another tour", url: statusUrl(publicUrl, token) },
          });
        }
        await tx.delete(childcareTourSlots).where(eq(childcareTourSlots.id, id));
        return changedUnseen({ id }, { action: "delete", entityId: `tour:${id}`, detail: `Cancelled the tour on ${when}${moved.length ? ` (${moved.map((f) => f.reference).join(", ")} asked to choose another)` : ""}` });
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },

    /**
     * The day-before reminders: every booked family of tomorrow's tours not yet reminded is claimed in
     * one UPDATE ... RETURNING, so of two instances running this at once each family is reminded once.
     */
    async remindTomorrow(): Promise<number> {
      const tomorrow = addDays(todayOf(deps), 1);
      const from = startOfDay(tomorrow, timeZone);
      const until = startOfDay(addDays(tomorrow, 1), timeZone);
      const slots = await db.select().from(childcareTourSlots).where(and(gte(childcareTourSlots.startsAt, from), lt(childcareTourSlots.startsAt, until)));
      if (slots.length === 0) return 0;
      const site = await snapshot();
      const outcome = await change(AREA, null, async (tx) => {
        const claimed = await tx
          .update(childcareEnquiries)
          .set({ tourRemindedAt: clock.now() })
          .where(and(inArray(childcareEnquiries.tourSlotId, slots.map((s) => s.id)), eq(childcareEnquiries.status, "tour-booked"), isNull(childcareEnquiries.tourRemindedAt)))
          .returning();
        for (const family of claimed) {
          const slot = slots.find((s) => s.id === family.tourSlotId)!;
          const when = momentText(slot.startsAt, timeZone);
          const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(family.id), email: family.email, ttlMs: LINK_TTL_MS, tx });
          await queueFamilyMail(deps, tx, site, {
            to: family.email,
            subject: `Reminder: your tour of ${site.settings.childcare.name} is tomorrow`,
            heading: "See you tomorrow",
            paragraphs: [`A reminder of your tour on ${when}, at ${addressLine(site.settings)}. If you cannot come, please let us know from your enquiry's page so another family can have the time.`],
            details: [["When", when], ["Reference", family.reference]],
            action: { label: "Change or cancel the tour", url: statusUrl(publicUrl, token) },
          });
        }
        return changedUnseen(claimed.length, ...(claimed.length ? [{ action: "remind", detail: `Tour reminders sent for tomorrow: ${claimed.map((f) => f.reference).join(", ")}` }] : []));
      });
      if (outcome.ok && outcome.value) mailer.wake();
      return outcome.ok ? outcome.value : 0;
    },
  };
}

export type Tours = ReturnType<typeof createTours>;
