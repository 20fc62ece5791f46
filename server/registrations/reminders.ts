/**
 * The reminder the day before (issue 34, item 4): `REGISTRATION_REMINDER_HOURS` before a date starts,
 * each confirmed registration gets one e-mail. Every instance runs the job; a registration is claimed
 * by one statement (`UPDATE ... SET reminded_at = now WHERE reminded_at IS NULL RETURNING`) in the
 * transaction that queues its e-mail, so two instances never both send it, and a failed queue claims
 * nothing. A registration placed within those hours has just had its confirmation and gets none.
 */
import { and, eq, gte, isNull } from "drizzle-orm";
import { changed } from "../admin/change.ts";
import { addDays } from "../../shared/dates.ts";
import { registrationDates, registrations } from "../db/schema.ts";
import { maskedEmail } from "../people/email.ts";
import { currentFacts } from "./context.ts";
import { dateFacts } from "./dates.ts";
import type { RegistrationDeps } from "./register.ts";

/** Moves keep a date within a year of its planned day, so older dates cannot be ahead of us. */
const LOOK_BACK_DAYS = 366;

export function createReminders({ db, clock, change, mailer, mails, contexts, today, hours }: RegistrationDeps & { today: () => string; hours: number }) {
  return {
    /** Sends every reminder that is due; how many went out. */
    async sendDue(): Promise<number> {
      if (hours <= 0) return 0;
      const now = clock.now();
      const ahead = hours * 60 * 60_000;
      const candidates = await db
        .selectDistinct({ id: registrationDates.id, eventId: registrationDates.eventId, originalDate: registrationDates.originalDate })
        .from(registrationDates)
        .innerJoin(registrations, eq(registrations.dateId, registrationDates.id))
        .where(and(eq(registrations.status, "confirmed"), isNull(registrations.remindedAt), gte(registrationDates.originalDate, addDays(today(), -LOOK_BACK_DAYS))));
      let sent = 0;
      for (const candidate of candidates) {
        const context = await contexts.byId(candidate.eventId);
        const facts = context ? dateFacts(context.series, candidate.originalDate) : null;
        if (!context || !facts) continue;
        const startsAt = facts.startsAt.getTime();
        if (now.getTime() < startsAt - ahead) continue;
        const remindBefore = new Date(startsAt - ahead);
        const outcome = await change("registrations", null, async (tx) => {
          const claimed = await tx
            .update(registrations)
            .set({ remindedAt: now })
            .where(and(eq(registrations.dateId, candidate.id), eq(registrations.status, "confirmed"), isNull(registrations.remindedAt)))
            .returning();
          const current = await currentFacts(tx, context.series, candidate.originalDate);
          // Begun, cancelled or removed: nothing to remind of; the claim only keeps the date out of later looks.
          if (!current || current.startsAt.getTime() <= now.getTime() || current.status === "cancelled" || current.status === "removed") return changed(0);
          const due = claimed.filter((r) => r.email && (r.confirmedAt ?? r.createdAt) < remindBefore);
          for (const registration of due) await mails.send(tx, { kind: "reminder", registration, event: context.mailEvent, facts: current, church: context.church });
          return changed(due.length, ...due.map((r) => ({ action: "remind", entityId: r.id, detail: `${context.series.title}, ${candidate.originalDate}: reminder to ${maskedEmail(r.email)}` })));
        });
        if (outcome.ok) sent += outcome.value;
      }
      if (sent > 0) mailer.wake();
      return sent;
    },

  };
}
