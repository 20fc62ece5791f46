/**
 * What staff read of registrations (issue 34, item 5): the events with registration and their coming
 * dates' counts, one date's list with totals and the state of each registrant's e-mail, and that list
 * as CSV. A role sees only the events of the calendars it keeps.
 */
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import { shortDay } from "../../shared/events.ts";
import { HOLDS_PLACE, type Question, type RegistrationStatus, STATUS_LABELS, answerText } from "../../shared/registrations.ts";
import { changedUnseen } from "../admin/change.ts";
import { notFound } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import { events, outgoingMail, registrationDates, registrationForms, registrationMails, registrations } from "../db/schema.ts";
import { calendarsRefused } from "../events/series.ts";
import { toCsv } from "../messages/csv.ts";
import { availability, dateFacts, offeredDates } from "./dates.ts";
import { whenWords } from "./mails.ts";
import type { RegistrationDeps } from "./register.ts";
import type { EventContext } from "./context.ts";

export type DateCounts = { registrations: number; people: number; waitlisted: number; waitingPeople: number; cancelled: number };
const NO_COUNTS: DateCounts = { registrations: 0, people: 0, waitlisted: 0, waitingPeople: 0, cancelled: 0 };

/** One registration on the staff's list of a date. */
export type StaffRegistration = {
  id: number;
  number: number;
  status: RegistrationStatus;
  position: number | null;
  name: string;
  email: string;
  phone: string;
  adults: number;
  children: number;
  arrived: string[];
  answers: Array<{ question: string; answer: string }>;
  source: "web" | "staff";
  registeredAt: string;
  /** The last e-mail about it, when it did not go out (yet): why. */
  mailProblem: { failed: boolean; error: string } | null;
};

export function createStaffReads({ db, clock, change, contexts, today }: RegistrationDeps & { today: () => string }) {
  async function countsOf(eventIds: number[]): Promise<Map<string, DateCounts>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({
        eventId: registrationDates.eventId,
        originalDate: registrationDates.originalDate,
        registrations: sql<number>`count(*) filter (where ${inArray(registrations.status, [...HOLDS_PLACE])})::int`,
        people: sql<number>`coalesce(sum(${registrations.adults} + ${registrations.children}) filter (where ${inArray(registrations.status, [...HOLDS_PLACE])}), 0)::int`,
        waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')::int`,
        waitingPeople: sql<number>`coalesce(sum(${registrations.adults} + ${registrations.children}) filter (where ${registrations.status} = 'waitlisted'), 0)::int`,
        cancelled: sql<number>`count(*) filter (where ${registrations.status} = 'cancelled')::int`,
      })
      .from(registrationDates)
      .innerJoin(registrations, eq(registrations.dateId, registrationDates.id))
      .where(inArray(registrationDates.eventId, eventIds))
      .groupBy(registrationDates.eventId, registrationDates.originalDate);
    return new Map(rows.map(({ eventId, originalDate, ...counts }) => [`${eventId} ${originalDate}`, counts]));
  }

  async function keptContext(eventId: number, role: Role): Promise<{ ok: true; value: EventContext } | Refusal> {
    const context = await contexts.byId(eventId);
    if (!context) return notFound("event");
    return calendarsRefused(role, context.series.categories) ?? { ok: true, value: context };
  }

  return {
    keptContext,
    countsOf,

    /** Events with a registration form (the role's calendars), each with its coming dates and their counts; and the events without one. */
    async overview(role: Role) {
      const forms = await db.select({ eventId: registrationForms.eventId }).from(registrationForms);
      const contextsFound = (await Promise.all(forms.map((f) => keptContext(f.eventId, role)))).flatMap((c) => (c.ok ? [c.value] : []));
      const counts = await countsOf(contextsFound.map((c) => c.row.id));
      const now = clock.now();
      const withForm = contextsFound
        .map((context) => {
          const form = context.form!;
          const dates = offeredDates(context.series, { ...form, enabled: true }, today(), now, 6).map((facts) => {
            const taken = counts.get(`${context.row.id} ${facts.originalDate}`) ?? NO_COUNTS;
            return { date: facts.originalDate, label: shortDay(facts.startLocal.slice(0, 10)), status: facts.status, availability: availability({ form, facts, now, placesTaken: taken.people }), ...taken };
          });
          return { eventId: context.row.id, title: context.series.title, enabled: form.enabled, capacity: form.capacity, dates };
        })
        .sort((a, b) => (a.dates[0]?.date ?? "9999").localeCompare(b.dates[0]?.date ?? "9999") || a.title.localeCompare(b.title));
      const taken = new Set(forms.map((f) => f.eventId));
      const others = await db.select({ id: events.id }).from(events).orderBy(asc(events.title));
      const without = (await Promise.all(others.filter((e) => !taken.has(e.id)).map((e) => keptContext(e.id, role))))
        .flatMap((c) => (c.ok && offeredDates(c.value.series, { id: 0, eventId: 0, enabled: true, onlyDate: null, capacity: null, opensLocal: null, closesLocal: null, maxAdults: 1, maxChildren: 0, questions: [], confirmationMessage: "", createdAt: now, updatedAt: now }, today(), now, 1).length ? [{ id: c.value.row.id, title: c.value.series.title }] : []));
      return { withForm, without };
    },

    /** How many registrations came in the last seven days, for the dashboard (events of the role's calendars). */
    async newThisWeek(role: Role): Promise<number> {
      const since = new Date(clock.now().getTime() - 7 * 24 * 60 * 60_000);
      const rows = await db
        .select({ eventId: registrationDates.eventId, n: sql<number>`count(*)::int` })
        .from(registrations)
        .innerJoin(registrationDates, eq(registrationDates.id, registrations.dateId))
        .where(and(gte(registrations.createdAt, since), inArray(registrations.status, ["confirmed", "waitlisted", "attended"])))
        .groupBy(registrationDates.eventId);
      const allowed = await Promise.all(rows.map(async (r) => ((await keptContext(r.eventId, role)).ok ? Number(r.n) : 0)));
      return allowed.reduce((a, b) => a + b, 0);
    },

    /** One date's registrations in the order of arrival, with totals (who is coming, who waits). */
    async dateList(eventId: number, originalDate: string, role: Role): Promise<Outcome<{ eventId: number; title: string; date: string; when: string; dateStatus: string; capacity: number | null; questions: Question[]; totals: { adults: number; children: number; arrivedPeople: number } & DateCounts; items: StaffRegistration[]; otherDates: Array<{ value: string; label: string }> }>> {
      const found = await keptContext(eventId, role);
      if (!found.ok) return found;
      const { series, form } = found.value;
      const facts = dateFacts(series, originalDate);
      if (!facts || !form) return notFound("date");
      const [date] = await db.select().from(registrationDates).where(and(eq(registrationDates.eventId, eventId), eq(registrationDates.originalDate, originalDate)));
      const rows = date ? await db.select().from(registrations).where(eq(registrations.dateId, date.id)).orderBy(asc(registrations.number), asc(registrations.id)) : [];
      const mails = rows.length
        ? await db
            .select({ registrationId: registrationMails.registrationId, sentAt: outgoingMail.sentAt, failedAt: outgoingMail.failedAt, attempts: outgoingMail.attempts, lastError: outgoingMail.lastError })
            .from(registrationMails)
            .innerJoin(outgoingMail, eq(outgoingMail.id, registrationMails.mailId))
            .where(inArray(registrationMails.registrationId, rows.map((r) => r.id)))
            .orderBy(desc(outgoingMail.id))
        : [];
      let waiting = 0;
      const items = rows.map((r): StaffRegistration => {
        const last = mails.find((m) => m.registrationId === r.id);
        return {
          id: r.id,
          number: r.number,
          status: r.status,
          position: r.status === "waitlisted" ? ++waiting : null,
          name: r.name,
          email: r.email,
          phone: r.phone,
          adults: r.adults,
          children: r.children,
          arrived: r.arrived,
          answers: form.questions.map((q) => ({ question: q.label, answer: answerText(q, r.answers[q.id]) })),
          source: r.source,
          registeredAt: r.createdAt.toISOString(),
          mailProblem: last && !last.sentAt && (last.failedAt || last.attempts > 0) ? { failed: Boolean(last.failedAt), error: last.lastError ?? "" } : null,
        };
      });
      const coming = rows.filter((r) => (HOLDS_PLACE as readonly string[]).includes(r.status));
      const counts = (await countsOf([eventId])).get(`${eventId} ${originalDate}`) ?? NO_COUNTS;
      const otherDates = offeredDates(series, { ...form, enabled: true }, today(), clock.now(), 60)
        .filter((d) => d.originalDate !== originalDate && d.status !== "cancelled")
        .map((d) => ({ value: d.originalDate, label: shortDay(d.startLocal.slice(0, 10)) }));
      return {
        ok: true,
        value: {
          eventId,
          title: series.title,
          date: originalDate,
          when: whenWords(facts),
          dateStatus: facts.status,
          capacity: form.capacity,
          questions: form.questions,
          totals: {
            ...counts,
            adults: coming.reduce((n, r) => n + r.adults, 0),
            children: coming.reduce((n, r) => n + r.children, 0),
            arrivedPeople: coming.reduce((n, r) => n + r.arrived.length, 0),
          },
          items,
          otherDates,
        },
      };
    },

    /** Writes the download of a date's list (personal details leaving the site) to the audit log. */
    async exported({ eventId, date, rows, actor }: { eventId: number; date: string; rows: number; actor: number }): Promise<void> {
      await change("registrations", actor, async () => changedUnseen(null, { action: "export", entityId: eventId, detail: `${date}: the list exported as CSV (${rows} rows)` }));
    },

    /** The date's list as CSV for a spreadsheet (UTF-8 with BOM, RFC 4180, formula cells neutralised by toCsv). */
    csvOf(list: { questions: Question[]; items: StaffRegistration[] }): string {
      return toCsv([
        ["Number", "Status", "Waitlist position", "Name", "E-mail", "Phone", "Adults", "Children", "Arrived", "Registered", "Source", ...list.questions.map((q) => q.label)],
        ...list.items.map((r) => [
          String(r.number || ""),
          STATUS_LABELS[r.status],
          r.position === null ? "" : String(r.position),
          r.name,
          r.email,
          r.phone,
          String(r.adults),
          String(r.children),
          String(r.arrived.length),
          r.registeredAt,
          r.source === "staff" ? "By phone" : "Website",
          ...r.answers.map((a) => a.answer),
        ]),
      ]);
    },
  };
}

export type StaffReads = ReturnType<typeof createStaffReads>;
