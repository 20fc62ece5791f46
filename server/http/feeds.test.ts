import { Hono } from "hono";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import type { Schedule } from "../../shared/content/schedule.ts";
import { categorySchema, eventSchema, moveOccurrenceSchema } from "../../shared/schemas/admin/events.ts";
import { addDays } from "../../shared/dates.ts";
import { contentDocuments, eventCategories, eventCategoryLinks, events as eventsTable } from "../db/schema.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { fixedClock } from "../testing/clock.ts";
import { httpAppForSuite } from "../testing/http.ts";
import { PUBLIC_PAGES, createPageCache } from "./page-cache.ts";

/** `start` is the moment (ISO) of a timed date, the calendar date of an all-day one. */
type Expanded = { uid: string; start: string; status: string; summary: string };

/**
 * Every date a feed stands for from `from` to `to`, expanded by an independent parser (ical.js):
 * RRULE, EXDATE and RECURRENCE-ID overrides applied, times resolved through the feed's VTIMEZONE.
 */
function expand(text: string, from: string, to: string): Expanded[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents("vevent");
  // Each override goes to the series with its UID only (two series may share a moment).
  const overrides = vevents.filter((v) => v.hasProperty("recurrence-id"));
  const masters = vevents
    .filter((v) => !v.hasProperty("recurrence-id"))
    .map((v) => new ICAL.Event(v, { strictExceptions: true, exceptions: overrides.filter((o) => o.getFirstPropertyValue("uid") === v.getFirstPropertyValue("uid")) }));
  const found: Expanded[] = [];
  const end = Date.parse(`${to}T23:59:59Z`) + 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`) - 86_400_000;
  for (const master of masters) {
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      const at = details.startDate.toJSDate().getTime();
      if (details.recurrenceId.toJSDate().getTime() > end && at > end) break;
      if (at < start || at > end) continue;
      found.push({ uid: master.uid, start: details.startDate.isDate ? details.startDate.toString() : new Date(at).toISOString(), status: String(details.item.component.getFirstPropertyValue("status") ?? "CONFIRMED"), summary: details.item.summary });
      if (!master.isRecurring()) break;
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));
}

describe.each(testDatabaseKinds)("calendar feeds on %s", (kind) => {
  const clock = fixedClock("2027-02-20T15:00:00Z");
  const input = (values: Record<string, string>) => eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", ...values });
  let griefId = 0;

  const suite = httpAppForSuite({ clock }, kind);
  beforeAll(async () => {
    const actor = (await suite.app.services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
    const { events } = suite.app.services;
    // Third Tuesday at 1:30 PM through both daylight-saving changes of 2027.
    const grief = await events.create(
      input({ title: "Grief Support (evening)", startDate: "2027-01-19", startTime: "13:30", endTime: "15:00", repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU", ends: "on", until: "2027-12-31", "category:adults": "on" }),
      actor,
      "church",
    );
    if (!grief.ok) throw new Error(grief.error);
    griefId = grief.value.id;
    await events.changeDate({ ref: { eventId: griefId }, date: "2027-03-16", change: { kind: "cancel", note: "Spring break" }, actor, role: "church" });
    await events.changeDate({ ref: { eventId: griefId }, date: "2027-04-20", change: { kind: "move", startLocal: "2027-04-21T14:00", endLocal: "2027-04-21T15:30", note: "" }, actor, role: "church" });
    await events.changeDate({ ref: { eventId: griefId }, date: "2027-02-16", change: { kind: "remove", note: "" }, actor, role: "church" });
    const vbs = await events.create(input({ title: "Vacation Bible School", allDay: "on", startDate: "2027-03-29", endDate: "2027-04-02", "category:children": "on" }), actor, "church");
    if (!vbs.ok) throw new Error(vbs.error);
    const kids = await events.create(input({ title: "Childcare open house", startDate: "2027-03-06", startTime: "09:00", endTime: "11:00", "category:childcare": "on" }), actor, "childcare");
    if (!kids.ok) throw new Error(kids.error);
    // A weekly-schedule row's date cancelled (the row itself lives in the schedule document).
    await events.changeDate({ ref: { entry: "wednesday-night-kids" }, date: "2027-03-03", change: { kind: "cancel", note: "" }, actor, role: "church" });
    const draft = await events.create(input({ title: "Secret planning", status: "draft", startDate: "2027-03-02", startTime: "19:00", endTime: "20:00", "category:adults": "on" }), actor, "church");
    if (!draft.ok) throw new Error(draft.error);
    // Issue 33: one series ended within the last year, one long before.
    const ended: Array<Record<string, string>> = [
      { title: "Advent study", startDate: "2026-12-01", startTime: "19:00", endTime: "20:00", repeat: "weekly", "weekday:TU": "on", ends: "on", until: "2026-12-22", "category:community": "on" },
      { title: "Harvest supper", startDate: "2025-10-04", startTime: "17:00", endTime: "19:00", "category:community": "on" },
    ];
    for (const values of ended) {
      const saved = await events.create(input(values), actor, "church");
      if (!saved.ok) throw new Error(saved.error);
    }
  });

  it("shows, parsed back by ical.js, exactly the dates /events shows for the next 8 weeks", async () => {
    const res = await suite.app.get("/events.ics", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    const from = "2027-02-20";
    const to = addDays(from, 8 * 7 - 1);
    const page = (await suite.app.services.events.window({ from, to })).map((o) => `${o.allDay ? o.startLocal.slice(0, 10) : o.start} ${o.title} ${o.status === "cancelled" ? "cancelled" : "listed"}`);
    const inWindow = (start: string) => start.slice(0, 10) >= from && (start.length === 10 ? start : new Date(Date.parse(start) - 5 * 3_600_000).toISOString().slice(0, 10)) <= to;
    const feed = expand(text, from, to)
      .filter((o) => inWindow(o.start))
      .map((o) => `${o.start} ${o.summary.replace(/^Cancelled: /, "")} ${o.status === "CANCELLED" ? "cancelled" : "listed"}`);
    expect(feed.sort()).toEqual(page.sort());
    expect(page.length).toBeGreaterThan(50);
    expect(page).toContain("2027-03-16T17:30:00.000Z Grief Support (evening) cancelled");
    expect(page).toContain("2027-03-29 Vacation Bible School listed");
    // The schedule's rows are there too, entered once (Sunday Worship from the weekly schedule).
    expect(page.some((o) => o.includes(" Sunday Worship listed"))).toBe(true);
    expect(text).toMatch(/UID:schedule-sunday-worship@church\.example/);
    expect(page).toContain("2027-03-03T23:30:00.000Z Wednesday Night Kids cancelled");
    expect(text).toContain("RECURRENCE-ID;TZID=America/New_York:20270303T183000");
  });

  it("writes RRULE, EXDATE, RECURRENCE-ID overrides, STATUS:CANCELLED, VTIMEZONE, X-WR-CALNAME and a refresh hint", async () => {
    const text = await (await suite.app.get("/events.ics", {})).text();
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
    const lines = text.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "X-WR-CALNAME:Cedar Hill UMC – Calendar",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
        `UID:event-${griefId}@church.example`,
        "RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+3TU;UNTIL=20280101T045900Z",
        "EXDATE;TZID=America/New_York:20270216T133000",
        "RECURRENCE-ID;TZID=America/New_York:20270316T133000",
        "RECURRENCE-ID;TZID=America/New_York:20270420T133000",
        "STATUS:CANCELLED",
        "SUMMARY:Cancelled: Grief Support (evening)",
        // All-day events are DATE values (no time, no zone): they do not shift a day anywhere.
        "DTSTART;VALUE=DATE:20270329",
        "DTEND;VALUE=DATE:20270403",
      ]),
    );
    // Wall-clock kept across the March change: 1:30 PM EST in February, 1:30 PM EDT in May.
    const dates = expand(text, "2027-01-01", "2027-06-30").filter((o) => o.uid === `event-${griefId}@church.example`);
    expect(dates.map((o) => o.start)).toEqual(["2027-01-19T18:30:00.000Z", "2027-03-16T17:30:00.000Z", "2027-04-21T18:00:00.000Z", "2027-05-18T17:30:00.000Z", "2027-06-15T17:30:00.000Z"]);
  });

  it("holds the series with dates from a year ago on, their past dates parsed back by ical.js; an older one keeps only its own feed (issue 33)", async () => {
    for (const path of ["/events.ics", "/events/community.ics"]) {
      const text = await (await suite.app.get(path, {})).text();
      expect(expand(text, "2026-12-01", "2026-12-31").filter((o) => o.summary === "Advent study").map((o) => o.start)).toEqual([
        "2026-12-02T00:00:00.000Z",
        "2026-12-09T00:00:00.000Z",
        "2026-12-16T00:00:00.000Z",
        "2026-12-23T00:00:00.000Z",
      ]);
      expect(text).not.toContain("Harvest supper");
    }
    const own = await suite.app.get("/events/harvest-supper/event.ics", {});
    expect(own.status).toBe(200);
    expect(expand(await own.text(), "2025-10-01", "2025-10-31").map((o) => o.summary)).toEqual(["Harvest supper"]);
  });

  it("never shows drafts, and gives a draft no feed of its own", async () => {
    expect(await (await suite.app.get("/events.ics", {})).text()).not.toContain("Secret planning");
    expect((await suite.app.get("/events/secret-planning/event.ics", {})).status).toBe(404);
  });

  it("has one feed per category, and one per event with a file name", async () => {
    const children = await (await suite.app.get("/events/children.ics", {})).text();
    expect(children).toContain("X-WR-CALNAME:Cedar Hill UMC – Children");
    expect(children).toContain("SUMMARY:Vacation Bible School");
    expect(children).toContain("SUMMARY:Wednesday Night Kids");
    expect(children).not.toContain("Grief Support (evening)");
    expect(await (await suite.app.get("/events/childcare.ics", {})).text()).toContain("SUMMARY:Childcare open house");
    expect((await suite.app.get("/events/no-such-category.ics", {})).status).toBe(404);
    const single = await suite.app.get("/events/vacation-bible-school/event.ics", {});
    expect(single.headers.get("content-disposition")).toBe('attachment; filename="vacation-bible-school.ics"');
    expect(expand(await single.text(), "2027-01-01", "2027-12-31").map((o) => o.summary)).toEqual(["Vacation Bible School"]);
    expect((await suite.app.get("/events/schedule/grief-support/event.ics", {})).status).toBe(200);
  });

  it("writes descriptions as RFC 5545 plain text and never as HTML (no X-ALT-DESC)", async () => {
    // Issue 29 item 5: iCalendar's DESCRIPTION is text, not HTML; markup typed or stored as text stays text.
    const actor = (await suite.app.services.accounts.createUser({ name: "Office 4", username: "office4", password: "correct horse battery", role: "church" })).id;
    const made = await suite.app.services.events.create(
      input({ title: "Hymn <b>sing</b>", summary: "Bring <i>a</i> friend & a hymnal", description: "<p>&lt;img src=x onerror=alert(1)&gt; sing along</p>", startDate: "2027-09-10", startTime: "19:00", endTime: "20:00", "category:adults": "on" }),
      actor,
      "church",
    );
    if (!made.ok) throw new Error(made.error);
    const text = await (await suite.app.get(`/events/${made.value.slug}/event.ics`, {})).text();
    expect(text).not.toMatch(/X-ALT-DESC/);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("Hymn <b>sing</b>");
    expect(vevent.getFirstPropertyValue("description")).toBe("Bring <i>a</i> friend & a hymnal\n\n<img src=x onerror=alert(1)> sing along");
  });

  it("gives a weekly-schedule row's room with the church's name and address as its LOCATION", async () => {
    const text = await (await suite.app.get("/events/schedule/wednesday-night-kids/event.ics", {})).text();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("location")).toBe("Children's wing, Cedar Hill United Methodist Church, 215 Church Street, Cedar Hill, NC 27514");
  });

  it("keeps UIDs across regenerations and bumps SEQUENCE when an event changes", async () => {
    const before = await (await suite.app.get("/events.ics", {})).text();
    const sequence = (text: string) => Number(new RegExp(`UID:event-${griefId}@church\\.example\\r\\nSEQUENCE:(\\d+)`).exec(text)?.[1]);
    expect(await (await suite.app.get("/events.ics", {})).text()).toBe(before);
    const actor = (await suite.app.services.accounts.createUser({ name: "Office 2", username: "office2", password: "correct horse battery", role: "church" })).id;
    await suite.app.services.events.changeDate({ ref: { eventId: griefId }, date: "2027-05-18", change: { kind: "cancel", note: "" }, actor, role: "church" });
    const after = await (await suite.app.get("/events.ics", {})).text();
    expect(sequence(after)).toBe(sequence(before) + 1);
    expect(after).toContain(`UID:event-${griefId}@church.example`);
  });

  it("answers a matching If-None-Match or If-Modified-Since with 304, and a change with 200", async () => {
    const first = await suite.app.get("/events.ics", {});
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await suite.app.get("/events.ics", { "if-none-match": etag })).status).toBe(304);
    expect((await suite.app.get("/events.ics", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await suite.app.get("/events.ics", { "if-none-match": '"something-else"' })).status).toBe(200);
    clock.set("2027-02-21T15:00:00Z");
    const actor = (await suite.app.services.accounts.createUser({ name: "Office 3", username: "office3", password: "correct horse battery", role: "church" })).id;
    await suite.app.services.events.changeDate({ ref: { eventId: griefId }, date: "2027-06-15", change: { kind: "cancel", note: "" }, actor, role: "church" });
    expect((await suite.app.get("/events.ics", { "if-none-match": etag })).status).toBe(200);
    expect((await suite.app.get("/events.ics", { "if-modified-since": lastModified })).status).toBe(200);
  });
});

describe.each(testDatabaseKinds)("every feed stays valid whatever staff type, on %s (issue 29)", (kind) => {
  const clock = fixedClock("2026-11-21T15:00:00Z");
  const suite = httpAppForSuite({ clock }, kind);
  const input = (values: Record<string, string>) => eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", "category:music-choir-and-bells": "on", ...values });
  const hostile = {
    title: "Men's Breakfast; Bible study, \r\nBEGIN:VEVENT\r\nX-EVIL:1 ".padEnd(118, "é"),
    locationChoice: "other",
    location: "Fellowship Hall; Room 3\r\nEND:VCALENDAR, \\ back door, 12 Lake Rd, Ripley, WV 25271",
    summary: "Line one\r\nLine two; a, b \\ c",
    description: `${"<p>Bring a dish; a chair, and a friend. Ünïcödé ✝ \\ end of line</p>".repeat(600)}<p>THE END ; , \\</p>`,
  };
  let feeds: string[] = [];

  beforeAll(async () => {
    const { services } = suite.app;
    const actor = (await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
    const category = await services.events.addCategory(categorySchema.parse({ name: "Music; Choir, & Bells\r\n" }), actor, "church");
    if (!category.ok) throw new Error(category.error);
    const created = [
      input({ ...hostile, startDate: "2026-11-23", startTime: "07:00", endTime: "08:30", repeat: "weekly", ...Object.fromEntries(["MO", "TU", "WE", "TH", "FR", "SA", "SU"].map((d) => [`weekday:${d}`, "on"])), ends: "on", until: "2031-11-23" }),
      input({ title: "Counted", startDate: "2026-12-01", startTime: "18:00", endTime: "19:00", repeat: "monthly", ends: "after", count: "60" }),
      input({ title: "Last days of the calendar", startDate: "9995-06-01", startTime: "23:00", endTime: "23:30", repeat: "weekly", ends: "on", until: "9999-12-31" }),
      input({ title: "Christmas Eve every year", allDay: "on", startDate: "2026-12-24", repeat: "yearly", ends: "on", until: "2031-12-24" }),
    ];
    const ids: number[] = [];
    for (const values of created) {
      const saved = await services.events.create(values, actor, "church");
      if (!saved.ok) throw new Error(`${values.title}: ${saved.error} ${JSON.stringify(saved.fields)}`);
      ids.push(saved.value.id);
    }
    const move = moveOccurrenceSchema.parse({ startDate: "2026-12-02", startTime: "07:30", endTime: "09:00", note: "Moved; kitchen, \r\nEND:VEVENT" });
    const moved = await services.events.changeDate({ ref: { eventId: ids[0]! }, date: "2026-12-01", change: { kind: "move", ...move }, actor, role: "church" });
    if (!moved.ok) throw new Error(moved.error);
    // Rows saved before the fix: an event every day until 31 December 9999, a schedule row ending then too.
    const [forever] = await suite.database.db
      .insert(eventsTable)
      .values({ slug: "every-day-forever", title: "Every day forever", startLocal: "2026-01-05T09:00", endLocal: "2026-01-05T10:00", timeZone: "America/New_York", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=99991231T235900Z", firstDate: "2026-01-05", lastDate: "9999-12-31", status: "published" })
      .returning({ id: eventsTable.id });
    const [music] = await suite.database.db.select().from(eventCategories).where(eq(eventCategories.slug, "music-choir-and-bells"));
    await suite.database.db.insert(eventCategoryLinks).values({ eventId: forever!.id, categoryId: music!.id });
    await services.events.changeDate({ ref: { eventId: forever!.id }, date: "9999-12-30", change: { kind: "cancel", note: "" }, actor, role: "church" });
    const schedule = (await services.content.get("schedule"))!.published as Schedule;
    const entries = schedule.entries.map((e) => (e.id === "grief-support" ? { ...e, endsOn: "9999-12-31", place: "Parlour; upstairs, left \\", categories: ["adults", "music-choir-and-bells"] } : e));
    await suite.database.db.update(contentDocuments).set({ published: { entries } }).where(eq(contentDocuments.key, "schedule"));
    services.content.invalidate();
    const slugs = (await suite.database.db.select({ slug: eventsTable.slug }).from(eventsTable)).map((r) => r.slug);
    feeds = [
      "/events.ics",
      ...(await services.events.categories()).map((c) => `/events/${c.slug}.ics`),
      ...slugs.map((slug) => `/events/${slug}/event.ics`),
      ...entries.filter((e) => !e.hideFromCalendar).map((e) => `/events/schedule/${e.id}/event.ics`),
    ];
  });

  it("answers every feed with a calendar ical.js reads, UNTIL always YYYYMMDDTHHMMSSZ (or a DATE)", async () => {
    expect(feeds.length).toBeGreaterThan(15);
    for (const feed of feeds) {
      const res = await suite.app.get(feed, {});
      expect(res.status, feed).toBe(200);
      const text = await res.text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      const unfolded = text.replace(/\r\n[ \t]/g, "");
      for (const vevent of calendar.getAllSubcomponents("vevent")) {
        const rule = vevent.getFirstProperty("rrule");
        if (!rule) continue;
        const until = /UNTIL=([^;\r\n]*)/.exec(unfolded.slice(unfolded.indexOf(`UID:${vevent.getFirstPropertyValue("uid")}`)))?.[1];
        if (until) expect(until, feed).toMatch(/^\d{8}(T\d{6}Z)?$/);
        const event = new ICAL.Event(vevent);
        expect(event.iterator().next(), `${feed} ${event.summary}`).toBeTruthy();
      }
    }
  });

  it("reads back each hostile title, place, summary and long description exactly, with no forged line", async () => {
    const text = await (await suite.app.get("/events.ics", {})).text();
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(vevents.some((v) => v.getFirstPropertyValue("x-evil"))).toBe(false);
    const [row] = await suite.database.db.select().from(eventsTable).where(like(eventsTable.slug, "men-s-breakfast%"));
    expect(row, "the hostile event was saved with its title made one line").toBeTruthy();
    const mine = vevents.filter((v) => v.getFirstPropertyValue("uid") === `event-${row!.id}@church.example`);
    expect(mine.map((v) => v.getFirstPropertyValue("summary"))).toEqual([row!.title, row!.title]);
    expect(mine[0]!.getFirstPropertyValue("location")).toBe(row!.location);
    expect(String(mine[0]!.getFirstPropertyValue("description"))).toMatch(/^Line one Line two; a, b \\ c\n\nBring a dish; a chair/);
    expect(String(mine[0]!.getFirstPropertyValue("description"))).toMatch(/THE END ; , \\$/);
    expect(String(mine[1]!.getFirstPropertyValue("description"))).toMatch(/^Moved; kitchen, {2}END:VEVENT\n\n/);
    expect(mine[0]!.getFirstProperty("categories")!.getValues()).toEqual(["Music; Choir, & Bells"]);
    const grief = vevents.find((v) => v.getFirstPropertyValue("uid") === "schedule-grief-support@church.example")!;
    // A schedule row's room is placed at the church: the room, then the church's name and address.
    expect(String(grief.getFirstPropertyValue("location"))).toMatch(/^Parlour; upstairs, left \\, Cedar Hill United Methodist Church, /);
  });
});

describe.each(testDatabaseKinds)("the feeds of a fresh site on %s (issue 29)", (kind) => {
  const suite = httpAppForSuite({ clock: fixedClock("2026-11-21T15:00:00Z") }, kind);

  it("say they last changed when the site was seeded, not on 1 January 1970", async () => {
    for (const feed of ["/events/schedule/sunday-worship/event.ics", "/events.ics", "/events/worship.ics"]) {
      const res = await suite.app.get(feed, {});
      expect(res.status, feed).toBe(200);
      expect(res.headers.get("last-modified"), feed).toBe("Sat, 21 Nov 2026 15:00:00 GMT");
    }
  });
});

describe("the page cache keeps feeds like pages", () => {
  it("stores a calendar response, answers If-Modified-Since from it, and drops it on clear()", async () => {
    let renders = 0;
    const cache = createPageCache({ rules: PUBLIC_PAGES });
    const http = new Hono();
    http.use("*", cache.middleware);
    http.get("/events.ics", () => {
      renders++;
      return new Response("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", { headers: { "content-type": "text/calendar; charset=utf-8", "last-modified": "Sat, 20 Feb 2027 15:00:00 GMT" } });
    });
    expect((await http.request("/events.ics")).status).toBe(200);
    expect((await http.request("/events.ics", { headers: { "if-modified-since": "Sat, 20 Feb 2027 15:00:00 GMT" } })).status).toBe(304);
    expect((await http.request("/events.ics", { headers: { "if-modified-since": "Fri, 19 Feb 2027 15:00:00 GMT" } })).status).toBe(200);
    expect(renders).toBe(1);
    cache.clear();
    await http.request("/events.ics");
    expect(renders).toBe(2);
  });
});
