import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, eventCategories, eventExceptions, events } from "../../../../server/db/schema.ts";
import { chunked, diskRoot, png } from "../../../../server/testing/files.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as categoriesPage from "./categories.tsx";
import * as datesPage from "./dates.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";
import * as move from "./move.tsx";

/** Grief Support on the third Tuesday at 1:30 PM, as the church office enters it (the harness's today is 21 November 2026). */
const grief = {
  title: "Grief Support",
  summary: "A quiet, confidential group.",
  description: "<p>Coffee <strong>and</strong> tea.</p><script>alert(1)</script>",
  startDate: "2026-12-15",
  startTime: "13:30",
  endTime: "15:00",
  timeZone: "America/New_York",
  repeat: "monthly",
  monthlyBy: "weekday",
  monthWeek: "3",
  monthWeekday: "TU",
  ends: "on",
  until: "2027-06-30",
  "category:adults": "on",
  status: "published",
  confirmed: "yes", // "Save anyway": the seeded schedule has Grief Support then too (similar-meetings.test.ts)
};

describe.each(testDatabaseKinds)("events admin on %s", (kind: TestDatabaseKind) => {
  // Each test on a database of its own: no test reads what another made.
  const site = adminTestSite(kind, { databasePerTest: true });

  const row = async (title: string) => (await site.database.db.select().from(events).where(eq(events.title, title)))[0]!;
  /** Enters an event as the church office does (Grief Support unless `changes` say otherwise) and returns its row. */
  async function entered(changes: Record<string, string> = {}) {
    const fields = { ...grief, ...changes };
    const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields });
    expect(res.status, JSON.stringify(res.data)).toBe(302);
    return row(fields.title);
  }

  it("previews the rule in words and the next five dates without saving anything", async () => {
    const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, intent: "preview" } });
    expect(res.status).toBe(200);
    expect(res.data.preview).toEqual({
      words: "Every third Tuesday at 1:30 PM until June 2027",
      notes: [],
      dates: ["Tue, Dec 15, 2026, 1:30 PM", "Tue, Jan 19, 2027, 1:30 PM", "Tue, Feb 16, 2027, 1:30 PM", "Tue, Mar 16, 2027, 1:30 PM", "Tue, Apr 20, 2027, 1:30 PM"],
    });
    expect((res.data as { values: Record<string, string> }).values.title).toBe("Grief Support");
    expect(await site.database.db.select().from(events)).toHaveLength(0);
  });

  it("creates an event, sanitises its description, audits it, and the public calendar shows it at once", async () => {
    const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: grief });
    expect(res.status).toBe(302);
    const saved = await row("Grief Support");
    expect(res.location).toBe(`/admin/events/${saved.id}/dates?notice=created`);
    expect(saved).toMatchObject({ slug: "grief-support", startLocal: "2026-12-15T13:30", endLocal: "2026-12-15T15:00", rrule: "FREQ=MONTHLY;INTERVAL=1;BYDAY=+3TU;UNTIL=20270630T235900Z" });
    expect(saved.description).toBe("<p>Coffee <strong>and</strong> tea.</p>");
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(saved.id)));
    expect(line).toMatchObject({ action: "create", entity: "events", userId: (await site.admin.user("church")).id });
    const window = await site.admin.services.events.window({ from: "2026-12-01", to: "2027-01-31" });
    expect(window.filter((o) => o.title === "Grief Support" && o.seriesKey.startsWith("event:")).map((o) => o.startLocal)).toEqual(["2026-12-15T13:30", "2027-01-19T13:30"]);
    expect(site.admin.changes).toContain("content_changed");
  });

  it("refuses bad input with a message per field and saves nothing", async () => {
    const before = (await site.database.db.select().from(events)).length;
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ endTime: "13:00" }, "endTime", /end must be after the start/],
      [{ ends: "after", count: "501" }, "count", /at most 500 dates/],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", /time zone/],
      [{ link: "javascript:alert(1)" }, "link", /https:\/\//],
      [{ "category:adults": "" }, "categories", /at least one category/],
      [{ repeat: "weekly", "weekday:MO": "on", ends: "on", until: "2026-12-20", startDate: "2026-12-15" }, "repeat", /gives no dates/],
      [{ image: "not-a-token-we-issued" }, "image", /expired|choose the file again/i],
      // Issue 29: a series runs at most 5 years (to 15 December 2031 here), whichever way it ends.
      [{ until: "2031-12-16" }, "until", /at most 5 years.*December 15, 2031/],
      [{ repeat: "weekly", ...Object.fromEntries(["MO", "TU", "WE", "TH", "FR", "SA", "SU"].map((d) => [`weekday:${d}`, "on"])), until: "9999-12-31" }, "until", /at most 5 years/],
      [{ repeat: "yearly", ends: "after", count: "7" }, "count", /7 dates run to December 15, 2032.*at most 5 years/],
    ];
    for (const [change, field, message] of cases) {
      const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, title: "Refused", ...change } });
      expect(res.status, field).toBe(400);
      expect(res.data.fields?.[field], field).toMatch(message);
    }
    expect(await site.database.db.select().from(events)).toHaveLength(before);
  });

  it("accepts a series that ends exactly 5 years after its first date, by a last date or by a count", async () => {
    expect((await entered({ title: "Five years", until: "2031-12-15" })).rrule).toMatch(/UNTIL=20311215T235900Z/);
    expect((await entered({ title: "Six times", repeat: "yearly", ends: "after", count: "6" })).rrule).toMatch(/COUNT=6/);
  });

  it("refuses a series longer than 5 years in the preview and in \"this and following\" too", async () => {
    const preview = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, until: "2040-01-01", intent: "preview" } });
    expect(preview.status).toBe(400);
    expect(preview.data.fields?.until).toMatch(/at most 5 years/);
    const { id } = await entered();
    const opened = (await site.admin.load(edit, { path: `/admin/events/edit/${id}?from=2027-03-16`, params: { id: String(id) }, role: "church" })).data as { item: { version: string } };
    const split = await site.admin.act(edit, {
      path: `/admin/events/edit/${id}`,
      params: { id: String(id) },
      role: "church",
      fields: { ...grief, startDate: "2027-03-16", splitFrom: "2027-03-16", until: "2033-01-01", version: opened.item.version },
    });
    expect(split.status).toBe(400);
    expect(split.data.fields?.until).toMatch(/at most 5 years.*March 16, 2032/);
    expect(await site.database.db.select().from(events)).toHaveLength(1);
  });

  it("refuses a file that is not a picture at upload, and keeps no file when the save is refused", async () => {
    const userId = (await site.admin.user("church")).id;
    const notPicture = await site.admin.services.uploads.stage({ kind: "image", body: chunked(Buffer.from("%PDF-1.4 not a picture")), originalName: "flyer.jpg", userId });
    expect(notPicture.ok).toBe(false);
    const staged = await site.admin.services.uploads.stage({ kind: "image", body: chunked(await png(1200, 800)), originalName: "group.png", userId });
    if (!staged.ok) throw new Error(staged.error);
    const refused = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, title: "With picture", image: staged.token, endTime: "12:00" } });
    expect(refused.status).toBe(400);
    const folder = path.join(diskRoot(site.admin.services.uploads.store), "events");
    expect(existsSync(folder) ? (await import("node:fs")).readdirSync(folder) : []).toEqual([]);
  });

  it("offers one way to remove an event's picture: the Remove box beside the current picture", async () => {
    const userId = (await site.admin.user("church")).id;
    const staged = await site.admin.services.uploads.stage({ kind: "image", body: chunked(await png(1200, 800)), originalName: "group.png", userId });
    if (!staged.ok) throw new Error(staged.error);
    const { id } = await entered({ title: "With picture", image: staged.token });
    const html = await site.admin.render(edit, { path: `/admin/events/edit/${id}`, params: { id: String(id) }, role: "church" });
    expect(html).toContain('alt="Current: picture of With picture"');
    expect(html.match(/name="imageRemove"/g)).toHaveLength(1);
  });

  it("edits with the version it was opened with, bumps SEQUENCE, and refuses a stale edit without overwriting", async () => {
    const saved = await entered();
    const opened = (await site.admin.load(edit, { path: `/admin/events/edit/${saved.id}`, params: { id: String(saved.id) }, role: "church" })).data as { item: { version: string }; preview: { words: string } };
    expect(opened.preview.words).toBe("Every third Tuesday at 1:30 PM until June 2027");
    const first = await site.admin.act(edit, { path: `/admin/events/edit/${saved.id}`, params: { id: String(saved.id) }, role: "church", fields: { ...grief, location: "Parish House, 40 Elm St, Cedar Hill, NC 27514", locationChoice: "other", version: opened.item.version } });
    expect(first.status).toBe(302);
    const stale = await site.admin.act(edit, { path: `/admin/events/edit/${saved.id}`, params: { id: String(saved.id) }, role: "admin", fields: { ...grief, title: "Old tab", version: opened.item.version } });
    expect(stale.status).toBe(409);
    const after = await row("Grief Support");
    expect(after).toMatchObject({ location: "Parish House, 40 Elm St, Cedar Hill, NC 27514", sequence: saved.sequence + 1 });
  });

  it("asks for the whole address of another place, at the field, and keeps nothing until it has one", async () => {
    // Issue 29 item 7: search engines place an event by its postal address (street, town, state, zip).
    for (const location of ["The parlour", "Red Bird Mission, Kentucky", "12 Lake Rd, WV 25271"]) {
      const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, locationChoice: "other", location } });
      expect(res.status, location).toBe(400);
      expect(res.data.fields, location).toEqual({ location: "Please give the whole address: street, town, state and zip code, such as Camp Wesley, 12 Lake Rd, Ripley, WV 25271. For a room at the church, choose the church and name the room in the summary." });
    }
    expect(await site.database.db.select().from(events)).toHaveLength(0);
    expect(await entered({ locationChoice: "other", location: "Camp Wesley, 12 Lake Rd, Ripley, WV 25271" })).toMatchObject({ location: "Camp Wesley, 12 Lake Rd, Ripley, WV 25271" });
  });

  it("cancels, moves and restores one date; the public view follows", async () => {
    const saved = await entered();
    const path = `/admin/events/${saved.id}/dates`;
    const cancelled = await site.admin.act(datesPage, { path, params: { id: String(saved.id) }, role: "church", fields: { intent: "cancel", date: "2027-01-19" } });
    expect(cancelled).toMatchObject({ status: 302, location: `${path}?notice=cancelled` });
    const moved = await site.admin.act(move, { path: `${path}/2027-02-16`, params: { id: String(saved.id), date: "2027-02-16" }, role: "church", fields: { startDate: "2027-02-17", startTime: "14:00", endTime: "15:30", note: "Moved for Ash Wednesday week" } });
    expect(moved.status).toBe(302);
    const notADate = await site.admin.act(datesPage, { path, params: { id: String(saved.id) }, role: "church", fields: { intent: "cancel", date: "2027-01-20" } });
    expect(notADate.status).toBe(404);
    const view = (await site.admin.services.events.window({ from: "2027-01-01", to: "2027-02-28" })).filter((o) => o.title === "Grief Support" && o.seriesKey.startsWith("event:"));
    expect(view.map((o) => [o.startLocal, o.status])).toEqual([
      ["2027-01-19T13:30", "cancelled"],
      ["2027-02-17T14:00", "moved"],
    ]);
    await site.admin.act(datesPage, { path, params: { id: String(saved.id) }, role: "church", fields: { intent: "remove", date: "2027-03-16" } });
    expect((await site.admin.services.events.window({ from: "2027-03-01", to: "2027-03-31" })).some((o) => o.title === "Grief Support" && o.seriesKey.startsWith("event:"))).toBe(false);
    await site.admin.act(datesPage, { path, params: { id: String(saved.id) }, role: "church", fields: { intent: "restore", date: "2027-03-16" } });
    expect((await site.admin.services.events.window({ from: "2027-03-01", to: "2027-03-31" })).some((o) => o.title === "Grief Support" && o.seriesKey.startsWith("event:"))).toBe(true);
    expect((await site.database.db.select().from(auditLog).where(eq(auditLog.entity, "events"))).map((l) => l.detail)).toContain("Grief Support: 2027-01-19 cancelled");
  });

  it("moves a date at most a year from the day it was planned, and says so beside the new date (issue 29)", async () => {
    const saved = await entered();
    const path = `/admin/events/${saved.id}/dates`;
    for (const startDate of ["9999-12-31", "2028-02-17"]) {
      const res = await site.admin.act(move, { path: `${path}/2027-02-16`, params: { id: String(saved.id), date: "2027-02-16" }, role: "church", fields: { startDate, startTime: "14:00", endTime: "15:30" } });
      expect(res.status, startDate).toBe(400);
      expect(res.data.fields, startDate).toEqual({ startDate: "A date can move at most a year from the day it was planned (between February 16, 2026 and February 16, 2028). For a date further away, add an event." });
    }
    expect(await site.database.db.select().from(eventExceptions)).toHaveLength(0);
    const res = await site.admin.act(move, { path: `${path}/2027-02-16`, params: { id: String(saved.id), date: "2027-02-16" }, role: "church", fields: { startDate: "2028-02-16", startTime: "14:00", endTime: "15:30" } });
    expect(res.status).toBe(302);
  });

  it("changes this and following dates by splitting the series; earlier dates keep the old time", async () => {
    const saved = await entered();
    const cancelled = await site.admin.act(datesPage, { path: `/admin/events/${saved.id}/dates`, params: { id: String(saved.id) }, role: "church", fields: { intent: "cancel", date: "2027-01-19" } });
    expect(cancelled.status).toBe(302);
    const opened = (await site.admin.load(edit, { path: `/admin/events/edit/${saved.id}?from=2027-04-20`, params: { id: String(saved.id) }, role: "church" })).data as { item: { version: string; startLocal: string } };
    expect(opened.item.startLocal).toBe("2027-04-20T13:30");
    const res = await site.admin.act(edit, {
      path: `/admin/events/edit/${saved.id}`,
      params: { id: String(saved.id) },
      role: "church",
      fields: { ...grief, locationChoice: "other", location: "Parish House, 40 Elm St, Cedar Hill, NC 27514", startDate: "2027-04-20", startTime: "18:00", endTime: "19:30", splitFrom: "2027-04-20", version: opened.item.version },
    });
    expect(res.status).toBe(302);
    const parts = await site.database.db.select().from(events).where(eq(events.title, "Grief Support"));
    expect(parts).toHaveLength(2);
    const continuing = parts.find((p) => p.slug === "grief-support")!;
    const ended = parts.find((p) => p.id === saved.id)!;
    expect(ended.slug).toBe("grief-support-until-2027-04-19");
    expect(continuing.splitFrom).toBe(saved.id);
    const view = (await site.admin.services.events.window({ from: "2027-03-01", to: "2027-05-31" })).filter((o) => o.title === "Grief Support" && o.seriesKey.startsWith("event:"));
    expect(view.map((o) => o.startLocal)).toEqual(["2027-03-16T13:30", "2027-04-20T18:00", "2027-05-18T18:00"]);
    // The January cancellation stays with the first part.
    expect((await site.database.db.select().from(eventExceptions).where(eq(eventExceptions.eventId, saved.id))).map((e) => e.originalDate)).toContain("2027-01-19");
  });

  it("keeps each calendar to its own role: childcare staff cannot touch church events, nor use church categories", async () => {
    const church = await entered();
    const seen = ((await site.admin.load(list, { path: "/admin/events", role: "childcare" })).data as { list: { items: Array<{ title: string }> } }).list.items;
    expect(seen.map((i) => i.title)).not.toContain("Grief Support");
    expect((await site.admin.load(edit, { path: `/admin/events/edit/${church.id}`, params: { id: String(church.id) }, role: "childcare" })).status).toBe(403);
    const post = await site.admin.act(edit, { path: `/admin/events/edit/${church.id}`, params: { id: String(church.id) }, role: "childcare", fields: { ...grief, "category:adults": "", "category:childcare": "on", title: "Taken", version: "" } });
    expect(post.status).toBe(403);
    const cancel = await site.admin.act(datesPage, { path: `/admin/events/${church.id}/dates`, params: { id: String(church.id) }, role: "childcare", fields: { intent: "cancel", date: "2027-05-18" } });
    expect(cancel.status).toBe(403);
    const deleted = await site.admin.act(list, { path: "/admin/events", role: "childcare", fields: { intent: "delete", id: String(church.id) } });
    expect(deleted.status).toBe(403);
    const churchCategory = await site.admin.act(edit, { path: "/admin/events/create-new", role: "childcare", fields: { ...grief, title: "Parents' night" } });
    expect(churchCategory.status).toBe(400);
    expect(churchCategory.data.fields?.categories).toMatch(/church calendar/);
    const own = await site.admin.act(edit, { path: "/admin/events/create-new", role: "childcare", fields: { ...grief, title: "Parents' night", "category:adults": "", "category:childcare": "on", repeat: "none" } });
    expect(own.status).toBe(302);
    const churchSees = ((await site.admin.load(list, { path: "/admin/events", role: "church" })).data as { list: { items: Array<{ title: string }> } }).list.items;
    expect(churchSees.map((i) => i.title)).not.toContain("Parents' night");
    expect(((await site.admin.load(list, { path: "/admin/events", role: "admin" })).data as { list: { items: Array<{ title: string }> } }).list.items.map((i) => i.title)).toEqual(expect.arrayContaining(["Parents' night", "Grief Support"]));
  });

  it("keeps the list's place in the address: a search, a filter, an order and a page; the weekly schedule's rows beside the whole list only", async () => {
    await entered({ title: "Bell choir tea", status: "draft", repeat: "none" });
    type Loaded = { place: unknown; list: { total: number; page: number; items: Array<{ title: string; status: string }> }; categories: Array<{ value: string }>; schedule: unknown[] };
    const load = async (path: string, role: "church" | "childcare" = "church") => (await site.admin.load(list, { path, role })).data as Loaded;
    const found = await load("/admin/events?q=bell+choirs&show=drafts&sort=title&page=3");
    expect(found.place).toEqual({ q: "bell choirs", sort: "title", filter: "drafts", page: 3 });
    expect(found.list).toMatchObject({ total: 1, page: 1, items: [{ title: "Bell choir tea", status: "draft" }] });
    expect(found.schedule).toEqual([]);
    expect((await load("/admin/events")).schedule).not.toEqual([]);
    // An order or category the list does not offer this role is the plain list.
    const church = await load("/admin/events?sort=oldest&show=category-childcare");
    expect(church.place).toEqual({ q: "", sort: "next", filter: null, page: 1 });
    expect(church.categories.map((c) => c.value)).toContain("category-worship");
    expect(church.categories.map((c) => c.value)).not.toContain("category-childcare");
    expect((await load("/admin/events?show=category-worship", "childcare")).place).toMatchObject({ filter: null });
  });

  it("cancels and moves single dates of a weekly-schedule row (entered once, in the schedule); childcare staff cannot", async () => {
    const listed = (await site.admin.load(list, { path: "/admin/events", role: "church" })).data.schedule as Array<{ entry: string; words: string }>;
    expect(listed.find((r) => r.entry === "wednesday-night-kids")?.words).toBe("Every Wednesday at 6:30 PM");
    expect((await site.admin.load(list, { path: "/admin/events", role: "childcare" })).data.schedule).toEqual([]);
    const path = "/admin/events/schedule/wednesday-night-kids/dates";
    const params = { entry: "wednesday-night-kids" };
    const opened = await site.admin.load(datesPage, { path, params, role: "church" });
    expect((opened.data.event as { dates: Array<{ originalDate: string }> }).dates[0]!.originalDate).toBe("2026-11-25");
    const res = await site.admin.act(datesPage, { path, params, role: "church", fields: { intent: "cancel", date: "2026-11-25", note: "Thanksgiving week" } });
    expect(res).toMatchObject({ status: 302, location: `${path}?notice=cancelled` });
    const moved = await site.admin.act(move, { path: `${path}/2026-12-23`, params: { ...params, date: "2026-12-23" }, role: "church", fields: { startDate: "2026-12-22", startTime: "18:30", endTime: "19:30" } });
    expect(moved).toMatchObject({ status: 302, location: `${path}?notice=moved` });
    const kids = (await site.admin.services.events.window({ from: "2026-11-22", to: "2026-12-31" })).filter((o) => o.seriesKey === "schedule:wednesday-night-kids");
    expect(kids[0]).toMatchObject({ startLocal: "2026-11-25T18:30", status: "cancelled", note: "Thanksgiving week" });
    expect(kids.find((o) => o.status === "moved")).toMatchObject({ startLocal: "2026-12-22T18:30", originalDate: "2026-12-23" });
    expect((await site.admin.act(datesPage, { path, params, role: "childcare", fields: { intent: "cancel", date: "2026-12-02" } })).status).toBe(403);
    expect((await site.admin.load(datesPage, { path: "/admin/events/schedule/nursery/dates", params: { entry: "nursery" }, role: "church" })).status).toBe(404);
    expect((await site.admin.load(datesPage, { path: "/admin/events/schedule/Bad!/dates", params: { entry: "Bad!" }, role: "church" })).status).toBe(404);
  });

  it("keeps drafts off the public calendar", async () => {
    const res = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...grief, title: "Advent planning", status: "draft", repeat: "none" } });
    expect(res.status).toBe(302);
    expect((await site.admin.services.events.window({ from: "2026-12-01", to: "2026-12-31" })).map((o) => o.title)).not.toContain("Advent planning");
    expect(await site.admin.services.events.publicSeries({ slug: "advent-planning" })).toBeNull();
  });

  it("lets staff add a category to their own calendar and refuses deleting one in use", async () => {
    await entered();
    const added = await site.admin.act(categoriesPage, { path: "/admin/events/categories", role: "church", fields: { name: "Music" } });
    expect(added.status).toBe(302);
    expect((await site.admin.services.events.categories()).find((c) => c.slug === "music")).toMatchObject({ name: "Music", calendar: "church" });
    const adults = (await site.admin.services.events.categories()).find((c) => c.slug === "adults")!;
    const inUse = await site.admin.act(categoriesPage, { path: "/admin/events/categories", role: "church", fields: { intent: "delete", id: String(adults.id) } });
    expect(inUse.status).toBe(409);
    const childcareCategory = (await site.admin.services.events.categories()).find((c) => c.slug === "childcare")!;
    expect((await site.admin.act(categoriesPage, { path: "/admin/events/categories", role: "church", fields: { intent: "delete", id: String(childcareCategory.id) } })).status).toBe(403);
  });

  it("reorders one calendar's categories (church before childcare, positions 1..n); the other calendar's staff are refused", async () => {
    const reorder = (role: "church" | "childcare", fields: Record<string, string>) => site.admin.act(categoriesPage, { path: "/admin/events/categories", role, fields: { intent: "reorder", ...fields } });
    const all = await site.admin.services.events.categories();
    const church = all.filter((c) => c.calendar === "church").map((c) => c.id);
    const childcare = all.filter((c) => c.calendar === "childcare").map((c) => c.id);
    const order = [church.at(-1)!, ...church.slice(0, -1)];
    expect(await reorder("church", { calendar: "church", order: order.join(","), version: church.join(",") })).toMatchObject({ status: 200, data: { order } });
    expect((await site.admin.services.events.categories()).map((c) => c.id)).toEqual([...order, ...childcare]);
    const positions = (await site.database.db.select().from(eventCategories)).map((c) => c.position).sort((a, b) => a - b);
    expect(positions).toEqual(all.map((_, i) => i + 1));
    expect((await reorder("church", { calendar: "church", order: church.join(","), version: church.join(",") })).status).toBe(409);
    expect((await reorder("childcare", { calendar: "church", order: church.join(","), version: order.join(",") })).status).toBe(403);
    expect((await site.admin.services.events.categories()).map((c) => c.id)).toEqual([...order, ...childcare]);
  });

  it("deletes an event with its dates and audits the delete; a missing one is a 404", async () => {
    const draft = await entered({ title: "Advent planning", status: "draft", repeat: "none" });
    const res = await site.admin.act(list, { path: "/admin/events", role: "church", fields: { intent: "delete", id: String(draft.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/events?notice=deleted" });
    expect(await site.database.db.select().from(events).where(eq(events.id, draft.id))).toHaveLength(0);
    expect((await site.database.db.select().from(auditLog).where(eq(auditLog.action, "delete"))).map((l) => l.detail)).toContain("Advent planning");
    expect((await site.admin.load(edit, { path: "/admin/events/edit/99999", params: { id: "99999" }, role: "admin" })).status).toBe(404);
    expect((await site.admin.act(list, { path: "/admin/events", role: "admin", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });
});
