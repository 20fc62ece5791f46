import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../shared/roles.ts";
import { announcements, auditLog, contactMessages, contentDocuments, directoryEntries, featureRequests, outgoingMail, prayerRequests, users } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { type DashboardToDo, RECENT_CHANGES, createDashboard } from "./dashboard.ts";

const NOW = "2026-11-21T15:00:00Z";
/** The church's calendar date at NOW. */
const TODAY = "2026-11-21";
const TIME_ZONE = "America/New_York";

describe.each(testDatabaseKinds)("the dashboard's what-needs-doing on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dashboard: ReturnType<typeof createDashboard>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    dashboard = createDashboard({ db: database.db, clock: fixedClock(NOW), timeZone: TIME_ZONE });
  });
  afterAll(() => database.drop());

  const unique = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

  it("counts unread submissions by kind and failed staff notices, leaving out what was read or sent", async () => {
    const before = (await dashboard.toDo("church")).messages!;
    const read = new Date(NOW);
    await database.db.insert(contactMessages).values([
      { name: unique("Ann"), email: "ann@example.org", message: "Hello" },
      { name: unique("Bob"), email: "bob@example.org", message: "Hello" },
      { name: unique("Cy"), email: "cy@example.org", message: "Read already", readAt: read },
    ]);
    await database.db.insert(directoryEntries).values({
      firstName: unique("Flo"), lastName: "Grant", phone: "9195550100", email: "flo@example.org", address: "1 Main St", city: "Cedar Hill", zip: "27514", birthday: "1970-01-01",
    });
    await database.db.insert(outgoingMail).values([
      { to: "office@example.org", subject: unique("New message"), text: "x", purpose: "notice", failedAt: read, lastError: "connection refused" },
      // Not counted: a notice still being tried, a sent one, and an account e-mail that failed.
      { to: "office@example.org", subject: unique("New message"), text: "x", purpose: "notice" },
      { to: "office@example.org", subject: unique("New message"), text: "x", purpose: "notice", sentAt: read },
      { to: "someone@example.org", subject: unique("Your code"), text: "x", purpose: "account", failedAt: read },
    ]);

    const after = (await dashboard.toDo("church")).messages!;
    expect(after).toEqual({
      contact: before.contact + 2,
      directory: before.directory + 1,
      failedNotices: before.failedNotices + 1,
    });
  });

  it("counts the prayer area's work; new pastor-only and contact-me requests only for pastors and site administrators (issue 36)", async () => {
    const before = { church: (await dashboard.toDo("church")).prayer!, pastor: (await dashboard.toDo("church", { pastor: true })).prayer!, siteadmin: (await dashboard.toDo("siteadmin")).prayer! };
    expect(before.church.forPastors).toBeUndefined();
    await database.db.insert(prayerRequests).values([
      { name: unique("Dee"), contact: "dee@example.org", message: "Pray for my mother" },
      { name: unique("Dee"), contact: "dee@example.org", message: "Read already", readAt: new Date(NOW) },
      { name: unique("Eve"), contact: "eve@example.org", message: "Call me", visibility: "team", contactMe: true },
      { name: unique("Fay"), contact: "fay@example.org", message: "For the wall", visibility: "wall", wallText: "Pray for my family", wallReview: "pending" },
      { name: unique("Gus"), contact: "gus@example.org", message: "Approved", visibility: "wall", wallText: "Healing", wallReview: "approved", praiseNote: "Thank you", praiseReview: "held" },
    ]);
    const church = (await dashboard.toDo("church")).prayer!;
    expect(church).toEqual({ toReview: before.church.toReview + 2, failedMail: before.church.failedMail });
    expect((await dashboard.toDo("admin")).prayer).toEqual(church);
    expect((await dashboard.toDo("church", { pastor: true })).prayer).toEqual({ ...church, forPastors: before.pastor.forPastors! + 2 });
    expect((await dashboard.toDo("siteadmin")).prayer!.forPastors).toBe(before.siteadmin.forPastors! + 2);
    expect((await dashboard.toDo("childcare")).prayer).toBeUndefined();
  });

  it("lists announcements expiring within seven days from today and the scheduled ones, not others", async () => {
    const at = (iso: string) => new Date(iso);
    const subjects = {
      today: unique("Ends today"),
      sixDays: unique("Ends in six days"),
      sevenDays: unique("Ends in seven days"),
      ended: unique("Ended yesterday"),
      noExpiry: unique("No expiry"),
      scheduled: unique("Christmas Eve"),
      scheduledAndExpiring: unique("Scheduled, ends soon"),
    };
    await database.db.insert(announcements).values([
      { subject: subjects.today, announcement: "<p>x</p>", expires: true, expirationDate: TODAY },
      { subject: subjects.sixDays, announcement: "<p>x</p>", expires: true, expirationDate: "2026-11-27" },
      { subject: subjects.sevenDays, announcement: "<p>x</p>", expires: true, expirationDate: "2026-11-28" },
      { subject: subjects.ended, announcement: "<p>x</p>", expires: true, expirationDate: "2026-11-20" },
      { subject: subjects.noExpiry, announcement: "<p>x</p>", expires: false, expirationDate: "2026-11-22" },
      { subject: subjects.scheduled, announcement: "<p>x</p>", publishAt: at("2026-12-01T05:00:00Z") },
      { subject: subjects.scheduledAndExpiring, announcement: "<p>x</p>", publishAt: at("2026-11-22T05:00:00Z"), expires: true, expirationDate: "2026-11-23" },
    ]);
    const { expiringThisWeek, scheduled } = (await dashboard.toDo("church")).announcements!;
    const mine = new Set(Object.values(subjects));
    expect(expiringThisWeek.filter((a) => mine.has(a.subject)).map((a) => [a.subject, a.expiresOn])).toEqual([
      [subjects.today, TODAY],
      [subjects.sixDays, "2026-11-27"],
    ]);
    expect(scheduled.filter((a) => mine.has(a.subject)).map((a) => [a.subject, a.publishOn])).toEqual([
      [subjects.scheduledAndExpiring, "2026-11-22"],
      [subjects.scheduled, "2026-12-01"],
    ]);
  });

  it("counts open feature requests only", async () => {
    const before = (await dashboard.toDo("admin")).featureRequests!.open;
    await database.db.insert(featureRequests).values([
      { title: unique("Bigger font"), description: "x" },
      { title: unique("Dark mode"), description: "x", status: "planned" },
      { title: unique("Old idea"), description: "x", status: "declined" },
    ]);
    expect((await dashboard.toDo("admin")).featureRequests!.open).toBe(before + 1);
  });

  it("gives each role only the areas it may enter", async () => {
    // Every role has its latest changes and its refused publishes, each filtered to what it may see.
    const shown = (toDo: DashboardToDo) => Object.keys(toDo).filter((key) => key !== "recentChanges" && key !== "refusedPublishes").sort();
    const byRole = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, shown(await dashboard.toDo(role))] as const)));
    expect(byRole).toEqual({
      siteadmin: ["announcements", "featureRequests", "messages", "prayer"],
      admin: ["announcements", "featureRequests", "messages", "prayer"],
      church: ["announcements", "featureRequests", "messages", "prayer"],
      childcare: [],
    });
  });

  it("shows the latest changes of the role's own areas, newest first", async () => {
    const [actor] = await database.db.insert(users).values({ name: unique("Marcus Bell"), username: unique("mb").replace(" ", "-"), role: "admin", passwordHash: "x" }).returning();
    const minute = (n: number) => new Date(Date.parse(NOW) + n * 60_000);
    const details = { users: unique("Invited"), childcare: unique("Added Ms. Rivera"), church: unique("Bake sale") };
    await database.db.insert(auditLog).values([
      { userId: actor!.id, action: "invite", entity: "users", detail: details.users, at: minute(1) },
      { userId: actor!.id, action: "create", entity: "childcare-staff", detail: details.childcare, at: minute(2) },
      { userId: actor!.id, action: "update", entity: "announcements", detail: details.church, at: minute(3) },
    ]);
    const latest = async (role: (typeof ROLES)[number]) => (await dashboard.toDo(role)).recentChanges;

    const forAdmin = await latest("admin");
    expect(forAdmin.slice(0, 3).map((c) => c.detail)).toEqual([details.church, details.childcare, details.users]);
    expect(forAdmin[0]).toMatchObject({ userName: actor!.name, action: "update", entity: "announcements" });
    expect(forAdmin.length).toBeLessThanOrEqual(RECENT_CHANGES);
    expect((await latest("church")).map((c) => c.detail)).toContain(details.church);
    expect((await latest("church")).map((c) => c.detail)).not.toContain(details.childcare);
    expect((await latest("church")).map((c) => c.detail)).not.toContain(details.users);
    expect((await latest("childcare")).map((c) => c.detail)).toEqual([details.childcare]);
  });

  it("keeps the lines of childcare enquiries (children's data) from administrators and church staff, not from the childcare role or site administrators", async () => {
    const detail = unique("CC-7K3M9P: the family accepted the place in Toddlers");
    await database.db.insert(auditLog).values({ userId: null, action: "accept", entity: "enquiries", detail, at: new Date(Date.parse(NOW) + 5 * 60_000) });
    const sees = async (role: (typeof ROLES)[number]) => (await dashboard.toDo(role)).recentChanges.some((c) => c.detail === detail);
    expect({ siteadmin: await sees("siteadmin"), admin: await sees("admin"), church: await sees("church"), childcare: await sees("childcare") }).toEqual({ siteadmin: true, admin: false, church: false, childcare: true });
  });

  it("lists a refused scheduled publish, with why, only to the roles that may edit its document", async () => {
    const dueAt = new Date("2026-11-20T14:00:00Z");
    await database.db.insert(contentDocuments).values([
      { key: "page:/about", published: {}, draft: {}, refusedPublishAt: dueAt, refusedBecause: "Ruth (now Childcare staff) may no longer edit it" },
      { key: "childcare-fees", published: {}, draft: {}, refusedPublishAt: dueAt, refusedBecause: "Ann's account is disabled" },
      // Published or discarded since: the draft is gone, and so is the line.
      { key: "schedule", published: {}, draft: null, refusedPublishAt: dueAt, refusedBecause: "Tom's account is disabled" },
    ]);
    const refused = async (role: (typeof ROLES)[number]) => (await dashboard.toDo(role)).refusedPublishes.map((r) => [r.title, r.path, r.because]);
    const about = ["General Info", "/admin/pages/about", "Ruth (now Childcare staff) may no longer edit it"];
    const fees = ["Childcare Fees", "/admin/childcare-info", "Ann's account is disabled"];
    // Oldest first, then by document.
    expect(await refused("admin")).toEqual([fees, about]);
    expect(await refused("siteadmin")).toEqual([fees, about]);
    expect(await refused("church")).toEqual([about]);
    expect(await refused("childcare")).toEqual([fees]);
    expect((await dashboard.toDo("church")).refusedPublishes[0]?.dueAt).toEqual(dueAt);
  });

  it("shows a page's latest changes only to the roles that may edit that page", async () => {
    const details = { about: unique("General Info: new words"), childcarePage: unique("Childcare and Pre-K: new words") };
    const at = new Date(Date.parse(NOW) + 10 * 60_000);
    await database.db.insert(auditLog).values([
      { action: "publish", entity: "pages", entityId: "page:/about", detail: details.about, at },
      { action: "publish", entity: "pages", entityId: "page:/childcare-preschool", detail: details.childcarePage, at },
    ]);
    const latest = async (role: (typeof ROLES)[number]) => (await dashboard.toDo(role)).recentChanges.map((c) => c.detail);
    expect(await latest("church")).toContain(details.about);
    expect(await latest("church")).not.toContain(details.childcarePage);
    expect(await latest("childcare")).toContain(details.childcarePage);
    expect(await latest("childcare")).not.toContain(details.about);
    expect(await latest("admin")).toEqual(expect.arrayContaining([details.about, details.childcarePage]));
  });
});
