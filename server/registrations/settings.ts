/**
 * Staff turn registration on for an event, or for one date of it, and set its form (issue 34, item 1):
 * places, when it opens and closes, the largest party, the questions and the confirmation message; or
 * copy the form of another event. More places (or registration turned on again) promote the earliest
 * waitlisted registrations that now fit, on every coming date.
 */
import { and, eq } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import { shortDay } from "../../shared/events.ts";
import type { RegistrationSettingsInput } from "../../shared/schemas/admin/registrations.ts";
import { type ChangeLine, type Tx, changed } from "../admin/change.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import { registrationDates, registrationForms, registrations } from "../db/schema.ts";
import { calendarsRefused } from "../events/series.ts";
import { maskedEmail } from "../people/email.ts";
import type { EventContext } from "./context.ts";
import { currentFacts } from "./context.ts";
import { type FormRow, dateFacts, offeredDates } from "./dates.ts";
import { lockDates, promoteWaiting, waitlistPosition } from "./placing.ts";
import type { RegistrationDeps } from "./register.ts";

/** The settings page's values. */
export type SettingsForm = {
  eventId: number;
  title: string;
  repeats: boolean;
  exists: boolean;
  enabled: boolean;
  onlyDate: string | null;
  capacity: number | null;
  opensLocal: string | null;
  closesLocal: string | null;
  maxAdults: number;
  maxChildren: number;
  questions: FormRow["questions"];
  confirmationMessage: string;
  version: string;
  /** Dates staff may choose for "only this date". */
  dates: Array<{ value: string; label: string }>;
};

const WHAT = "registration form";
const DEFAULTS = { enabled: true, onlyDate: null, capacity: null, opensLocal: null, closesLocal: null, maxAdults: 2, maxChildren: 6, questions: [], confirmationMessage: "" };

export function createSettings({ db, clock, change, mailer, mails, contexts, today }: RegistrationDeps & { today: () => string }) {
  /** An event a role may keep (its calendar), with its context; a refusal otherwise. */
  async function kept(eventId: number, role: Role): Promise<{ ok: true; value: EventContext } | Refusal> {
    const context = await contexts.byId(eventId);
    if (!context) return notFound("event");
    return calendarsRefused(role, context.series.categories) ?? { ok: true, value: context };
  }

  /** Promotes on every coming date of the event whose waitlist now fits (more places, or registration back on). */
  async function promoteEverywhere(tx: Tx, context: EventContext, form: FormRow): Promise<ChangeLine[]> {
    const waiting = await tx
      .selectDistinct({ originalDate: registrationDates.originalDate })
      .from(registrationDates)
      .innerJoin(registrations, eq(registrations.dateId, registrationDates.id))
      .where(and(eq(registrationDates.eventId, context.row.id), eq(registrations.status, "waitlisted")));
    const dates = waiting.map((w) => w.originalDate).filter((d) => (dateFacts(context.series, d)?.startsAt ?? new Date(0)) > clock.now());
    if (dates.length === 0) return [];
    const locked = await lockDates(tx, context.row.id, dates);
    const lines: ChangeLine[] = [];
    const withForm = { ...context, form, mailEvent: { ...context.mailEvent, confirmationMessage: form.confirmationMessage } };
    for (const [originalDate, date] of locked) {
      const facts = await currentFacts(tx, context.series, originalDate);
      if (!facts || facts.status === "cancelled" || facts.status === "removed") continue;
      for (const row of await promoteWaiting(tx, { date, capacity: form.capacity, now: clock.now() })) {
        await mails.send(tx, { kind: "promoted", registration: row, event: withForm.mailEvent, facts, church: context.church, position: await waitlistPosition(tx, row) });
        lines.push({ action: "promote", entityId: row.id, detail: `${context.series.title}, ${originalDate}: a place opened for ${maskedEmail(row.email) || "a registration taken by phone"} (more places)` });
      }
    }
    return lines;
  }

  return {
    kept,

    async get(eventId: number, role: Role): Promise<Outcome<SettingsForm>> {
      const found = await kept(eventId, role);
      if (!found.ok) return found;
      const { row, series, form } = found.value;
      const values = form ?? { ...DEFAULTS, updatedAt: null };
      const offered = offeredDates(series, { ...(form ?? { ...DEFAULTS, id: 0, eventId, createdAt: new Date(0), updatedAt: new Date(0) }), enabled: true, onlyDate: null }, today(), clock.now(), 52);
      return {
        ok: true,
        value: {
          eventId: row.id,
          title: series.title,
          repeats: Boolean(series.rrule),
          exists: form !== null,
          enabled: values.enabled,
          onlyDate: values.onlyDate,
          capacity: values.capacity,
          opensLocal: values.opensLocal,
          closesLocal: values.closesLocal,
          maxAdults: values.maxAdults,
          maxChildren: values.maxChildren,
          questions: values.questions,
          confirmationMessage: values.confirmationMessage,
          version: versionOf(form?.updatedAt ?? null),
          dates: offered.map((d) => ({ value: d.originalDate, label: `${shortDay(d.startLocal.slice(0, 10))}${d.status === "cancelled" ? " (cancelled)" : ""}` })),
        },
      };
    },

    /** Saves the form opened at `version` (a first save turns registration on). */
    async save({ eventId, input, version, actor, role }: { eventId: number; input: RegistrationSettingsInput; version: string; actor: number; role: Role }): Promise<Outcome<{ id: number }>> {
      const found = await kept(eventId, role);
      if (!found.ok) return found;
      const context = found.value;
      if (input.scope === "one" && !dateFacts(context.series, input.onlyDate)) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { onlyDate: "That date is not one of the event's dates." } };
      const columns = {
        enabled: input.enabled,
        onlyDate: input.scope === "one" ? input.onlyDate : null,
        capacity: input.capacity,
        opensLocal: input.opens,
        closesLocal: input.closes,
        maxAdults: input.maxAdults,
        maxChildren: input.maxChildren,
        questions: input.questions,
        confirmationMessage: input.confirmationMessage,
      };
      const outcome = await change("registrations", actor, async (tx) => {
        const now = clock.now();
        let form: FormRow;
        if (context.form) {
          const [row] = await tx
            .update(registrationForms)
            .set({ ...columns, updatedAt: nextVersion(registrationForms.updatedAt, now) })
            .where(and(eq(registrationForms.eventId, eventId), stillAt(registrationForms.updatedAt, version)))
            .returning();
          if (!row) return staleEdit(WHAT);
          form = row;
        } else {
          const [row] = await tx.insert(registrationForms).values({ ...columns, eventId, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
          // Someone else turned it on since this page was opened.
          if (!row) return staleEdit(WHAT);
          form = row;
        }
        const promoted = form.enabled ? await promoteEverywhere(tx, context, form) : [];
        const places = form.capacity === null ? "no limit" : form.capacity === 0 ? "waitlist only" : `${form.capacity} places`;
        return changed(
          { id: eventId },
          { action: context.form ? "update" : "create", entityId: eventId, detail: `${context.series.title}: registration ${form.enabled ? "on" : "off"}${form.onlyDate ? ` for ${form.onlyDate}` : ""}, ${places}, ${form.questions.length} question(s)` },
          ...promoted,
        );
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },

    /** Other events with a form the role may keep, to copy a form from. */
    async copySources(eventId: number, role: Role): Promise<Array<{ id: number; title: string }>> {
      const rows = await db.select({ eventId: registrationForms.eventId }).from(registrationForms);
      const found = await Promise.all(rows.filter((r) => r.eventId !== eventId).map((r) => kept(r.eventId, role)));
      return found.flatMap((f) => (f.ok ? [{ id: f.value.row.id, title: f.value.series.title }] : [])).sort((a, b) => a.title.localeCompare(b.title));
    },

    /** Copies another event's places, party limits, questions and message into this event's form (turning it on). */
    async copy({ eventId, fromEventId, actor, role }: { eventId: number; fromEventId: number; actor: number; role: Role }): Promise<Outcome<{ id: number }>> {
      const [target, source] = await Promise.all([kept(eventId, role), kept(fromEventId, role)]);
      if (!target.ok) return target;
      if (!source.ok || !source.value.form) return { ok: false, status: 404, error: "That event has no registration form to copy.", fields: { fromEvent: "Please choose an event from the list." } };
      const from = source.value.form;
      const columns = { capacity: from.capacity, maxAdults: from.maxAdults, maxChildren: from.maxChildren, questions: from.questions, confirmationMessage: from.confirmationMessage };
      const outcome = await change("registrations", actor, async (tx) => {
        const now = clock.now();
        const [updated] = await tx.update(registrationForms).set({ ...columns, updatedAt: nextVersion(registrationForms.updatedAt, now) }).where(eq(registrationForms.eventId, eventId)).returning();
        const form = updated ?? (await tx.insert(registrationForms).values({ ...DEFAULTS, ...columns, eventId, createdAt: now, updatedAt: now }).returning())[0]!;
        const promoted = form.enabled ? await promoteEverywhere(tx, target.value, form) : [];
        return changed({ id: eventId }, { action: "copy", entityId: eventId, detail: `${target.value.series.title}: registration form copied from ${source.value.series.title}` }, ...promoted);
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },
  };
}
