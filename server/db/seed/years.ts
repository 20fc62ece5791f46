/**
 * `npm run seed:years -- 10` (issue 33): an empty database filled with ten years of a church's content,
 * in the church's time zone, through the services staff use and the one write path (`services.change`):
 * each week's service with its sermon, series, speakers, passages, audio details and transcript; a reading
 * a day; announcements; recurring series and one-off events with changed dates; staff coming and going;
 * form submissions; the audit lines and revisions all of these leave. The clock walks forward through
 * the years, so every row and audit line carries the date it would have had. Rows a staff member would
 * enter one by one in a month (readings, announcements, messages) are written as one change a month.
 */
import type { PageDocument } from "../../../shared/content/pages.ts";
import { parsePassages } from "../../../shared/scripture.ts";
import { churchStaffSchema } from "../../../shared/schemas/admin/church-staff.ts";
import { sermonSeriesSchema } from "../../../shared/schemas/admin/sermon-series.ts";
import { changed } from "../../admin/change.ts";
import { addDays, startOfDay } from "../../../shared/dates.ts";
import { datesSpan } from "../../events/recurrence.ts";
import { SEED_CATEGORIES, settleDates } from "../../events/series.ts";
import type { Services } from "../../services.ts";
import * as schema from "../schema.ts";
import * as text from "./years-text.ts";

export type SeedCounts = Record<"sermons" | "series" | "readings" | "announcements" | "events" | "exceptions" | "messages" | "staffChanges" | "revisions", number>;

type Clock = { set(at: Date): void };

const must = <T>(outcome: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

/** The dates of each week's Sunday from `from` to `to`. */
function sundays(from: string, to: string): string[] {
  const first = addDays(from, (7 - new Date(`${from}T12:00:00Z`).getUTCDay()) % 7);
  const list: string[] = [];
  for (let day = first; day <= to; day = addDays(day, 7)) list.push(day);
  return list;
}

const monthsOf = (from: string, to: string) => {
  const list: string[] = [];
  for (let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7)); `${y}-${String(m).padStart(2, "0")}` <= to.slice(0, 7); m === 12 ? (y++, (m = 1)) : m++) list.push(`${y}-${String(m).padStart(2, "0")}`);
  return list;
};

export async function seedYears({ services, clock, years, today, log = () => {} }: { services: Services; clock: Clock; years: number; today: string; log?: (line: string) => void }): Promise<SeedCounts> {
  const { change } = services;
  const timeZone = services.site.timeZone;
  const at = (date: string, time = "10:00") => new Date(startOfDay(date, timeZone).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000);
  const random = text.randomFrom(33);
  const first = `${Number(today.slice(0, 4)) - years}-${today.slice(5, 10) === "02-29" ? "02-28" : today.slice(5, 10)}`;
  const counts: SeedCounts = { sermons: 0, series: 0, readings: 0, announcements: 0, events: 0, exceptions: 0, messages: 0, staffChanges: 0, revisions: 0 };

  clock.set(at(first, "09:00"));
  const office = await services.accounts.createUser({ name: "Maria Gómez", username: "office", password: "seeded-office-password-33", role: "siteadmin" });
  const actor = office.id;
  // The pages' words are seeded on first read, outside any change: the index takes them here, while it is small.
  await services.content.snapshot();
  await services.searchIndexer.rebuildAll();

  for (const member of text.STAFF) must(await services.churchStaff.create(churchStaffSchema.parse(member), actor));
  const staffIds = async () => (await services.churchStaff.list()).map((s) => ({ id: s.id, name: s.name }));
  must(
    await change("events", actor, async (tx) => {
      await tx.insert(schema.eventCategories).values(SEED_CATEGORIES.map((c, position) => ({ ...c, position }))).onConflictDoNothing();
      return changed(null, { action: "create", entity: "event-categories", detail: "The calendar's categories" });
    }),
  );
  const categories = new Map((await services.events.categories()).map((c) => [c.slug, c.id]));

  let seriesId: number | null = null;
  let seriesLeft = 0;
  const sundayList = sundays(first, today);
  let sundayIndex = 0;
  let slugNumber = 0;

  for (const month of monthsOf(first, today)) {
    const monthStart = month === first.slice(0, 7) ? first : `${month}-01`;
    const monthEnd = addDays(`${nextMonth(month)}-01`, -1);
    const last = monthEnd < today ? monthEnd : today;
    const monthNumber = Number(month.slice(5, 7));

    // The secretary enters next month's readings at the start of each month.
    clock.set(at(monthStart, "09:15"));
    const readings: Array<{ readingDate: string; scripture: string }> = [];
    for (let day = addDays(monthEnd, 1); day <= nextMonthEnd(month) && day <= addDays(today, 60); day = addDays(day, 1)) readings.push({ readingDate: day, scripture: random.pick(text.PASSAGES) });
    if (monthStart === first) for (let day = first; day <= monthEnd; day = addDays(day, 1)) readings.push({ readingDate: day, scripture: random.pick(text.PASSAGES) });
    if (readings.length) {
      must(
        await change("daily-readings", actor, async (tx) => {
          const rows = await tx.insert(schema.dailyReadings).values(readings).onConflictDoNothing().returning({ id: schema.dailyReadings.id, readingDate: schema.dailyReadings.readingDate });
          return changed(rows.length, ...rows.map((r) => ({ action: "create", entityId: r.id, detail: r.readingDate })));
        }),
      );
      counts.readings += readings.length;
    }

    // Announcements through the month: about twelve, some expiring, some scheduled ahead.
    const news = Array.from({ length: random.between(10, 15) }, () => {
      const day = addDays(monthStart, random.between(0, Math.max(0, dayDiff(monthStart, last))));
      const { subject, html } = text.announcement(random, monthNumber);
      const expires = random.chance(0.6);
      const scheduled = random.chance(0.1);
      const publishAt = scheduled ? startOfDay(addDays(day, 7), timeZone) : null;
      return { subject, announcement: html, submittedAt: at(day, "11:00"), publishAt, expires, expirationDate: expires ? addDays(day, random.between(7, 45)) : null };
    });
    clock.set(at(last, "16:00"));
    must(
      await change("announcements", actor, async (tx) => {
        const rows = await tx.insert(schema.announcements).values(news).returning({ id: schema.announcements.id, subject: schema.announcements.subject });
        return changed(rows.length, ...rows.map((r) => ({ action: "create", entityId: r.id, detail: r.subject })));
      }),
    );
    counts.announcements += news.length;

    // Each Sunday's service, entered on Monday with its sermon.
    while (sundayIndex < sundayList.length && sundayList[sundayIndex]! <= last) {
      const sunday = sundayList[sundayIndex++]!;
      clock.set(at(addDays(sunday, 1) <= today ? addDays(sunday, 1) : sunday, "10:00"));
      if (seriesLeft === 0) {
        const title = `${random.pick(text.SERIES_THEMES)} (${sunday.slice(0, 4)})`;
        const made = await services.sermonSeries.create(sermonSeriesSchema.parse({ title: `${title} ${++slugNumber}`, description: `A sermon series: ${title}.` }), actor);
        seriesId = must(made).id;
        seriesLeft = random.between(4, 8);
        counts.series++;
      }
      seriesLeft--;
      const staff = await staffIds();
      const speaker = random.chance(0.1) ? { name: random.pick(text.GUEST_SPEAKERS) } : { ...random.pick(staff.slice(0, 2).map((s) => ({ name: s.name, staffId: s.id }))) };
      const passages = parsePassages(random.pick(text.PASSAGES));
      const durationSeconds = random.between(1200, 2100);
      must(
        await change("past-sessions", actor, async (tx) => {
          const [row] = await tx
            .insert(schema.pastServices)
            .values({
              serviceDate: sunday,
              serviceType: "Sunday Worship",
              description: `Worship for ${sunday}.`,
              sermonTitle: text.sermonTitle(random),
              seriesId,
              speakers: [speaker],
              passages: passages.ok ? passages.passages : [],
              audioFileName: `sermon-${sunday}.mp3`,
              audioSize: durationSeconds * 16_000,
              audioDurationSeconds: durationSeconds,
              audioBitrate: 128_000,
              audioMimeType: "audio/mpeg",
              transcriptText: text.transcript(random),
              updatedAt: at(addDays(sunday, 1), "10:00"),
            })
            .returning({ id: schema.pastServices.id });
          return changed(row!.id, { action: "create", entityId: row!.id, detail: `Sunday Worship, ${sunday}` });
        }),
      );
      counts.sermons++;
    }

    // Messages from the website's forms, a few a week.
    const messages = Array.from({ length: random.between(12, 24) }, () => {
      const who = text.person(random);
      const day = addDays(monthStart, random.between(0, Math.max(0, dayDiff(monthStart, last))));
      return { who, day, kind: random.chance(0.65) ? "contact" : random.chance(0.8) ? "prayer" : "directory" };
    });
    clock.set(at(last, "18:00"));
    must(
      await change("messages", null, async (tx) => {
        for (const m of messages) {
          const email = `${m.who.first}.${m.who.last}${random.between(1, 999)}@example.net`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
          const createdAt = at(m.day, "20:00");
          const readAt = m.day < addDays(today, -14) ? at(addDays(m.day, 1)) : null;
          if (m.kind === "contact") await tx.insert(schema.contactMessages).values({ name: `${m.who.first} ${m.who.last}`, email, message: random.pick(text.CONTACT_MESSAGES), createdAt, readAt });
          else if (m.kind === "prayer") await tx.insert(schema.prayerRequests).values({ name: `${m.who.first} ${m.who.last}`, contact: email, message: random.pick(text.PRAYER_REQUESTS), createdAt, readAt });
          else
            await tx
              .insert(schema.directoryEntries)
              .values({ firstName: m.who.first, lastName: m.who.last, phone: "555-0100", email, address: "12 Church Street", city: "Springfield", zip: "12345", birthday: "1970-05-01", createdAt, readAt });
        }
        return changed(messages.length, ...messages.map((m) => ({ action: "received", detail: `A ${m.kind} form from the website` })));
      }),
    );
    counts.messages += messages.length;

    if (monthNumber === 1 || month === first.slice(0, 7)) await seedYearOfEvents({ services, actor, year: Number(month.slice(0, 4)), categories, random, counts, slug: () => ++slugNumber, clock, at, today });
    if (monthNumber === 9) await staffChange({ services, actor, random, counts, clock, at: at(monthStart, "09:30") });
    if (monthNumber === 2 || monthNumber === 8) await pageRevision({ services, actor, month, counts, clock, at: at(monthStart, "14:00") });
    log(`${month}: ${counts.sermons} sermons, ${counts.announcements} announcements, ${counts.readings} readings`);
  }
  clock.set(at(today, "09:00"));
  return counts;
}

const nextMonth = (month: string) => (month.slice(5) === "12" ? `${Number(month.slice(0, 4)) + 1}-01` : `${month.slice(0, 4)}-${String(Number(month.slice(5)) + 1).padStart(2, "0")}`);
const nextMonthEnd = (month: string) => addDays(`${nextMonth(nextMonth(month))}-01`, -1);
const dayDiff = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type YearArgs = {
  services: Services;
  actor: number;
  year: number;
  categories: Map<string, number>;
  random: text.Random;
  counts: SeedCounts;
  slug: () => number;
  clock: Clock;
  at: (date: string, time?: string) => Date;
  today: string;
};

/** Six recurring series and fifty one-off events a year, entered in January, with a few dates of each series changed. */
async function seedYearOfEvents({ services, actor, year, categories, random, counts, slug, clock, at, today }: YearArgs) {
  const timeZone = services.site.timeZone;
  clock.set(at(`${year}-01-05`, "10:00") < at(today) ? at(`${year}-01-05`, "10:00") : at(today));
  const rows = [
    ...text.RECURRING_EVENTS.map((e) => ({ ...e, date: `${year}-01-${String(random.between(6, 27)).padStart(2, "0")}`, rule: `${e.rule};UNTIL=${year}1231T235959` })),
    ...Array.from({ length: 50 }, () => ({ title: random.pick(text.ONE_OFF_EVENTS), rule: null, time: `${random.between(9, 19)}:00`.padStart(5, "0"), category: random.pick(["worship", "community", "children", "mission"]), date: addDays(`${year}-01-01`, random.between(0, 364)) })),
  ];
  const done = must(
    await services.change("events", actor, async (tx) => {
      const made: Array<{ id: number; rrule: string | null; date: string; title: string }> = [];
      for (const e of rows) {
        const end = `${String(Number(e.time.slice(0, 2)) + 2).padStart(2, "0")}:00`;
        const [row] = await tx
          .insert(schema.events)
          .values({
            slug: `${e.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${year}-${slug()}`,
            title: e.title,
            summary: `${e.title} at the church.`,
            description: `<p>${e.title}: everyone is welcome. Bring a friend.</p>`,
            startLocal: `${e.date}T${e.time}`,
            endLocal: `${e.date}T${end}`,
            timeZone,
            rrule: e.rule,
            ...datesSpan({ rrule: e.rule, startLocal: `${e.date}T${e.time}` }, []),
            status: random.chance(0.95) ? "published" : "draft",
            createdAt: at(`${year}-01-05`),
          })
          .returning({ id: schema.events.id });
        await tx.insert(schema.eventCategoryLinks).values({ eventId: row!.id, categoryId: categories.get(e.category)! });
        made.push({ id: row!.id, rrule: e.rule, date: e.date, title: e.title });
      }
      return changed(made, ...made.map((m) => ({ action: "create", entityId: m.id, detail: m.title })));
    }),
  );
  counts.events += done.length;
  // A cancelled date and a moved one in each weekly series (the first weeks of March and October).
  const weekly = done.filter((e) => e.rrule?.includes("WEEKLY"));
  must(
    await services.change("events", actor, async (tx) => {
      for (const e of weekly) {
        const base = (m: string) => addDays(e.date, Math.ceil(dayDiff(e.date, `${year}-${m}-01`) / 7) * 7);
        await tx.insert(schema.eventExceptions).values([
          { eventId: e.id, originalDate: base("03"), kind: "cancelled", note: "Cancelled for snow" },
          { eventId: e.id, originalDate: base("10"), kind: "moved", startLocal: `${addDays(base("10"), 1)}T18:00`, endLocal: `${addDays(base("10"), 1)}T20:00`, note: "Moved to the next evening" },
        ]);
        await settleDates(tx, e.id);
      }
      return changed(null, ...weekly.map((e) => ({ action: "update", entityId: e.id, detail: `${e.title}: two dates changed` })));
    }),
  );
  counts.exceptions += weekly.length * 2;
}

/** Once a year someone joins the staff, and now and then someone leaves. */
async function staffChange({ services, actor, random, counts, clock, at }: { services: Services; actor: number; random: text.Random; counts: SeedCounts; clock: Clock; at: Date }) {
  clock.set(at);
  must(await services.churchStaff.create(churchStaffSchema.parse({ name: random.pick(text.NEW_STAFF_NAMES), roleTitle: random.pick(text.NEW_STAFF_ROLES) }), actor));
  counts.staffChanges++;
  const staff = await services.churchStaff.list();
  if (staff.length > 9) {
    must(await services.churchStaff.remove(staff[staff.length - 2]!.id, actor));
    counts.staffChanges++;
  }
}

/** Twice a year the Announcements page's introduction is edited and published: a revision each time. */
async function pageRevision({ services, actor, month, counts, clock, at }: { services: Services; actor: number; month: string; counts: SeedCounts; clock: Clock; at: Date }) {
  clock.set(at);
  const key = "page:/announcements";
  const document = (await services.content.get(key))!;
  const page = document.published as PageDocument;
  const value = { ...page, sections: { ...page.sections, lead: `<p>News of the congregation, ${month}.</p>` } };
  const saved = must(await services.content.saveDraft({ key, value, version: document.version, actor }));
  must(await services.content.publish({ key, version: saved.version, actor }));
  counts.revisions++;
}

