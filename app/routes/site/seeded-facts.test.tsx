/**
 * Issue 30 item 6: the seed says what the spec says, once. A fresh site lists the Sunday times in the
 * spec's order, keeps parking and access as one fact of Site settings that /about and /contact both
 * show, and gives each ministry's calendar entry the time and place its own page names (one schedule
 * row for both). Rendered as the server renders the pages, over the seeded content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES, type PagePath } from "../../../shared/content/pages.ts";
import { entriesFor } from "../../../shared/content/schedule.ts";
import type { SiteSettings } from "../../../shared/content/settings.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../../../server/testing/database.ts";
import { testServices } from "../../../server/testing/services.ts";
import { adminHarness } from "../../testing/admin-route.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as editor from "../admin/content/editor.tsx";
import * as about from "./about.tsx";
import * as contact from "./contact.tsx";
import * as home from "./home.tsx";
import * as marshallWesley from "./marshall-wesley.tsx";
import * as worship from "./worship.tsx";

const NOW = "2026-11-21T15:00:00Z";

/** Tags dropped, the entities React writes decoded, white space collapsed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&quot;|&amp;/g, (m) => ({ "&#x27;": "'", "&quot;": '"', "&amp;": "&" })[m]!)
    .replace(/\s+/g, " ")
    .trim();

/** The HTML of the section a heading id labels. */
function section(html: string, headingId: string): string {
  const found = new RegExp(`<section[^>]*aria-labelledby="${headingId}"[^>]*>([\\s\\S]*?)</section>`).exec(html);
  if (!found) throw new Error(`no section labelled by #${headingId}`);
  return found[1]!;
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => text(m[1]!));

describe.each(testDatabaseKinds)("the seeded site says each fact once, as the spec does, on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.drop());

  const render = (module: Parameters<typeof renderRoute>[0], path: string) => renderRoute(module, { database, path, now: NOW });

  it("/worship lists the Sunday times in the spec's order: Sunday School, Worship, Nursery, God's Big House", async () => {
    const sunday = section(await render(worship, "/worship"), "sunday-heading");
    expect(all(sunday, /<dt[^>]*>([\s\S]*?)<\/dt>/g)).toEqual(["Sunday School", "Sunday Worship", "Nursery", "God's Big House"]);
    expect(all(sunday, /<dd class="text-right[^"]*">([\s\S]*?)<\/dd>/g)).toEqual(["11:15-12:00", "10:00-11:15", "9:15 AM", "10:15-10:45"]);
  });

  it("/about lists Sunday School, Worship and Nursery in that order, each with its own time", async () => {
    const sunday = section(await render(about, "/about"), "sunday-heading");
    expect(all(sunday, /<h3[^>]*>([\s\S]*?)<\/h3>/g)).toEqual(["Sunday School", "Worship", "Nursery"]);
    expect(all(sunday, /<p class="mt-2 text-xl[^"]*">([\s\S]*?)<\/p>/g)).toEqual(["11:00 AM to 12:00 noon", "10:00 to 11:15 AM", "From 9:15 AM"]);
  });

  it("the home page keeps its times in the order of the day: worship at 10:00 AM, then Sunday School", async () => {
    const page = text(await render(home, "/"));
    expect(page.indexOf("Sunday Worship 10:00 AM")).toBeGreaterThan(-1);
    expect(page.indexOf("Sunday Worship 10:00 AM")).toBeLessThan(page.indexOf("Sunday School 11:15 AM"));
  });

  it("parking and access is one fact of Site settings: staff edit it there, and /about and /contact both show it", async () => {
    const services = testServices(database, { now: NOW });
    const seeded = (await services.content.snapshot()).settings;
    expect(seeded.parking).toMatch(/lot is behind the church/);
    for (const [module, path] of [[about, "/about"], [contact, "/contact"]] as const) expect(text(await render(module, path))).toContain(seeded.parking);

    // The Site settings editor offers it to staff.
    const admin = adminHarness(database, {});
    const form = text(await admin.render(editor, { path: "/admin/site-settings", role: "admin" }));
    expect(form).toContain("Parking and access");
    expect(form).toContain(seeded.parking);

    const changed = "Park in the new lot on Elm Street; the Elm Street door is level, with an automatic door.";
    const actor = (await services.accounts.createUser({ name: "Office", username: "office-parking", password: "correct horse battery", role: "admin" })).id;
    const doc = (await services.content.get("settings"))!;
    const saved = await services.content.saveDraft({ key: "settings", value: { ...(doc.published as SiteSettings), parking: changed }, version: doc.version, actor });
    if (!saved.ok) throw new Error(saved.error);
    expect((await services.content.publish({ key: "settings", version: saved.value.version, actor })).ok).toBe(true);
    for (const [module, path] of [[about, "/about"], [contact, "/contact"]] as const) {
      const page = text(await render(module, path));
      expect(page).toContain(changed);
      expect(page).not.toContain(seeded.parking);
    }
  });

  it("Marshall Wesley's page and its calendar entry name the same time and place: the Wesley house, not the church", async () => {
    const services = testServices(database, { now: NOW });
    const card = text(section(await render(marshallWesley, "/marshall-wesley"), "when-heading"));
    const series = (await services.events.publicSeries({ scheduleId: "marshall-wesley" }))!;
    const { place } = await services.events.pageLinks(series);
    expect(place).toBe("Wesley House, 402 College Avenue, Cedar Hill, NC 27514");
    expect(card).toContain("Thursdays 8:00PM");
    expect(card).toContain(place);
  });

  it("every ministry page's When and where names the place of each of its weekly meetings, as the calendar gives it", async () => {
    const services = testServices(database, { now: NOW });
    const { schedule, pages } = await services.content.snapshot();
    const ministries = (Object.keys(PAGES) as PagePath[]).filter((path) => PAGES[path].sections.some((s) => s.name === "where"));
    const checked: string[] = [];
    for (const path of ministries) {
      for (const entry of entriesFor(schedule, path, "2026-11-21").filter((e) => !e.hideFromCalendar)) {
        expect(entry.place, `${entry.id} names its place`).not.toBe("");
        expect(pages[path].sections.where, `${path} names the place of ${entry.id} from the schedule`).toContain(`{{place:${entry.id}}}`);
        checked.push(entry.id);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["gods-big-house", "grief-support", "marshall-wesley", "wednesday-night-kids", "cub-scouts", "boy-scouts"]));
  });
});
