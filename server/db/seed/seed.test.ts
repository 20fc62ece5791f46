import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.ts";
import { diskStore } from "../../storage/store.ts";
import { fixedClock } from "../../testing/clock.ts";
import { freshDatabase } from "../../testing/database.ts";
import { uploads } from "../../../shared/uploads.ts";
import { demoText } from "./demo-text.ts";
import { isDatabaseEmpty, seedDemoContent } from "./seed.ts";

describe("demo content", () => {
  const now = new Date("2026-11-21T15:00:00Z");
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-seed-"));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let services: ReturnType<typeof createServices>;

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoContent({ db: database.db, store: diskStore(uploadsDir), timeZone: "America/New_York", now });
    services = createServices({
      database,
      clock: fixedClock(now.toISOString()),
      site: { publicUrl: "http://x", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(32),
      mail: { smtpUrl: undefined, from: "x@example.org", outboxDir: uploadsDir },
      logger: pino({ level: "silent" }),
    });
  }, 120_000);
  afterAll(() => database.drop());

  it("is no longer empty afterwards", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it("has announcements of which one is expired and hidden", async () => {
    const visible = await services.announcements.listPublic();
    expect(visible.length).toBeGreaterThanOrEqual(2);
    expect(visible.some((a) => a.subject.includes("(past)"))).toBe(false);
  });

  it("has a reading for today and readings a year around it", async () => {
    const page = await services.readings.page();
    expect(page.today).toMatchObject({ readingDate: "2026-11-21" });
    expect(page.previous?.label).toBe("Yesterday");
    expect(page.next?.label).toBe("Tomorrow");
    expect(page.archive.months.reduce((n, m) => n + m.count, 0)).toBeGreaterThan(200);
  });

  it("has an active verse, staff with hidden contacts and one without a photo, and an unknown childcare team", async () => {
    expect(await services.verse.active()).toEqual(demoText.verse);
    const staff = await services.churchStaff.list();
    expect(staff[0]!.roleTitle).toMatch(/pastor/i);
    expect(staff.some((s) => s.image === null)).toBe(true);
    expect(staff.some((s) => s.email === "none")).toBe(true);
    expect((await services.childcareStaff.list()).some((s) => s.team === "Floaters")).toBe(true);
  });

  it("draws the images and the bulletin where the public addresses point", async () => {
    const staff = await services.churchStaff.list();
    for (const member of staff.filter((s) => s.image)) {
      expect(existsSync(path.join(uploadsDir, uploads.staff(member.image!).replace("/uploads/", "")))).toBe(true);
    }
    for (const trip of await services.trips.list()) {
      const images = await services.trips.images(trip.id);
      expect(images!.files.length).toBeGreaterThan(0);
      for (const file of images!.files) expect(existsSync(path.join(uploadsDir, decodeURIComponent(uploads.trip(trip.location, file).replace("/uploads/", ""))))).toBe(true);
    }
    const services_ = await services.pastServices.list();
    const withBulletin = services_.filter((s) => s.bulletinFileName && s.bulletinFileName !== "none");
    expect(withBulletin).toHaveLength(1);
    expect(existsSync(path.join(uploadsDir, "past-services", String(withBulletin[0]!.id), withBulletin[0]!.bulletinFileName!))).toBe(true);
    for (const gallery of ["first-responders", "common-grounds", "holidays", "september-club"] as const) {
      const files = await services.galleries.files(gallery);
      expect(files.length).toBeGreaterThan(0);
      expect(existsSync(path.join(uploadsDir, gallery, "thumbnails", files[0]!))).toBe(true);
    }
  });

  it("has one past service with an iframe embed, one with a link and one with none", async () => {
    const list = await services.pastServices.list();
    expect(list.some((s) => s.videoLink?.includes("<iframe"))).toBe(true);
    expect(list.some((s) => s.videoLink?.startsWith("https://"))).toBe(true);
    expect(list.some((s) => s.videoLink === "none")).toBe(true);
  });

  it("gives Vacation Bible School's calendar entry the weekday evenings its page names, at the church (issue 30 item 6)", async () => {
    const dates = await services.events.forPage("/vacation-bible-school", 10);
    // The page: "One week each summer", "Weekday evenings", in the fellowship hall and the children's wing.
    expect(dates.map((d) => [new Date(`${d.startLocal.slice(0, 10)}T12:00:00Z`).getUTCDay(), d.startLocal.slice(11), d.endLocal?.slice(11), d.allDay])).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => [weekday, "18:00", "20:30", false]),
    );
    expect(new Set(dates.map((d) => d.startLocal.slice(0, 7))).size).toBe(1);
    expect(dates.every((d) => d.location === "")).toBe(true);
  });
});
