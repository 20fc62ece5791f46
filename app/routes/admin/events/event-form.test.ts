/**
 * The event form and the dates page as a new member of staff reads them (issue 30, items 3 and 4): the
 * time zone list, the repeat fields of the rule chosen, what cancelling and removing a date each do,
 * and what belongs in the calendar. These read the server's HTML, what a browser without JavaScript gets.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../../../server/db/schema.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as datesPage from "./dates.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

const workshop = {
  title: "Advent Wreath Workshop",
  summary: "",
  description: "",
  startDate: "2026-12-05",
  startTime: "10:00",
  endTime: "12:00",
  timeZone: "America/New_York",
  repeat: "none",
  "category:adults": "on",
  status: "published",
};

describe.each(testDatabaseKinds)("the event form and its dates on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind, { databasePerTest: true });
  const create = (fields: Record<string, string>) => site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields });

  it("lists the church's time zone first and finds any other by a search", async () => {
    const html = await site.admin.render(edit, { path: "/admin/events/create-new", role: "church" });
    const select = html.slice(html.indexOf('name="timeZone"'), html.indexOf("</select>", html.indexOf('name="timeZone"')));
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(["America/New_York", "other"]);
    expect(select).toMatch(/<option value="America\/New_York" selected="">America\/New York \(the church&#x27;s\)<\/option>/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*list="([^"]+)"[^>]*name="otherTimeZone"/);
    expect(html).toContain('<option value="Europe/London">');

    expect((await create({ ...workshop, timeZone: "other", otherTimeZone: "Chicago" })).status).toBe(302);
    expect((await site.database.db.select().from(events).where(eq(events.title, workshop.title)))[0]?.timeZone).toBe("America/Chicago");
    const unknown = await create({ ...workshop, title: "Nowhere", timeZone: "other", otherTimeZone: "Springfield" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.fields).toEqual({ otherTimeZone: "Please choose a time zone from the list, such as America/Chicago." });
  });

  it("marks each repeat field with the rules it belongs to, and judges only the fields of the rule chosen", async () => {
    const html = await site.admin.render(edit, { path: "/admin/events/create-new", role: "church" });
    // The style sheet hides the others (app.css): choosing Weekly hides the monthly fields.
    expect(html).toMatch(/data-for-repeat="monthly"[^>]*>.*?name="monthlyBy"/s);
    expect(html).toMatch(/data-for-repeat="weekly"[^>]*>.*?name="weekday:MO"/s);
    expect(html).toMatch(/data-for-ends="after"[^>]*>.*?name="count"/s);
    // A number left in a hidden field is not held against a date that does not repeat.
    expect((await create({ ...workshop, interval: "99", count: "lots" })).status).toBe(302);
    const weekly = await create({ ...workshop, title: "Every 99 weeks", repeat: "weekly", interval: "99" });
    expect(weekly.data.fields).toEqual({ interval: "Please choose a number from 1 to 12." });
  });

  it("says what cancelling and removing a date each do, on the buttons and beside them", async () => {
    expect((await create({ ...workshop, repeat: "weekly", "weekday:SA": "on", ends: "after", count: "4" })).status).toBe(302);
    const [row] = await site.database.db.select().from(events);
    const html = await site.admin.render(datesPage, { path: `/admin/events/${row!.id}/dates`, params: { id: String(row!.id) }, role: "church" });
    expect(html).toContain("Cancel this date");
    expect(html).toContain("Remove this date");
    expect(html).toContain("stays on the calendar, marked “Cancelled”");
    expect(html).toContain("disappears from the calendar and the calendar feeds");
    expect(html).not.toMatch(/>Cancel<span/);
  });

  it("says what belongs in the Events Calendar and what in the Weekly Schedule", async () => {
    const html = await site.admin.render(list, { path: "/admin/events", role: "church" });
    expect(html).toContain("the church&#x27;s regular weekly and monthly meetings belong in the Weekly Schedule");
  });
});
