/**
 * Issue 31: what a change makes stale is declared once per area (`shownOn` in shared/areas.ts). For
 * every area shown on public pages, this changes one of its records through its service (as its staff
 * form does) and reads the pages and feeds that show it again: each shows the change at once, although
 * it was cached a moment before, while a page of another area keeps its cached copy.
 */
import { pathToFileURL } from "node:url";
import path from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS, type AreaKey, GALLERY_AREAS, showsArea } from "../../shared/areas.ts";
import type { SiteSettings } from "../../shared/content/settings.ts";
import { announcementSchema } from "../../shared/schemas/admin/announcements.ts";
import { childcareStaffSchema } from "../../shared/schemas/admin/childcare-staff.ts";
import { churchStaffSchema } from "../../shared/schemas/admin/church-staff.ts";
import { readingSchema } from "../../shared/schemas/admin/daily-readings.ts";
import { registrationSettingsSchema } from "../../shared/schemas/admin/registrations.ts";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { missionTripSchema } from "../../shared/schemas/admin/mission-trips.ts";
import { occHighlightSchema } from "../../shared/schemas/admin/occ.ts";
import { roomSchema } from "../../shared/schemas/admin/enquiries.ts";
import { pastServiceSchema } from "../../shared/schemas/admin/past-services.ts";
import { verseSchema } from "../../shared/schemas/admin/verse-of-the-day.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { openStore } from "../storage/open-store.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { chunked, jpeg } from "../testing/files.ts";
import { ensureBuild } from "../testing/server-process.ts";
import { createHttpApp } from "./app.ts";
import { createSiteCaches } from "./site-caches.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { root } from "../../scripts/build-if-stale.ts";

/** One change per area: what it does (through the area's service) and the words the pages then show. */
type AreaChange = { pages: string[]; make: (services: Services, actor: number) => Promise<string> };

const ok = async <T>(outcome: Promise<{ ok: boolean; error?: string; value?: T }>) => {
  const result = await outcome;
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
};

async function settingsChange(services: Services, actor: number, change: (settings: SiteSettings) => SiteSettings) {
  const document = (await services.content.get("settings"))!;
  const saved = await ok<{ version: string }>(services.content.saveDraft({ key: "settings", value: change(document.published as SiteSettings), version: document.version, actor }));
  await ok(services.content.publish({ key: "settings", version: saved.version, actor }));
}

/** A newsletter issue sent to one subscriber (imported); its archive address. */
async function sendIssue(services: Services, actor: number, subject: string): Promise<string> {
  const { newsletter } = services;
  await ok(newsletter.subscribers.importCsv({ bytes: new TextEncoder().encode("Email Address,CONFIRM_TIME\nruth31@example.org,2025-01-01 10:00:00"), fileName: "list.csv", listKey: "weekly-news", actor }));
  const { id } = await ok<{ id: number }>(newsletter.issues.createDraft(actor));
  const draft = (await newsletter.issues.adminGet(id))!;
  await ok(newsletter.issues.update({ id, version: draft.version, actor, input: { subject, lists: ["weekly-news"], sections: [{ kind: "note", heading: "", html: "<p>Thanks.</p>" }] } }));
  const { slug } = await ok<{ slug: string }>(newsletter.issues.sendNow({ id, version: (await newsletter.issues.adminGet(id))!.version, actor }));
  return `/newsletter/${slug}`;
}

async function galleryChange(gallery: (typeof GALLERY_AREAS)[number]) {
  return async (services: Services, actor: number) => {
    const staged = await services.uploads.stage({ kind: "image", body: chunked(await jpeg(400, 300)), originalName: "photo.jpg", userId: actor });
    if (!staged.ok) throw new Error(staged.error);
    await ok(services.galleries.add({ gallery, tokens: [staged.token], actor }));
    const [picture] = await services.galleries.adminList(gallery);
    await ok(services.galleries.caption({ gallery, id: picture!.id, caption: `Caption of ${gallery} 31`, actor }));
    return `Caption of ${gallery} 31`;
  };
}

const CHANGES: Partial<Record<AreaKey, AreaChange>> = {
  announcements: {
    pages: ["/", "/announcements", "/api/announcements"],
    make: async (s, actor) => (await ok(s.announcements.create(announcementSchema.parse({ subject: "Bake sale on Saturday 31", announcement: "<p>Pies</p>" }), actor)), "Bake sale on Saturday 31"),
  },
  // Issue 36: a public version staff approve shows on the prayer wall at once.
  prayer: {
    pages: ["/prayer-wall"],
    make: async (s, actor) => {
      const id = await s.prayer.submit({ name: "Ruth Boone", contact: "ruth@example.org", message: "Full words.", visibility: "wall", wallName: "Ruth", wallText: "Thirtyone prayers for Ruth", contactMe: false });
      const detail = await s.prayer.staff.detail(id, { userId: actor, role: "siteadmin", pastor: false });
      await ok(s.prayer.wall.review({ id, approve: true, wallName: "Ruth", wallText: "Thirtyone prayers for Ruth", version: detail!.version, actor }));
      return "Thirtyone prayers for Ruth";
    },
  },
  "daily-readings": {
    pages: ["/", "/daily-readings", "/api/daily-readings"],
    make: async (s, actor) => (await ok(s.readings.create(readingSchema.parse({ readingDate: "2026-11-21", scripture: "Ruth 1:16-17" }), actor)), "Ruth 1:16-17"),
  },
  "verse-of-the-day": {
    pages: ["/", "/api/active-verse-of-the-day"],
    make: async (s, actor) => (await ok(s.verse.create(verseSchema.parse({ verseText: "Where you go I will go 31.", scriptureLocation: "Ruth 1:16", makeActive: "on" }), actor)), "Where you go I will go 31."),
  },
  "church-staff": {
    pages: ["/about", "/contact", "/api/church-staff"],
    make: async (s, actor) => (await ok(s.churchStaff.create(churchStaffSchema.parse({ name: "Naomi Thirtyone", roleTitle: "Organist" }), actor)), "Naomi Thirtyone"),
  },
  "childcare-staff": {
    pages: ["/childcare-preschool", "/api/childcare-staff"],
    make: async (s, actor) => (await ok(s.childcareStaff.create(childcareStaffSchema.parse({ name: "Orpah Thirtyone", team: "Pre-K Care Team" }), actor)), "Orpah Thirtyone"),
  },
  // Issue 35: the rooms' ages show on the enquiry form.
  enquiries: {
    pages: ["/childcare-preschool/enquire"],
    make: async (s, actor) => {
      const room = roomSchema.parse({ name: "Kindergarten Thirtyone", minValue: "5", minUnit: "years", maxValue: "6", maxUnit: "years", "places-mon": "4", "places-tue": "4", "places-wed": "4", "places-thu": "4", "places-fri": "4" });
      await ok(s.enquiries.rooms.create(room, actor));
      return "Kindergarten Thirtyone (5 to 6 years)";
    },
  },
  "operation-christmas-child": {
    pages: ["/operation-christmas-child", "/api/operation-christmas-child"],
    make: async (s, actor) => (await ok(s.occ.create(occHighlightSchema.parse({ occYear: "2026", boxesFilled: "3131", description: "A record year 31." }), actor)), "A record year 31."),
  },
  "mission-trips": {
    pages: ["/mission-trips", "/api/mission-trips"],
    make: async (s, actor) => (await ok(s.trips.create(missionTripSchema.parse({ location: "Moab Thirtyone", tripDate: "2026-06-01", story: "<p>We built.</p>" }), actor)), "Moab Thirtyone"),
  },
  "past-sessions": {
    pages: ["/past-sessions", "/past-services", "/api/past-services"],
    make: async (s, actor) => (await ok(s.pastServices.create(pastServiceSchema.parse({ serviceDate: "2026-11-15", serviceType: "Sunday Worship", description: "Harvest Sunday 31" }), actor)), "Harvest Sunday 31"),
  },
  events: {
    pages: ["/events", "/events.ics"],
    make: async (s, actor) => {
      const input = eventSchema.parse({ title: "Choir retreat 31", timeZone: "America/New_York", status: "published", description: "", startDate: "2026-11-28", startTime: "10:00", endTime: "12:00", repeat: "none", "category:worship": "on" });
      await ok(s.events.create(input, actor, "siteadmin"));
      return "Choir retreat 31";
    },
  },
  // Issue 37: the public lists are in the sign-up box of every page (the footer, the home page, /newsletter).
  "newsletter-lists": {
    pages: ["/", "/about", "/newsletter"],
    make: async (s, actor) => (await ok(s.newsletter.lists.create({ name: "Choir news 31", description: "", isPublic: true }, actor)), "Choir news 31"),
  },
  // A sent issue is listed on /newsletter.
  newsletter: {
    pages: ["/newsletter"],
    make: async (s, actor) => (await sendIssue(s, actor, "Harvest letter 31"), "Harvest letter 31"),
  },
  // An event taking registrations (made before the tests): a registration changes its places left.
  registrations: {
    pages: ["/events/registration-day-31"],
    make: async (s, actor) => {
      const context = (await s.registrations.contexts.bySlug("registration-day-31"))!;
      await ok(s.registrations.register(context, { date: "2026-12-05", name: "Ann Lee", email: "ann31@example.org", phone: "", adults: 1, children: 0, answers: {} }, { via: "staff", checked: true, actor }));
      return "11 places left";
    },
  },
  "site-settings": {
    pages: ["/", "/about", "/events.ics", "/podcast.xml"],
    make: async (s, actor) => (await settingsChange(s, actor, (settings) => ({ ...settings, churchName: "Cedar Hill Thirtyone Church" })), "Cedar Hill Thirtyone Church"),
  },
};

/** The areas a change of which only staff see (nothing public shows them), and the content areas that show everywhere. */
const STAFF_ONLY = (Object.keys(AREAS) as AreaKey[]).filter((key) => AREAS[key].shownOn.length === 0 && !GALLERY_AREAS.includes(key as never));

describe.each(testDatabaseKinds)("a change refreshes every page its area is shown on, on %s (issue 31)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  let http: ReturnType<typeof createHttpApp>;
  let actor: number;

  beforeAll(async () => {
    ensureBuild();
    const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
    database = await freshDatabase(kind);
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-caches-")), API_KEY: "test-api-key-0123456789", PUBLIC_URL: "https://church.example", LOG_LEVEL: "silent" });
    const logger = pino({ level: "silent" });
    services = createServices({
      database,
      clock: fixedClock("2026-11-21T15:00:00Z"),
      site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
      sessionSecret: config.sessionSecret,
      mail: { smtpUrl: "smtp://127.0.0.1:1", from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
      logger,
      store: openStore(config),
    });
    const { caches } = createSiteCaches({ services });
    http = createHttpApp({ config, database, services, logger, caches, app: { mode: "production", build, clientDir: path.join(root, "build/client") } });
    actor = (await services.accounts.createUser({ name: "Office", username: "office31", password: "correct horse battery", role: "siteadmin" })).id;
    // A verse to replace: without one the verse call answers 404.
    await ok(services.verse.create(verseSchema.parse({ verseText: "In the beginning.", scriptureLocation: "Genesis 1:1", makeActive: "on" }), actor));
    const event = await ok<{ id: number }>(
      services.events.create(eventSchema.parse({ title: "Registration Day 31", timeZone: "America/New_York", status: "published", description: "", startDate: "2026-12-05", startTime: "10:00", endTime: "12:00", repeat: "none", "category:adults": "on" }), actor, "siteadmin"),
    );
    await ok(services.registrations.settings.save({ eventId: event.id, input: registrationSettingsSchema.parse({ enabled: "on", capacity: "12", maxAdults: "2", maxChildren: "2" }), version: "", actor, role: "siteadmin" }));
  }, 600_000);
  afterAll(async () => {
    await services?.mailer.close();
    await database?.drop();
  });

  const read = async (page: string) => {
    const res = await http.request(`https://church.example${page}`, { headers: { "x-api-key": "test-api-key-0123456789" } });
    expect(res.status, page).toBe(200);
    return { text: await res.text(), nonce: res.headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1] ?? null };
  };

  it("covers every area whose records show on public pages, and leaves staff-only areas without pages", () => {
    const shown = (Object.keys(AREAS) as AreaKey[]).filter((key) => !STAFF_ONLY.includes(key));
    const covered = [...Object.keys(CHANGES), ...GALLERY_AREAS, "pages", "schedule", "childcare-info"];
    expect(shown.filter((key) => !covered.includes(key))).toEqual([]);
    expect(STAFF_ONLY.sort()).toEqual(["account", "dashboard", "feature-requests", "messages", "privacy", "users"]);
  });

  it.each(Object.entries(CHANGES))("%s: the pages that show it change at once", async (area, { pages, make }) => {
    for (const page of pages) expect(showsArea(area as AreaKey, page), `${area} is shown on ${page}`).toBe(true);
    // Cached before the change: a page read again is the copy first rendered (the same nonce).
    const first = await Promise.all(pages.map(read));
    const before = await Promise.all(pages.map(read));
    for (const [i, page] of pages.entries()) expect(before[i]!.nonce, `${page} is served from the cache`).toBe(first[i]!.nonce);
    // A page no change of this area shows keeps its cached copy.
    const elsewhere = area === "childcare-staff" ? "/about" : "/childcare-preschool";
    const untouched = showsArea(area as AreaKey, elsewhere) ? null : await read(elsewhere);
    const words = await make(services, actor);
    for (const [i, page] of pages.entries()) {
      expect(before[i]!.text, page).not.toContain(words);
      expect((await read(page)).text, `${page} after a change of ${area}`).toContain(words);
    }
    if (untouched) expect((await read(elsewhere)).nonce, `${elsewhere} stays cached after a change of ${area}`).toBe(untouched.nonce);
  });

  it("lists a new mission trip in the sitemap at once", async () => {
    await read("/sitemap.xml");
    const id = (await ok<{ id: number }>(services.trips.create(missionTripSchema.parse({ location: "Bethel Thirtyone", tripDate: "2026-07-01", story: "<p>We sang.</p>" }), actor))).id;
    expect((await read("/sitemap.xml")).text).toContain(`/mission-trips/${id}<`);
  });

  it("lists a sent newsletter issue in the sitemap at once (issue 37)", async () => {
    await read("/sitemap.xml");
    const path = await sendIssue(services, actor, "Advent letter 31");
    expect((await read("/sitemap.xml")).text).toContain(`${path}<`);
  });

  it.each(GALLERY_AREAS)("%s gallery: its page and its picture list change at once", async (gallery) => {
    const page = AREAS[gallery].gallery.publicPath;
    await read(page);
    const files = JSON.parse((await read(`/api/${gallery}/images`)).text) as string[];
    const words = await (await galleryChange(gallery))(services, actor);
    expect((await read(page)).text).toContain(words);
    expect((JSON.parse((await read(`/api/${gallery}/images`)).text) as string[]).length).toBe(files.length + 1);
  });
});
