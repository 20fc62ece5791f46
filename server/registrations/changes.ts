/**
 * Changes of a registration that exists: by the registrant through their private link (a party size,
 * answers, a cancellation) and by staff (promote, cancel, move to another date, send the e-mail again,
 * tick arrivals). Each is one change of the area with the date's row locked; a cancellation or a
 * smaller party gives its places to the earliest waitlisted registrations that fit, each told by e-mail.
 */
import { eq, sql } from "drizzle-orm";
import { ACTIVE, type Answers, checkAgainstForm, keptAnswers, partyWords } from "../../shared/registrations.ts";
import { type Actor, type ChangeLine, type Done, type Tx, changed } from "../admin/change.ts";
import { notFound } from "../admin/editing.ts";
import { type Refusal } from "../admin/outcome.ts";
import { registrations } from "../db/schema.ts";
import { maskedEmail } from "../people/email.ts";
import { type EventContext, currentFacts } from "./context.ts";
import { type DateFacts, formCovers } from "./dates.ts";
import type { MailKind } from "./mails.ts";
import { type DateRow, type RegistrationRow, lockDates, placesTaken, promoteWaiting, statusFor, takeNumber, waitlistPosition } from "./placing.ts";
import type { RegistrationDeps } from "./register.ts";

/** What a change of one registration works with, all read under the date's lock. */
export type Locked = { tx: Tx; context: EventContext; date: DateRow; facts: DateFacts; registration: RegistrationRow; dates: Map<string, DateRow> };

const NOT_FOUND = notFound("registration");

export function createRegistrationChanges({ clock, change, mailer, mails, contexts }: RegistrationDeps) {
  /** Runs `work` on registration `id` as one change, its date (and `alsoDate`) locked. */
  async function withRegistration<T>(id: number, actor: Actor, work: (locked: Locked) => Promise<Refusal | Done<T>>, { alsoDate, context: known }: { alsoDate?: string; context?: EventContext } = {}) {
    const found = await contexts.registrationById(id);
    if (!found) return NOT_FOUND;
    const context = known ?? found.context;
    const outcome = await change<T>("registrations", actor, async (tx) => {
      const dates = await lockDates(tx, context.row.id, [...new Set([found.originalDate, ...(alsoDate ? [alsoDate] : [])])]);
      const date = dates.get(found.originalDate)!;
      const [registration] = await tx.select().from(registrations).where(eq(registrations.id, id));
      const facts = await currentFacts(tx, context.series, found.originalDate);
      // A registration moved to another date meanwhile is no longer the one this page showed.
      if (!registration || registration.dateId !== date.id || !facts) return NOT_FOUND;
      return work({ tx, context, date, facts, registration, dates });
    });
    if (outcome.ok) mailer.wake();
    return outcome;
  }

  /** Tells the registration's person by e-mail, with their place in line when they wait. */
  async function tell(locked: Pick<Locked, "tx" | "context" | "facts">, kind: MailKind, registration: RegistrationRow) {
    const position = registration.status === "waitlisted" ? await waitlistPosition(locked.tx, registration) : null;
    await mails.send(locked.tx, { kind, registration, event: locked.context.mailEvent, facts: locked.facts, church: locked.context.church, position });
  }

  /** Gives free places of a locked date to the earliest waitlisted that fit; their e-mails and audit lines. */
  async function promoteOn(locked: Pick<Locked, "tx" | "context" | "facts">, date: DateRow): Promise<ChangeLine[]> {
    if (!locked.context.form || locked.facts.startsAt <= clock.now()) return [];
    const promoted = await promoteWaiting(locked.tx, { date, capacity: locked.context.form.capacity, now: clock.now() });
    for (const row of promoted) await tell(locked, "promoted", row);
    return promoted.map((row) => ({ action: "promote", entityId: row.id, detail: `${locked.context.series.title}, ${date.originalDate}: a place opened for ${maskedEmail(row.email) || "a registration taken by phone"}` }));
  }

  const isActive = (r: RegistrationRow) => (ACTIVE as readonly string[]).includes(r.status);
  const what = (locked: Pick<Locked, "context" | "date">) => `${locked.context.series.title}, ${locked.date.originalDate}`;

  async function cancel(locked: Locked, by: "registrant" | "staff") {
    const { tx, registration } = locked;
    if (!isActive(registration)) return { ok: false, status: 409, error: "This registration is already cancelled." } as Refusal;
    const now = clock.now();
    const [row] = await tx.update(registrations).set({ status: "cancelled", cancelledAt: now, sequence: sql`${registrations.sequence} + 1`, updatedAt: now }).where(eq(registrations.id, registration.id)).returning();
    await tell(locked, by === "registrant" ? "cancelled" : "staff-cancelled", row!);
    const promoted = await promoteOn(locked, locked.date);
    return changed({ id: registration.id, promoted: promoted.length }, { action: "cancel", entityId: registration.id, detail: `${what(locked)}: cancelled by ${by === "registrant" ? "the registrant" : "staff"} (${partyWords(registration)})` }, ...promoted);
  }

  return {
    withRegistration,
    cancel: (id: number, actor: Actor, by: "registrant" | "staff") => withRegistration(id, actor, (locked) => cancel(locked, by)),

    /** The registrant changes the party or the answers; a confirmed party may grow only into free places. */
    changeParty(id: number, input: { adults: number; children: number; answers: Answers }) {
      return withRegistration(id, null, async (locked) => {
        const { tx, context, registration, date, facts } = locked;
        const form = context.form;
        if (!form || !isActive(registration) || registration.status === "attended" || facts.startsAt <= clock.now()) return { ok: false, status: 409, error: "This registration can no longer be changed." } as Refusal;
        const problems = checkAgainstForm(form, input);
        if (Object.keys(problems).length) return { ok: false, status: 409, error: Object.values(problems)[0]!, fields: problems } as Refusal;
        const people = input.adults + input.children;
        const before = registration.adults + registration.children;
        if (registration.status === "confirmed" && form.capacity !== null && people > before) {
          const free = form.capacity - (await placesTaken(tx, date.id));
          if (people - before > free) {
            const room = `There is room for ${free <= 0 ? "nobody" : `${free} more ${free === 1 ? "person" : "people"}`} on this date.`;
            return { ok: false, status: 409, error: room, fields: { [input.adults > registration.adults ? "adults" : "children"]: `${room} To bring more, cancel and register again to join the waitlist.` } } as Refusal;
          }
        }
        const [row] = await tx
          .update(registrations)
          .set({ adults: input.adults, children: input.children, answers: keptAnswers(form.questions, input.answers), updatedAt: clock.now() })
          .where(eq(registrations.id, id))
          .returning();
        const promoted = await promoteOn(locked, date);
        const [now] = await tx.select().from(registrations).where(eq(registrations.id, id));
        // Promoted by its own change (a smaller party now fits): that e-mail says it; otherwise say what changed.
        if (!promoted.some((line) => line.entityId === id)) await tell(locked, "changed", now ?? row!);
        return changed({ id }, { action: "update", entityId: id, detail: `${what(locked)}: changed by the registrant (${partyWords(input)})` }, ...promoted);
      });
    },

    /** Staff give a waitlisted registration a place, even past the capacity (their call). */
    promote(id: number, actor: Actor) {
      return withRegistration(id, actor, async (locked) => {
        const { tx, registration } = locked;
        if (registration.status !== "waitlisted") return { ok: false, status: 409, error: "Only a waitlisted registration can be promoted." } as Refusal;
        const now = clock.now();
        const [row] = await tx.update(registrations).set({ status: "confirmed", confirmedAt: now, sequence: sql`${registrations.sequence} + 1`, updatedAt: now }).where(eq(registrations.id, id)).returning();
        await tell(locked, "promoted", row!);
        return changed({ id }, { action: "promote", entityId: id, detail: `${what(locked)}: promoted by staff (${partyWords(row!)})` });
      });
    },

    /** Staff move a registration to another date of the event: placed there as a new arrival, its old places given on. */
    move(id: number, toDate: string, actor: Actor, context: EventContext) {
      return withRegistration(
        id,
        actor,
        async (locked) => {
          const { tx, registration, dates } = locked;
          const target = dates.get(toDate);
          const form = context.form;
          if (!isActive(registration)) return { ok: false, status: 409, error: "Only a coming or waiting registration can be moved." } as Refusal;
          const targetFacts = form && target && target.id !== locked.date.id && formCovers({ ...form, enabled: true }, toDate) ? await currentFacts(tx, context.series, toDate) : null;
          // A day the event's rule does not give is not "cancelled or over": it was never one of its dates.
          if (!form || !target || !targetFacts) return { ok: false, status: 400, error: "Please choose another date of this event.", fields: { toDate: "Please choose another date of this event." } } as Refusal;
          if (targetFacts.status === "cancelled" || targetFacts.status === "removed" || targetFacts.startsAt <= clock.now()) {
            return { ok: false, status: 409, error: "That date is cancelled or over.", fields: { toDate: "That date is cancelled or over." } } as Refusal;
          }
          const status = statusFor({ capacity: form.capacity, taken: await placesTaken(tx, target.id), people: registration.adults + registration.children });
          const now = clock.now();
          const [row] = await tx
            .update(registrations)
            .set({ dateId: target.id, number: await takeNumber(tx, target), status, arrived: [], confirmedAt: status === "confirmed" ? now : null, remindedAt: null, sequence: sql`${registrations.sequence} + 1`, updatedAt: now })
            .where(eq(registrations.id, id))
            .returning();
          await tell({ tx, context, facts: targetFacts }, "moved", row!);
          const promoted = await promoteOn(locked, locked.date);
          return changed({ id, status }, { action: "move", entityId: id, detail: `${what(locked)}: moved to ${toDate} by staff (${status})` }, ...promoted);
        },
        { alsoDate: toDate, context },
      );
    },

    /** Sends the registration's e-mail again with a fresh link (staff, after a failed delivery or on request). */
    resend(id: number, actor: Actor) {
      return withRegistration(id, actor, async (locked) => {
        const { registration } = locked;
        if (!registration.email) return { ok: false, status: 409, error: "This registration has no e-mail address." } as Refusal;
        if (!isActive(registration) && registration.status !== "unverified") return { ok: false, status: 409, error: "This registration is cancelled." } as Refusal;
        await tell(locked, registration.status === "unverified" ? "check" : "registered", registration);
        return changed({ id }, { action: "resend", entityId: id, detail: `${what(locked)}: e-mail sent again to ${maskedEmail(registration.email)}` });
      });
    },

    /** A tick at check-in: one person of the party is here (or not after all). */
    checkIn(id: number, { person, here }: { person: string; here: boolean }, actor: Actor) {
      return withRegistration(id, actor, async (locked) => {
        const { tx, registration } = locked;
        if (registration.status !== "confirmed" && registration.status !== "attended") return { ok: false, status: 409, error: "Only a confirmed registration can be checked in. Promote it first." } as Refusal;
        const members = [...Array(registration.adults)].map((_, i) => `a${i + 1}`).concat([...Array(registration.children)].map((_, i) => `c${i + 1}`));
        if (!members.includes(person)) return { ok: false, status: 400, error: "There is no such person in this party." } as Refusal;
        const arrived = here ? [...new Set([...registration.arrived, person])] : registration.arrived.filter((p) => p !== person);
        const status = arrived.length > 0 ? "attended" : "confirmed";
        await tx.update(registrations).set({ arrived, status, updatedAt: clock.now() }).where(eq(registrations.id, id));
        return changed({ id, arrived, status }, { action: "check-in", entityId: id, detail: `${what(locked)}: ${person.startsWith("a") ? "adult" : "child"} ${person.slice(1)} ${here ? "arrived" : "unticked"} (${arrived.length} of ${members.length} here)` });
      });
    },
  };
}

export type RegistrationChanges = ReturnType<typeof createRegistrationChanges>;
