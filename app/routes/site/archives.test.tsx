/**
 * Issue 33: the public archives a page at a time. /announcements and /past-sessions show 20 a page,
 * newest first, with Newer and Older links that keep the filters; an address past the last page or
 * naming no page leads to the page there is. On both databases.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { testServices } from "../../../server/testing/services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../../../server/testing/database.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as announcements from "./announcements.tsx";
import * as pastServices from "./past-services.tsx";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
const headings = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]+)</${tag}>`, "g"))].map((m) => m[1]);
const pagerLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" rel="(prev|next)"/g)].map((m) => [m[2], m[1]!.replace(/&amp;/g, "&")]);

/** Where a loader sends the visitor instead (its thrown redirect), or null when it renders. */
async function redirectOf(render: Promise<unknown>): Promise<string | null> {
  try {
    await render;
    return null;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) return error.headers.get("location");
    throw error;
  }
}

const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000);

describe.each(testDatabaseKinds)("the public archives a page at a time (%s)", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Notice 01 is the newest; 45 shown, one expired and one scheduled hidden.
    await database.db.insert(schema.announcements).values([
      ...Array.from({ length: 45 }, (_, i) => ({ subject: `Notice ${String(i + 1).padStart(2, "0")}`, announcement: "<p>Words</p>", submittedAt: day(i) })),
      { subject: "Expired notice", announcement: "<p>Gone</p>", submittedAt: day(0), expires: true, expirationDate: "2026-11-01" },
      { subject: "Scheduled notice", announcement: "<p>Soon</p>", submittedAt: day(-3), publishAt: day(-3) },
    ]);
    const [advent] = await database.db.insert(schema.sermonSeries).values({ slug: "advent-hope", title: "Advent Hope" }).returning({ id: schema.sermonSeries.id });
    // Service 01 is the newest; every third is Pastor Ruth's on John, in the Advent series.
    await database.db.insert(schema.pastServices).values(
      Array.from({ length: 50 }, (_, i) => {
        const hers = i % 3 === 0;
        return {
          serviceDate: day(7 * i).toISOString().slice(0, 10),
          serviceType: "Sunday Worship",
          sermonTitle: `Sermon ${String(i + 1).padStart(2, "0")}`,
          seriesId: hers ? advent!.id : null,
          speakers: [{ name: hers ? "Ruth Ames" : "Tom Hale" }],
          passages: [{ book: hers ? "John" : "Psalms", chapter: 3 }],
        };
      }),
    );
  });
  afterAll(() => database.drop());

  it("/announcements: 20 a page, newest first, the expired and scheduled ones never counted", async () => {
    const first = await renderRoute(announcements, { database, path: "/announcements" });
    expect(headings(first, "h2")).toEqual(Array.from({ length: 20 }, (_, i) => `Notice ${String(i + 1).padStart(2, "0")}`));
    expect(text(first)).toContain("Page 1 of 3");
    expect(pagerLinks(first)).toEqual([["next", "/announcements?page=2"]]);

    const last = await renderRoute(announcements, { database, path: "/announcements?page=3" });
    expect(headings(last, "h2")).toEqual(["Notice 41", "Notice 42", "Notice 43", "Notice 44", "Notice 45"]);
    expect(text(last)).toContain("Page 3 of 3");
    expect(pagerLinks(last)).toEqual([["prev", "/announcements?page=2"]]);
    expect(text(last)).not.toMatch(/Expired notice|Scheduled notice/);
  });

  it("/announcements: a page past the last leads to the last, and ?page=1 or a page that is no number to the first", async () => {
    expect(await redirectOf(renderRoute(announcements, { database, path: "/announcements?page=9" }))).toBe("/announcements?page=3");
    expect(await redirectOf(renderRoute(announcements, { database, path: "/announcements?page=1" }))).toBe("/announcements");
    expect(await redirectOf(renderRoute(announcements, { database, path: "/announcements?page=two" }))).toBe("/announcements");
  });

  it("/past-sessions: 20 a page with Older and Newer links", async () => {
    const first = await renderRoute(pastServices, { database, path: "/past-sessions" });
    expect(text(first)).toContain("Sermon 01");
    expect(text(first)).toContain("Sermon 20");
    expect(text(first)).not.toContain("Sermon 21");
    expect(text(first)).toContain("Page 1 of 3");
    expect(pagerLinks(first)).toEqual([["next", "/past-sessions?page=2"]]);
    const second = await renderRoute(pastServices, { database, path: "/past-sessions?page=2" });
    expect(text(second)).toMatch(/Sermon 21 .*Sermon 40 /);
    expect(text(second)).not.toMatch(/Sermon (20|41) /);
    expect(pagerLinks(second)).toEqual([
      ["prev", "/past-sessions"],
      ["next", "/past-sessions?page=3"],
    ]);
  });

  it("/past-sessions: the filters combine with the pages, and their links keep them", async () => {
    // 17 of Pastor Ruth's sermons on John in the Advent series: one page, no links.
    const one = await renderRoute(pastServices, { database, path: "/past-sessions?series=advent-hope&speaker=Ruth%20Ames&book=John" });
    expect(text(one).match(/Sermon \d\d/g)).toHaveLength(17);
    expect(pagerLinks(one)).toEqual([]);
    // Tom Hale's 33: two pages.
    const tom = await renderRoute(pastServices, { database, path: "/past-sessions?speaker=Tom%20Hale" });
    expect(text(tom).match(/Sermon \d\d/g)).toHaveLength(20);
    expect(pagerLinks(tom)).toEqual([["next", "/past-sessions?speaker=Tom+Hale&page=2"]]);
    const tomLast = await renderRoute(pastServices, { database, path: "/past-sessions?speaker=Tom%20Hale&page=2" });
    expect(text(tomLast).match(/Sermon \d\d/g)).toHaveLength(13);
    expect(text(tomLast)).not.toContain("Ruth Ames ·");
    expect(await redirectOf(renderRoute(pastServices, { database, path: "/past-sessions?book=Psalms&page=5" }))).toBe("/past-sessions?book=Psalms&page=2");
    // The filter's choices are still every speaker and book, whatever page is shown.
    expect(tomLast).toContain('<option value="Ruth Ames">Ruth Ames</option>');
    expect(tomLast).toContain('<option value="John">John</option>');
  });

  it("keeps the filter choices and the readings' months only until a row is added, edited or removed, by any instance or none", async () => {
    const services = testServices(database);
    expect((await services.pastServices.filterChoices()).speakers).toEqual(["Ruth Ames", "Tom Hale"]);
    const [added] = await database.db
      .insert(schema.pastServices)
      .values({ serviceDate: "2020-01-05", serviceType: "Sunday Worship", speakers: [{ name: "Ann Lee" }], passages: [{ book: "Ruth", chapter: 1 }] })
      .returning({ id: schema.pastServices.id });
    expect(await services.pastServices.filterChoices()).toMatchObject({ speakers: ["Ann Lee", "Ruth Ames", "Tom Hale"], books: expect.arrayContaining(["Ruth"]) });
    // An edit moves the row's time forward, as every write path's does.
    await database.db
      .update(schema.pastServices)
      .set({ speakers: [{ name: "Ann Lee-Smith" }], updatedAt: sql`${schema.pastServices.updatedAt} + interval '1 millisecond'` })
      .where(eq(schema.pastServices.id, added!.id));
    expect((await services.pastServices.filterChoices()).speakers).toContain("Ann Lee-Smith");
    await database.db.delete(schema.pastServices).where(eq(schema.pastServices.id, added!.id));
    expect((await services.pastServices.filterChoices()).speakers).toEqual(["Ruth Ames", "Tom Hale"]);

    await database.db.insert(schema.dailyReadings).values([
      { readingDate: "2026-11-20", scripture: "John 3:16-21" },
      { readingDate: "2026-10-01", scripture: "Ruth 1" },
    ]);
    const months = async () => (await services.readings.page()).archive.months.map((m) => `${m.month} ${m.count}`);
    expect(await months()).toEqual(["2026-10 1"]);
    const [march] = await database.db.insert(schema.dailyReadings).values({ readingDate: "2025-03-14", scripture: "Jonah 2" }).returning({ id: schema.dailyReadings.id });
    expect(await months()).toEqual(["2026-10 1", "2025-03 1"]);
    await database.db
      .update(schema.dailyReadings)
      .set({ readingDate: "2026-10-02", updatedAt: sql`${schema.dailyReadings.updatedAt} + interval '1 millisecond'` })
      .where(eq(schema.dailyReadings.id, march!.id));
    expect(await months()).toEqual(["2026-10 2"]);
    await database.db.delete(schema.dailyReadings);
  });
});
