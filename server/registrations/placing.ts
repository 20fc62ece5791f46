/**
 * Places on a date, decided one change at a time (issue 34, "exact under load"; decision 0024). Every
 * change of a date's registrations first locks the date's row (SELECT ... FOR UPDATE) inside its
 * transaction, then counts and writes: two registrations for the last place, on one instance or on
 * two, are decided one after the other, and the second sees the first. Numbers come from the locked
 * row, so they follow the order in which registrations got the lock: the order of arrival.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { HOLDS_PLACE, type RegistrationStatus } from "../../shared/registrations.ts";
import type { Tx } from "../admin/change.ts";
import { registrationDates, registrations } from "../db/schema.ts";

export type DateRow = typeof registrationDates.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

/** The date's row, made when its first registration comes, and locked until the transaction ends. */
export async function lockDate(tx: Tx, eventId: number, originalDate: string): Promise<DateRow> {
  await tx.insert(registrationDates).values({ eventId, originalDate }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(registrationDates)
    .where(and(eq(registrationDates.eventId, eventId), eq(registrationDates.originalDate, originalDate)))
    .for("update");
  return row!;
}

/** Locks several dates in one order (by id), so two changes that each lock two dates cannot wait on each other. */
export async function lockDates(tx: Tx, eventId: number, dates: string[]): Promise<Map<string, DateRow>> {
  for (const originalDate of dates) await tx.insert(registrationDates).values({ eventId, originalDate }).onConflictDoNothing();
  const rows = await tx
    .select()
    .from(registrationDates)
    .where(and(eq(registrationDates.eventId, eventId), inArray(registrationDates.originalDate, dates)))
    .orderBy(asc(registrationDates.id))
    .for("update");
  return new Map(rows.map((r) => [r.originalDate, r]));
}

/** People holding places on a date: its confirmed and attended registrations. */
export async function placesTaken(tx: Tx, dateId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${registrations.adults} + ${registrations.children}), 0)::int` })
    .from(registrations)
    .where(and(eq(registrations.dateId, dateId), inArray(registrations.status, [...HOLDS_PLACE])));
  return Number(row?.n ?? 0);
}

/** The next number in the date's order of arrival (the row must be locked). */
export async function takeNumber(tx: Tx, date: DateRow): Promise<number> {
  const [row] = await tx
    .update(registrationDates)
    .set({ nextNumber: sql`${registrationDates.nextNumber} + 1` })
    .where(eq(registrationDates.id, date.id))
    .returning({ next: registrationDates.nextNumber });
  return row!.next - 1;
}

/** Whether a party of `people` gets a place now, or waits. */
export function statusFor({ capacity, taken, people }: { capacity: number | null; taken: number; people: number }): Extract<RegistrationStatus, "confirmed" | "waitlisted"> {
  return capacity === null || taken + people <= capacity ? "confirmed" : "waitlisted";
}

/** A waitlisted registration's place in the line (1 is next), counted in the order of arrival. */
export async function waitlistPosition(tx: Pick<Tx, "select">, registration: Pick<RegistrationRow, "dateId" | "number">): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.dateId, registration.dateId), eq(registrations.status, "waitlisted"), sql`${registrations.number} < ${registration.number}`));
  return Number(row?.n ?? 0) + 1;
}

/**
 * Gives free places to the earliest waitlisted registrations that fit (issue 34): in the order of
 * arrival, each party that fits the places left is confirmed; a larger one keeps its place in line.
 * The date's row must be locked. Returns the registrations promoted.
 */
export async function promoteWaiting(tx: Tx, { date, capacity, now }: { date: DateRow; capacity: number | null; now: Date }): Promise<RegistrationRow[]> {
  const waiting = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.dateId, date.id), eq(registrations.status, "waitlisted")))
    .orderBy(asc(registrations.number));
  if (waiting.length === 0) return [];
  let free = capacity === null ? Number.POSITIVE_INFINITY : capacity - (await placesTaken(tx, date.id));
  const promoted: RegistrationRow[] = [];
  for (const registration of waiting) {
    const people = registration.adults + registration.children;
    if (people > free) continue;
    free -= people;
    const [row] = await tx
      .update(registrations)
      .set({ status: "confirmed", confirmedAt: now, sequence: sql`${registrations.sequence} + 1`, updatedAt: now })
      .where(eq(registrations.id, registration.id))
      .returning();
    promoted.push(row!);
  }
  return promoted;
}

/**
 * Runs the changes of one date one after another on this instance, in the order they came. The
 * database lock decides between instances; this keeps a burst for one date from taking every pooled
 * connection only to wait on that lock (the rest of the site would wait for a connection meanwhile,
 * and give up after the pool's 5 s).
 */
export function createDateQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    tails.set(key, mine);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === mine) tails.delete(key);
    }
  };
}
