/**
 * What visitors read, page by page: the visible text, title, description and structured data of every
 * public page and of the site's header and footer, rendered as the server renders them for a visitor,
 * compared with the snapshot files in __page-text__/. The snapshots were written from the code before
 * page copy moved into the database (issue 11), so this test proves the move changed nothing a visitor
 * sees; after that, a change of the seeded words shows here as a reviewed snapshot change.
 */
import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { renderRouteWithData } from "../../testing/render-route.tsx";

const ROOT_MATCH = { id: "root", loaderData: { publicUrl: "https://church.example" } };
const here = import.meta.dirname;

/** The words a visitor reads: tags dropped, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    // A line-break opportunity inside a word (an address), not a space.
    .replace(/<wbr\/?>/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&rsquo;/g, "’")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

type MetaModule = { meta?: (args: never) => Array<Record<string, unknown>> };

/** Title, description and structured data, as the page's `meta` gives them. */
function metaOf(module: MetaModule, loaderData: unknown, params: Record<string, string>, layoutData: unknown) {
  if (!module.meta) return null;
  const matches = [ROOT_MATCH, { id: "routes/site/layout", loaderData: layoutData }, { id: "page", loaderData }];
  const tags = (module.meta as (a: unknown) => Array<Record<string, unknown>>)({ matches, loaderData, params, location: { pathname: "/" } });
  return {
    title: tags.find((t) => "title" in t)?.title ?? null,
    description: tags.find((t) => t.name === "description")?.content ?? null,
    jsonLd: tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] ?? null,
  };
}

const pages = readdirSync(here)
  .filter((f) => f.endsWith(".tsx") && !f.includes(".test.") && f !== "not-found.tsx")
  .sort();

describe("every public page reads as before", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const params: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    // The two detail pages need a record; everything else renders from the seeded site alone.
    const [trip] = await database.db
      .insert(schema.missionTrips)
      .values({ location: "Biloxi, MS", tripDate: "2025-06-14", description: "Rebuilding homes.", story: "<p>We hung drywall.</p>", image: null })
      .returning({ id: schema.missionTrips.id });
    const [service] = await database.db
      .insert(schema.pastServices)
      .values({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", description: "Advent hope.", videoLink: "https://www.youtube.com/watch?v=abc123", bulletinFileName: "bulletin.pdf" })
      .returning({ id: schema.pastServices.id });
    // Issue 12: an event page needs an event (the third Tuesday's group, from December on).
    await database.db.insert(schema.events).values({
      slug: "grief-support-evening",
      title: "Grief Support (evening)",
      summary: "The grief group meets in the evening too.",
      description: "<p>Come as you are.</p>",
      startLocal: "2026-12-15T18:30",
      endLocal: "2026-12-15T20:00",
      timeZone: "America/New_York",
      rrule: "FREQ=MONTHLY;INTERVAL=1;BYDAY=+3TU;UNTIL=20270630T235900Z",
      firstDate: "2026-12-15",
      lastDate: "2027-06-15",
      page: "/grief-support",
      status: "published",
    });
    params["event.tsx"] = { slug: "grief-support-evening" };
    params["mission-trip.tsx"] = { id: String(trip!.id) };
    params["past-service.tsx"] = { id: String(service!.id) };
    // Issue 13: a sermon series page needs a series, with the service in it.
    const [series] = await database.db.insert(schema.sermonSeries).values({ slug: "advent-hope", title: "Advent Hope", description: "Four Sundays of waiting." }).returning({ id: schema.sermonSeries.id });
    await database.db.update(schema.pastServices).set({ seriesId: series!.id }).where(eq(schema.pastServices.id, service!.id));
    params["sermon-series.tsx"] = { slug: "advent-hope" };
    // Issue 34: the registration page needs an event that takes registrations (next summer's, on no other page yet).
    const [camp] = await database.db
      .insert(schema.events)
      .values({ slug: "summer-day-camp", title: "Summer Day Camp", summary: "A week of games and songs.", description: "<p>Bring a hat.</p>", startLocal: "2027-06-21T09:00", endLocal: "2027-06-21T12:00", firstDate: "2027-06-21", lastDate: "2027-06-21", timeZone: "America/New_York", status: "published" })
      .returning({ id: schema.events.id });
    await database.db.insert(schema.registrationForms).values({ eventId: camp!.id, capacity: 20, confirmationMessage: "See you at camp." });
    params["event-register.tsx"] = { slug: "summer-day-camp" };
  });
  afterAll(() => database.drop());

  it("covers every public page module", () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of pages) {
    it(file, async () => {
      const module = (await import(`./${file.replace(/\.tsx$/, "")}.tsx`)) as Parameters<typeof renderRouteWithData>[0] & MetaModule;
      const { html, loaderData } = await renderRouteWithData(module, { database, params: params[file] ?? {} });
      const text = visibleText(html);
      const layout = await renderRouteWithData((await import("./layout.tsx")) as Parameters<typeof renderRouteWithData>[0], { database });
      const meta = metaOf(module, loaderData, params[file] ?? {}, layout.loaderData);
      await expect(`${JSON.stringify(meta, null, 2)}\n\n${text.replace(/([.!?]) /g, "$1\n")}\n`).toMatchFileSnapshot(path.join(here, "__page-text__", `${file}.txt`));
    });
  }
});
