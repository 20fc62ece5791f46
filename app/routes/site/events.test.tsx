import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { testServices } from "../../../server/testing/services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { datesProduced } from "../../../server/testing/rrule-work.ts";
import { eventSchema } from "../../../shared/schemas/admin/events.ts";
import { answer } from "../../testing/admin-route.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as eventPage from "./event.tsx";
import * as archive from "./events-archive.tsx";
import * as events from "./events.tsx";

type Loadable = { loader: (args: never) => unknown };

/** Runs a public route's loader at `path` for a visitor without a session, as the server does. */
function loaderAt(context: () => RouterContextProvider) {
  return (module: Loadable, path: string, params: Record<string, string> = {}) => {
    const url = new URL(`https://church.example${path}`);
    return answer(() => (module.loader as (a: unknown) => unknown)({ request: new Request(url), url, params, context: context() }));
  };
}

describe("the public calendar's addresses", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let context: RouterContextProvider;
  const load = loaderAt(() => context);

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const services = testServices(database);
    context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
    const base = { startLocal: "2026-12-24T19:00", endLocal: "2026-12-24T20:00", firstDate: "2026-12-24", lastDate: "2026-12-24", timeZone: "America/New_York" };
    await database.db.insert(schema.events).values([
      { ...base, slug: "christmas-eve", title: "Christmas Eve", status: "published" },
      { ...base, slug: "planning", title: "Planning", status: "draft" },
    ]);
  });
  afterAll(() => database.drop());

  it("answers a malformed, unknown or draft event address, and an unknown schedule row, with the not-found page", async () => {
    expect((await load(eventPage, "/events/christmas-eve", { slug: "christmas-eve" })).status).toBe(200);
    for (const slug of ["Bad Slug!", "-x", "no-such-event", "planning", "a".repeat(200)]) expect((await load(eventPage, `/events/${slug}`, { slug })).status, slug).toBe(404);
    expect((await load(eventPage, "/events/schedule/grief-support", { id: "grief-support" })).status).toBe(200);
    expect((await load(eventPage, "/events/schedule/nursery", { id: "nursery" })).status).toBe(404);
    expect((await load(eventPage, "/events/schedule/nothing", { id: "nothing" })).status).toBe(404);
  });

  it("places a weekly-schedule row's room at the church: its place in words, directions and Google Calendar link name the church's address", async () => {
    // Issue 29 item 7: "Children's wing" is a room of the church, not an address to search a map for.
    type Data = { place: string; directions: string; google: string };
    const kids = (await load(eventPage, "/events/schedule/wednesday-night-kids", { id: "wednesday-night-kids" })).data as unknown as Data;
    expect(kids.place).toBe("Children's wing, Cedar Hill United Methodist Church, 215 Church Street, Cedar Hill, NC 27514");
    expect(kids.directions).toBe("https://www.google.com/maps/dir/?api=1&destination=215%20Church%20Street%2C%20Cedar%20Hill%2C%20NC%2027514");
    expect(new URL(kids.google).searchParams.get("location")).toBe(kids.place);
    const christmas = (await load(eventPage, "/events/christmas-eve", { slug: "christmas-eve" })).data as unknown as Data;
    expect(christmas.place).toBe("Cedar Hill United Methodist Church, 215 Church Street, Cedar Hill, NC 27514");
  });

  it("lists 8 weeks, 8 more with ?weeks=16, a month with ?view=month, one category; an unknown category is not found", async () => {
    type Data = { occurrences: Array<{ startLocal: string; title: string }>; to: string };
    const eight = (await load(events, "/events")).data as unknown as Data;
    expect(eight.to).toBe("2027-01-15");
    expect(eight.occurrences.map((o) => o.title)).toContain("Christmas Eve");
    expect(eight.occurrences.map((o) => o.title)).not.toContain("Planning");
    const sixteen = (await load(events, "/events?weeks=16")).data as unknown as Data;
    expect(sixteen.to).toBe("2027-03-12");
    expect(sixteen.occurrences.length).toBeGreaterThan(eight.occurrences.length);
    const month = (await load(events, "/events?view=month&month=2027-02")).data as unknown as Data;
    expect(month.occurrences.every((o) => o.startLocal.startsWith("2027-02"))).toBe(true);
    const children = (await load(events, "/events?category=children")).data as unknown as Data;
    expect(children.occurrences.map((o) => o.title)).toContain("Wednesday Night Kids");
    expect(children.occurrences.map((o) => o.title)).not.toContain("Sunday Worship");
    expect((await load(events, "/events?category=nope")).status).toBe(404);
  });
});

describe("the calendar's navigation for crawlers (issue 29)", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let context: RouterContextProvider;
  const load = loaderAt(() => context);
  // The harness's today is 21 November 2026: months from November 2025 to November 2028 have pages.
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    context = new RouterContextProvider();
    context.set(servicesContext, testServices(database));
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
  });
  afterAll(() => database.drop());

  const monthLinks = (html: string) => [...html.matchAll(/href="\/events\?[^"]*month=(\d{4}-\d{2})[^"]*"/g)].map((m) => m[1]);

  it("offers months from one year back to two years ahead, and answers any other month with the not-found page", async () => {
    const last = await renderRoute(events, { database, path: "/events?view=month&month=2028-11" });
    expect(last).toContain("November 2028");
    expect(monthLinks(last)).toContain("2028-10");
    expect(monthLinks(last)).not.toContain("2028-12");
    const first = await renderRoute(events, { database, path: "/events?view=month&month=2025-11" });
    expect(monthLinks(first)).toContain("2025-12");
    expect(monthLinks(first)).not.toContain("2025-10");
    for (const month of ["2028-12", "2025-10", "2100-12", "9999-12", "2027-13", "soon"]) expect((await load(events, `/events?view=month&month=${month}`)).status, month).toBe(404);
    expect((await load(events, "/events?view=month&month=2027-06")).status).toBe(200);
    expect((await load(events, "/events?view=month")).status).toBe(200);
  });

  it("marks every link to another view of the calendar rel=nofollow", async () => {
    for (const path of ["/events", "/events?view=month&month=2027-06", "/events?category=children"]) {
      const html = await renderRoute(events, { database, path });
      const links = [...html.matchAll(/<a [^>]*href="\/events\?[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(links.length, path).toBeGreaterThan(5);
      for (const link of links) expect(link, path).toMatch(/rel="nofollow"/);
    }
  });
});

describe("series stored with an end in the year 9999, before issue 29", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let context: RouterContextProvider;
  const load = loaderAt(() => context);

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    context = new RouterContextProvider();
    context.set(servicesContext, testServices(database));
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
    const everyDay = "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU";
    const [forever] = await database.db
      .insert(schema.events)
      .values([
        // Every day from January 2026 to the end of 9999: 2.9 million dates, as a staff user saved it.
        { slug: "every-day", title: "Every day", startLocal: "2026-01-05T09:00", endLocal: "2026-01-05T10:00", timeZone: "America/New_York", rrule: `${everyDay};UNTIL=99991231T235900Z`, firstDate: "2026-01-05", lastDate: "9999-12-31", status: "published" },
        // Every day since 1900, ended last year: its page and the archive look back, not from 1900 on.
        { slug: "since-1900", title: "Since 1900", startLocal: "1900-01-01T07:00", endLocal: "1900-01-01T08:00", timeZone: "America/New_York", rrule: `${everyDay};UNTIL=20251231T235900Z`, firstDate: "1900-01-01", lastDate: "2025-12-31", status: "published" },
      ])
      .returning({ id: schema.events.id });
    await database.db.insert(schema.eventExceptions).values({ eventId: forever!.id, originalDate: "2026-11-25", kind: "cancelled", note: "Thanksgiving" });
  });
  afterAll(() => database.drop());

  it("answers the archive, the list, a month, both event pages and the home page's dates looking at a few thousand dates at most", async () => {
    const { result, produced } = await datesProduced(async () => ({
      archive: await load(archive, "/events/archive"),
      list: await load(events, "/events"),
      month: await load(events, "/events?view=month&month=2027-06"),
      forever: await load(eventPage, "/events/every-day", { slug: "every-day" }),
      since1900: await load(eventPage, "/events/since-1900", { slug: "since-1900" }),
      comingUp: await context.get(servicesContext).events.comingUp(4),
    }));
    expect(Object.values(result).slice(0, 5).map((r) => (r as { status: number }).status)).toEqual([200, 200, 200, 200, 200]);
    const past = (result.archive.data as unknown as { past: Array<{ title: string; last: string }> }).past;
    expect(past.map((p) => [p.title, p.last])).toEqual([["Since 1900", "2025-12-31T07:00"]]);
    type Dates = { occurrences: Array<{ title: string; startLocal: string; status: string }> };
    expect((result.list.data as unknown as Dates).occurrences.filter((o) => o.title === "Every day")).toHaveLength(56);
    expect((result.list.data as unknown as Dates).occurrences.find((o) => o.startLocal === "2026-11-25T09:00")?.status).toBe("cancelled");
    expect((result.month.data as unknown as Dates).occurrences.filter((o) => o.title === "Every day")).toHaveLength(30);
    expect(result.comingUp.map((o) => o.startLocal)).toContain("2026-11-21T09:00");
    expect(produced).toBeLessThan(10_000);
  });
});

describe("the archive of past events, a year at a time (issue 33)", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let context: RouterContextProvider;
  const load = loaderAt(() => context);
  type Archive = { year: string | null; years: string[]; past: Array<{ title: string; last: string }> };

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const services = testServices(database);
    context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
    for (const [title, startDate] of [
      ["Church picnic", "2024-06-08"],
      ["Hymn sing", "2025-03-09"],
      ["Spring fair", "2026-04-18"],
      ["Advent concert", "2026-12-13"],
    ] as const) {
      const saved = await services.events.create(eventSchema.parse({ title, startDate, startTime: "17:00", endTime: "19:00", timeZone: "America/New_York", status: "published", description: "", "category:community": "on" }), actor, "church");
      if (!saved.ok) throw new Error(saved.error);
    }
  });
  afterAll(() => database.drop());

  it("shows the latest year at /events/archive and each earlier one at ?year=, with links to every year; a malformed or empty year is not found", async () => {
    const latest = (await load(archive, "/events/archive")).data as unknown as Archive;
    expect(latest).toMatchObject({ year: "2026", years: ["2026", "2025", "2024"] });
    expect(latest.past.map((p) => [p.title, p.last])).toEqual([["Spring fair", "2026-04-18T17:00"]]);
    expect(((await load(archive, "/events/archive?year=2024")).data as unknown as Archive).past.map((p) => p.title)).toEqual(["Church picnic"]);
    for (const year of ["2023", "2027", "24", "twenty", "2024-06"]) expect((await load(archive, `/events/archive?year=${year}`)).status, year).toBe(404);

    const html = await renderRoute(archive, { database, path: "/events/archive?year=2025" });
    expect(html).toContain('href="/events/archive"');
    expect(html).toContain('href="/events/archive?year=2024"');
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>2025<\/a>/);
    expect(html).toContain("Hymn sing");
    expect(html).not.toContain("Spring fair");
  });
});
