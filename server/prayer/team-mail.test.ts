import { and, desc, eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { outgoingMail, prayerDeliveries, prayerRequests, prayerTeamMembers, users } from "../db/schema.ts";
import { createServices } from "../services.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, freshPostgresUrl, testDatabaseKinds } from "../testing/database.ts";
import { type ReceivedMail, startSmtpSink } from "../testing/smtp.ts";

/** The staff list's first page, newest first (the request a test just made is on it). */
const FIRST_PAGE = { q: "", sort: "newest", filter: null, page: 1 } as const;

const unique = (() => {
  let n = 0;
  return (word: string) => `${word}${Date.now().toString(36)}${++n}`;
})();
const tokensIn = (text: string, page: string) => [...text.matchAll(new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`, "g"))].map((m) => m[1]!);

/**
 * The prayer team's mail as it leaves through a real SMTP server (issue 36): the daily digest, and the
 * e-mails the mail server refuses. On PostgreSQL a second instance of the services, on its own pool of
 * connections to the same database, runs the digest job beside the first.
 */
describe.each(testDatabaseKinds)("the prayer team's mail on %s", (kind) => {
  let database: Database;
  let otherDatabase: Database;
  let dropDatabase: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: ReturnType<typeof createServices>;
  let otherInstance: ReturnType<typeof createServices>;
  // 06:59 in New York: a minute before the digest hour.
  const clock = fixedClock("2026-11-21T11:59:00Z");
  /** Addresses the SMTP sink refuses for good (550), while a test has them here. */
  const refusing = new Set<string>();
  const db = () => database.db;

  const servicesOver = (over: Database) =>
    createServices({
      database: over,
      clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: smtp.url, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
    });

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: (address) => refusing.has(address) });
    if (kind === "pglite") {
      const fresh = await freshDatabase(kind);
      [database, otherDatabase, dropDatabase] = [fresh, fresh, () => fresh.drop()];
    } else {
      const fresh = await freshPostgresUrl();
      database = await openDatabase({ databaseUrl: fresh.url });
      await database.migrate();
      otherDatabase = await openDatabase({ databaseUrl: fresh.url });
      dropDatabase = async () => {
        await otherDatabase.close();
        await database.close();
        await fresh.drop();
      };
    }
    services = servicesOver(database);
    otherInstance = servicesOver(otherDatabase);
  });
  afterAll(async () => {
    await services?.mailer.close();
    await otherInstance?.mailer.close();
    await smtp?.close();
    await dropDatabase?.();
  });

  /** Sends what the queue holds, and what the sink then received for `to`. */
  async function deliveredTo(to: string): Promise<ReceivedMail[]> {
    await services.mailer.deliverDue();
    return smtp.received.filter((m) => m.to.includes(to));
  }
  const textOf = async (mail: ReceivedMail) => (await mail.parse()).text ?? "";

  /** Added by staff; confirmed by the link e-mailed to them (choosing how often) unless `confirm` is false. */
  async function member({ name = "Ruth Miller", delivery = "digest", confirm = true }: { name?: string; delivery?: "each" | "digest"; confirm?: boolean } = {}) {
    const email = `${unique("member")}@example.org`;
    expect(await services.prayer.team.add({ name, email, actor: null })).toMatchObject({ ok: true });
    const [row] = await db().select().from(prayerTeamMembers).where(eq(prayerTeamMembers.email, email));
    if (!confirm) {
      // Their choice is already the digest: the only thing they lack is the confirmation.
      await db().update(prayerTeamMembers).set({ delivery }).where(eq(prayerTeamMembers.id, row!.id));
      return { email, id: row!.id };
    }
    const [confirmMail] = await db().select().from(outgoingMail).where(and(eq(outgoingMail.to, email), like(outgoingMail.subject, "%confirm%"))).orderBy(desc(outgoingMail.id)).limit(1);
    const [token] = tokensIn(confirmMail!.text, "/prayer/team/confirm");
    expect(await services.prayer.team.confirm({ token: token!, delivery })).toMatchObject({ ok: true });
    await services.mailer.deliverDue();
    return { email, id: row!.id };
  }

  const request = (more: Partial<Parameters<typeof services.prayer.submit>[0]> = {}) =>
    services.prayer.submit({ name: "Clara Boone", contact: `${unique("clara")}@example.org`, message: "For my mother's surgery.", visibility: "team", wallName: "", wallText: "", contactMe: false, ...more });

  async function staffViewer(role: "church" | "siteadmin") {
    const handle = unique("staff");
    const [user] = await db().insert(users).values({ name: `Staff ${handle}`, username: handle, email: `${handle}@example.org`, role, passwordHash: "x" }).returning();
    return { userId: user!.id, role, pastor: false };
  }

  it("sends a digest member one e-mail a day from 7:00 with the day's team requests, each with its own one-time “I prayed”, once however many job runs claim it at the same moment; a member who has not confirmed gets nothing", async () => {
    clock.set("2026-11-21T11:59:00Z");
    const digest = await member({ name: "Dora Digest" });
    const waiting = await member({ name: "Walt Waiting", confirm: false });
    const leaving = await member({ name: "Lena Left" });
    // Left the team after confirming (as their page's one click does): no longer confirmed.
    await db().update(prayerTeamMembers).set({ leftAt: clock.now(), confirmedAt: null }).where(eq(prayerTeamMembers.id, leaving.id));

    const first = await request({ name: "Hope Vance", message: "Strength for my new job." });
    const second = await request({ name: "Amos Reed", visibility: "wall", wallName: "Amos", wallText: "Healing for my knee.", message: "Healing for my knee before the walk." });
    const pastorsOnly = await request({ name: "Jon Quiet", visibility: "pastors", message: "A private matter for the pastor." });

    // Before the morning hour: nothing, and nothing is claimed.
    expect(await services.prayer.jobs.sendDigests()).toBe(0);
    expect(await deliveredTo(digest.email)).toEqual(smtp.received.filter((m) => m.to.includes(digest.email) && /confirm/i.test(m.subject)));
    expect((await db().select().from(prayerTeamMembers).where(eq(prayerTeamMembers.id, digest.id)))[0]!.lastDigestAt).toBeNull();

    // 7:00 in New York: job runs claim at the same moment, in this instance and (on PostgreSQL) another.
    clock.set("2026-11-21T12:00:00Z");
    const runs = await Promise.all([services.prayer.jobs.sendDigests(), services.prayer.jobs.sendDigests(), otherInstance.prayer.jobs.sendDigests(), otherInstance.prayer.jobs.sendDigests()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const digests = (await deliveredTo(digest.email)).filter((m) => /Prayer requests? for today|Prayer request:/.test(m.subject));
    expect(digests.map((m) => m.subject)).toEqual(["Prayer requests for today (2)"]);
    const text = await textOf(digests[0]!);
    expect(text).toContain("Strength for my new job.");
    expect(text).toContain("Healing for my knee before the walk.");
    expect(text).not.toContain("A private matter");
    expect(await db().select().from(prayerDeliveries).where(eq(prayerDeliveries.requestId, pastorsOnly))).toEqual([]);

    // Each request its own link, each counted once.
    const prayed = tokensIn(text, "/prayer/prayed");
    expect(prayed).toHaveLength(2);
    expect(new Set(prayed).size).toBe(2);
    for (const token of prayed) expect(await services.prayer.teamPrayers.prayed(token)).toMatchObject({ ok: true });
    for (const token of prayed) expect(await services.prayer.teamPrayers.prayed(token)).toMatchObject({ ok: false, status: 404 });
    const counts = await db().select({ id: prayerRequests.id, teamPrayers: prayerRequests.teamPrayers }).from(prayerRequests);
    expect(counts.filter((r) => r.id === first || r.id === second).map((r) => r.teamPrayers)).toEqual([1, 1]);

    // Later the same day: a new request waits for tomorrow's digest.
    clock.set("2026-11-21T15:00:00Z");
    await request({ name: "Ivy Stone", message: "Peace in our home." });
    expect(await Promise.all([services.prayer.jobs.sendDigests(), otherInstance.prayer.jobs.sendDigests()])).toEqual([0, 0]);
    clock.set("2026-11-22T11:59:00Z");
    expect(await services.prayer.jobs.sendDigests()).toBe(0);
    clock.set("2026-11-22T12:00:00Z");
    expect((await Promise.all([services.prayer.jobs.sendDigests(), otherInstance.prayer.jobs.sendDigests()])).reduce((a, b) => a + b, 0)).toBe(1);
    const twoDays = (await deliveredTo(digest.email)).filter((m) => /Prayer requests? for today|Prayer request:/.test(m.subject));
    expect(twoDays).toHaveLength(2);
    const nextText = await textOf(twoDays[1]!);
    expect(twoDays[1]!.subject).toBe("Prayer request: please pray for Ivy");
    expect(nextText).toContain("Peace in our home.");
    expect(nextText).not.toContain("Strength for my new job.");

    // Not confirmed, or no longer confirmed: only the confirmation e-mail, nothing claimed for them.
    for (const other of [waiting, leaving]) {
      expect((await deliveredTo(other.email)).map((m) => m.subject)).toEqual(["Please confirm: joining the prayer team"]);
      expect(await db().select().from(prayerDeliveries).where(eq(prayerDeliveries.memberId, other.id))).toEqual([]);
    }
  });

  it("lists a prayer ministry e-mail the mail server refused for staff, keeps the request, and sends it when staff press “Send again”", async () => {
    clock.set("2026-11-23T15:00:00Z");
    const staff = await staffViewer("church");
    const siteadmin = await staffViewer("siteadmin");
    const teamMember = await member({ name: "Ruth Miller", delivery: "each" });
    const person = `${unique("grace")}@example.org`;
    refusing.add(teamMember.email);
    refusing.add(person);
    const id = await request({ name: "Grace Lowe", contact: person, message: "For my brother in hospital." });
    expect(await deliveredTo(teamMember.email)).toHaveLength(1); // the confirmation only
    expect(await deliveredTo(person)).toEqual([]);

    // The request is kept, and staff see what was not sent and why.
    expect((await services.prayer.staff.page(staff, FIRST_PAGE)).items.map((r) => r.id)).toContain(id);
    const failed = await services.prayer.staff.failedMail(staff);
    expect(failed).toEqual([expect.objectContaining({ to: teamMember.email, subject: "Prayer request: please pray for Grace", about: "Team member Ruth Miller", reason: expect.stringContaining("No such mailbox") })]);
    expect((await services.dashboard.toDo("church", { pastor: false })).prayer).toMatchObject({ failedMail: 1 });
    // The person's own e-mail failed too: listed only for pastoral readers.
    const forSiteadmin = await services.prayer.staff.failedMail(siteadmin);
    expect(forSiteadmin.map((m) => m.about).sort()).toEqual(["Team member Ruth Miller", "The person who asked"]);

    // The mailbox works again; "Send again" sends each.
    refusing.clear();
    expect(await services.prayer.staff.retryMail(failed[0]!.id, staff)).toMatchObject({ ok: true });
    const resent = (await deliveredTo(teamMember.email)).filter((m) => m.subject === "Prayer request: please pray for Grace");
    expect(resent).toHaveLength(1);
    expect(await textOf(resent[0]!)).toContain("For my brother in hospital.");
    const personMail = forSiteadmin.find((m) => m.about === "The person who asked")!;
    expect(await services.prayer.staff.retryMail(personMail.id, staff)).toMatchObject({ ok: false, status: 404 });
    expect(await services.prayer.staff.retryMail(personMail.id, siteadmin)).toMatchObject({ ok: true });
    expect((await deliveredTo(person)).map((m) => m.subject)).toEqual(["We received your prayer request"]);
    expect(await services.prayer.staff.failedMail(siteadmin)).toEqual([]);
    expect(await services.prayer.staff.retryMail(failed[0]!.id, staff)).toMatchObject({ ok: false, status: 404 });
  });
});
