/**
 * A new registration: from the event page's form or the JSON API (checked by the captcha, or waiting
 * for its e-mail check when the browser ran no JavaScript), or taken by phone and entered by staff.
 * The place is decided with the date's row locked, in the same transaction as the insert (placing.ts).
 */
import { and, eq, ne } from "drizzle-orm";
import { type Answers, checkAgainstForm, keptAnswers } from "../../shared/registrations.ts";
import type { Actor, Change, Tx } from "../admin/change.ts";
import { changed } from "../admin/change.ts";
import type { Refusal } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { registrations } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import { maskedEmail, normalEmail } from "../people/email.ts";
import { type EventContext, type EventContexts, currentFacts } from "./context.ts";
import { availability, dateFacts, formCovers, refusalOf } from "./dates.ts";
import { CHECK, type RegistrationMails } from "./mails.ts";
import { type RegistrationRow, createDateQueue, lockDate, placesTaken, statusFor, takeNumber, waitlistPosition } from "./placing.ts";

export type RegistrationDeps = { db: Db; clock: Clock; change: Change; mailer: Mailer; mails: RegistrationMails; contexts: EventContexts; links: PrivateLinks };

/** Who a registration is for, and the date. */
export type NewRegistration = { date: string; name: string; email: string; phone: string; adults: number; children: number; answers: Answers };

/** What a visitor's registration came to. */
export type Registered =
  | { outcome: "placed"; id: number; status: "confirmed" | "waitlisted"; position: number | null }
  /** The address was registered for the date already: a fresh link went to it. */
  | { outcome: "existing" }
  /** Sent without the captcha: the registration waits for its e-mail check. */
  | { outcome: "check-email" };

export const NO_SUCH_EVENT: Refusal = { ok: false, status: 404, error: "There is no registration for that event." };
const fieldRefusal = (fields: Record<string, string>): Refusal => ({ ok: false, status: 409, error: Object.values(fields)[0] ?? "Please check the form.", fields });
/** Every bad, old or used e-mail check link gets these words. */
export const CHECK_LINK_FAILED: Refusal = { ok: false, status: 404, error: "This link does not work: it may be old or already used. Please register again on the event's page." };

export function createRegister({ clock, change, mailer, mails, contexts, links }: RegistrationDeps) {
  const inTurn = createDateQueue();
  /** Places `registration` (new, or waiting for its e-mail check) on its locked date: confirmed if its party fits, else waitlisted. */
  async function place(tx: Tx, registration: RegistrationRow, dateTaken: { capacity: number | null; taken: number; date: Parameters<typeof takeNumber>[1] }) {
    const status = statusFor({ capacity: dateTaken.capacity, taken: dateTaken.taken, people: registration.adults + registration.children });
    const number = await takeNumber(tx, dateTaken.date);
    const now = clock.now();
    const [row] = await tx
      .update(registrations)
      .set({ status, number, confirmedAt: status === "confirmed" ? now : null, updatedAt: now })
      .where(eq(registrations.id, registration.id))
      .returning();
    return { row: row!, position: status === "waitlisted" ? await waitlistPosition(tx, row!) : null };
  }

  async function register(context: EventContext, input: NewRegistration, { via, checked, actor }: { via: "web" | "staff"; checked: boolean; actor: Actor }) {
    const form = context.form;
    if (!form || (!form.enabled && via === "web")) return NO_SUCH_EVENT;
    if (!formCovers({ ...form, enabled: true }, input.date)) return fieldRefusal({ date: "Please choose one of the dates offered." });
    const email = normalEmail(input.email);
    // The e-mails are rendered now, before the date's lock is taken: under load the lock is held for
    // the count and the insert only, not for the rendering (about 80 ms each).
    const planned = dateFacts(context.series, input.date);
    const person = { name: input.name, adults: input.adults, children: input.children };
    const about = { event: context.mailEvent, church: context.church };
    const composed =
      planned && email
        ? checked
          ? {
              confirmed: await mails.compose({ kind: "registered", registration: { ...person, status: "confirmed" }, facts: planned, ...about }),
              waitlisted: await mails.compose({ kind: "registered", registration: { ...person, status: "waitlisted" }, facts: planned, ...about }),
            }
          : { check: await mails.compose({ kind: "check", registration: { ...person, status: "unverified" }, facts: planned, ...about }) }
        : null;
    const outcome = await inTurn(`${context.row.id} ${input.date}`, () => change<Registered>("registrations", actor, async (tx) => {
      const date = await lockDate(tx, context.row.id, input.date);
      const facts = await currentFacts(tx, context.series, input.date);
      if (!facts || facts.status === "removed") return fieldRefusal({ date: "Please choose one of the dates offered." });
      const taken = await placesTaken(tx, date.id);
      const stands = availability({ form, facts, now: clock.now(), placesTaken: taken });
      // Staff may take a registration by phone after the form has closed, but never for a cancelled date.
      const refusal = via === "web" ? refusalOf(stands) : stands.state === "cancelled" ? refusalOf(stands) : null;
      if (refusal) return fieldRefusal({ date: refusal });
      const problems = checkAgainstForm(via === "web" ? form : { ...form, maxAdults: 99, maxChildren: 99, questions: form.questions.map((q) => ({ ...q, required: false })) }, input);
      if (Object.keys(problems).length) return fieldRefusal(problems);

      const [existing] = email ? await tx.select().from(registrations).where(and(eq(registrations.dateId, date.id), eq(registrations.email, email), ne(registrations.status, "cancelled"))) : [];
      if (existing && existing.status !== "unverified") {
        await mails.send(tx, { kind: "existing", registration: existing, event: context.mailEvent, facts, church: context.church, position: existing.status === "waitlisted" ? await waitlistPosition(tx, existing) : null });
        return changed<Registered>({ outcome: "existing" }, { action: "link", entityId: existing.id, detail: `${context.series.title}, ${input.date}: a fresh link for ${maskedEmail(email)} (registered already)` });
      }
      // An earlier attempt that is still waiting for its e-mail check gives way to this one.
      if (existing) await tx.delete(registrations).where(eq(registrations.id, existing.id));
      const now = clock.now();
      const [row] = await tx
        .insert(registrations)
        .values({
          dateId: date.id,
          number: 0,
          status: "unverified",
          name: input.name,
          email,
          phone: input.phone,
          adults: input.adults,
          children: input.children,
          answers: keptAnswers(form.questions, input.answers),
          source: via,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!checked) {
        await mails.send(tx, { kind: "check", registration: row!, event: context.mailEvent, facts, church: context.church }, composed && "check" in composed ? composed.check : null);
        return changed<Registered>({ outcome: "check-email" }, { action: "create", entityId: row!.id, detail: `${context.series.title}, ${input.date}: waiting for the e-mail check of ${maskedEmail(email)}` });
      }
      const placed = await place(tx, row!, { capacity: form.capacity, taken, date });
      const ready = composed && "confirmed" in composed ? (placed.row.status === "waitlisted" ? composed.waitlisted : composed.confirmed) : null;
      await mails.send(tx, { kind: "registered", registration: placed.row, event: context.mailEvent, facts, church: context.church, position: placed.position }, ready);
      return changed<Registered>(
        { outcome: "placed", id: placed.row.id, status: placed.row.status as "confirmed" | "waitlisted", position: placed.position },
        {
          action: "create",
          entityId: placed.row.id,
          detail: `${context.series.title}, ${input.date}: ${placed.row.status}${placed.position ? ` (number ${placed.position})` : ""}, ${input.adults + input.children} people${via === "staff" ? ", taken by phone" : ""}`,
        },
      );
    }));
    if (outcome.ok) mailer.wake();
    return outcome;
  }

  return {
    register,

    /**
     * The e-mail check of a registration sent without the captcha: the link is used once, and the
     * registration takes its place (or its place in line) now, in the order of the checks' arrival.
     */
    async confirmCheck(token: string): Promise<{ ok: true; value: Registered & { title: string; href: string } } | Refusal> {
      const opened = await links.open(token, CHECK);
      const id = opened ? Number(opened.subject.replace(/^registration:/, "")) : NaN;
      const found = Number.isSafeInteger(id) ? await contexts.registrationById(id) : null;
      if (!found) return CHECK_LINK_FAILED;
      const { context, originalDate } = found;
      const form = context.form;
      if (!form) return CHECK_LINK_FAILED;
      const outcome = await change<Registered & { title: string; href: string }>("registrations", null, async (tx) => {
        if (!(await links.use(token, CHECK, tx))) return CHECK_LINK_FAILED;
        const date = await lockDate(tx, context.row.id, originalDate);
        const [registration] = await tx.select().from(registrations).where(and(eq(registrations.id, id), eq(registrations.status, "unverified")));
        const facts = await currentFacts(tx, context.series, originalDate);
        if (!registration || !facts) return CHECK_LINK_FAILED;
        const taken = await placesTaken(tx, date.id);
        const refusal = refusalOf(availability({ form, facts, now: clock.now(), placesTaken: taken }));
        if (refusal) return { ok: false, status: 409, error: refusal };
        const placed = await place(tx, registration, { capacity: form.capacity, taken, date });
        await mails.send(tx, { kind: "registered", registration: placed.row, event: context.mailEvent, facts, church: context.church, position: placed.position });
        const title = context.series.title;
        return changed(
          { outcome: "placed" as const, id: placed.row.id, status: placed.row.status as "confirmed" | "waitlisted", position: placed.position, title, href: context.series.href },
          { action: "create", entityId: placed.row.id, detail: `${title}, ${originalDate}: ${placed.row.status} after the e-mail check${placed.position ? ` (number ${placed.position})` : ""}` },
        );
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },
  };
}
