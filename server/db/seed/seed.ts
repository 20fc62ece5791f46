import { count, eq } from "drizzle-orm";
import type { Db } from "../db.ts";
import * as schema from "../schema.ts";
import { addDays, calendarDate } from "../../../shared/dates.ts";
import { demoText } from "./demo-text.ts";
import type { FileStore } from "../../storage/store.ts";

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
export async function seedDemoContent({ db, store, timeZone, now = new Date() }: { db: Db; store: FileStore; timeZone: string; now?: Date }) {
  const today = calendarDate(now, timeZone);
  const { drawDemoImages } = await import("./demo-images.ts");
  const files = await drawDemoImages(store);

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

  await seedDemoEvents(db, today, timeZone);
  const { STANDARD_ROOMS } = await import("../../enquiries/rooms.ts");
  await db.insert(schema.childcareRooms).values(STANDARD_ROOMS);
}

/**
 * The calendar's demo events (issue 12): a week of Vacation Bible School next summer, the Christmas Eve
 * service, a monthly mission workday and the childcare's open house. The weekly meetings come from
 * the schedule and are not entered here. Vacation Bible School meets when and where its page says:
 * the weekday evenings of one week in July, at the church (issue 30).
 */
async function seedDemoEvents(db: Db, today: string, timeZone: string) {
  const { SEED_CATEGORIES } = await import("../../events/series.ts");
  const { datesSpan, nextStarts, toRuleString } = await import("../../events/recurrence.ts");
  const { NO_RECURRENCE } = await import("../../../shared/events.ts");
  await db.insert(schema.eventCategories).values(SEED_CATEGORIES.map((c, position) => ({ ...c, position }))).onConflictDoNothing();
  const categories = await db.select().from(schema.eventCategories);
  const id = (slug: string) => categories.find((c) => c.slug === slug)!.id;
  const year = Number(today.slice(0, 4));
  const christmasYear = today.slice(5) > "12-24" ? year + 1 : year;
  // The Monday on or after 13 July, next year once this year's week has ended.
  const vbsMonday = (y: number) => addDays(`${y}-07-13`, (8 - new Date(Date.UTC(y, 6, 13)).getUTCDay()) % 7);
  const vbs = addDays(vbsMonday(year), 4) < today ? vbsMonday(year + 1) : vbsMonday(year);
  const weekdayEvenings = toRuleString({ ...NO_RECURRENCE, repeat: "weekly", weekdays: ["MO", "TU", "WE", "TH", "FR"], ends: "after", count: 5 }, `${vbs}T18:00`);
  // The workday series begins on the next first Saturday of a month (its first date is the rule's).
  const workday = "FREQ=MONTHLY;INTERVAL=1;BYDAY=+1SA";
  const saturday = nextStarts({ rrule: workday, startLocal: `${today}T09:00` }, `${today}T09:00`, 1)[0]!.slice(0, 10);
  const demo = [
    { slug: "christmas-eve-candlelight-service", title: "Christmas Eve Candlelight Service", summary: "Lessons, carols and candlelight for the whole family.", startLocal: `${christmasYear}-12-24T19:00`, endLocal: `${christmasYear}-12-24T20:15`, rrule: null, allDay: false, categories: ["worship"] },
    { slug: "vacation-bible-school", title: "Vacation Bible School", summary: "A week of Bible stories, music, crafts and games for age 4 through 5th grade.", startLocal: `${vbs}T18:00`, endLocal: `${vbs}T20:30`, rrule: weekdayEvenings, allDay: false, categories: ["children"], page: "/vacation-bible-school" },
    { slug: "mission-workday", title: "Mission Workday", summary: "Repairs and yard work for neighbours who need a hand.", startLocal: `${saturday}T09:00`, endLocal: `${saturday}T12:00`, rrule: workday, allDay: false, categories: ["mission", "community"] },
    { slug: "childcare-open-house", title: "Childcare Open House", summary: "Visit the classrooms and meet the teachers.", startLocal: `${addDays(today, 20)}T16:00`, endLocal: `${addDays(today, 20)}T18:00`, rrule: null, allDay: false, categories: ["childcare"] },
  ];
  for (const { categories: slugs, ...event } of demo) {
    const [row] = await db.insert(schema.events).values({ ...event, ...datesSpan(event, []), timeZone, status: "published", isDemo: true }).returning({ id: schema.events.id });
    await db.insert(schema.eventCategoryLinks).values(slugs.map((slug) => ({ eventId: row!.id, categoryId: id(slug) })));
  }
}

/** The Sunday `weeksBack` weeks before the latest Sunday on or before `today`. */
function lastSunday(today: string, weeksBack: number): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -weekday - 7 * weeksBack);
}
