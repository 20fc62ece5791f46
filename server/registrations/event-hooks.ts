/**
 * When plans change (issue 34, item 6): what the events calendar asks of registrations when staff
 * cancel, remove, move or restore a date, split a series ("this and following") or delete an event.
 * A date with registrations is changed only after staff confirm it; its registrations are kept (the
 * date's change marks them on every page) and each registrant gets an e-mail with the calendar entry
 * updated (SEQUENCE raised; METHOD:CANCEL for a cancelled date), in the same transaction as the change.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { ACTIVE, partyWords } from "../../shared/registrations.ts";
import type { ChangeLine, Tx } from "../admin/change.ts";
import { registrationDates, registrationForms, registrations } from "../db/schema.ts";
import { type EventContext, currentFacts } from "./context.ts";
import { dateFacts } from "./dates.ts";
import type { MailKind } from "./mails.ts";
import { waitlistPosition } from "./placing.ts";
import type { RegistrationDeps } from "./register.ts";

export type DateChangeKind = "cancel" | "remove" | "move" | "restore";

/** What the events calendar calls (server/events/event-dates.ts, event-editing.ts). */
export type RegistrationHooks = ReturnType<typeof createEventHooks>;

const MAIL_OF: Record<DateChangeKind, MailKind> = { cancel: "date-cancelled", remove: "date-cancelled", move: "date-moved", restore: "date-restored" };

export function createEventHooks({ db, clock, mails, mailer, contexts }: RegistrationDeps) {
  async function active(eventId: number, dates?: { from: string } | { on: string }) {
    return db
      .select({ originalDate: registrationDates.originalDate, adults: registrations.adults, children: registrations.children })
      .from(registrations)
      .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
      .where(
        and(
          eq(registrationDates.eventId, eventId),
          inArray(registrations.status, [...ACTIVE]),
          dates && "on" in dates ? eq(registrationDates.originalDate, dates.on) : dates && "from" in dates ? gte(registrationDates.originalDate, dates.from) : undefined,
        ),
      );
  }

  return {
    /** After a change that told registrants committed: the mail worker sends at once. */
    mailQueued: () => mailer.wake(),

    /**
     * The event as the e-mails of a date change need it, read before the change's transaction (a read
     * through another handle inside it would wait for the transaction on PGlite's one connection).
     */
    contextFor: (eventId: number) => contexts.byId(eventId),

    /** The registrations still in play on a date: how many, and how many people. */
    async activeOn(eventId: number, date: string): Promise<{ registrations: number; people: number }> {
      const rows = await active(eventId, { on: date });
      return { registrations: rows.length, people: rows.reduce((n, r) => n + r.adults + r.children, 0) };
    },

    /**
     * Inside the calendar's change, after the date's own row is written: every registrant of the date is
     * told, with the calendar entry as it now stands. The date's row is locked, so no registration comes
     * or goes meanwhile. Returns the change's audit lines.
     */
    async dateChanged(tx: Tx, { eventId, date, kind, context }: { eventId: number; date: string; kind: DateChangeKind; context: EventContext | null }): Promise<ChangeLine[]> {
      const [row] = await tx.select().from(registrationDates).where(and(eq(registrationDates.eventId, eventId), eq(registrationDates.originalDate, date))).for("update");
      if (!row) return [];
      const facts = context ? await currentFacts(tx, context.series, date) : null;
      if (!context || !facts) return [];
      const told = await tx
        .update(registrations)
        .set({ sequence: sql`${registrations.sequence} + 1`, updatedAt: clock.now() })
        .where(and(eq(registrations.dateId, row.id), inArray(registrations.status, [...ACTIVE])))
        .returning();
      for (const registration of told) {
        const position = registration.status === "waitlisted" ? await waitlistPosition(tx, registration) : null;
        await mails.send(tx, { kind: MAIL_OF[kind], registration, event: context.mailEvent, facts, church: context.church, position });
      }
      if (told.length === 0) return [];
      const people = told.reduce((n, r) => n + r.adults + r.children, 0);
      return [{ entity: "registrations", action: "notify", entityId: eventId, detail: `${context.series.title}, ${date}: ${told.length} registration(s), ${people} people, kept and told of the ${kind === "restore" ? "restored" : kind === "move" ? "moved" : "cancelled"} date` }];
    },

    /** Why an event cannot be deleted: it has registrations for dates to come (null: it can). */
    async deletionRefused(eventId: number): Promise<string | null> {
      const context = await contexts.byId(eventId);
      if (!context) return null;
      const now = clock.now();
      const coming = (await active(eventId)).filter((r) => (dateFacts(context.series, r.originalDate)?.startsAt ?? new Date(0)) > now);
      if (coming.length === 0) return null;
      return `This event has ${coming.length} registration(s) for dates to come (${partyWords({ adults: coming.reduce((n, r) => n + r.adults, 0), children: coming.reduce((n, r) => n + r.children, 0) })}). Cancel its dates instead, so that registrants are told, or cancel the registrations first.`;
    },

    /** "This and following": the dates from `from` on, with their registrations, go to the new event, which gets a copy of the form. */
    async split(tx: Tx, { fromId, toId, from }: { fromId: number; toId: number; from: string }): Promise<void> {
      const [form] = await tx.select().from(registrationForms).where(eq(registrationForms.eventId, fromId));
      // A form for one earlier date stays with the first part; the new part takes none.
      if (form && !(form.onlyDate && form.onlyDate < from)) {
        const { id: _id, eventId: _eventId, ...settings } = form;
        await tx.insert(registrationForms).values({ ...settings, eventId: toId });
      }
      await tx.update(registrationDates).set({ eventId: toId }).where(and(eq(registrationDates.eventId, fromId), gte(registrationDates.originalDate, from)));
    },
  };
}
