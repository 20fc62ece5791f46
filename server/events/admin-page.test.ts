/**
 * Issue 33: the staff list of events in pages of 50, found by the filter box as site search finds
 * (drafts and past events too), filtered by dates ahead, drafts or a category, sorted by next date,
 * title or last change, and kept to the calendars a role may change, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListPlace } from "../../shared/admin-list.ts";
import { addDays } from "../../shared/dates.ts";
import { type EventSort, eventSchema } from "../../shared/schemas/admin/events.ts";
import type { Role } from "../../shared/roles.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { fixedClock } from "../testing/clock.ts";
import { testServices } from "../testing/services.ts";

describe.each(testDatabaseKinds)("the events staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  const place = (changes: Partial<ListPlace<EventSort, string>> = {}): ListPlace<EventSort, string> => ({ q: "", sort: "next", filter: null, page: 1, ...changes });
  const page = (changes: Partial<ListPlace<EventSort, string>> = {}, role: Role = "siteadmin") => services.events.adminPage(place(changes), role);
  const titles = async (changes: Partial<ListPlace<EventSort, string>> = {}, role: Role = "siteadmin") => (await page(changes, role)).items.map((e) => e.title);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Saturday 21 November 2026, 10 AM in the church's time zone.
    const clock = fixedClock("2026-11-21T14:00:00Z");
    services = testServices(database, { clock });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office33e", password: "correct horse battery", role: "siteadmin" })).id;
    const event = async (values: Record<string, string>, role: Role = "siteadmin") => {
      const made = await services.events.create(eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", startTime: "19:00", endTime: "20:30", ...values }), actor, role);
      if (!made.ok) throw new Error(made.error);
      return made.value.id;
    };
    const choir: number[] = [];
    for (let i = 1; i <= 52; i++) {
      choir[i] = await event({ title: `Choir rehearsal ${String(i).padStart(2, "0")}`, startDate: addDays("2026-11-30", i), "category:adults": "on" });
    }
    await event({ title: "Hymn sing in the park", startDate: "2026-03-14", summary: "Old favourites under the oaks", "category:community": "on" });
    await event({ title: "Advent wreath making", startDate: "2026-12-05", status: "draft", "category:children": "on" });
    await event({ title: "Summer Bible study", startDate: "2026-06-02", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2026-08-25", "category:adults": "on" });
    await event({ title: "Childcare open house", startDate: "2026-12-03", "category:childcare": "on" }, "childcare");
    const midweek = await event({ title: "Midweek prayer", startDate: "2026-01-07", startTime: "10:00", endTime: "11:00", repeat: "weekly", "weekday:WE": "on", "category:worship": "on" });
    const harvest = await event({ title: "Harvest supper", startDate: "2026-12-12", startTime: "18:00", "category:community": "on" });
    // The dates changed later in the morning, a minute apart, the moved supper last.
    for (const [at, eventId, date, change] of [
      ["2026-11-21T14:30:00Z", choir[1]!, "2026-12-01", { kind: "cancel", note: "Flu" }],
      ["2026-11-21T15:00:00Z", midweek, "2026-11-25", { kind: "remove" }],
      ["2026-11-21T15:01:00Z", midweek, "2026-12-09", { kind: "cancel", note: "Snow" }],
      ["2026-11-21T15:02:00Z", harvest, "2026-12-12", { kind: "move", startLocal: "2026-11-28T18:00", endLocal: "2026-11-28T20:00" }],
    ] as const) {
      clock.set(at);
      const changed = await services.events.changeDate({ ref: { eventId }, date, change: change as Parameters<Services["events"]["changeDate"]>[0]["change"], actor, role: "siteadmin" });
      if (!changed.ok) throw new Error(changed.error);
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page, and the rest on the next", async () => {
    const first = await page();
    expect([first.total, first.pages, first.items.length]).toEqual([58, 2, 50]);
    expect((await page({ page: 2 })).items).toHaveLength(8);
    // Past the end (one read for the page and its count finds no row there): the last page, counted.
    const beyond = await page({ page: 40 });
    expect([beyond.page, beyond.pages, beyond.total, beyond.items.length]).toEqual([2, 2, 58, 8]);
    expect(await page({ q: "nothing matches this", page: 3 })).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("puts the soonest next date first (a removed date skipped, a moved one where it went), then the events with no date ahead, the latest ended first", async () => {
    const first = (await page()).items.slice(0, 3);
    expect(first.map((e) => [e.title, e.next])).toEqual([
      ["Harvest supper", "2026-11-28T18:00"],
      ["Choir rehearsal 01", "2026-12-01T19:00"],
      ["Midweek prayer", "2026-12-02T10:00"],
    ]);
    expect(first[1]).toMatchObject({ status: "published", words: "Once, on December 1, 2026 at 7:00 PM", categories: ["Adults"], cancelledSoon: 1 });
    expect(first[2]).toMatchObject({ words: expect.stringContaining("Every Wednesday"), categories: ["Worship"], cancelledSoon: 1 });
    expect(first[0]).toMatchObject({ cancelledSoon: 0 });
    expect((await page({ page: 2 })).items.slice(-2).map((e) => [e.title, e.next])).toEqual([
      ["Summer Bible study", null],
      ["Hymn sing in the park", null],
    ]);
  });

  it("sorts by title and by the latest change", async () => {
    expect((await titles({ sort: "title" })).slice(0, 3)).toEqual(["Advent wreath making", "Childcare open house", "Choir rehearsal 01"]);
    expect((await titles({ sort: "changed" })).slice(0, 3)).toEqual(["Harvest supper", "Midweek prayer", "Choir rehearsal 01"]);
  });

  it("filters by dates ahead, none ahead, drafts and a category", async () => {
    expect((await page({ filter: "upcoming" })).total).toBe(56);
    expect(await titles({ filter: "past" })).toEqual(["Summer Bible study", "Hymn sing in the park"]);
    expect((await page({ filter: "drafts" })).items.map((e) => [e.title, e.status])).toEqual([["Advent wreath making", "draft"]]);
    expect(await titles({ filter: "category-worship" })).toEqual(["Midweek prayer"]);
    expect((await page({ filter: "category-adults", page: 2 })).items.map((e) => e.title)).toEqual(["Choir rehearsal 51", "Choir rehearsal 52", "Summer Bible study"]);
  });

  it("finds by stemmed words as site search does, past events and drafts too, and never fails on odd input", async () => {
    expect(await titles({ q: "hymns singing" })).toEqual(["Hymn sing in the park"]);
    expect(await titles({ q: "oaks" })).toEqual(["Hymn sing in the park"]);
    expect(await titles({ q: "wreaths" })).toEqual(["Advent wreath making"]);
    expect(await titles({ q: "choir", filter: "upcoming", sort: "title", page: 2 })).toEqual(["Choir rehearsal 51", "Choir rehearsal 52"]);
    for (const q of ["& | ! :*", "x".repeat(1000), "'; drop table events; --", "\"unclosed"]) expect((await page({ q })).total).toBe(0);
  });

  it("keeps each role to the calendars it may change", async () => {
    expect(await titles({}, "childcare")).toEqual(["Childcare open house"]);
    const church = await page({}, "church");
    expect(church.total).toBe(57);
    expect(church.items.map((e) => e.title)).not.toContain("Childcare open house");
    expect((await services.events.adminFilters("childcare")).map((f) => f.value)).toEqual(["category-childcare"]);
    expect((await page({ filter: "category-childcare" }, "church")).total).toBe(0);
  });
});
