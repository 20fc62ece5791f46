import { count, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import * as schema from "../schema.ts";
import { addDays, calendarDate } from "../../clock/clock.ts";
import { demoText } from "./demo-text.ts";

/** True when no content table holds a row: a fresh install. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const tables = [schema.announcements, schema.dailyReadings, schema.churchStaff, schema.pastServices, schema.missionTrips];
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Realistic demo content around `now`: staff, childcare teams, a year of readings, announcements (one
 * expired), a verse, past services, mission trips, OCC highlights and gallery images. Every row is
 * marked `is_demo`; the images are drawn at seed time.
 */
export async function seedDemoContent({ db, uploadsDir, timeZone, now = new Date() }: { db: Db; uploadsDir: string; timeZone: string; now?: Date }) {
  const today = calendarDate(now, timeZone);
  const { drawDemoImages } = await import("./demo-images.ts");
  const files = await drawDemoImages(uploadsDir);

  await db.insert(schema.versesOfTheDay).values({ ...demoText.verse, isActive: true });

  await db.insert(schema.announcements).values(
    demoText.announcements.map((a, i) => ({
      subject: a.subject,
      announcement: a.html,
      submittedAt: new Date(now.getTime() - (i * 4 + 1) * 86_400_000),
      expires: a.expiresInDays !== null,
      expirationDate: a.expiresInDays === null ? null : addDays(today, a.expiresInDays),
      isDemo: true,
    })),
  );

  const readings = [];
  for (let offset = -300; offset <= 60; offset++) {
    readings.push({ readingDate: addDays(today, offset), scripture: demoText.scripture[(offset + 300) % demoText.scripture.length]!, isDemo: true });
  }
  await db.insert(schema.dailyReadings).values(readings);

  await db.insert(schema.churchStaff).values(
    demoText.churchStaff.map((s, i) => ({ ...s, image: files.staff[i] ?? null, displayOrder: i, isDemo: true })),
  );
  await db.insert(schema.childcareStaff).values(demoText.childcareStaff.map((s, i) => ({ ...s, displayOrder: i, isDemo: true })));

  await db.insert(schema.occHighlights).values(
    demoText.occ.map((h, i) => ({ ...h, occYear: Number(today.slice(0, 4)) - 1 - i, imageFileName: files.occ[i] ?? null, isDemo: true })),
  );

  for (const [i, trip] of demoText.trips.entries()) {
    const [row] = await db
      .insert(schema.missionTrips)
      .values({ ...trip, tripDate: addDays(today, -(120 + i * 210)), image: files.trips[i]?.main ?? null, isDemo: true })
      .returning({ id: schema.missionTrips.id });
    const images = files.trips[i]?.gallery ?? [];
    if (row && images.length) {
      await db.insert(schema.missionTripImages).values(images.map((fileName, position) => ({ tripId: row.id, fileName, position })));
    }
  }

  for (const [i, service] of demoText.services.entries()) {
    const [row] = await db
      .insert(schema.pastServices)
      .values({ ...service, serviceDate: lastSunday(today, i), isDemo: true })
      .returning({ id: schema.pastServices.id });
    if (row && i === 0) {
      const bulletinFileName = await files.bulletin(row.id, `${service.serviceType}, ${service.description}`);
      await db.update(schema.pastServices).set({ bulletinFileName }).where(eq(schema.pastServices.id, row.id));
    }
  }

  for (const [gallery, names] of Object.entries(files.galleries)) {
    await db.insert(schema.galleryImages).values(names.map((fileName, position) => ({ gallery, fileName, position, isDemo: true })));
  }
}

/** The Sunday `weeksBack` weeks before the latest Sunday on or before `today`. */
function lastSunday(today: string, weeksBack: number): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -weekday - 7 * weeksBack);
}
