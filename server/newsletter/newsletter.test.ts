import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consents, newsletterDeliveries, newsletterIssues, newsletterSignups, newsletterSubscribers } from "../db/schema.ts";
import { createServices } from "../services.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { startSmtpSink } from "../testing/smtp.ts";

const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? null;

describe.each(testDatabaseKinds)("the weekly e-mail, on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: ReturnType<typeof createServices>;
  const clock = fixedClock("2026-12-01T15:00:00Z");
  /** Addresses the SMTP sink refuses for good (550), from when a test adds them. */
  const refusing = new Set<string>();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink({ refuse: (address) => refusing.has(address) });
    services = createServices({
      database,
      clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: smtp.url, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
      newsletterRate: 6000,
    });
  });
  afterAll(async () => {
    await services.mailer.close();
    await smtp.close();
    await database.drop();
  });

  /** Signs an address up and confirms it through the link of its confirmation e-mail. */
  async function subscribe(email: string, listKeys = ["weekly-news"]) {
    const before = smtp.received.length;
    expect(await services.newsletter.subscriptions.requestSignup({ email, name: "Ann Lee", listKeys, form: "page" })).toEqual({ ok: true, value: null });
    await services.mailer.deliverDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const token = tokenIn((await mail!.parse()).text ?? "", "/newsletter/confirm");
    expect(token).not.toBeNull();
    return { mail: mail!, token: token! };
  }

  it("sends nothing but the confirmation until the link is used, then records the consent with its form and wording; a second use opens nothing", async () => {
    const { mail, token } = await subscribe("Ann@Example.org");
    expect(mail.to).toEqual(["ann@example.org"]);
    expect(await database.db.select().from(consents).where(eq(consents.email, "ann@example.org"))).toEqual([]);
    const confirmed = await services.newsletter.subscriptions.confirm(token);
    expect(confirmed).toMatchObject({ ok: true, value: { email: "ann@example.org", lists: ["Weekly news"] } });
    const [consent] = await database.db.select().from(consents).where(eq(consents.email, "ann@example.org"));
    expect(consent).toMatchObject({ purpose: "newsletter:weekly-news", form: "/newsletter", wording: expect.stringContaining("lists I ticked"), givenAt: clock.now(), withdrawnAt: null });
    expect(await database.db.select().from(newsletterSignups)).toEqual([]);
    expect(await services.newsletter.subscriptions.confirm(token)).toMatchObject({ ok: false, status: 404, error: expect.stringContaining("expired or was already used") });
  });

  it("refuses a confirmation link used after seven days, and an unknown list, with plain words and nothing stored", async () => {
    const { token } = await subscribe("late@example.org");
    clock.set("2026-12-08T15:00:01Z");
    expect(await services.newsletter.subscriptions.confirm(token)).toMatchObject({ ok: false, error: expect.stringContaining("expired") });
    clock.set("2026-12-01T15:00:00Z");
    expect(await services.newsletter.subscriptions.requestSignup({ email: "x@example.org", name: "", listKeys: ["no-such-list"], form: "home" })).toMatchObject({ ok: false, status: 400, error: expect.stringContaining("does not exist") });
    expect(await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "x@example.org"))).toEqual([]);
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "late@example.org"))).toEqual([]);
  });

  it("sends an issue to each recipient alone, with both parts, the one-click headers, the unsubscribe link and the postal address; a refused address is suppressed and the others still get it; one POST-worthy token unsubscribes at once", async () => {
    await subscribe("bo@example.org").then(({ token }) => services.newsletter.subscriptions.confirm(token));
    await subscribe("gone@example.org").then(({ token }) => services.newsletter.subscriptions.confirm(token));
    refusing.add("gone@example.org");
    const staff = await services.accounts.createUser({ name: "Office", username: `office-${kind}`, password: "correct horse battery", role: "church" });
    const draft = await services.newsletter.issues.createDraft(staff.id);
    expect(draft.ok).toBe(true);
    const issue = (await services.newsletter.issues.adminGet(draft.ok ? draft.value.id : 0))!;
    expect(issue.sections.map((s) => s.kind)).toEqual(["note", "verse"]);
    const edited = await services.newsletter.issues.update({
      id: issue.id,
      version: issue.version,
      actor: staff.id,
      input: { subject: "Advent news", lists: ["weekly-news"], sections: [{ kind: "note", heading: "From Pastor Dan", html: '<p>See you <a href="/events">Sunday</a>.</p><script>x()</script>' }, ...issue.sections.slice(1)] },
    });
    expect(edited.ok).toBe(true);
    const sent = await services.newsletter.issues.sendNow({ id: issue.id, version: (await services.newsletter.issues.adminGet(issue.id))!.version, actor: staff.id });
    expect(sent).toEqual({ ok: true, value: { slug: "2026-12-01", recipients: 3 } });
    const before = smtp.received.length;
    expect(await services.newsletter.sender.sendDue()).toBe(3);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([["ann@example.org"], ["bo@example.org"]]);
    const parsed = await mails[0]!.parse();
    expect(parsed.html).toContain('href="https://church.example/events"');
    expect(parsed.html).not.toContain("<script");
    expect(parsed.text).toContain("See you Sunday");
    expect(parsed.text).toMatch(/Unsubscribe/);
    expect(parsed.text).toMatch(/WV|, /);
    const headers = mails[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/church\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(headers).not.toMatch(/^(Cc|Bcc):/m);
    const states = await database.db.select({ email: newsletterDeliveries.email, state: newsletterDeliveries.state }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issue.id));
    expect(states.sort((a, b) => a.email!.localeCompare(b.email!))).toEqual([
      { email: "ann@example.org", state: "sent" },
      { email: "bo@example.org", state: "sent" },
      { email: "gone@example.org", state: "failed" },
    ]);
    expect((await services.newsletter.issues.adminGet(issue.id))).toMatchObject({ status: "sent", counts: { sent: 2, failed: 1 } });
    expect(await services.newsletter.subscribers.adminList({ search: "gone@" })).toMatchObject({ subscribers: [{ state: "refused", lists: [] }] });

    const token = /unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mails[1]!.raw)![1]!;
    expect(await services.newsletter.subscriptions.unsubscribe(token)).toEqual({ ok: true, value: { email: "bo@example.org" } });
    expect(await services.newsletter.subscriptions.unsubscribe(token)).toEqual({ ok: true, value: { email: "bo@example.org" } });
    expect((await services.newsletter.subscriptions.openPreferences(token))).toMatchObject({ unsubscribed: true });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "unsubscribe"))).toHaveLength(2);
    expect(await services.newsletter.issues.publicIssue("2026-12-01")).toMatchObject({ subject: "Advent news", sections: [{ heading: "From Pastor Dan" }, { kind: "verse" }] });
    expect(await database.db.select({ status: newsletterIssues.status }).from(newsletterIssues)).toEqual([{ status: "sent" }]);
  });

  it("sends no faster than NEWSLETTER_RATE a minute", async () => {
    const slow = createServices({
      database,
      clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: smtp.url, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
      newsletterRate: 120,
    });
    const staff = await slow.accounts.createUser({ name: "Pacer", username: `pacer-${kind}`, password: "correct horse battery", role: "church" });
    expect(await slow.newsletter.lists.create({ name: "Paced", description: "", isPublic: false }, staff.id)).toMatchObject({ ok: true });
    const csv = "Email Address,CONFIRM_TIME\np1@example.org,2025-01-01\np2@example.org,2025-01-01\np3@example.org,2025-01-01";
    await slow.newsletter.subscribers.importCsv({ bytes: new TextEncoder().encode(csv), fileName: "paced.csv", listKey: "paced", actor: staff.id });
    const draft = await slow.newsletter.issues.createDraft(staff.id);
    const id = draft.ok ? draft.value.id : 0;
    await slow.newsletter.issues.update({ id, version: (await slow.newsletter.issues.adminGet(id))!.version, actor: staff.id, input: { subject: "Paced", lists: ["paced"], sections: [{ kind: "note", heading: "", html: "<p>One at a time.</p>" }] } });
    await slow.newsletter.issues.sendNow({ id, version: (await slow.newsletter.issues.adminGet(id))!.version, actor: staff.id });
    const started = performance.now();
    expect(await slow.newsletter.sender.sendDue()).toBe(3);
    // 120 a minute: half a second between messages, so three take at least a second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    await slow.mailer.close();
  });
});
