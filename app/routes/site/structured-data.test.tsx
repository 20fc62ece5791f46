/**
 * Issue 29 item 7: every schema.org Event on every public page is one Google accepts (a start with its
 * offset, a Place with the church's postal address and the room as its name, an eventStatus, a moved
 * date's previousStartDate with its offset), checked by the one helper the Playwright SEO spec also
 * runs (app/testing/structured-data.ts). Each page module's loader runs with the real services, on
 * PGlite and PostgreSQL, and its `meta` gives the JSON-LD the server writes into the page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../../../server/testing/database.ts";
import { testServices } from "../../../server/testing/services.ts";
import { eventSchema } from "../../../shared/schemas/admin/events.ts";
import { renderRouteWithData } from "../../testing/render-route.tsx";
import { eventProblems, eventsIn, refusedEvents } from "../../testing/structured-data.ts";

const NOW = "2026-11-21T15:00:00Z";
const CHURCH_ADDRESS = { "@type": "PostalAddress", streetAddress: "215 Church Street", addressLocality: "Cedar Hill", addressRegion: "NC", postalCode: "27514", addressCountry: "US" };

type Module = Parameters<typeof renderRouteWithData>[0] & { meta?: (args: never) => Array<Record<string, unknown>> };
type Ld = Record<string, unknown>;

/** Every module of this folder but the tests, loaded when a test asks for it. */
const modules = import.meta.glob<Module>(["./*.tsx", "!./*.test.tsx"], { import: "*" });

/** A page's JSON-LD as its `meta` gives it to the document (the root and site layout data around it). */
async function jsonLdOf(database: TestDatabase, file: string, path: string, params: Record<string, string> = {}): Promise<unknown> {
  const module = await modules[`./${file}`]!();
  const { loaderData } = await renderRouteWithData(module, { database, path, params, now: NOW });
  const layout = await renderRouteWithData(await modules["./layout.tsx"]!(), { database, now: NOW });
  const matches = [{ id: "root", loaderData: { publicUrl: "https://church.example" } }, { id: "routes/site/layout", loaderData: layout.loaderData }, { id: "page", loaderData }];
  const tags = module.meta ? (module.meta as (a: unknown) => Array<Record<string, unknown>>)({ matches, loaderData, params, location: { pathname: path } }) : [];
  return tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"]);
}

const input = (values: Record<string, string>) => eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", "category:adults": "on", ...values });

describe.each(testDatabaseKinds)("structured data Google accepts, on %s", (kind) => {
  let database: TestDatabase;
  /** Every public page to check: module file, address, route params. */
  const pages: Array<{ file: string; path: string; params?: Record<string, string> }> = [];
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const services = testServices(database, { now: NOW });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office-ld", password: "correct horse battery", role: "church" })).id;
    const create = async (name: string, values: Record<string, string>) => {
      const made = await services.events.create(input(values), actor, "church");
      if (!made.ok) throw new Error(made.error);
      slugs[name] = made.value.slug;
      return made.value.id;
    };
    // Third Tuesdays at 6:30 PM from December to June, across the change to daylight-saving time on
    // 14 March 2027; the March date moved to the 11th (before the change), January's cancelled.
    const grief = await create("grief", {
      title: "Grief Support (evening)",
      summary: "The grief group meets in the evening too.",
      startDate: "2026-12-15",
      startTime: "18:30",
      endTime: "20:00",
      repeat: "monthly",
      monthlyBy: "weekday",
      monthWeek: "3",
      monthWeekday: "TU",
      ends: "on",
      until: "2027-06-30",
      page: "/grief-support",
    });
    const changed = [
      await services.events.changeDate({ ref: { eventId: grief }, date: "2027-01-19", change: { kind: "cancel", note: "Snow" }, actor, role: "church" }),
      await services.events.changeDate({ ref: { eventId: grief }, date: "2027-03-16", change: { kind: "move", startLocal: "2027-03-11T18:30", endLocal: "2027-03-11T20:00", note: "" }, actor, role: "church" }),
      // A weekly-schedule row's date moved a day (Wednesday Night Kids meets in the children's wing).
      await services.events.changeDate({ ref: { entry: "wednesday-night-kids" }, date: "2026-12-02", change: { kind: "move", startLocal: "2026-12-03T18:30", endLocal: "2026-12-03T19:30", note: "" }, actor, role: "church" }),
    ];
    for (const outcome of changed) if (!outcome.ok) throw new Error(outcome.error);
    const vbs = await create("vbs", { title: "Vacation Bible School", allDay: "on", startDate: "2027-06-21", endDate: "2027-06-25", page: "/vacation-bible-school" });
    await database.db.insert(schema.registrationForms).values({ eventId: vbs, capacity: 40 });
    await create("camp", { title: "Youth retreat", startDate: "2027-04-10", startTime: "09:00", endTime: "16:00", locationChoice: "other", location: "Camp Wesley, 12 Lake Rd, Ripley, WV 25271" });

    // The detail pages that need a record (they carry no Event, but every public page is checked).
    const [trip] = await database.db.insert(schema.missionTrips).values({ location: "Biloxi, MS", tripDate: "2025-06-14", description: "Rebuilding homes.", story: "<p>We hung drywall.</p>", image: null }).returning({ id: schema.missionTrips.id });
    const [service] = await database.db.insert(schema.pastServices).values({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", description: "Advent hope." }).returning({ id: schema.pastServices.id });
    const [series] = await database.db.insert(schema.sermonSeries).values({ slug: "advent-hope", title: "Advent Hope", description: "Four Sundays of waiting." }).returning({ id: schema.sermonSeries.id });
    await database.db.update(schema.pastServices).set({ seriesId: series!.id }).where(eq(schema.pastServices.id, service!.id));

    const byParams: Record<string, Array<{ path: string; params: Record<string, string> }>> = {
      "event.tsx": [
        ...Object.values(slugs).map((slug) => ({ path: `/events/${slug}`, params: { slug } })),
        ...(await services.content.snapshot()).schedule.entries.filter((e) => !e.hideFromCalendar).map((e) => ({ path: `/events/schedule/${e.id}`, params: { id: e.id } })),
      ],
      "mission-trip.tsx": [{ path: `/mission-trips/${trip!.id}`, params: { id: String(trip!.id) } }],
      // Issue 34: Vacation Bible School takes registrations; its form is a page of its own.
      "event-register.tsx": [{ path: `/events/${slugs.vbs}/register`, params: { slug: slugs.vbs! } }],
      "past-service.tsx": [{ path: `/past-session/${service!.id}`, params: { id: String(service!.id) } }],
      "sermon-series.tsx": [{ path: "/past-sessions/series/advent-hope", params: { slug: "advent-hope" } }],
    };
    for (const file of Object.keys(modules).map((f) => f.slice(2)).filter((f) => !["layout.tsx", "not-found.tsx"].includes(f)).sort()) {
      const path = file === "home.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}`;
      for (const page of byParams[file] ?? [{ path, params: {} }]) pages.push({ file, ...page });
    }
  });
  afterAll(() => database.drop());

  it("gives every Event on every public page what Google requires", async () => {
    let withEvents = 0;
    for (const page of pages) {
      const ld = await jsonLdOf(database, page.file, page.path, page.params);
      expect(refusedEvents(ld), page.path).toEqual([]);
      if (eventsIn(ld).length) withEvents++;
    }
    // The home page, the three events and every weekly-schedule row in the calendar.
    expect(pages.length).toBeGreaterThan(40);
    expect(withEvents).toBeGreaterThanOrEqual(1 + 3 + 10);
  });

  it("dates the home page's times: the next date with its offset, the room and the church's postal address, its status", async () => {
    const [church] = (await jsonLdOf(database, "home.tsx", "/")) as Ld[];
    const events = eventsIn(church) as Ld[];
    expect(events.map((e) => e.name)).toEqual(["Sunday Worship", "Sunday School"]);
    expect(events[0]).toMatchObject({
      startDate: "2026-11-22T10:00:00-05:00",
      endDate: "2026-11-22T11:15:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Sanctuary", address: CHURCH_ADDRESS },
      url: "https://church.example/events/schedule/sunday-worship",
      // The weekly rule stays beside the date (the staff's publishing test reads its start time).
      eventSchedule: { "@type": "Schedule", startTime: "10:00", scheduleTimezone: "America/New_York" },
    });
    expect(events[1]).toMatchObject({ startDate: "2026-11-22T11:15:00-05:00", location: { name: "Cedar Hill United Methodist Church", address: CHURCH_ADDRESS } });
  });

  it("gives an event page's dates their own offsets across daylight-saving time, and a moved date its previous start with its offset", async () => {
    const events = eventsIn(await jsonLdOf(database, "event.tsx", `/events/${slugs.grief}`, { slug: slugs.grief! })) as Ld[];
    expect(events.map((e) => [e.startDate, e.eventStatus, e.previousStartDate])).toEqual([
      ["2026-12-15T18:30:00-05:00", "https://schema.org/EventScheduled", undefined],
      ["2027-01-19T18:30:00-05:00", "https://schema.org/EventCancelled", undefined],
      ["2027-02-16T18:30:00-05:00", "https://schema.org/EventScheduled", undefined],
      ["2027-03-11T18:30:00-05:00", "https://schema.org/EventRescheduled", "2027-03-16T18:30:00-04:00"],
      ["2027-04-20T18:30:00-04:00", "https://schema.org/EventScheduled", undefined],
      ["2027-05-18T18:30:00-04:00", "https://schema.org/EventScheduled", undefined],
      ["2027-06-15T18:30:00-04:00", "https://schema.org/EventScheduled", undefined],
    ]);
    expect(events[4]).toMatchObject({ endDate: "2027-04-20T20:00:00-04:00", location: { "@type": "Place", name: "Cedar Hill United Methodist Church", address: CHURCH_ADDRESS } });
    for (const event of events) expect(eventProblems(event).warnings).toEqual(["image: missing (recommended)"]);
  });

  it("names the room of a weekly-schedule row and gives the church's postal address, also on a moved date", async () => {
    const worship = eventsIn(await jsonLdOf(database, "event.tsx", "/events/schedule/sunday-worship", { id: "sunday-worship" })) as Ld[];
    expect(worship[0]).toMatchObject({ startDate: "2026-11-22T10:00:00-05:00", location: { "@type": "Place", name: "Sanctuary", address: CHURCH_ADDRESS } });
    const kids = eventsIn(await jsonLdOf(database, "event.tsx", "/events/schedule/wednesday-night-kids", { id: "wednesday-night-kids" })) as Ld[];
    expect(kids.find((e) => e.eventStatus === "https://schema.org/EventRescheduled")).toMatchObject({
      startDate: "2026-12-03T18:30:00-05:00",
      previousStartDate: "2026-12-02T18:30:00-05:00",
      location: { "@type": "Place", name: "Children's wing", address: CHURCH_ADDRESS },
    });
  });

  it("gives an event elsewhere the address staff typed, read into its parts, and a day-long event its dates", async () => {
    const [camp] = eventsIn(await jsonLdOf(database, "event.tsx", `/events/${slugs.camp}`, { slug: slugs.camp! })) as Ld[];
    expect(camp!.location).toEqual({
      "@type": "Place",
      name: "Camp Wesley",
      address: { "@type": "PostalAddress", streetAddress: "12 Lake Rd", addressLocality: "Ripley", addressRegion: "WV", postalCode: "25271", addressCountry: "US" },
    });
    expect(camp!.startDate).toBe("2027-04-10T09:00:00-04:00");
    const [vbs] = eventsIn(await jsonLdOf(database, "event.tsx", `/events/${slugs.vbs}`, { slug: slugs.vbs! })) as Ld[];
    expect(vbs).toMatchObject({ startDate: "2027-06-21", endDate: "2027-06-25", eventStatus: "https://schema.org/EventScheduled" });
  });
});
