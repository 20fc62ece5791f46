/**
 * Issue 33: the staff list of past services in pages of 50, found by the filter box as site search
 * finds sermons (title, series, speaker, passage), filtered by audio or a series, newest or oldest
 * first, on both databases.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListPlace } from "../../shared/admin-list.ts";
import { addDays } from "../../shared/dates.ts";
import { type PastServiceSort, pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../shared/schemas/admin/sermon-series.ts";
import { pastServices } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

describe.each(testDatabaseKinds)("the past services staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  let adventSlug = "";
  const place = (changes: Partial<ListPlace<PastServiceSort, string>> = {}): ListPlace<PastServiceSort, string> => ({ q: "", sort: "newest", filter: null, page: 1, ...changes });
  const page = (changes: Partial<ListPlace<PastServiceSort, string>> = {}) => services.pastServices.adminPage(place(changes));
  const dates = async (changes: Partial<ListPlace<PastServiceSort, string>> = {}) => (await page(changes)).items.map((s) => s.serviceDate);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: "2026-11-21T15:00:00Z" });
    const actor = (await services.accounts.createUser({ name: "Office", username: "office33p", password: "correct horse battery", role: "siteadmin" })).id;
    const series = await services.sermonSeries.create(sermonSeriesSchema.parse({ title: "Waiting in Hope", description: "Advent 2025" }), actor);
    if (!series.ok) throw new Error(series.error);
    adventSlug = (await services.sermonSeries.get(series.value.id))!.slug;
    const add = async (values: Record<string, string>) => {
      const made = await services.pastServices.create(pastServiceSchema.parse({ serviceType: "Sunday Worship", ...values }), actor);
      if (!made.ok) throw new Error(made.error);
      return made.value.id;
    };
    // A year of Sundays from 4 January 2026, the plain ones first.
    for (let week = 0; week < 50; week++) await add({ serviceDate: addDays("2026-01-04", week * 7), sermonTitle: `Psalm reflections ${week + 1}`, passages: "Psalm 23" });
    await add({ serviceDate: "2025-11-30", sermonTitle: "Keep awake", seriesId: String(series.value.id), speaker1: "Ruth Okafor", passages: "Mark 13:24-37" });
    await add({ serviceDate: "2025-12-07", sermonTitle: "Prepare the way", seriesId: String(series.value.id), speaker1: "Samuel Lee", passages: "Mark 1:1-8" });
    const nicodemus = await add({ serviceDate: "2025-03-16", serviceType: "Lenten Vespers", sermonTitle: "Born of water and spirit", speaker1: "Ana Gomez", passages: "John 3:1-17" });
    // The podcast's audio, as an accepted upload leaves its columns (the file itself is never written here).
    await database.db.update(pastServices).set({ audioFileName: "sermon.mp3", audioSize: 4096, audioMimeType: "audio/mpeg" }).where(inArray(pastServices.id, [nicodemus]));
    await database.db.update(pastServices).set({ audioFileName: "none" }).where(eq(pastServices.serviceDate, "2025-12-07"));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page, newest first, and the rest on the next", async () => {
    const first = await page();
    expect([first.total, first.pages, first.items.length]).toEqual([53, 2, 50]);
    expect(first.items[0]).toMatchObject({ serviceDate: "2026-12-13", sermonTitle: "Psalm reflections 50" });
    expect(await dates({ page: 2 })).toEqual(["2025-12-07", "2025-11-30", "2025-03-16"]);
    expect((await page({ page: 9 })).page).toBe(2);
  });

  it("sorts oldest first", async () => {
    expect((await dates({ sort: "oldest" })).slice(0, 4)).toEqual(["2025-03-16", "2025-11-30", "2025-12-07", "2026-01-04"]);
  });

  it("filters by podcast audio (an old 'none' is none) and by series", async () => {
    const withAudio = await page({ filter: "audio" });
    expect(withAudio.items.map((s) => [s.sermonTitle, s.audioUrl !== null, s.audioMissing])).toEqual([["Born of water and spirit", true, true]]);
    expect((await page({ filter: "no-audio" })).total).toBe(52);
    expect((await page({ filter: `series-${adventSlug}` })).items.map((s) => [s.sermonTitle, s.seriesTitle])).toEqual([
      ["Prepare the way", "Waiting in Hope"],
      ["Keep awake", "Waiting in Hope"],
    ]);
    expect((await services.pastServices.adminFilters()).map((f) => f.label)).toEqual(["Series: Waiting in Hope"]);
  });

  it("finds by sermon title, series, speaker and passage as site search does", async () => {
    const titles = async (q: string) => (await page({ q })).items.map((s) => s.sermonTitle);
    expect(await titles("John 3")).toEqual(["Born of water and spirit"]);
    expect(await titles("spirits born")).toEqual(["Born of water and spirit"]);
    expect(await titles("Gomez")).toEqual(["Born of water and spirit"]);
    expect(await titles("vespers")).toEqual(["Born of water and spirit"]);
    expect(await titles("waiting hope")).toEqual(["Prepare the way", "Keep awake"]);
    expect(await titles("Ruth Okafor")).toEqual(["Keep awake"]);
    expect(await page({ q: "psalms", sort: "oldest" })).toMatchObject({ total: 50, pages: 1, items: expect.arrayContaining([expect.objectContaining({ serviceDate: "2026-01-04" })]) });
    expect((await page({ q: "psalm", filter: `series-${adventSlug}` })).total).toBe(0);
  });

  it("answers odd input with no services, never an error", async () => {
    for (const q of ["& | ! :*", "x".repeat(1000), "'; drop table past_services; --", "\"unclosed", "John 3:16 | ("]) expect((await page({ q })).total, q).toBeGreaterThanOrEqual(0);
    expect((await page({ q: "& | ! :*" })).total).toBe(0);
    expect((await page({ q: "x".repeat(1000) })).total).toBe(0);
  });
});
