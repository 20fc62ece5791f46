import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { testServices } from "../../../server/testing/services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { answer } from "../../testing/admin-route.ts";
import * as eventPage from "./event.tsx";
import * as events from "./events.tsx";

describe("the public calendar's addresses", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let context: RouterContextProvider;
  const load = (module: { loader: (args: never) => unknown }, path: string, params: Record<string, string> = {}) => {
    const url = new URL(`https://church.example${path}`);
    return answer(() => (module.loader as (a: unknown) => unknown)({ request: new Request(url), url, params, context }));
  };

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const services = testServices(database);
    context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
    const base = { startLocal: "2026-12-24T19:00", endLocal: "2026-12-24T20:00", timeZone: "America/New_York" };
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
