import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { httpAppForSuite } from "../testing/http.ts";

describe.each(testDatabaseKinds)("public GET API on %s", (kind) => {
  const ids = { trip: 0, service: 0, emptyTrip: 0 };

  const suite = httpAppForSuite({}, kind);
  beforeAll(async () => {
    const { db } = suite.database;
    await db.insert(schema.versesOfTheDay).values([
      { verseText: "Old verse", scriptureLocation: "Psalm 1", isActive: false },
      { verseText: "Rejoice in the Lord always.", scriptureLocation: "Philippians 4:4", isActive: true },
    ]);
    await db.insert(schema.announcements).values([
      { subject: "Older", announcement: "<p>older</p>", submittedAt: new Date("2026-11-01T12:00:00Z") },
      { subject: "Newest", announcement: '<p onclick="x()">new<script>alert(1)</script></p>', submittedAt: new Date("2026-11-20T12:00:00Z"), expires: true, expirationDate: "2026-12-24" },
      { subject: "Expired", announcement: "<p>gone</p>", submittedAt: new Date("2026-11-19T12:00:00Z"), expires: true, expirationDate: "2026-11-20" },
      { subject: "Expires today", announcement: "<p>last day</p>", submittedAt: new Date("2026-11-18T12:00:00Z"), expires: true, expirationDate: "2026-11-21" },
      { subject: "Scheduled", announcement: "<p>later</p>", submittedAt: new Date("2026-11-21T12:00:00Z"), publishAt: new Date("2026-12-01T12:00:00Z") },
    ]);
    await db.insert(schema.dailyReadings).values([
      { readingDate: "2026-11-22", scripture: "John 1" },
      { readingDate: "2026-11-21", scripture: "Psalm 23" },
    ]);
    await db.insert(schema.churchStaff).values([
      { name: "Office Person", roleTitle: "Office Administrator", email: "none", phone: "9195550142", displayOrder: 0 },
      { name: "Rev. Pat", roleTitle: "Senior Pastor", email: "pat@example.org", phone: null, image: "pat.webp", displayOrder: 2 },
    ]);
    await db.insert(schema.childcareStaff).values([{ name: "Linda", team: "Director" }]);
    await db.insert(schema.occHighlights).values([
      { occYear: 2024, boxesFilled: 300, description: "Good year", imageFileName: "a.webp" },
      { occYear: 2025, boxesFilled: 412, description: "Best year", imageFileName: null },
    ]);
    const [trip] = await db
      .insert(schema.missionTrips)
      .values({ location: "Biloxi, MS", tripDate: "2025-06-01", description: "Rebuilding", story: "<p>We built.</p><script>x</script>", image: "main.webp" })
      .returning();
    const [emptyTrip] = await db.insert(schema.missionTrips).values({ location: "Nowhere", tripDate: "2024-06-01" }).returning();
    ids.trip = trip!.id;
    ids.emptyTrip = emptyTrip!.id;
    await db.insert(schema.missionTripImages).values([
      { tripId: trip!.id, fileName: "2.webp", position: 1 },
      { tripId: trip!.id, fileName: "1.webp", position: 0 },
    ]);
    const [service] = await db
      .insert(schema.pastServices)
      .values({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", description: "Advent", videoLink: "https://youtu.be/x", bulletinFileName: "b.pdf" })
      .returning();
    ids.service = service!.id;
    await db.insert(schema.pastServices).values({ serviceDate: "2026-11-08", serviceType: "Sunday Worship" });
    await db.insert(schema.galleryImages).values([
      { gallery: "holidays", fileName: "b.webp", position: 1 },
      { gallery: "holidays", fileName: "a.webp", position: 0 },
      { gallery: "common-grounds", fileName: "c.webp", position: 0 },
    ]);
  });

  it("answers 401 without the x-api-key header, or with a wrong one", async () => {
    const missing = await suite.app.get("/api/announcements", {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
    expect((await suite.app.get("/api/announcements", { "x-api-key": "wrong" })).status).toBe(401);
  });

  it("GET /api/active-verse-of-the-day gives the active verse", async () => {
    const res = await suite.app.get("/api/active-verse-of-the-day");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verse_text: "Rejoice in the Lord always.", scripture_location: "Philippians 4:4" });
  });

  it("GET /api/announcements lists published, unexpired announcements newest first, sanitised", async () => {
    const body = (await (await suite.app.get("/api/announcements")).json()) as Array<Record<string, unknown>>;
    expect(body.map((a) => a.subject)).toEqual(["Newest", "Expires today", "Older"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      subject: "Newest",
      announcement: "<p>new</p>",
      submitted_at: "2026-11-20T12:00:00.000Z",
      updated_at: null,
      expires: 1,
      expiration_date: "2026-12-24",
    });
  });

  it("GET /api/daily-readings gives {id, reading_date, scripture}", async () => {
    const body = await (await suite.app.get("/api/daily-readings")).json();
    expect(body).toEqual([
      { id: expect.any(Number), reading_date: "2026-11-21", scripture: "Psalm 23" },
      { id: expect.any(Number), reading_date: "2026-11-22", scripture: "John 1" },
    ]);
  });

  it("GET /api/church-staff lists pastors first with the spec's field names", async () => {
    const body = (await (await suite.app.get("/api/church-staff")).json()) as Array<Record<string, unknown>>;
    expect(body.map((s) => s.name)).toEqual(["Rev. Pat", "Office Person"]);
    expect(body[0]).toEqual({ id: expect.any(Number), name: "Rev. Pat", role_title: "Senior Pastor", email: "pat@example.org", phone: "none", image: "pat.webp" });
  });

  it("GET /api/childcare-staff gives {id, name, team}", async () => {
    expect(await (await suite.app.get("/api/childcare-staff")).json()).toEqual([{ id: expect.any(Number), name: "Linda", team: "Director" }]);
  });

  it("GET /api/operation-christmas-child gives the highlights, latest year first", async () => {
    const body = await (await suite.app.get("/api/operation-christmas-child")).json();
    expect(body).toEqual([
      { id: expect.any(Number), occ_year: 2025, boxes_filled: 412, description: "Best year", image_file_name: null },
      { id: expect.any(Number), occ_year: 2024, boxes_filled: 300, description: "Good year", image_file_name: "a.webp" },
    ]);
  });

  it.each(["first-responders", "common-grounds", "holidays", "september-club"])("GET /api/%s/images gives file names in order", async (gallery) => {
    const res = await suite.app.get(`/api/${gallery}/images`);
    expect(res.status).toBe(200);
    const expected = { holidays: ["a.webp", "b.webp"], "common-grounds": ["c.webp"] }[gallery] ?? [];
    expect(await res.json()).toEqual(expected);
  });

  it("answers 404 for a gallery that does not exist", async () => {
    expect((await suite.app.get("/api/choir/images")).status).toBe(404);
  });

  it("GET /api/mission-trips and /api/mission-trips/{id} give trips with a sanitised story", async () => {
    const list = (await (await suite.app.get("/api/mission-trips")).json()) as Array<Record<string, unknown>>;
    expect(list.map((t) => t.location)).toEqual(["Biloxi, MS", "Nowhere"]);
    const trip = await (await suite.app.get(`/api/mission-trips/${ids.trip}`)).json();
    expect(trip).toEqual({ id: ids.trip, location: "Biloxi, MS", trip_date: "2025-06-01", description: "Rebuilding", story: "<p>We built.</p>", image: "main.webp" });
  });

  it("GET /api/mission-trips/{id}/images gives {location, files[]} in display order", async () => {
    expect(await (await suite.app.get(`/api/mission-trips/${ids.trip}/images`)).json()).toEqual({ location: "Biloxi, MS", files: ["1.webp", "2.webp"] });
    expect(await (await suite.app.get(`/api/mission-trips/${ids.emptyTrip}/images`)).json()).toEqual({ location: "Nowhere", files: [] });
  });

  it("GET /api/past-services lists newest first; /api/past-services/{id} gives one with \"none\" for absent files", async () => {
    const list = (await (await suite.app.get("/api/past-services")).json()) as Array<Record<string, unknown>>;
    expect(list.map((s) => s.service_date)).toEqual(["2026-11-15", "2026-11-08"]);
    expect(list[1]).toMatchObject({ video_link: "none", video_file_name: "none", bulletin_file_name: "none" });
    expect(await (await suite.app.get(`/api/past-services/${ids.service}`)).json()).toEqual({
      id: ids.service,
      service_date: "2026-11-15",
      service_type: "Sunday Worship",
      description: "Advent",
      video_link: "https://youtu.be/x",
      video_file_name: "none",
      bulletin_file_name: "b.pdf",
    });
  });

  it.each(["/api/mission-trips/999999", "/api/mission-trips/999999/images", "/api/past-services/999999", "/api/past-services/abc", "/api/mission-trips/0", "/api/nothing-here"])(
    "answers 404 with an error for %s",
    async (url) => {
      const res = await suite.app.get(url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found." });
    },
  );

  it("serves uploaded files under /uploads and nothing outside the uploads folder", async () => {
    const folder = path.join(suite.app.uploadsDir, "past-services", String(ids.service));
    mkdirSync(folder, { recursive: true });
    // A PDF that also carries HTML: it must never run as a page, whatever a browser makes of it.
    writeFileSync(path.join(folder, "b.pdf"), "%PDF-1.4 test<html><script>alert(document.cookie)</script></html>");
    writeFileSync(path.join(suite.app.dataDir, "outside.txt"), "secret");
    const file = await suite.app.get(`/uploads/past-services/${ids.service}/b.pdf`, {});
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    // Our own bulletin viewer may frame it; nobody else may. Every upload, PDFs too, is a sandboxed
    // document without scripts (Chromium still shows a sandboxed PDF in the bulletin frame).
    expect(file.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(file.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(file.headers.get("content-security-policy")).toMatch(/(^|; )sandbox(;|$)/);
    expect(file.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await file.text()).toContain("%PDF-1.4 test");
    for (const attempt of ["/uploads/../outside.txt", "/uploads/%2e%2e/outside.txt", "/uploads/..%2foutside.txt", "/uploads/past-services/", "/uploads/secrets/api-key"]) {
      const res = await suite.app.get(attempt, {});
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toContain("secret");
    }
  });

  it("reports health and readiness", async () => {
    expect(await (await suite.app.get("/healthz", {})).json()).toEqual({ status: "ok" });
    expect(await (await suite.app.get("/readyz", {})).json()).toEqual({ status: "ready" });
  });
});
