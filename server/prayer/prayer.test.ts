import { and, desc, eq, gt, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prayerRequestSchema } from "../../shared/schemas/forms.ts";
import { auditLog, churchStaff, outgoingMail, prayerCounts, prayerRequests, users } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

/** The staff list's first page, newest first (the request a test just made is on it). */
const FIRST_PAGE = { q: "", sort: "newest", filter: null, page: 1 } as const;

const unique = (() => {
  let n = 0;
  return (word: string) => `${word}${Date.now().toString(36)}${++n}`;
})();

describe.each(testDatabaseKinds)("the prayer ministry on %s", (kind) => {
  let database: TestDatabase;
  let services: ReturnType<typeof testServices>;
  const clock = fixedClock("2026-11-21T15:00:00Z");
  const db = () => database.db;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { clock });
  });
  afterAll(async () => {
    await database.drop();
  });

  /** An enabled staff account, and (for a pastor) the church staff record marked pastor and linked to it. */
  async function account(role: "siteadmin" | "admin" | "church", { pastor = false } = {}) {
    const handle = unique("u");
    const [user] = await db().insert(users).values({ name: `Staff ${handle}`, username: handle, email: `${handle}@example.org`, role, passwordHash: "x" }).returning();
    if (pastor) {
      const [record] = await db().insert(churchStaff).values({ name: `Pastor ${handle}`, roleTitle: "Pastor", displayOrder: 1000 + user!.id }).returning();
      expect(await services.prayer.pastors.set({ staffId: record!.id, pastor: true, userId: user!.id, actor: null })).toMatchObject({ ok: true });
    }
    return { userId: user!.id, role, pastor, email: user!.email! };
  }

  /** The newest e-mail to `to` whose subject has `subject`, and the private-link address in it. */
  async function mailTo(to: string, subject = "") {
    const [mail] = await db().select().from(outgoingMail).where(and(eq(outgoingMail.to, to), like(outgoingMail.subject, `%${subject}%`))).orderBy(desc(outgoingMail.id)).limit(1);
    return mail ?? null;
  }
  const tokensIn = (text: string, page: string) => [...text.matchAll(new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`, "g"))].map((m) => m[1]!);

  /** A confirmed team member taking each request as it arrives. */
  async function teamMember() {
    const email = `${unique("member")}@example.org`;
    expect(await services.prayer.team.add({ name: "Ruth Miller", email, actor: null })).toMatchObject({ ok: true });
    const [confirm] = tokensIn((await mailTo(email, "confirm"))!.text, "/prayer/team/confirm");
    expect(await services.prayer.team.confirm({ token: confirm!, delivery: "each" })).toMatchObject({ ok: true });
    return email;
  }

  const request = (more: Partial<Parameters<typeof services.prayer.submit>[0]> = {}) =>
    services.prayer.submit({ name: "Clara Boone", contact: `${unique("clara")}@example.org`, message: "For my mother's surgery on Tuesday.", visibility: "pastors", wallName: "", wallText: "", contactMe: false, ...more });

  it("reads a request sent as the spec's API sends it (no choice) as for the pastors only", () => {
    const parsed = prayerRequestSchema.parse({ name: "Ann", contact: "ann@example.org", message: "Please pray.", recaptchaToken: "t" });
    expect(parsed).toMatchObject({ visibility: "pastors", contactMe: false, wallText: "" });
    expect(prayerRequestSchema.safeParse({ name: "Ann", contact: "ann@example.org", message: "Please pray.", recaptchaToken: "t", visibility: "wall" }).success).toBe(false);
  });

  it("keeps a pastor-only request from the team, the wall and every church user who is not a pastor; pastors get it by e-mail and each staff view is audited", async () => {
    const pastor = await account("church", { pastor: true });
    const churchUser = await account("church");
    const admin = await account("admin");
    const siteadmin = await account("siteadmin");
    const member = await teamMember();
    const contact = `${unique("secret")}@example.org`;
    const id = await request({ contact, message: "A private matter <b>for the pastor</b>." });
    const [row] = await db().select().from(prayerRequests).where(eq(prayerRequests.id, id));
    expect(row!.visibility).toBe("pastors");

    expect((await mailTo(pastor.email, "pastors"))?.text).toContain("A private matter <b>for the pastor</b>.");
    expect((await mailTo(member, "Prayer request"))?.text ?? "").not.toContain("A private matter");
    expect((await services.prayer.wall.publicView()).open.map((w) => w.id)).not.toContain(id);

    for (const viewer of [churchUser, admin]) {
      expect((await services.prayer.staff.page(viewer, FIRST_PAGE)).items.map((r) => r.id)).not.toContain(id);
      expect(await services.prayer.staff.detail(id, viewer)).toBeNull();
      expect((await services.dashboard.toDo(viewer.role, { pastor: false })).prayer?.forPastors).toBeUndefined();
    }
    for (const viewer of [pastor, siteadmin]) {
      expect((await services.prayer.staff.page(viewer, FIRST_PAGE)).items.map((r) => r.id)).toContain(id);
      expect(await services.prayer.staff.detail(id, viewer)).toMatchObject({ message: "A private matter <b>for the pastor</b>.", contact });
    }
    const views = await db().select().from(auditLog).where(and(eq(auditLog.action, "view"), eq(auditLog.entityId, String(id))));
    expect(views.map((v) => v.userId).sort()).toEqual([pastor.userId, siteadmin.userId].sort());
    expect(views.every((v) => !v.detail?.includes("private matter"))).toBe(true);
  });

  it("sends a team request to confirmed members only, counts a member's “I prayed” once however often the link is used, and relays encouragement without addresses", async () => {
    const waiting = `${unique("waiting")}@example.org`;
    await services.prayer.team.add({ name: "Not Yet", email: waiting, actor: null });
    const member = await teamMember();
    const person = `${unique("hope")}@example.org`;
    await request({ name: "Hope Vance", contact: person, visibility: "team", message: "Strength for my new job." });

    expect(await mailTo(waiting, "Prayer request")).toBeNull();
    const mail = (await mailTo(member, "Prayer request"))!;
    expect(mail.text).toContain("Strength for my new job.");
    expect(mail.text).not.toContain(person);
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const [prayed] = tokensIn(mail.text, "/prayer/prayed");
    const [encourage] = tokensIn(mail.text, "/prayer/encourage");
    const twice = await Promise.all([services.prayer.teamPrayers.prayed(prayed!), services.prayer.teamPrayers.prayed(prayed!)]);
    expect(twice.filter((o) => o.ok)).toHaveLength(1);
    expect((await services.prayer.teamPrayers.prayed(prayed!)).ok).toBe(false);

    expect(await services.prayer.teamPrayers.encourage({ token: encourage!, message: "Praying for you every morning." })).toMatchObject({ ok: true });
    const relayed = (await mailTo(person, "encouragement"))!;
    expect(relayed.text).toContain("Praying for you every morning.");
    expect(relayed.text).not.toContain(member);

    const [manage] = tokensIn((await mailTo(person, "received"))!.text, "/prayer/request");
    expect(await services.prayer.person.view(manage!)).toMatchObject({ prayers: { team: 1, total: 1 }, encouragements: [{ fromName: "Ruth", message: "Praying for you every morning." }] });
  });

  it("holds a wall text with contact details for staff with a note, shows an approved one newest first, counts a visitor's prayer once a day, and moves it to answered prayers", async () => {
    const staff = await account("church");
    const held = await request({ visibility: "wall", wallName: "Sam", wallText: "Call me on 304-555-0142 please." });
    const [heldRow] = await db().select().from(prayerRequests).where(eq(prayerRequests.id, held));
    expect(heldRow).toMatchObject({ wallReview: "held", wallNote: "It holds a phone number." });

    const person = `${unique("lena")}@example.org`;
    const id = await request({ name: "Lena Park", contact: person, visibility: "wall", wallName: "Lena", wallText: "Healing for my father. <script>alert(1)</script>", message: "Full request." });
    expect((await services.prayer.wall.publicView()).open.map((w) => w.id)).not.toContain(id);
    const detail = (await services.prayer.staff.detail(id, { ...staff, pastor: false }))!;
    expect(await services.prayer.wall.review({ id, approve: true, wallName: "Lena", wallText: detail.wall!.text, version: detail.version, actor: staff.userId })).toMatchObject({ ok: true });
    expect(await services.prayer.wall.review({ id: held, approve: true, wallName: "Sam", wallText: "Call me on 304-555-0142 please.", version: "x", actor: staff.userId })).toMatchObject({ ok: false });

    const wall = await services.prayer.wall.publicView();
    expect(wall.open[0]).toMatchObject({ id, name: "Lena", text: "Healing for my father. <script>alert(1)</script>" });
    expect(JSON.stringify(wall)).not.toContain(person);
    expect(JSON.stringify(wall)).not.toContain("Full request.");

    expect(await services.prayer.wall.prayFor({ id, address: "203.0.113.9" })).toMatchObject({ ok: true, value: { counted: true, prayers: 1 } });
    expect(await services.prayer.wall.prayFor({ id, address: "203.0.113.9" })).toMatchObject({ ok: true, value: { counted: false, prayers: 1 } });
    expect(await services.prayer.wall.prayFor({ id: held, address: "203.0.113.9" })).toMatchObject({ ok: false, status: 404 });

    const [manage] = tokensIn((await mailTo(person, "received"))!.text, "/prayer/request");
    expect(await services.prayer.person.answered(manage!, "She is home again!")).toMatchObject({ ok: true });
    const after = await services.prayer.wall.publicView();
    expect(after.open.map((w) => w.id)).not.toContain(id);
    expect(after.answered.find((a) => a.id === id)).toMatchObject({ praise: null });
    expect(await services.prayer.wall.reviewPraise({ id, approve: true, actor: staff.userId })).toMatchObject({ ok: true });
    expect((await services.prayer.wall.publicView()).answered.find((a) => a.id === id)).toMatchObject({ praise: "She is home again!" });
    expect(await services.prayer.person.view(manage!)).toMatchObject({ status: "answered", prayers: { wall: 1 } });
  });

  it("lets the person narrow who sees it but not widen it, and take it down at once", async () => {
    const person = `${unique("may")}@example.org`;
    await request({ contact: person, visibility: "team" });
    const [manage] = tokensIn((await mailTo(person, "received"))!.text, "/prayer/request");
    expect(await services.prayer.person.update(manage!, { message: "Changed.", visibility: "wall", wallName: "", wallText: "Wider", contactMe: false })).toMatchObject({ ok: false });
    expect(await services.prayer.person.update(manage!, { message: "Changed.", visibility: "pastors", wallName: "", wallText: "", contactMe: true })).toMatchObject({ ok: true });
    expect(await services.prayer.person.takeDown(manage!)).toMatchObject({ ok: true });
    expect(await services.prayer.person.view(manage!)).toMatchObject({ status: "withdrawn", visibility: "pastors", message: "Changed." });
  });

  it("closes a request after 30 days, removes it 6 months after it closed with its counts kept, and erases a person's requests on request", async () => {
    const person = `${unique("old")}@example.org`;
    const id = await request({ contact: person, visibility: "team" });
    clock.set("2026-12-22T15:00:00Z");
    expect(await services.prayer.jobs.closeExpired()).toBeGreaterThan(0);
    expect((await db().select().from(prayerRequests).where(eq(prayerRequests.id, id)))[0]).toMatchObject({ status: "closed" });
    expect(await mailTo(person, "closed")).not.toBeNull();
    clock.set("2027-06-23T15:00:00Z");
    await services.people.retention.sweep(clock.now());
    expect(await db().select().from(prayerRequests).where(eq(prayerRequests.id, id))).toHaveLength(0);
    expect((await db().select().from(prayerCounts).where(eq(prayerCounts.month, "2026-11")))[0]!.requests).toBeGreaterThan(0);
    clock.set("2026-11-21T15:00:00Z");

    const other = `${unique("erase")}@example.org`;
    await request({ contact: other });
    expect((await services.people.erasure.find(other)).some((part) => part.label === "Prayer requests" && part.records.length === 1)).toBe(true);
    await services.people.erasure.erase(other, null);
    expect(await db().select().from(prayerRequests).where(and(eq(prayerRequests.email, other), gt(prayerRequests.id, 0)))).toHaveLength(0);
  });
});
