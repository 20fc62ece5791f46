/**
 * The staff list of daily readings beyond one month (issue 33): every reading, or those whose scripture
 * holds the filter box's words ("psalms" finds "Psalm 23:1-6"), 50 a page, through the table's GIN
 * expression index (server/db/schema.ts `readingWords`). The month view is `adminMonth` in ./readings.ts.
 */
import { type SQL, and, asc, count, desc, gte, lt, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type ListPage, type ListPlace, pageWithin } from "../../shared/admin-list.ts";
import type { ReadingSort, ReadingState } from "../../shared/schemas/admin/daily-readings.ts";
import { versionOf } from "../admin/editing.ts";
import type { Db } from "../db/db.ts";
import { dailyReadings, readingWords } from "../db/schema.ts";
import { SEARCH_CONFIG } from "../search/indexer.ts";

/** A reading as the staff list shows it. */
export type AdminReading = { id: number; readingDate: string; scripture: string; version: string; isToday: boolean };

export async function readingsAdminPage(db: Db, today: string, place: ListPlace<ReadingSort, ReadingState>): Promise<ListPage<AdminReading>> {
  const states: Record<ReadingState, SQL> = { upcoming: gte(dailyReadings.readingDate, today), past: lt(dailyReadings.readingDate, today) };
  const where = and(
    place.q ? sql`${readingWords(dailyReadings)} @@ websearch_to_tsquery(${SEARCH_CONFIG}, ${place.q})` : undefined,
    place.filter ? states[place.filter] : undefined,
  );
  const [{ n }] = (await db.select({ n: count() }).from(dailyReadings).where(where)) as [{ n: number }];
  const { page, pages, offset } = pageWithin(place.page, Number(n));
  const rows = await db
    .select({ id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture, updatedAt: dailyReadings.updatedAt })
    .from(dailyReadings)
    .where(where)
    .orderBy(place.sort === "oldest" ? asc(dailyReadings.readingDate) : desc(dailyReadings.readingDate))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const items = rows.map((r) => ({ id: r.id, readingDate: r.readingDate, scripture: r.scripture, version: versionOf(r.updatedAt), isToday: r.readingDate === today }));
  return { items, total: Number(n), page, pages };
}
