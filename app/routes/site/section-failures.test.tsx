import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as about from "./about.tsx";
import * as announcements from "./announcements.tsx";
import * as childcare from "./childcare-preschool.tsx";
import * as dailyReadings from "./daily-readings.tsx";
import * as pastServices from "./past-services.tsx";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("a section whose data cannot be loaded shows its spec section 8 message; the page still renders", () => {
  let broken: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    // The site's words and facts load (they are one snapshot, kept in memory on a running site); the
    // records a section lists cannot.
    broken = await freshDatabase("pglite");
    for (const table of ["church_staff", "childcare_staff", "announcements", "daily_readings", "past_services"]) await broken.db.execute(sql.raw(`drop table ${table} cascade`));
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => broken.drop());

  it.each([
    [about, "Could not load staff members. Please try again later.", "General Info"],
    [announcements, "Could not load announcements. Please try again later.", "Announcements"],
    [dailyReadings, "Could not load daily readings. Please try again later.", "Daily Readings"],
    [pastServices, "Failed to load past sessions.", "Past Services"],
  ] as const)("%#: %s", async (module, message, heading) => {
    const html = text(await renderRoute(module, { database: broken }));
    expect(html).toContain(message);
    expect(html).toContain(heading);
  });

  it("childcare: the staff section and the director and assistant names say so", async () => {
    const html = text(await renderRoute(childcare, { database: broken }));
    expect(html).toContain("Could not load childcare staff. Please try again later.");
    expect(html.match(/Could not load\. Please try again later\./g)).toHaveLength(2);
    expect(html).toContain("$145");
  });
});

describe("empty states", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("says No services to display and No announcements at this time.", async () => {
    expect(text(await renderRoute(pastServices, { database }))).toContain("No services to display");
    expect(text(await renderRoute(announcements, { database }))).toContain("No announcements at this time.");
  });

  it("shows the staff with hidden none contacts, a 3-3-4 phone and a first-name placeholder", async () => {
    await database.db.insert(schema.churchStaff).values([
      { name: "Office Person", roleTitle: "Office Administrator", email: "none", phone: "9195550142", displayOrder: 0 },
      { name: "Grace Holloway", roleTitle: "Senior Pastor", email: "grace@example.org", phone: "none", image: null, displayOrder: 1 },
    ]);
    const html = text(await renderRoute(about, { database }));
    expect(html.indexOf("Grace Holloway")).toBeLessThan(html.indexOf("Office Person"));
    expect(html).toContain("919-555-0142");
    expect(html).not.toMatch(/\bnone\b/);
    expect(html).toContain("Grace");
  });
});
