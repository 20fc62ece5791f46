import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/roles.ts";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { missionTripSchema } from "../../shared/schemas/admin/mission-trips.ts";
import { pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../shared/schemas/admin/sermon-series.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { fixedClock } from "../testing/clock.ts";
import { httpAppForSuite } from "../testing/http.ts";
import { signedInUser } from "../testing/sessions.ts";

type Bar = { signedIn: boolean; name?: string; staffArea?: string; edit?: { label: string; href: string } | null; also?: Array<{ label: string; href: string }> };

/** Issue 30, item 1: GET /api/staff-bar, what the public pages' staff bar shows each role on each page. */
describe.each(testDatabaseKinds)("the staff bar's answer on %s", (kind) => {
  const suite = httpAppForSuite({ clock: fixedClock("2027-02-20T15:00:00Z") }, kind);
  const cookies = new Map<Role, string>();
  const records = { trip: 0, service: 0, series: "", churchEvent: "", childcareEvent: "" };

  beforeAll(async () => {
    const { services, config } = suite.app;
    for (const role of ["siteadmin", "admin", "church", "childcare"] as const) {
      cookies.set(role, (await signedInUser(suite.database.db, { role, sessionSecret: config.sessionSecret, now: new Date("2027-02-20T15:00:00Z") })).headers.cookie);
    }
    const actor = (await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
    const trip = await services.trips.create(missionTripSchema.parse({ location: "Honduras", tripDate: "2026-06-01", story: "<p>We built a school.</p>" }), actor);
    const service = await services.pastServices.create(pastServiceSchema.parse({ serviceDate: "2027-02-14", serviceType: "Sunday Worship" }), actor);
    const series = await services.sermonSeries.create(sermonSeriesSchema.parse({ title: "Psalms of Ascent", description: "Fifteen songs for the road." }), actor);
    const event = (values: Record<string, string>) => eventSchema.parse({ timeZone: "America/New_York", status: "published", description: "", startDate: "2027-03-06", startTime: "09:00", endTime: "11:00", ...values });
    const churchEvent = await services.events.create(event({ title: "Spring Workday", "category:adults": "on" }), actor, "church");
    const childcareEvent = await services.events.create(event({ title: "Childcare open house", "category:childcare": "on" }), actor, "childcare");
    if (!trip.ok || !service.ok || !series.ok || !churchEvent.ok || !childcareEvent.ok) throw new Error("could not make the records");
    records.trip = trip.value.id;
    records.service = service.value.id;
    records.series = (await services.sermonSeries.get(series.value.id))!.slug;
    records.churchEvent = "spring-workday";
    records.childcareEvent = "childcare-open-house";
  });

  const ask = (path: string, headers: Record<string, string> = {}) => suite.app.get(`/api/staff-bar?path=${encodeURIComponent(path)}`, { "x-api-key": suite.app.config.apiKey, ...headers });
  async function barOf(role: Role, path: string): Promise<Bar> {
    const answer = await ask(path, { cookie: cookies.get(role)! });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Bar;
  }
  const edit = async (role: Role, path: string) => (await barOf(role, path)).edit?.href ?? null;
  const also = async (role: Role, path: string) => (await barOf(role, path)).also?.map((l) => l.label) ?? [];

  it("answers a visitor with no bar, privately and never from a cache", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await ask("/about");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ signedIn: false });
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await suite.app.get("/api/staff-bar?path=/about", {})).status).toBe(401);
  });

  it("clears the sign-in cookies of a session that has ended, so the pages stop asking", async () => {
    const answer = await ask("/about", { cookie: "session=ended-long-ago; csrfToken=stale" });
    expect(await answer.json()).toEqual({ signedIn: false });
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/csrfToken=;.*Max-Age=0/);
  });

  it("opens a page's words for the roles that edit them, with the areas that hold the rest of the page", async () => {
    expect(await barOf("church", "/about")).toEqual({
      signedIn: true,
      name: expect.any(String),
      staffArea: "/admin/dashboard",
      edit: { label: "Page words", href: "/admin/pages/about" },
      also: [{ label: "Church Staff", href: "/admin/church-staff" }],
    });
    expect(await edit("church", "/")).toBe("/admin/pages/home");
    expect(await edit("church", "/worship/")).toBe("/admin/pages/worship");
    expect(await also("church", "/worship")).toEqual(["Weekly Schedule"]);
    expect(await also("church", "/grief-support")).toEqual(["Weekly Schedule"]);
    expect(await edit("childcare", "/childcare-preschool")).toBe("/admin/pages/childcare-preschool");
    expect(await also("childcare", "/childcare-preschool")).toEqual(["Childcare Fees and Forms", "Childcare Staff"]);
    expect(await also("admin", "/contact")).toEqual(["Site Settings"]);
  });

  it("gives a role no way to edit another role's page, only the way to the staff area", async () => {
    expect(await barOf("childcare", "/about")).toMatchObject({ signedIn: true, staffArea: "/admin/dashboard", edit: null, also: [] });
    expect(await barOf("church", "/childcare-preschool")).toMatchObject({ edit: null, also: [] });
    // Site Settings are the administrators' alone.
    expect(await also("church", "/contact")).toEqual([]);
  });

  it("opens the records a list page shows, then its words", async () => {
    expect(await barOf("church", "/announcements")).toMatchObject({ edit: { label: "Announcements", href: "/admin/announcements" }, also: [{ label: "Page words", href: "/admin/pages/announcements" }] });
    expect(await edit("church", "/first-responders")).toBe("/admin/first-responders");
    expect(await edit("church", "/past-services")).toBe("/admin/past-sessions");
    expect(await also("church", "/past-services")).toEqual(["Page words"]);
    expect(await edit("childcare", "/events")).toBe("/admin/events");
    expect(await also("childcare", "/events")).toEqual([]);
    expect(await edit("childcare", "/announcements")).toBeNull();
  });

  it("opens the record a record's page shows, when it exists and the role keeps it", async () => {
    expect(await barOf("church", `/mission-trips/${records.trip}`)).toMatchObject({
      edit: { href: `/admin/mission-trips/edit/${records.trip}` },
      also: [{ label: "Trip pictures", href: `/admin/mission-trips/${records.trip}/images` }],
    });
    expect(await edit("church", `/past-session/${records.service}`)).toBe(`/admin/past-sessions/edit/${records.service}`);
    expect(await edit("church", `/past-sessions/series/${records.series}`)).toMatch(/^\/admin\/past-sessions\/series\/edit\/\d+$/);
    expect(await edit("church", "/events/schedule/sunday-worship")).toBe("/admin/schedule");
    expect(await edit("childcare", `/mission-trips/${records.trip}`)).toBeNull();
    // Each role keeps its own calendar.
    expect(await edit("church", `/events/${records.churchEvent}`)).toMatch(/^\/admin\/events\/edit\/\d+$/);
    expect(await edit("childcare", `/events/${records.churchEvent}`)).toBeNull();
    expect(await edit("childcare", `/events/${records.childcareEvent}`)).toMatch(/^\/admin\/events\/edit\/\d+$/);
    expect(await edit("admin", `/events/${records.childcareEvent}`)).toMatch(/^\/admin\/events\/edit\/\d+$/);
  });

  it("offers nothing to edit on a page that is not there", async () => {
    for (const path of ["/no-such-page", "/mission-trips/999999", "/mission-trips/12abc", "/events/no-such-event", "/past-sessions/series/nothing", "x", `/${"a".repeat(400)}`]) {
      expect(await barOf("siteadmin", path), path).toMatchObject({ signedIn: true, staffArea: "/admin/dashboard", edit: null, also: [] });
    }
  });
});
