/**
 * What registrations keep of a person, and for how long (issue 34, item 7; decision 0024). The name,
 * e-mail address, phone and answers of a registration, and the e-mails sent about it, are removed
 * `keepMonths` after its date; the row stays with its status and party, so the counts of every date
 * stay for reports. A person's registrations are found and removed by their address from
 * /admin/privacy (server/people/erasure.ts); a coming one is cancelled first, its places given on.
 */
import { and, eq, inArray, isNull, lt, ne } from "drizzle-orm";
import { ACTIVE, partyWords } from "../../shared/registrations.ts";
import type { Tx } from "../admin/change.ts";
import { addDays } from "../../shared/dates.ts";
import { outgoingMail, registrationDates, registrationMails, registrations } from "../db/schema.ts";
import type { PersonalDataPart } from "../people/erasure.ts";
import { normalEmail } from "../people/email.ts";
import { dateFacts } from "./dates.ts";
import { promoteWaiting, lockDate } from "./placing.ts";
import type { RegistrationDeps } from "./register.ts";
import type { Db } from "../db/db.ts";
import type { EventContext } from "./context.ts";

/** Empties the personal fields of these registrations and removes the e-mails about them (their words name the person). */
async function emptyPersonalData(tx: Pick<Db, "update" | "delete" | "select">, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const mails = await tx.select({ id: registrationMails.mailId }).from(registrationMails).where(inArray(registrationMails.registrationId, ids));
  if (mails.length) {
    await tx.delete(outgoingMail).where(inArray(outgoingMail.id, mails.map((m) => m.id)));
  }
  const emptied = await tx
    .update(registrations)
    .set({ name: "", email: "", phone: "", answers: {}, erasedAt: now, updatedAt: now })
    .where(and(inArray(registrations.id, ids), isNull(registrations.erasedAt)))
    .returning({ id: registrations.id });
  return emptied.length;
}

export function createPersonalData({ db, clock, mails, contexts, today, keepMonths }: RegistrationDeps & { today: () => string; keepMonths: number }) {
  return {
    /** The retention rule (server/people/retention.ts): personal data of dates more than `keepMonths` past. */
    retention: {
      area: "registrations",
      keeps: `Names, e-mail addresses, phones and answers of registrations, ${keepMonths} months after the event (counts stay)`,
      async sweep(now: Date): Promise<number> {
        const cutoff = addMonths(today(), -keepMonths);
        // A date may have moved up to a year from its planned day: look that far past the cutoff, then decide by its actual day.
        const rows = await db
          .selectDistinct({ eventId: registrationDates.eventId, originalDate: registrationDates.originalDate, dateId: registrationDates.id })
          .from(registrationDates)
          .innerJoin(registrations, eq(registrations.dateId, registrationDates.id))
          .where(and(isNull(registrations.erasedAt), lt(registrationDates.originalDate, addDays(cutoff, 366))));
        let removed = 0;
        for (const row of rows) {
          const context = await contexts.byId(row.eventId);
          const facts = context ? dateFacts(context.series, row.originalDate) : null;
          const day = facts ? facts.startLocal.slice(0, 10) : row.originalDate;
          if (day >= cutoff) continue;
          const ids = (await db.select({ id: registrations.id }).from(registrations).where(and(eq(registrations.dateId, row.dateId), isNull(registrations.erasedAt)))).map((r) => r.id);
          removed += await db.transaction((tx) => emptyPersonalData(tx, ids, now));
        }
        return removed;
      },
    },

    /** Find and erase by e-mail (server/people/erasure.ts). */
    erasure: {
      area: "registrations",
      label: "Registrations",
      async find(email: string): Promise<string[]> {
        const rows = await db
          .select({ registration: registrations, eventId: registrationDates.eventId, originalDate: registrationDates.originalDate })
          .from(registrations)
          .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
          .where(eq(registrations.email, normalEmail(email)));
        const titles = new Map<number, string>();
        for (const r of rows) if (!titles.has(r.eventId)) titles.set(r.eventId, (await contexts.byId(r.eventId))?.series.title ?? "An event");
        return rows.map((r) => `${titles.get(r.eventId)}, ${r.originalDate}: ${r.registration.status}, ${partyWords(r.registration)} (registered ${r.registration.createdAt.toISOString().slice(0, 10)})`);
      },
      /** The events of the address's registrations, read before the erasure's transaction. */
      async prepare(email: string): Promise<Map<number, EventContext | null>> {
        const rows = await db
          .selectDistinct({ eventId: registrationDates.eventId })
          .from(registrations)
          .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
          .where(eq(registrations.email, normalEmail(email)));
        return new Map(await Promise.all(rows.map(async (r) => [r.eventId, await contexts.byId(r.eventId)] as const)));
      },
      async erase(email: string, tx: Tx, prepared?: unknown): Promise<number> {
        const address = normalEmail(email);
        const known = (prepared ?? new Map()) as Map<number, EventContext | null>;
        const rows = await tx
          .select({ id: registrations.id, status: registrations.status, eventId: registrationDates.eventId, originalDate: registrationDates.originalDate })
          .from(registrations)
          .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
          .where(and(eq(registrations.email, address), ne(registrations.email, "")));
        const now = clock.now();
        for (const row of rows.filter((r) => (ACTIVE as readonly string[]).includes(r.status) || r.status === "unverified")) {
          const context = known.get(row.eventId);
          const facts = context ? dateFacts(context.series, row.originalDate) : null;
          if (!context || !facts || facts.startsAt <= now) continue;
          // A coming registration of a person who asked to be forgotten holds no place: it is cancelled and its places given on.
          const date = await lockDate(tx, row.eventId, row.originalDate);
          await tx.update(registrations).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(registrations.id, row.id));
          for (const promoted of await promoteWaiting(tx, { date, capacity: context.form?.capacity ?? null, now })) {
            await mails.send(tx, { kind: "promoted", registration: promoted, event: context.mailEvent, facts, church: context.church });
          }
        }
        return emptyPersonalData(tx, rows.map((r) => r.id), now);
      },
    } satisfies PersonalDataPart,
  };
}

/** A calendar date `months` months from `isoDate` (the last day of a shorter month when needed). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
