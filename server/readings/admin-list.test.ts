/**
 * Issue 33: the staff list of every daily reading in pages of 50, found by the filter box as site search
 * finds (English stemming, websearch syntax) through the table's own index, before or after today, in
 * date order either way, on both databases.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListPlace } from "../../shared/admin-list.ts";
import { addDays } from "../../shared/dates.ts";
import type { ReadingSort, ReadingState } from "../../shared/schemas/admin/daily-readings.ts";
import { dailyReadings, readingWords } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

// Today at the church: Saturday, November 21, 2026.
const TODAY = "2026-11-21";

describe.each(testDatabaseKinds)("the daily readings staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  const place = (changes: Partial<ListPlace<ReadingSort, ReadingState>> = {}): ListPlace<ReadingSort, ReadingState> => ({ q: "", sort: "newest", filter: null, page: 1, ...changes });
  const dates = async (changes: Partial<ListPlace<ReadingSort, ReadingState>>) => (await services.readings.adminPage(place(changes))).items.map((r) => r.readingDate);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: `${TODAY}T15:00:00Z` });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office33r", password: "correct horse battery", role: "church" })).id;
    // 70 days up to today and 10 after it; every tenth a psalm, one John 3, the rest Mark.
    const lines: string[] = [];
    for (let i = -69; i <= 10; i++) {
      const day = addDays(TODAY, i);
      lines.push(`${day} ${day === "2026-10-04" ? "John 3:16–18" : i % 10 === 0 ? `Psalm ${100 + i}:1-6` : "Mark 1:1-8"}`);
    }
    const imported = await services.readings.importLines(lines.join("\n"), actor);
    if (!imported.ok) throw new Error(imported.error);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page with the total, newest first, the rest on the next, within the pages there are", async () => {
    const first = await services.readings.adminPage(place());
    expect([first.total, first.pages, first.items.length]).toEqual([80, 2, 50]);
    expect(first.items[0]).toMatchObject({ readingDate: "2026-12-01", scripture: "Psalm 110:1-6", isToday: false });
    expect(first.items.find((r) => r.readingDate === TODAY)).toMatchObject({ isToday: true, scripture: "Psalm 100:1-6" });
    const second = await services.readings.adminPage(place({ page: 2 }));
    expect(second.items).toHaveLength(30);
    expect(second.items.at(-1)!.readingDate).toBe("2026-09-13");
    expect((await services.readings.adminPage(place({ page: 99 }))).page).toBe(2);
  });

  it("sorts oldest first and shows the readings from today on or those before it", async () => {
    expect((await dates({ sort: "oldest" })).slice(0, 2)).toEqual(["2026-09-13", "2026-09-14"]);
    const upcoming = await services.readings.adminPage(place({ filter: "upcoming", sort: "oldest" }));
    expect([upcoming.total, upcoming.items[0]!.readingDate]).toEqual([11, TODAY]);
    expect((await services.readings.adminPage(place({ filter: "past" }))).total).toBe(69);
  });

  it("finds the psalms by “psalms”, John 3 by “John 3”, and keeps to the filter and the order", async () => {
    expect(await dates({ q: "psalms", sort: "oldest" })).toEqual(["2026-09-22", "2026-10-02", "2026-10-12", "2026-10-22", "2026-11-01", "2026-11-11", TODAY, "2026-12-01"]);
    expect(await dates({ q: "psalms", filter: "upcoming" })).toEqual(["2026-12-01", TODAY]);
    expect((await services.readings.adminPage(place({ q: "John 3" }))).items.map((r) => [r.readingDate, r.scripture])).toEqual([["2026-10-04", "John 3:16–18"]]);
    expect((await services.readings.adminPage(place({ q: "mark -psalm" }))).total).toBe(71);
    expect(await dates({ q: "psalm 110" })).toEqual(["2026-12-01"]);
  });

  it("never fails on operators, SQL-looking or 1,000-character words", async () => {
    for (const q of ["& | ! :*", "'); drop table daily_readings; --", "a:* & (b", "x".repeat(1000)]) {
      expect((await services.readings.adminPage(place({ q }))).total, q.slice(0, 20)).toBe(0);
    }
    expect((await services.readings.adminPage(place({ q: "psalm ".repeat(170) }))).total).toBe(8);
  });

  it("searches through the table's own index (the query's expression is the index's)", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(sql`explain select id from ${dailyReadings} where ${readingWords(dailyReadings)} @@ websearch_to_tsquery('steeple_search'::regconfig, ${"psalm"})`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return explained.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("daily_readings_words_idx");
  });
});
