import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as commonGrounds from "./common-grounds.tsx";
import * as dailyReadings from "./daily-readings.tsx";
import * as firstResponders from "./first-responders.tsx";
import * as holidays from "./holidays.tsx";
import * as missionTrip from "./mission-trip.tsx";
import * as missionTrips from "./mission-trips.tsx";
import * as occ from "./operation-christmas-child.tsx";
import * as pastService from "./past-service.tsx";
import * as pastServices from "./past-services.tsx";
import * as septemberClub from "./september-club.tsx";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** "Today" in these tests is Saturday 21 November 2026 in the church's time zone. */
const NOW = "2026-11-21T15:00:00Z";

async function status(render: Promise<unknown>): Promise<number | "rendered"> {
  try {
    await render;
    return "rendered";
  } catch (error) {
    // A loader's `throw data(null, { status })`, which the router turns into its error response.
    const init = (error as { init?: ResponseInit | null } | null)?.init;
    if (init?.status) return init.status;
    throw error;
  }
}

describe("public content pages", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const services = await database.db
      .insert(schema.pastServices)
      .values([
        {
          serviceDate: "2026-11-15",
          serviceType: "Sunday Worship",
          description: "Advent hope.",
          videoLink: '<iframe width="560" style="border:0" frameborder="0" src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>',
          bulletinFileName: "bulletin.pdf",
        },
        { serviceDate: "2026-11-08", serviceType: "Sunday Worship", description: "Uploaded recording.", videoLink: "none", videoFileName: "sermon.mp4", bulletinFileName: "none" },
        { serviceDate: "2026-11-01", serviceType: "All Saints", description: "Nothing recorded.", videoLink: "none", videoFileName: "none", bulletinFileName: "none" },
        { serviceDate: "2026-10-25", serviceType: "Sunday Worship", description: "Streamed elsewhere.", videoLink: "https://media.example.org/2026/sunday.mp4" },
      ])
      .returning({ id: schema.pastServices.id });
    [ids.embed, ids.file, ids.none, ids.link] = services.map((s) => s.id);
    const [trip] = await database.db
      .insert(schema.missionTrips)
      .values({ location: "Biloxi, MS", tripDate: "2025-06-14", description: "Rebuilding homes.", story: "<p>We hung drywall.</p><script>alert(1)</script><h1>Big</h1>", image: "main.webp" })
      .returning({ id: schema.missionTrips.id });
    ids.trip = trip!.id;
    await database.db.insert(schema.missionTripImages).values([{ tripId: ids.trip, fileName: "one.webp", position: 0 }]);
    await database.db.insert(schema.galleryImages).values([{ gallery: "common-grounds", fileName: "coffee.webp", position: 0 }]);
    await database.db.insert(schema.occHighlights).values({ occYear: 2025, boxesFilled: 1412, description: "Our best year yet.", imageFileName: "boxes.webp" });
  });
  afterAll(() => database.drop());

  describe("past services", () => {
    it("lists newest first, each linking to /past-session/{id}", async () => {
      const html = await renderRoute(pastServices, { database, now: NOW });
      expect(html.indexOf(`/past-session/${ids.embed}`)).toBeLessThan(html.indexOf(`/past-session/${ids.file}`));
      expect(text(html)).toContain("Sunday, November 15, 2026");
    });

    it("rebuilds an embed code as a clean, lazy, framed player and offers the bulletin", async () => {
      const html = await renderRoute(pastService, { database, now: NOW, params: { id: String(ids.embed) } });
      expect(html).toMatch(/<iframe src="https:\/\/www\.youtube\.com\/embed\/abc123" title="Sunday Worship video"[^>]*allowfullscreen=""[^>]*loading="lazy"[^>]*referrerpolicy="strict-origin-when-cross-origin"/i);
      expect(html).not.toContain("frameborder");
      expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show Bulletin<\/button>/);
      expect(html).toContain(`href="/uploads/past-services/${ids.embed}/bulletin.pdf"`);
    });

    it("plays an uploaded file in a video player", async () => {
      const html = await renderRoute(pastService, { database, now: NOW, params: { id: String(ids.file) } });
      expect(html).toMatch(new RegExp(`<video controls="" preload="metadata" src="/uploads/past-services/${ids.file}/sermon.mp4"`));
      expect(text(html)).toContain("No bulletin available for this service.");
    });

    it("links to a video file on a site that may not be framed, saying where it goes", async () => {
      const html = await renderRoute(pastService, { database, now: NOW, params: { id: String(ids.link) } });
      expect(html).toContain('href="https://media.example.org/2026/sunday.mp4"');
      expect(text(html)).toContain("Watch the service video (a video file on media.example.org)");
      expect(html).not.toContain("<iframe");
    });

    it("says when there is neither video nor bulletin", async () => {
      const page = text(await renderRoute(pastService, { database, now: NOW, params: { id: String(ids.none) } }));
      expect(page).toContain("No video available for this service.");
      expect(page).toContain("No bulletin available for this service.");
    });

    it.each(["999999", "abc", "01", "1.5"])("answers 404 for /past-session/%s", async (id) => {
      expect(await status(renderRoute(pastService, { database, params: { id } }))).toBe(404);
    });
  });

  describe("mission trips", () => {
    it("lists each trip with its month and year, linking to its page", async () => {
      const html = await renderRoute(missionTrips, { database, now: NOW });
      expect(html).toContain(`href="/mission-trips/${ids.trip}"`);
      expect(text(html)).toContain("June 2025");
      expect(html).toContain('aria-roledescription="carousel"');
    });

    it("shows the location as the title and the story as sanitised HTML, with the trip's gallery", async () => {
      const html = await renderRoute(missionTrip, { database, now: NOW, params: { id: String(ids.trip) } });
      expect(html).toMatch(/<h1[^>]*>Biloxi, MS<\/h1>/);
      expect(html).toContain("<p>We hung drywall.</p>");
      expect(html).not.toContain("<script>alert");
      expect(html).toContain("<h2>Big</h2>");
      expect(html).toContain('src="/uploads/mission-trips/biloxi__ms/main.webp"');
      expect(html).toContain('src="/uploads/mission-trips/biloxi__ms/thumbnails/one.webp"');
    });

    it("answers 404 for a trip that does not exist", async () => {
      expect(await status(renderRoute(missionTrip, { database, params: { id: "424242" } }))).toBe(404);
    });
  });

  describe("galleries", () => {
    it("shows thumbnails as buttons named by their pictures", async () => {
      const html = await renderRoute(commonGrounds, { database });
      expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*><img src="\/uploads\/common-grounds\/thumbnails\/coffee\.webp" alt="Common Grounds, photo 1 of 1"[^>]*loading="lazy"/);
    });

    it("says No images to display when a gallery is empty", async () => {
      expect(text(await renderRoute(septemberClub, { database }))).toContain("No images to display");
    });

    it("holidays: five fixed captioned pictures in the carousel, then the gallery", async () => {
      const html = await renderRoute(holidays, { database });
      expect(html.match(/<figcaption/g)).toHaveLength(5 + 1); // the carousel repeats its first slide at the end
      expect(html).toContain('src="/images/holidays/easter.webp"');
      expect(text(html)).toContain("No images to display");
    });

    it("first responders: its pictures and its gallery", async () => {
      const html = await renderRoute(firstResponders, { database });
      expect(html).toContain('src="/images/first-responders/blessing.webp"');
      expect(text(html)).toContain("No images to display");
    });
  });

  it("Operation Christmas Child: the banner, the captioned story video and the yearly highlights", async () => {
    const html = await renderRoute(occ, { database });
    expect(html).toContain('src="/images/occ/banner.webp"');
    expect(html).toMatch(/<video[^>]*controls/);
    expect(html).toContain('<track kind="captions" src="/media/occ-story.vtt" srcLang="en" label="English" default=""/>');
    const page = text(html);
    expect(page).toContain("2025");
    expect(page).toContain("1,412 boxes filled");
    expect(html).toContain('src="/uploads/operation-christmas-child/boxes.webp"');
  });

  describe("daily readings", () => {
    it("labels Today, Yesterday and Tomorrow and keeps older readings in the archive", async () => {
      // "No reading available" is tested on this site too.
      onTestFinished(async () => {
        await database.db.delete(schema.dailyReadings);
      });
      await database.db.insert(schema.dailyReadings).values([
        { readingDate: "2026-11-21", scripture: "Psalm 23" },
        { readingDate: "2026-11-20", scripture: "John 3:16-21" },
        { readingDate: "2026-11-22", scripture: "Luke 2:1-20" },
        { readingDate: "2026-10-02", scripture: "Micah 6:8" },
      ]);
      const page = text(await renderRoute(dailyReadings, { database, now: NOW }));
      expect(page).toMatch(/Today Saturday, November 21, 2026 Psalm 23/);
      expect(page).toMatch(/Yesterday Friday, November 20, 2026 John 3:16-21/);
      expect(page).toMatch(/Tomorrow Sunday, November 22, 2026 Luke 2:1-20/);
      expect(page).toMatch(/October 2026 1 reading Friday, October 2, 2026 Micah 6:8/);
    });

    it("shows the archive a month at a time, the newest by default, with a link to every month that has readings (issue 33)", async () => {
      onTestFinished(async () => {
        await database.db.delete(schema.dailyReadings);
      });
      await database.db.insert(schema.dailyReadings).values([
        { readingDate: "2026-11-21", scripture: "Psalm 23" },
        { readingDate: "2026-11-20", scripture: "John 3:16-21" },
        { readingDate: "2026-11-02", scripture: "Psalm 1" },
        { readingDate: "2026-10-30", scripture: "Micah 6:8" },
        { readingDate: "2026-10-01", scripture: "Ruth 1" },
        { readingDate: "2025-03-14", scripture: "Jonah 2" },
      ]);
      const newest = await renderRoute(dailyReadings, { database, now: NOW });
      expect(text(newest)).toMatch(/November 2026 1 reading Monday, November 2, 2026 Psalm 1/);
      // Yesterday's card is not repeated in the archive, and other months are only links.
      expect(text(newest)).not.toContain("Micah 6:8");
      expect(text(newest)).not.toContain("Jonah 2");
      const links = [...newest.matchAll(/<a href="(\/daily-readings\?month=[^"]+)"[^>]*aria-label="([^"]+)"/g)].map((m) => [m[1], m[2]]);
      expect(links).toEqual([
        ["/daily-readings?month=2026-11#archive-heading", "November 2026, 1 reading"],
        ["/daily-readings?month=2026-10#archive-heading", "October 2026, 2 readings"],
        ["/daily-readings?month=2025-03#archive-heading", "March 2025, 1 reading"],
      ]);
      expect(newest).toMatch(/<a href="\/daily-readings\?month=2026-11#archive-heading" aria-current="page"/);

      const october = text(await renderRoute(dailyReadings, { database, now: NOW, path: "/daily-readings?month=2026-10" }));
      expect(october).toMatch(/October 2026 2 readings Friday, October 30, 2026 Micah 6:8 Thursday, October 1, 2026 Ruth 1/);
      expect(october).not.toContain("Psalm 1 ");
      expect(october).toMatch(/Today Saturday, November 21, 2026 Psalm 23/);

      // A month without archived readings says so and keeps the links; an address that names no month shows the newest.
      const empty = text(await renderRoute(dailyReadings, { database, now: NOW, path: "/daily-readings?month=2024-07" }));
      expect(empty).toContain("No past readings in July 2024.");
      expect(empty).toContain("Other months 2026 Nov Oct 2025 Mar");
      expect(text(await renderRoute(dailyReadings, { database, now: NOW, path: "/daily-readings?month=soon" }))).toContain("Monday, November 2, 2026 Psalm 1");
    });

    it("says what is missing when there are no readings", async () => {
      const page = text(await renderRoute(dailyReadings, { database, now: NOW }));
      expect(page).toContain("No reading available");
      expect(page).toContain("No Previous Reading");
      expect(page).toContain("No past readings available.");
    });
  });
});

describe("galleries, trips and highlights that fail to load are only logged (spec section 8)", () => {
  let broken: Awaited<ReturnType<typeof freshDatabase>>;
  // The page's own words still load; only the pictures' table is gone.
  let noGalleries: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    broken = await freshDatabase("pglite");
    await broken.close();
    noGalleries = await freshDatabase("pglite");
    await noGalleries.db.execute(sql`drop table gallery_images`);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => noGalleries.drop());

  it.each([
    ["first responders", firstResponders],
    ["common grounds", commonGrounds],
    ["september club", septemberClub],
    ["holidays", holidays],
  ] as const)("%s: the gallery shows its empty state, with no error", async (_name, module) => {
    const html = await renderRoute(module, { database: noGalleries });
    expect(text(html)).toContain("No images to display");
    expect(html).not.toContain('role="alert"');
  });

  it("mission trip and past service detail pages stay empty instead of failing", async () => {
    expect(text(await renderRoute(missionTrip, { database: broken, params: { id: "1" } }))).toContain("All mission trips");
    expect(text(await renderRoute(pastService, { database: broken, params: { id: "1" } }))).toContain("All past services");
  });
});
