import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, dailyReadings } from "../../../../server/db/schema.ts";
import { CONTENT_CHANGED } from "../../../../server/services.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { testHttpApp } from "../../../../server/testing/http.ts";
import { fixedClock } from "../../../../server/testing/clock.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as edit from "./edit.tsx";
import * as importPage from "./import.tsx";
import * as list from "./list.tsx";

// Each test starts with the clock at 2026-11-21 15:00 UTC: today is Saturday, November 21, 2026 at the church.
const TODAY = "2026-11-21";

type ListData = { view: { month: string; readings: { id: number; readingDate: string; scripture: string; isToday: boolean }[]; months: { month: string; label: string }[]; missing: string[] } };

describe.each(testDatabaseKinds)("daily readings admin on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  const clock = fixedClock(`${TODAY}T15:00:00Z`);
  beforeAll(async () => {
    database = await freshDatabase(kind);
    admin = adminHarness(database, { clock });
  });
  beforeEach(() => clock.set(`${TODAY}T15:00:00Z`));
  afterAll(() => database.drop());

  const rowFor = async (date: string) => (await database.db.select().from(dailyReadings).where(eq(dailyReadings.readingDate, date)))[0];
  /** Adds a reading through the form and returns its row. */
  async function reading(readingDate: string, scripture: string, role: "church" | "admin" = "church") {
    expect((await admin.act(edit, { path: "/admin/daily-readings/create-new", role, fields: { readingDate, scripture } })).status).toBe(302);
    return (await rowFor(readingDate))!;
  }
  const auditFor = async (id: number) => database.db.select().from(auditLog).where(and(eq(auditLog.entity, "daily-readings"), eq(auditLog.entityId, String(id))));

  it("creates today's reading, audits it, signals the change and shows it on the public pages and /api", async () => {
    const before = admin.changes.length;
    const res = await admin.act(edit, { path: "/admin/daily-readings/create-new", role: "church", fields: { readingDate: TODAY, scripture: "Psalm 23:1-6" } });
    expect(res).toMatchObject({ status: 302, location: "/admin/daily-readings?month=2026-11&notice=created" });
    const row = await rowFor(TODAY);
    expect(row).toMatchObject({ scripture: "Psalm 23:1-6", isDemo: false });
    const [line] = await auditFor(row!.id);
    expect(line).toMatchObject({ action: "create", detail: "2026-11-21: Psalm 23:1-6", userId: (await admin.user("church")).id });
    expect(admin.changes.slice(before)).toEqual([CONTENT_CHANGED]);

    expect((await admin.services.readings.homePanel())[0]).toMatchObject({ readingDate: TODAY, scripture: "Psalm 23:1-6", label: "Today" });
    expect((await admin.services.readings.page()).today).toMatchObject({ scripture: "Psalm 23:1-6" });
    const api = testHttpApp(database);
    const body = (await (await api.get("/api/daily-readings")).json()) as { reading_date: string; scripture: string }[];
    expect(body).toContainEqual({ id: row!.id, reading_date: TODAY, scripture: "Psalm 23:1-6" });
  });

  it("lists a month newest first, marks today, names the days without a reading and the months from the first reading to the last", async () => {
    // Today is in months no other test uses, so this test's readings are all they hold.
    clock.set("2027-04-21T15:00:00Z");
    const mine = ["2027-06", "2027-04", "2027-03"];
    const listed = async (query = "") => ((await admin.load(list, { path: `/admin/daily-readings${query}`, role: "church" })).data as unknown as ListData).view;
    const ofMine = (months: ListData["view"]["months"]) => months.filter((m) => mine.includes(m.month));
    await reading("2027-04-20", "John 1:1-14", "admin");
    await reading("2027-04-22", "Luke 2:1-20", "admin");
    await reading("2027-03-05", "Ruth 1:15-18", "admin");
    await reading("2027-04-21", "Psalm 23:1-6");
    const view = await listed();
    expect(view.month).toBe("2027-04");
    expect(view.readings.map((r) => [r.readingDate, r.isToday])).toEqual([
      ["2027-04-22", false],
      ["2027-04-21", true],
      ["2027-04-20", false],
    ]);
    expect(view.missing).toHaveLength(27);
    expect(view.missing[0]).toBe("2027-04-01");
    expect(ofMine(view.months)).toEqual([
      { month: "2027-04", label: "April 2027" },
      { month: "2027-03", label: "March 2027" },
    ]);
    // Every month between the first reading and the last, newest first, so a month still empty can be chosen too.
    const all = view.months.map((m) => m.month);
    expect(all.every((m, i) => i === 0 || m < all[i - 1]!)).toBe(true);
    expect(all).toContain("2027-02");
    expect((await listed("?month=2027-03")).readings.map((r) => r.scripture)).toEqual(["Ruth 1:15-18"]);
    const empty = await listed("?month=2027-06");
    expect(empty.readings).toEqual([]);
    expect(empty.missing).toEqual([]);
    expect(ofMine(empty.months).map((m) => m.month)).toEqual(["2027-06", "2027-04", "2027-03"]);
    expect((await listed("?month=2027-13")).month).toBe("2027-04");
  });

  it("lists every reading that matches, 50 a page, when the filter box, an order or a page is in the address (issue 33)", async () => {
    await reading("2026-08-02", "Psalm 121:1-8");
    await reading("2026-08-03", "Lamentations 3:22-33");
    type Listing = { view: null; place: { q: string; sort: string; filter: string | null; page: number }; list: { items: { readingDate: string; scripture: string }[]; total: number; page: number } };
    const listed = async (query: string) => (await admin.load(list, { path: `/admin/daily-readings${query}`, role: "church" })).data as unknown as Listing;
    const psalms = await listed("?q=psalms&sort=oldest&show=past");
    expect(psalms.view).toBeNull();
    expect(psalms.place).toEqual({ q: "psalms", sort: "oldest", filter: "past", page: 1 });
    expect(psalms.list.items.map((r) => r.scripture)).toContain("Psalm 121:1-8");
    expect(psalms.list.items.map((r) => r.scripture)).not.toContain("Lamentations 3:22-33");
    expect(psalms.list.items.every((r) => r.readingDate < TODAY)).toBe(true);
    const all = await listed("?sort=newest");
    expect(all.list.total).toBe((await database.db.select().from(dailyReadings)).length);
    // An empty filter box alone is the month view, as is a plain address.
    expect(((await admin.load(list, { path: "/admin/daily-readings?q=", role: "church" })).data as unknown as ListData).view.month).toBe("2026-11");
  });

  it("after a delete from the search, lands back on the same words and page", async () => {
    const row = await reading("2026-08-09", "Jonah 2:1-10");
    const res = await admin.act(list, { path: "/admin/daily-readings?q=jonah&page=1", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/daily-readings?q=jonah&page=1&notice=deleted" });
  });

  it("refuses a date that already has a reading as a field error naming the day, with the reading to edit", async () => {
    const existing = await reading("2026-12-06", "Luke 2:1-20");
    const res = await admin.act(edit, { path: "/admin/daily-readings/create-new", role: "church", fields: { readingDate: "2026-12-06", scripture: "Psalm 100" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ readingDate: "There is already a reading for Sunday, December 6, 2026." });
    expect(res.data.duplicate).toEqual({ id: existing.id, readingDate: "2026-12-06" });
    expect((await rowFor("2026-12-06"))!.scripture).toBe("Luke 2:1-20");

    // Moving another reading onto a taken date is the same field error, not a 500.
    const other = await reading("2026-12-04", "John 1:1-14");
    const opened = (await admin.load(edit, { path: `/admin/daily-readings/edit/${other.id}`, params: { id: String(other.id) }, role: "church" })).data.item as { version: string };
    const moved = await admin.act(edit, {
      path: `/admin/daily-readings/edit/${other.id}`,
      params: { id: String(other.id) },
      role: "church",
      fields: { readingDate: "2026-12-06", scripture: "John 1:1-14", version: opened.version },
    });
    expect(moved.status).toBe(400);
    expect(moved.data.fields?.readingDate).toBe("There is already a reading for Sunday, December 6, 2026.");
  });

  it("refuses an empty scripture and a bad date with a message per field, storing nothing", async () => {
    const before = await database.db.select().from(dailyReadings);
    const res = await admin.act(edit, { path: "/admin/daily-readings/create-new", role: "admin", fields: { readingDate: "2026-02-30", scripture: "  " } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ readingDate: "Please choose the date of the reading.", scripture: "Please enter the scripture for this day, for example Psalm 23:1-6." });
    expect(await database.db.select().from(dailyReadings)).toHaveLength(before.length);
  });

  it("edits with the version it was opened with and refuses a stale edit without overwriting", async () => {
    const row = await reading("2026-12-10", "John 1:1-14", "admin");
    const path = `/admin/daily-readings/edit/${row.id}`;
    const opened = (await admin.load(edit, { path, params: { id: String(row.id) }, role: "church" })).data.item as { version: string; scripture: string };
    expect(opened.scripture).toBe("John 1:1-14");
    const first = await admin.act(edit, { path, params: { id: String(row.id) }, role: "church", fields: { readingDate: "2026-12-09", scripture: "John 1:1-18", version: opened.version } });
    expect(first).toMatchObject({ status: 302, location: "/admin/daily-readings?month=2026-12&notice=saved" });
    const second = await admin.act(edit, { path, params: { id: String(row.id) }, role: "admin", fields: { readingDate: "2026-12-10", scripture: "Old tab", version: opened.version } });
    expect(second.status).toBe(409);
    expect(second.data.error).toMatch(/Someone else saved this reading/);
    const after = (await database.db.select().from(dailyReadings).where(eq(dailyReadings.id, row.id)))[0];
    expect(after).toMatchObject({ readingDate: "2026-12-09", scripture: "John 1:1-18" });
    expect((await auditFor(row.id)).map((l) => l.action)).toEqual(["create", "update"]);
  });

  it("deletes from the list, back to the same month, and audits the delete", async () => {
    const row = await reading("2026-10-05", "Ruth 1:15-18", "admin");
    const res = await admin.act(list, { path: "/admin/daily-readings?month=2026-10", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/daily-readings?month=2026-10&notice=deleted" });
    expect(await rowFor("2026-10-05")).toBeUndefined();
    expect((await auditFor(row.id)).map((l) => [l.action, l.detail])).toContainEqual(["delete", "2026-10-05: Ruth 1:15-18"]);
    const again = await admin.act(list, { path: "/admin/daily-readings", role: "church", fields: { intent: "delete", id: String(row.id) } });
    expect(again.status).toBe(404);
  });

  it("answers 404 for a reading that does not exist, and for editing one deleted meanwhile", async () => {
    expect((await admin.load(edit, { path: "/admin/daily-readings/edit/99999", params: { id: "99999" }, role: "admin" })).status).toBe(404);
    const gone = await admin.act(edit, { path: "/admin/daily-readings/edit/99999", params: { id: "99999" }, role: "admin", fields: { readingDate: "2027-01-01", scripture: "Psalm 1", version: "" } });
    expect(gone.status).toBe(404);
  });

  it("keeps out the childcare role and forms without the security token", async () => {
    expect(await admin.act(edit, { path: "/admin/daily-readings/create-new", role: "childcare", fields: { readingDate: "2027-01-01", scripture: "Psalm 1" } })).toMatchObject({ status: 302, location: "/" });
    expect(await admin.load(importPage, { path: "/admin/daily-readings/import", role: "childcare" })).toMatchObject({ status: 302, location: "/" });
    expect((await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "preview", lines: "2027-01-01 Psalm 1" }, csrf: "wrong" })).status).toBe(403);
  });

  describe("bulk import", () => {
    const paste = ["Date\tScripture", "2026-11-22\tMicah 6:6-8", "11/23/2026, Psalm 121", "2026-11-20 John 1:1-14", "", "11/31/2026 Psalm 1", "2026-11-24", "2026-11-25 Psalm 46", "11/25/2026 Psalm 47", "2026-11-26 Psalm 100"].join("\n");
    /** The days the paste names hold exactly these readings (date → scripture), whatever another import test left there. */
    async function pasteDaysHold(readings: Record<string, string>) {
      const days = ["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"];
      await database.db.delete(dailyReadings).where(inArray(dailyReadings.readingDate, days));
      await database.db.insert(dailyReadings).values(Object.entries(readings).map(([readingDate, scripture]) => ({ readingDate, scripture })));
    }

    it("previews what will be added, replaced or left alone and the lines with problems, storing nothing", async () => {
      await pasteDaysHold({ "2026-11-22": "Luke 2:1-20", "2026-11-20": "John 1:1-14" });
      const before = await database.db.select().from(dailyReadings);
      const auditBefore = await database.db.select().from(auditLog);
      const changesBefore = admin.changes.length;
      const res = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "preview", lines: paste } });
      expect(res.status).toBe(200);
      const preview = res.data.preview as { rows: { line: number; readingDate: string; action: string; current: string | null }[]; problems: { line: number; text: string; message: string }[]; counts: unknown };
      expect(preview.rows.map((r) => [r.line, r.readingDate, r.action, r.current])).toEqual([
        [2, "2026-11-22", "replace", "Luke 2:1-20"],
        [3, "2026-11-23", "add", null],
        [4, "2026-11-20", "same", "John 1:1-14"],
        [10, "2026-11-26", "add", null],
      ]);
      expect(preview.counts).toEqual({ add: 2, replace: 1, same: 1 });
      expect(preview.problems).toEqual([
        { line: 6, text: "11/31/2026 Psalm 1", message: "11/31/2026 is not a day on the calendar. Please check the month and day." },
        { line: 7, text: "2026-11-24", message: "There is no scripture after the date. Please write the reading after it, like 11/22/2026 John 3:16." },
        { line: 8, text: "2026-11-25 Psalm 46", message: "11/25/2026 is also on line 9. Each day has one reading: keep one of these lines." },
        { line: 9, text: "11/25/2026 Psalm 47", message: "11/25/2026 is also on line 8. Each day has one reading: keep one of these lines." },
      ]);
      // The browser posts line ends as CRLF; the box shows the paste again as it was.
      expect(String(res.data.lines).replace(/\r\n/g, "\n")).toBe(paste);
      expect(await database.db.select().from(dailyReadings)).toEqual(before);
      expect(await database.db.select().from(auditLog)).toHaveLength(auditBefore.length);
      expect(admin.changes.length).toBe(changesBefore);
    });

    it("imports every good line in one go: adds, replaces, leaves equal ones alone, audits each change and shows them publicly", async () => {
      await pasteDaysHold({ "2026-11-22": "Luke 2:1-20", "2026-11-20": "John 1:1-14" });
      const dailyAudit = () => database.db.select().from(auditLog).where(eq(auditLog.entity, "daily-readings"));
      const earlier = new Set((await dailyAudit()).map((l) => l.id));
      const res = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "import", lines: paste } });
      expect(res).toMatchObject({ status: 302, location: "/admin/daily-readings?month=2026-11&notice=imported&added=2&replaced=1" });
      expect((await rowFor("2026-11-22"))!.scripture).toBe("Micah 6:6-8");
      expect((await rowFor("2026-11-23"))!.scripture).toBe("Psalm 121");
      expect((await rowFor("2026-11-26"))!.scripture).toBe("Psalm 100");
      expect(await rowFor("2026-11-25")).toBeUndefined();
      expect(await rowFor("2026-11-24")).toBeUndefined();
      const imported = (await dailyAudit()).filter((l) => !earlier.has(l.id));
      expect(imported.map((l) => [l.action, l.detail]).sort()).toEqual([
        ["create", "Imported 2026-11-23: Psalm 121"],
        ["create", "Imported 2026-11-26: Psalm 100"],
        ["update", "Imported 2026-11-22: Micah 6:6-8 (was Luke 2:1-20)"],
      ]);
      expect(imported.every((l) => l.userId !== null)).toBe(true);
      const page = await admin.services.readings.page();
      expect(page.next).toMatchObject({ readingDate: "2026-11-22", scripture: "Micah 6:6-8", label: "Tomorrow" });
    });

    it("an imported reading has a new version, so a form opened before the import is refused", async () => {
      const row = await reading("2026-11-27", "Psalm 121");
      const opened = (await admin.load(edit, { path: `/admin/daily-readings/edit/${row.id}`, params: { id: String(row.id) }, role: "church" })).data.item as { version: string };
      await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "import", lines: "2026-11-27 Psalm 122" } });
      const stale = await admin.act(edit, { path: `/admin/daily-readings/edit/${row.id}`, params: { id: String(row.id) }, role: "church", fields: { readingDate: "2026-11-27", scripture: "Psalm 121:1-2", version: opened.version } });
      expect(stale.status).toBe(409);
      expect((await rowFor("2026-11-27"))!.scripture).toBe("Psalm 122");
    });

    it("refuses an empty paste, a paste with no good line and one over the line limit, storing nothing", async () => {
      const before = await database.db.select().from(dailyReadings);
      const empty = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "preview", lines: " \n " } });
      expect(empty.status).toBe(400);
      expect(empty.data.fields).toEqual({ lines: "Please paste at least one line: a date, then the scripture." });
      const bad = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent: "import", lines: "tomorrow Psalm 1" } });
      expect(bad.status).toBe(400);
      expect(bad.data.error).toBe("None of the lines can be imported. Please correct the lines listed and preview again.");
      const many = Array.from({ length: 1001 }, (_, i) => `2030-01-01 Psalm ${i}`).join("\n");
      for (const intent of ["preview", "import"]) {
        const res = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "church", fields: { intent, lines: many } });
        expect(res.status).toBe(400);
        expect(res.data.fields).toEqual({ lines: "That is 1,001 lines. Please import at most 1,000 lines at a time, then paste the rest." });
      }
      expect(await database.db.select().from(dailyReadings)).toEqual(before);
    });

    it("imports a thousand lines in one transaction", async () => {
      const start = new Date("2028-01-01T00:00:00Z");
      const lines = Array.from({ length: 1000 }, (_, i) => {
        const d = new Date(start.getTime() + i * 86_400_000);
        return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}\tPsalm ${(i % 150) + 1}`;
      });
      const res = await admin.act(importPage, { path: "/admin/daily-readings/import", role: "admin", fields: { intent: "import", lines: lines.join("\n") } });
      expect(res).toMatchObject({ status: 302, location: "/admin/daily-readings?month=2028-01&notice=imported&added=1000&replaced=0" });
      const { view } = (await admin.load(list, { path: "/admin/daily-readings?month=2028-02", role: "church" })).data as unknown as ListData;
      expect(view.readings).toHaveLength(29);
      expect(view.missing).toEqual([]);
    }, 60_000);
  });
});
