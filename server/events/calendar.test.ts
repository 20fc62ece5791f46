import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { eventSchema, moveOccurrenceSchema } from "../../shared/schemas/admin/events.ts";
import { versionOf } from "../admin/editing.ts";
import { addDays } from "../../shared/dates.ts";
import { eventExceptions, events as eventsTable } from "../db/schema.ts";
import { applyMigrations, readMigrations } from "../db/migrations.ts";
import { type TestDatabase, bareDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { fixedClock } from "../testing/clock.ts";
import { testServices } from "../testing/services.ts";
import { createSeriesReader } from "./series.ts";

/**
 * Issue 33: at ten years the calendar holds hundreds of ended events. Each event row keeps the first
 * and last day it gives a date on (moved dates included), every write keeps them true, and the
 * calendar's windows, the archive and the feeds read only the rows those bounds let in.
 */
describe.each(testDatabaseKinds)("the calendar's date bounds on %s (issue 33)", (kind) => {
  // The harness's today: Saturday 21 November 2026.
  const clock = fixedClock("2026-11-21T15:00:00Z");
  const input = (values: Record<string, string>) => eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", "category:adults": "on", startTime: "18:00", endTime: "19:00", ...values });
  let database: TestDatabase;
  let services: ReturnType<typeof testServices>;
  let actor = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { clock });
    actor = (await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
  });
  afterAll(() => database.drop());

  const bounds = async (id: number) => {
    const [row] = await database.db.select({ firstDate: eventsTable.firstDate, lastDate: eventsTable.lastDate }).from(eventsTable).where(eq(eventsTable.id, id));
    return row;
  };
  async function created(values: Record<string, string>) {
    const saved = await services.events.create(input(values), actor, "church");
    if (!saved.ok) throw new Error(`${values.title}: ${saved.error} ${JSON.stringify(saved.fields)}`);
    return saved.value.id;
  }
  async function version(id: number) {
    const [row] = await database.db.select({ updatedAt: eventsTable.updatedAt }).from(eventsTable).where(eq(eventsTable.id, id));
    return versionOf(row!.updatedAt);
  }
  const reader = () => createSeriesReader({ db: database.db, clock, timeZone: "America/New_York", publicUrl: "https://church.example", snapshot: () => services.content.snapshot() });

  it("keeps the first and last day of an event's dates through creating, editing, moving a date and 'this and following'", async () => {
    const once = await created({ title: "Bounds: once", startDate: "2027-03-06" });
    expect(await bounds(once)).toEqual({ firstDate: "2027-03-06", lastDate: "2027-03-06" });
    const endless = await created({ title: "Bounds: endless", startDate: "2026-12-01", repeat: "weekly", "weekday:TU": "on" });
    expect(await bounds(endless)).toEqual({ firstDate: "2026-12-01", lastDate: null });
    // Until Thursday 31 December: its last Tuesday is the 29th. Five first Saturdays from January: June.
    const weekly = await created({ title: "Bounds: weekly", startDate: "2026-12-01", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2026-12-31" });
    expect(await bounds(weekly)).toEqual({ firstDate: "2026-12-01", lastDate: "2026-12-29" });
    const counted = await created({ title: "Bounds: counted", startDate: "2027-01-02", repeat: "monthly", monthlyBy: "weekday", monthWeek: "1", monthWeekday: "SA", ends: "after", count: "5" });
    expect(await bounds(counted)).toEqual({ firstDate: "2027-01-02", lastDate: "2027-05-01" });

    // Its last date moved past the end, then its first moved before the start; restoring gives the rule's bounds back.
    const move = (date: string, to: string) => services.events.changeDate({ ref: { eventId: weekly }, date, change: { kind: "move", ...moveOccurrenceSchema.parse({ startDate: to, startTime: "18:00", endTime: "19:00", note: "" }) }, actor, role: "church" });
    expect((await move("2026-12-29", "2027-01-05")).ok).toBe(true);
    expect((await move("2026-12-01", "2026-11-28")).ok).toBe(true);
    expect(await bounds(weekly)).toEqual({ firstDate: "2026-11-28", lastDate: "2027-01-05" });
    for (const date of ["2026-12-29", "2026-12-01"]) expect((await services.events.changeDate({ ref: { eventId: weekly }, date, change: { kind: "restore" }, actor, role: "church" })).ok).toBe(true);
    expect(await bounds(weekly)).toEqual({ firstDate: "2026-12-01", lastDate: "2026-12-29" });

    // A new end, then "this and following" from 15 December: the first part ends on the 8th, the new one runs on.
    const longer = await services.events.update({ id: weekly, input: input({ title: "Bounds: weekly", startDate: "2026-12-01", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2027-02-28" }), version: await version(weekly), actor, role: "church" });
    expect(longer.ok).toBe(true);
    expect(await bounds(weekly)).toEqual({ firstDate: "2026-12-01", lastDate: "2027-02-23" });
    const split = await services.events.update({
      id: weekly,
      input: input({ title: "Bounds: weekly, later", startDate: "2026-12-15", startTime: "19:00", endTime: "20:00", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2027-02-28", splitFrom: "2026-12-15" }),
      version: await version(weekly),
      actor,
      role: "church",
    });
    if (!split.ok) throw new Error(split.error);
    expect(await bounds(weekly)).toEqual({ firstDate: "2026-12-01", lastDate: "2026-12-08" });
    expect(await bounds(split.value.id)).toEqual({ firstDate: "2026-12-15", lastDate: "2027-02-23" });
  });

  it("reads for a window only the published events that can have dates in it, a moved date counting", async () => {
    const ended = await created({ title: "Window: ended last year", startDate: "2025-01-07", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2025-12-31" });
    const later = await created({ title: "Window: next spring", startDate: "2027-04-10" });
    const running = await created({ title: "Window: running", startDate: "2025-06-03", repeat: "weekly", "weekday:WE": "on" });
    // Its rule ends on 1 December, but its last date was moved into the window.
    const moved = await created({ title: "Window: moved late", startDate: "2026-11-03", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2026-12-01" });
    const move = moveOccurrenceSchema.parse({ startDate: "2026-12-10", startTime: "18:00", endTime: "19:00", note: "After the concert" });
    expect((await services.events.changeDate({ ref: { eventId: moved }, date: "2026-12-01", change: { kind: "move", ...move }, actor, role: "church" })).ok).toBe(true);

    const read = (await reader().publishedEvents({ from: "2026-12-05", to: "2026-12-31" })).map((s) => s.eventId);
    expect(read).toContain(running);
    expect(read).toContain(moved);
    expect(read).not.toContain(ended);
    expect(read).not.toContain(later);
    const window = await services.events.window({ from: "2026-12-05", to: "2026-12-31" });
    expect(window.filter((o) => o.seriesKey === `event:${moved}`).map((o) => [o.startLocal, o.status])).toEqual([["2026-12-10T18:00", "moved"]]);
    // The home page's next dates and a ministry page's read no ended event either.
    expect((await reader().publishedEvents({ from: "2026-11-21" })).map((s) => s.eventId)).not.toContain(ended);
    expect((await services.events.comingUp(50)).map((o) => o.seriesKey)).not.toContain(`event:${ended}`);
  });

  it("keeps in the calendar feed the series with dates from a year ago on, and leaves out those that ended before", async () => {
    const longAgo = await created({ title: "Feed: two years ago", startDate: "2024-10-01", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2024-11-30" });
    const lastSummer = await created({ title: "Feed: last summer", startDate: "2026-06-02", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2026-08-31" });
    const keys = (await services.events.feedSeries()).map((s) => s.key);
    expect(keys).toContain(`event:${lastSummer}`);
    expect(keys).not.toContain(`event:${longAgo}`);
    expect(keys).toContain("schedule:grief-support");
    const adults = (await services.events.categories()).find((c) => c.slug === "adults")!;
    expect((await services.events.feedSeries(adults.id)).map((s) => s.key)).toEqual(expect.arrayContaining([`event:${lastSummer}`]));
  });

  it("gives a search page's events their next dates in one read: none for an ended event, a draft or an unknown address", async () => {
    const weekly = await created({ title: "Next dates: Tuesday choir", startDate: "2026-10-06", repeat: "weekly", "weekday:TU": "on" });
    const ended = await created({ title: "Next dates: last spring's picnic", startDate: "2026-05-16" });
    const draft = (await services.events.create(input({ title: "Next dates: a draft", startDate: "2027-01-09", status: "draft" }), actor, "church")) as { ok: true; value: { id: number } };
    const slugOf = async (id: number) => (await database.db.select({ slug: eventsTable.slug }).from(eventsTable).where(eq(eventsTable.id, id)))[0]!.slug;
    const [weeklySlug, endedSlug, draftSlug] = await Promise.all([slugOf(weekly), slugOf(ended), slugOf(draft.value.id)]);
    // Saturday 21 November 2026: the choir's next Tuesday is the 24th.
    expect(await services.events.nextDatesOf([weeklySlug, endedSlug, draftSlug, "no-such-event"])).toEqual({ [weeklySlug]: "2026-11-24" });
    expect(await services.events.nextDatesOf([])).toEqual({});
  });

  it("lists ended events a year at a time, the latest year first, most recent first within it", async () => {
    await created({ title: "Archive: 2023 picnic", startDate: "2023-06-10" });
    await created({ title: "Archive: 2023 study", startDate: "2023-09-05", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2023-10-31" });
    await created({ title: "Archive: spring concert", startDate: "2026-04-12" });
    await created({ title: "Archive: today", startDate: "2026-11-21" });
    await created({ title: "Archive: coming", startDate: "2027-06-10" });
    const archive = await services.events.archive();
    expect(archive?.years[0]).toBe("2026");
    expect(archive?.years).toEqual(expect.arrayContaining(["2023"]));
    expect(archive?.years).not.toContain("2027");
    expect(archive?.year).toBe("2026");
    const titles = archive?.past.map((p) => p.title);
    expect(titles).toContain("Archive: spring concert");
    expect(titles).not.toContain("Archive: today");
    expect(titles).not.toContain("Archive: 2023 picnic");
    const of2023 = await services.events.archive("2023");
    expect(of2023?.past.map((p) => [p.title, p.last])).toEqual([
      ["Archive: 2023 study", "2023-10-31T18:00"],
      ["Archive: 2023 picnic", "2023-06-10T18:00"],
    ]);
    expect(await services.events.archive("1999")).toBeNull();
  });

  it("works out the schedule's next dates and cancelled-soon counts from the changed dates that can touch them: one moved from the past to ahead still counts", async () => {
    const entry = (await services.content.snapshot()).schedule.entries.find((e) => !e.hideFromCalendar && e.week === "every");
    if (!entry) throw new Error("the seeded schedule has a weekly row in the calendar");
    const first = (await services.events.nextOfSchedule([entry]))[entry.id]!;
    const next = first.originalDate;
    const time = first.startLocal.slice(11);
    const changes = [
      // Years of past changes, none of which can touch a date ahead.
      ...Array.from({ length: 30 }, (_, i) => ({ originalDate: addDays(next, -7 * (i + 3)), kind: i % 2 ? ("cancelled" as const) : ("removed" as const), startLocal: null, endLocal: null })),
      { originalDate: next, kind: "removed" as const, startLocal: null, endLocal: null },
      // Planned a fortnight ago, held two days after the removed date.
      { originalDate: addDays(next, -14), kind: "moved" as const, startLocal: `${addDays(next, 2)}T${time}`, endLocal: null },
      { originalDate: addDays(next, 7), kind: "cancelled" as const, startLocal: null, endLocal: null },
    ];
    await database.db.insert(eventExceptions).values(changes.map((c) => ({ ...c, scheduleEntry: entry.id, note: "" })));
    onTestFinished(async () => {
      await database.db.delete(eventExceptions).where(eq(eventExceptions.scheduleEntry, entry.id));
    });
    expect((await services.events.nextOfSchedule([entry]))[entry.id]).toMatchObject({ status: "moved", originalDate: addDays(next, -14), startLocal: `${addDays(next, 2)}T${time}` });
    const row = (await services.events.adminScheduleRows("church")).find((r) => r.entry === entry.id);
    expect(row).toMatchObject({ title: entry.name, cancelledSoon: 1 });
  });
});

describe.each(testDatabaseKinds)("the migration that adds the date bounds, on %s (issue 33)", (kind) => {
  it("fills them for the events already saved: bounds no date of theirs falls outside", { timeout: 60_000 }, async () => {
    const database = await bareDatabase(kind);
    onTestFinished(() => database.drop());
    const migrations = readMigrations();
    await applyMigrations(database.db, migrations, { upTo: "0017_site_search" });
    const saved = [
      ["once", "2024-05-04T10:00", null],
      ["until", "2024-01-02T18:00", "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20240625T235900Z"],
      ["seeded-until", "2025-01-08T19:00", "FREQ=WEEKLY;BYDAY=WE;UNTIL=20251231T235959"],
      ["weekly-count", "2024-03-05T18:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=4"],
      ["monthly-count", "2024-03-02T09:00", "FREQ=MONTHLY;INTERVAL=1;BYDAY=+1SA;COUNT=3"],
      ["endless", "2023-09-03T10:00", "FREQ=WEEKLY;INTERVAL=1;BYDAY=SU"],
    ] as const;
    for (const [slug, start, rule] of saved) {
      await database.db.execute(sql`insert into events (slug, title, start_local, end_local, time_zone, rrule, status) values (${slug}, ${slug}, ${start}, ${start}, 'America/New_York', ${rule}, 'published')`);
    }
    // Moved dates: "until"'s last date a week later, "endless"'s first a day earlier.
    await database.db.execute(sql`insert into event_exceptions (event_id, original_date, kind, start_local, end_local) select id, '2024-06-25', 'moved', '2024-07-02T18:00', '2024-07-02T19:00' from events where slug = 'until'`);
    await database.db.execute(sql`insert into event_exceptions (event_id, original_date, kind, start_local, end_local) select id, '2023-09-03', 'moved', '2023-09-02T10:00', '2023-09-02T11:00' from events where slug = 'endless'`);
    await applyMigrations(database.db, migrations);
    const rows = await database.db.select({ slug: eventsTable.slug, firstDate: eventsTable.firstDate, lastDate: eventsTable.lastDate }).from(eventsTable).orderBy(asc(eventsTable.id));
    expect(rows).toEqual([
      { slug: "once", firstDate: "2024-05-04", lastDate: "2024-05-04" },
      { slug: "until", firstDate: "2024-01-02", lastDate: "2024-07-02" },
      { slug: "seeded-until", firstDate: "2025-01-08", lastDate: "2025-12-31" },
      // Four dates a fortnight apart end on 16 April; the bound is four fortnights on.
      { slug: "weekly-count", firstDate: "2024-03-05", lastDate: "2024-04-30" },
      // Left open until it is next saved.
      { slug: "monthly-count", firstDate: "2024-03-02", lastDate: null },
      { slug: "endless", firstDate: "2023-09-02", lastDate: null },
    ]);
  });
});
