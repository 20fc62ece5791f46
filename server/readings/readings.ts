import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { type ChangeLine, changed } from "../admin/change.ts";
import type { EditingDeps, UpdateArgs } from "../admin/editing.ts";
import { longDate, monthYear } from "../../shared/dates.ts";
import type { ReadingInput, ReadingSort, ReadingState } from "../../shared/schemas/admin/daily-readings.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { addDays, calendarDate } from "../../shared/dates.ts";
import { keptRead, readTableState, tableState } from "../db/kept-reads.ts";
import { dailyReadings } from "../db/schema.ts";
import { type ImportProblem, type ImportReading, parseReadingLines } from "./import.ts";
import { type AdminReading, readingsAdminPage } from "./admin-list.ts";
import type { ListPlace } from "../../shared/admin-list.ts";
import { type Reading, type ReadingsPage, homeReadings, readingsPage } from "./rules.ts";

/** A reading as the admin list and form see it. */

/** One month of the admin list ("staff think this month"), with the months that hold readings for the filter. */
export type AdminReadingMonth = {
  /** YYYY-MM */
  month: string;
  label: string;
  today: string;
  previous: { month: string; label: string };
  next: { month: string; label: string };
  /** Newest first. */
  readings: AdminReading[];
  /**
   * Every month from the first reading's to the last one's, newest first, and the month shown even
   * outside them: read from the first and last dates alone, so ten years cost two index look-ups.
   */
  months: { month: string; label: string }[];
  /** Days of the month without a reading (none listed for an empty month). */
  missing: string[];
};

/** A month of the public archive that holds readings, and how many. */
export type ArchiveMonth = { month: string; label: string; count: number };

/**
 * The daily readings page (spec section 4) at any size of archive (issue 33): the three cards, and one
 * month of the archive ("all other readings before now"), with every month that holds some.
 */
export type PublicReadingsPage = Omit<ReadingsPage, "archive"> & {
  archive: {
    /** The month shown (YYYY-MM): the one asked for, or the newest; null when the archive is empty. */
    month: string | null;
    label: string | null;
    /** Newest first. */
    readings: Reading[];
    /** Newest first. */
    months: ArchiveMonth[];
  };
};

/** A refused date: another reading already has it. The page links to that reading. */
export type DuplicateDate = { ok: false; status: 400; error: string; fields: Record<string, string>; duplicate: { id: number; readingDate: string } };
export type ReadingOutcome = Outcome | DuplicateDate;

/** What an import would do with each good line. */
export type ImportRow = ImportReading & { action: "add" | "replace" | "same"; current: string | null };
export type ImportPreview = { rows: ImportRow[]; problems: ImportProblem[]; refusal: string | null; counts: { add: number; replace: number; same: number } };
export type ImportDone = {
  added: number;
  replaced: number;
  unchanged: number;
  skipped: number;
  /** The month (YYYY-MM) of the earliest reading added or replaced, for the list to open at. */
  firstMonth: string | null;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first day of the month `months` away from the month `key` (YYYY-MM). */
function shiftMonth(key: string, months: number): string {
  const [y, m] = key.split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

const monthLabel = (key: string) => monthYear(`${key}-01`);

/** PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function duplicateDate(id: number, readingDate: string): DuplicateDate {
  return {
    ok: false,
    status: 400,
    error: "Please correct the fields marked below.",
    fields: { readingDate: `There is already a reading for ${longDate(readingDate)}.` },
    duplicate: { id, readingDate },
  };
}

const AREA = "daily-readings";
const readingsState = tableState(dailyReadings, dailyReadings.id, dailyReadings.updatedAt);

export function createReadings({ db, clock, timeZone, change }: EditingDeps & { timeZone: string }) {
  const list = async (): Promise<Reading[]> =>
    db
      .select({ id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture })
      .from(dailyReadings)
      .orderBy(asc(dailyReadings.readingDate));
  const today = () => calendarDate(clock.now(), timeZone);

  function toAdmin(row: typeof dailyReadings.$inferSelect, todayDate: string): AdminReading {
    return { id: row.id, readingDate: row.readingDate, scripture: row.scripture, version: versionOf(row.updatedAt), isToday: row.readingDate === todayDate };
  }

  async function byDate(readingDate: string, except?: number) {
    const [row] = await db
      .select({ id: dailyReadings.id })
      .from(dailyReadings)
      .where(except ? and(eq(dailyReadings.readingDate, readingDate), ne(dailyReadings.id, except)) : eq(dailyReadings.readingDate, readingDate));
    return row ?? null;
  }

  /** A write that lost a race for its date to someone else's: the same answer as the check before it. */
  async function raceToDuplicate(error: unknown, readingDate: string, except?: number): Promise<DuplicateDate> {
    const other = isUniqueViolation(error) ? await byDate(readingDate, except) : null;
    if (!other) throw error;
    return duplicateDate(other.id, readingDate);
  }

  /** The parsed paste beside what is stored: each good line adds, replaces or leaves a reading as it is. */
  async function compare(text: string): Promise<ImportPreview> {
    const parsed = parseReadingLines(text);
    const dates = parsed.readings.map((r) => r.readingDate);
    const stored = dates.length
      ? await db.select({ readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture }).from(dailyReadings).where(inArray(dailyReadings.readingDate, dates))
      : [];
    const current = new Map(stored.map((r) => [r.readingDate, r.scripture]));
    const rows: ImportRow[] = parsed.readings.map((r) => {
      const was = current.get(r.readingDate) ?? null;
      return { ...r, action: was === null ? "add" : was === r.scripture ? "same" : "replace", current: was };
    });
    const counts = { add: 0, replace: 0, same: 0 };
    for (const row of rows) counts[row.action]++;
    return { rows, problems: parsed.problems, refusal: parsed.refusal, counts };
  }

  /** The months of the public archive (readings before `before`), newest first. */
  async function archiveMonths(before: string): Promise<ArchiveMonth[]> {
    const monthOf = sql<string>`to_char(${dailyReadings.readingDate}, 'YYYY-MM')`;
    const grouped = await db
      .select({ month: monthOf, count: count() })
      .from(dailyReadings)
      .where(lt(dailyReadings.readingDate, before))
      .groupBy(monthOf)
      .orderBy(desc(monthOf));
    return grouped.map((m) => ({ month: m.month, label: monthLabel(m.month), count: Number(m.count) }));
  }
  // Counted again only after a reading changed or the archive's end moved (issue 33: ten years of readings grouped per request).
  const keptMonths = keptRead<ArchiveMonth[]>();

  return {
    list,
    /** The home page panel (spec section 4, Home readings). */
    // The three latest up to today and the first after it: all the panel can show (issue 33: not ten years of rows).
    homePanel: async () => {
      const day = today();
      const columns = { id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture };
      const [latest, upcoming] = await Promise.all([
        db.select(columns).from(dailyReadings).where(lte(dailyReadings.readingDate, day)).orderBy(desc(dailyReadings.readingDate)).limit(3),
        db.select(columns).from(dailyReadings).where(gt(dailyReadings.readingDate, day)).orderBy(asc(dailyReadings.readingDate)).limit(1),
      ]);
      return homeReadings([...latest, ...upcoming], day);
    },
    /**
     * The daily readings page (spec section 4, Daily readings page): the cards from the readings either
     * side of today, and the archive one month at a time (`month`, YYYY-MM; the newest by default), so
     * ten years of readings are never read to show one page.
     */
    async page(month?: string | null): Promise<PublicReadingsPage> {
      const day = today();
      const columns = { id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture };
      const [todays, [previous], [upcoming]] = await Promise.all([
        db.select(columns).from(dailyReadings).where(eq(dailyReadings.readingDate, day)),
        db.select(columns).from(dailyReadings).where(lt(dailyReadings.readingDate, day)).orderBy(desc(dailyReadings.readingDate)).limit(1),
        db.select(columns).from(dailyReadings).where(gt(dailyReadings.readingDate, day)).orderBy(asc(dailyReadings.readingDate)).limit(1),
      ]);
      const cards = readingsPage([...todays, ...(previous ? [previous] : []), ...(upcoming ? [upcoming] : [])], day);
      const empty = { today: cards.today, previous: cards.previous, next: cards.next, archive: { month: null, label: null, readings: [], months: [] } };
      // Everything before the previous card is the archive; with no previous reading there is none.
      if (!previous) return empty;
      const months = await keptMonths(`${await readTableState(db, readingsState)} ${previous.readingDate}`, () => archiveMonths(previous.readingDate));
      if (months.length === 0) return empty;
      const key = month && MONTH.test(month) ? month : months[0]!.month;
      const readings = await db
        .select(columns)
        .from(dailyReadings)
        .where(and(gte(dailyReadings.readingDate, `${key}-01`), lt(dailyReadings.readingDate, `${shiftMonth(key, 1)}-01`), lt(dailyReadings.readingDate, previous.readingDate)))
        .orderBy(desc(dailyReadings.readingDate));
      return { ...empty, archive: { month: key, label: monthLabel(key), readings, months } };
    },

    /** One month of readings, newest first; the current month unless `month` (YYYY-MM) names another. */
    async adminMonth(month?: string | null): Promise<AdminReadingMonth> {
      const todayDate = today();
      const key = month && MONTH.test(month) ? month : todayDate.slice(0, 7);
      const next = shiftMonth(key, 1);
      const [rows, [span]] = await Promise.all([
        db
          .select()
          .from(dailyReadings)
          .where(and(gte(dailyReadings.readingDate, `${key}-01`), lt(dailyReadings.readingDate, `${next}-01`)))
          .orderBy(desc(dailyReadings.readingDate)),
        db.select({ first: sql<string | null>`min(${dailyReadings.readingDate})::text`, last: sql<string | null>`max(${dailyReadings.readingDate})::text` }).from(dailyReadings),
      ]);
      const earliest = [key, span?.first?.slice(0, 7)].filter((m): m is string => Boolean(m)).sort()[0]!;
      const latest = [key, span?.last?.slice(0, 7)].filter((m): m is string => Boolean(m)).sort().at(-1)!;
      const months: AdminReadingMonth["months"] = [];
      for (let m = latest; m >= earliest; m = shiftMonth(m, -1)) months.push({ month: m, label: monthLabel(m) });
      const have = new Set(rows.map((r) => r.readingDate));
      const missing: string[] = [];
      if (rows.length > 0) for (let d = `${key}-01`; d < `${next}-01`; d = addDays(d, 1)) if (!have.has(d)) missing.push(d);
      const previous = shiftMonth(key, -1);
      return {
        month: key,
        label: monthLabel(key),
        today: todayDate,
        previous: { month: previous, label: monthLabel(previous) },
        next: { month: next, label: monthLabel(next) },
        readings: rows.map((r) => toAdmin(r, todayDate)),
        months,
        missing,
      };
    },

    /** Every reading, or those the filter box finds, 50 a page (./admin-list.ts). */
    adminPage: (place: ListPlace<ReadingSort, ReadingState>) => readingsAdminPage(db, today(), place),

    async adminGet(id: number): Promise<AdminReading | null> {
      const [row] = await db.select().from(dailyReadings).where(eq(dailyReadings.id, id));
      return row ? toAdmin(row, today()) : null;
    },

    async create(input: ReadingInput, actor: number): Promise<ReadingOutcome> {
      const existing = await byDate(input.readingDate);
      if (existing) return duplicateDate(existing.id, input.readingDate);
      try {
        return await change(AREA, actor, async (tx) => {
          const [row] = await tx
            .insert(dailyReadings)
            .values({ readingDate: input.readingDate, scripture: input.scripture, updatedAt: clock.now() })
            .returning({ id: dailyReadings.id });
          return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: `${input.readingDate}: ${input.scripture}` });
        });
      } catch (error) {
        return raceToDuplicate(error, input.readingDate);
      }
    },

    async update({ id, input, version, actor }: UpdateArgs<ReadingInput>): Promise<ReadingOutcome> {
      try {
        return await change(AREA, actor, async (tx) => {
          const [current] = await tx.select({ id: dailyReadings.id }).from(dailyReadings).where(eq(dailyReadings.id, id));
          if (!current) return notFound("reading");
          const [other] = await tx
            .select({ id: dailyReadings.id })
            .from(dailyReadings)
            .where(and(eq(dailyReadings.readingDate, input.readingDate), ne(dailyReadings.id, id)));
          if (other) return duplicateDate(other.id, input.readingDate);
          const updated = await tx
            .update(dailyReadings)
            // A demo reading someone has edited is the church's own now.
            .set({ readingDate: input.readingDate, scripture: input.scripture, isDemo: false, updatedAt: nextVersion(dailyReadings.updatedAt, clock.now()) })
            .where(and(eq(dailyReadings.id, id), stillAt(dailyReadings.updatedAt, version)))
            .returning({ id: dailyReadings.id });
          if (updated.length === 0) return staleEdit("reading");
          return changed({ id }, { action: "update", entityId: id, detail: `${input.readingDate}: ${input.scripture}` });
        });
      } catch (error) {
        return raceToDuplicate(error, input.readingDate, id);
      }
    },

    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(dailyReadings).where(eq(dailyReadings.id, id)).returning({ readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture });
        if (!gone) return notFound("reading");
        return changed({ id }, { action: "delete", entityId: id, detail: `${gone.readingDate}: ${gone.scripture}` });
      });
    },

    /** What an import of `text` would do. Stores nothing. */
    previewImport: compare,

    /**
     * Imports every good line of `text` in one transaction: new dates are added, stored dates get the
     * new scripture, lines equal to what is stored are left alone; one audit line per reading changed.
     * The paste is read again here, so what is stored never depends on what the browser sent back.
     */
    async importLines(text: string, actor: number): Promise<Outcome<ImportDone>> {
      const parsed = parseReadingLines(text);
      if (parsed.refusal) return { ok: false, status: 400, error: parsed.refusal, fields: { lines: parsed.refusal } };
      if (parsed.readings.length === 0) {
        const message = "None of the lines can be imported. Please correct the lines listed and preview again.";
        return { ok: false, status: 400, error: message, fields: { lines: message } };
      }
      const now = clock.now();
      try {
        return await change(AREA, actor, async (tx) => {
          const dates = parsed.readings.map((r) => r.readingDate);
          const stored = await tx.select().from(dailyReadings).where(inArray(dailyReadings.readingDate, dates));
          const byDay = new Map(stored.map((r) => [r.readingDate, r]));
          const fresh = parsed.readings.filter((r) => !byDay.has(r.readingDate));
          const replaced = parsed.readings.filter((r) => byDay.has(r.readingDate) && byDay.get(r.readingDate)!.scripture !== r.scripture);
          const added = fresh.length
            ? await tx
                .insert(dailyReadings)
                .values(fresh.map((r) => ({ readingDate: r.readingDate, scripture: r.scripture, updatedAt: now })))
                .returning({ id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture })
            : [];
          const lines: ChangeLine[] = added.map((r) => ({ action: "create", entityId: r.id, detail: `Imported ${r.readingDate}: ${r.scripture}` }));
          for (const r of replaced) {
            const row = byDay.get(r.readingDate)!;
            await tx
              .update(dailyReadings)
              .set({ scripture: r.scripture, isDemo: false, updatedAt: nextVersion(dailyReadings.updatedAt, now) })
              .where(eq(dailyReadings.id, row.id));
            lines.push({ action: "update", entityId: row.id, detail: `Imported ${r.readingDate}: ${r.scripture} (was ${row.scripture})` });
          }
          const firstDate = [...fresh, ...replaced].map((r) => r.readingDate).sort()[0];
          const done: ImportDone = {
            added: added.length,
            replaced: replaced.length,
            unchanged: parsed.readings.length - added.length - replaced.length,
            skipped: parsed.problems.length,
            firstMonth: firstDate ? firstDate.slice(0, 7) : null,
          };
          return changed(done, ...lines);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = "Someone added readings for some of these dates while you were importing, so nothing was imported. Please preview again.";
        return { ok: false, status: 409, error: message };
      }
    },
  };
}
