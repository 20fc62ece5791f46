import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import * as schema from "../../../server/db/schema.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { renderRoute } from "../../testing/render-route.tsx";
import * as home from "./home.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&quot;|&amp;/g, (m) => ({ "&#x27;": "'", "&quot;": '"', "&amp;": "&" })[m]!).replace(/\s+/g, " ");

describe("home page", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("shows John 3:16, no announcements and no readings on an empty site", async () => {
    const html = text(await renderRoute(home, { database }));
    const shown = ["For God so loved the world", "John 3:16", "No announcements at this time.", "No readings at this time. Please check back later.", "134 years and counting!", "Sunday Worship 10:00 AM", "Sunday School 11:15 AM"];
    for (const words of shown) expect(html).toContain(words);
  });

  it("shows the first two announcements and up to three readings with the first labelled", async () => {
    // The other tests see an empty site again.
    onTestFinished(async () => {
      await database.db.delete(schema.announcements);
      await database.db.delete(schema.dailyReadings);
      await database.db.delete(schema.versesOfTheDay);
    });
    await database.db.insert(schema.announcements).values([
      { subject: "First", announcement: "<p>1</p>", submittedAt: new Date("2026-11-20T12:00:00Z") },
      { subject: "Second", announcement: "<p>2</p>", submittedAt: new Date("2026-11-19T12:00:00Z") },
      { subject: "Third", announcement: "<p>3</p>", submittedAt: new Date("2026-11-18T12:00:00Z") },
    ]);
    await database.db.insert(schema.dailyReadings).values(
      ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-22"].map((readingDate) => ({ readingDate, scripture: `Text ${readingDate}` })),
    );
    await database.db.insert(schema.versesOfTheDay).values({ verseText: "Be still, and know that I am God.", scriptureLocation: "Psalm 46:10", isActive: true });
    const html = text(await renderRoute(home, { database }));
    for (const words of ["Be still, and know that I am God.", "Posted on November 20, 2026", "Second", "Yesterday", "Text 2026-11-18"]) expect(html).toContain(words);
    // The third announcement, and readings from before yesterday or after today.
    for (const words of ["Third", "Text 2026-11-17", "Text 2026-11-22"]) expect(html).not.toContain(words);
  });

  it("still renders when the announcements, readings and verse cannot load: each section shows its message and the verse stays John 3:16", async () => {
    const broken = await freshDatabase("pglite");
    for (const table of ["announcements", "daily_readings", "verses_of_the_day"]) await broken.db.execute(sql.raw(`drop table ${table} cascade`));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = text(await renderRoute(home, { database: broken }));
    await broken.drop();
    for (const words of ["John 3:16", "Could not load announcements. Please try again later.", "Could not load daily readings. Please try again later.", "Notable Times"]) expect(html).toContain(words);
  });
});
