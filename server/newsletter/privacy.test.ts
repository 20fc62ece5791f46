import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, newsletterIssues, newsletterSuppressions } from "../db/schema.ts";
import { createServices } from "../services.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { startSmtpSink } from "../testing/smtp.ts";
import { IMPORT_MAX_ROWS } from "./import.ts";

const csv = (text: string) => new TextEncoder().encode(text);

describe.each(testDatabaseKinds)("the newsletter's privacy rules and staff tools, on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: ReturnType<typeof createServices>;
  let staff: number;
  const clock = fixedClock("2026-12-02T15:00:00Z");

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink();
    services = createServices({
      database,
      clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: smtp.url, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
      newsletterRate: 6000,
    });
    staff = (await services.accounts.createUser({ name: "Office", username: `office-${kind}`, email: `office-${kind}@church.example`, password: "correct horse battery", role: "church" })).id;
  });
  afterAll(async () => {
    await services.mailer.close();
    await smtp.close();
    await database.drop();
  });


  /** The link of the newest e-mail to `to` that leads to `path`. */
  async function linkTo(to: string, path: string) {
    await services.mailer.deliverDue();
    const mails = smtp.received.filter((m) => m.to.includes(to));
    const text = (await mails.at(-1)!.parse()).text ?? "";
    return new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)![1]!;
  }

  it("imports a Mailchimp export keeping only rows with a consent date, says how many were left out and why, cleans formula cells, and refuses a huge file whole", async () => {
    const file = [
      "Email Address,First Name,Last Name,CONFIRM_TIME",
      "ruth@example.org,Ruth,Moab,2024-03-01 10:00:00",
      'naomi@example.org,"=HYPERLINK(""x"")",,2024-03-01 10:00:00',
      "ruth@example.org,Ruth,Again,2024-03-02 10:00:00",
      "boaz@example.org,Boaz,,",
      "not an address,,,2024-03-01 10:00:00",
    ].join("\n");
    const imported = await services.newsletter.subscribers.importCsv({ bytes: csv(file), fileName: "members.csv", listKey: "weekly-news", actor: staff });
    expect(imported).toEqual({ ok: true, value: { added: 2, already: 0, leftOut: { noConsentDate: 1, badAddress: 1, duplicate: 1, suppressed: 0 }, formulasCleaned: 1 } });
    const { subscribers } = await services.newsletter.subscribers.adminList({ search: "naomi" });
    expect(subscribers[0]!.name).toBe('HYPERLINK("x")');
    const [consent] = await database.db.select().from(consents).where(eq(consents.email, "ruth@example.org"));
    expect(consent).toMatchObject({ purpose: "newsletter:weekly-news", givenAt: new Date("2024-03-01T10:00:00Z"), form: "import: members.csv" });

    const huge = ["Email Address,CONFIRM_TIME", ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@example.org,2024-01-01`)].join("\n");
    expect(await services.newsletter.subscribers.importCsv({ bytes: csv(huge), fileName: "huge.csv", listKey: "weekly-news", actor: staff })).toMatchObject({ ok: false, status: 400, error: expect.stringContaining("more than 50,000 rows") });
    expect(await services.newsletter.subscribers.adminList({ search: "p1@" })).toMatchObject({ total: 0 });
    expect(await services.newsletter.subscribers.importCsv({ bytes: csv("Name\nRuth"), fileName: "x.csv", listKey: "weekly-news", actor: staff })).toMatchObject({ ok: false, error: expect.stringContaining("no e-mail column") });
    expect(await services.newsletter.subscribers.importCsv({ bytes: csv(file), fileName: "x.csv", listKey: "no-such-list", actor: staff })).toMatchObject({ ok: false, error: expect.stringContaining("does not exist") });
  });

  it("takes an unsubscribe at once, holds it against a re-import, and asks for a fresh double opt-in to come back", async () => {
    await services.newsletter.subscriptions.requestSignup({ email: "leah@example.org", name: "Leah", listKeys: ["weekly-news", "childcare-families"], form: "home" });
    const confirmed = await services.newsletter.subscriptions.confirm(await linkTo("leah@example.org", "/newsletter/confirm"));
    expect(confirmed).toMatchObject({ ok: true, value: { lists: ["Weekly news", "Childcare families"] } });
    const token = confirmed.ok ? confirmed.value.preferencesToken : "";

    expect(await services.newsletter.subscriptions.savePreferences(token, ["childcare-families"])).toEqual({ ok: true, value: { lists: ["Childcare families"] } });
    expect(await services.newsletter.subscriptions.openPreferences(token)).toMatchObject({ unsubscribed: false, lists: [{ key: "weekly-news", subscribed: false }, { key: "childcare-families", subscribed: true }] });
    expect(await services.newsletter.subscriptions.savePreferences(token, [])).toEqual({ ok: true, value: { lists: [] } });
    expect(await services.newsletter.subscriptions.savePreferences(token, ["weekly-news"])).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("confirmation again") });

    const again = await services.newsletter.subscribers.importCsv({ bytes: csv("Email Address,CONFIRM_TIME\nleah@example.org,2024-01-01 09:00:00"), fileName: "old.csv", listKey: "weekly-news", actor: staff });
    expect(again).toMatchObject({ ok: true, value: { added: 0, leftOut: { suppressed: 1 } } });
    expect(await services.newsletter.subscribers.adminList({ search: "leah@" })).toMatchObject({ subscribers: [{ state: "unsubscribed", lists: [] }] });

    await services.newsletter.subscriptions.requestSignup({ email: "leah@example.org", name: "", listKeys: ["weekly-news"], form: "page" });
    expect(await services.newsletter.subscriptions.confirm(await linkTo("leah@example.org", "/newsletter/confirm"))).toMatchObject({ ok: true });
    expect(await services.newsletter.subscribers.adminList({ search: "leah@" })).toMatchObject({ subscribers: [{ state: "subscribed", lists: ["weekly-news"] }] });
  });

  it("exports one subscriber's records and erases them, keeping only a hash that stops a re-import", async () => {
    await services.newsletter.subscribers.importCsv({ bytes: csv("Email Address,CONFIRM_TIME\njoel@example.org,2024-05-01 08:00:00"), fileName: "joel.csv", listKey: "weekly-news", actor: staff });
    const exported = await services.newsletter.subscribers.exportOne("Joel@Example.org");
    expect(exported).toContain("joel@example.org");
    expect(exported).toContain("newsletter:weekly-news on import: joel.csv");
    expect(await services.newsletter.subscribers.exportAll()).toMatch(/joel@example\.org,,Weekly news,subscribed/);

    expect(await services.newsletter.subscribers.erase("joel@example.org", staff)).toMatchObject({ ok: true });
    expect(await services.newsletter.subscribers.exportOne("joel@example.org")).toBeNull();
    const kept = await database.db.select().from(newsletterSuppressions);
    expect(JSON.stringify(kept)).not.toContain("joel");
    expect(await services.newsletter.subscribers.importCsv({ bytes: csv("Email Address,CONFIRM_TIME\njoel@example.org,2024-05-01 08:00:00"), fileName: "again.csv", listKey: "weekly-news", actor: staff })).toMatchObject({
      ok: true,
      value: { added: 0, leftOut: { suppressed: 1 } },
    });
    // It is part of the site-wide "find and erase by e-mail" too.
    expect(await services.people.erasure.find("ruth@example.org")).toEqual(expect.arrayContaining([expect.objectContaining({ label: "Newsletter subscription" })]));
  });

  it("sends staff a test copy with real links, schedules an issue that the scheduled-publishing job sends, and prepares the weekly draft on its day only", async () => {
    const { id } = await services.newsletter.issues.createDraft(staff).then((o) => (o.ok ? o.value : { id: 0 }));
    const draft = (await services.newsletter.issues.adminGet(id))!;
    await services.newsletter.issues.update({ id, version: draft.version, actor: staff, input: { subject: "Christmas times", lists: ["weekly-news"], sections: [{ kind: "note", heading: "", html: "<p>Joy.</p>" }] } });
    expect(await services.newsletter.issues.sendTest(id, staff)).toEqual({ ok: true, value: { to: `office-${kind}@church.example` } });
    await services.mailer.deliverDue();
    const test = smtp.received.at(-1)!;
    expect(test.subject).toBe("[Test] Christmas times");
    expect(test.to).toEqual([`office-${kind}@church.example`]);
    expect((await services.newsletter.issues.adminGet(id))!.status).toBe("draft");

    const at = new Date("2026-12-02T16:00:00Z");
    expect(await services.newsletter.issues.schedule({ id, version: (await services.newsletter.issues.adminGet(id))!.version, at: new Date("2026-12-02T14:00:00Z"), actor: staff })).toMatchObject({ ok: false, error: expect.stringContaining("future") });
    expect(await services.newsletter.issues.schedule({ id, version: (await services.newsletter.issues.adminGet(id))!.version, at, actor: staff })).toMatchObject({ ok: true });
    expect(await services.newsletter.publishDue()).toMatchObject({ started: 0 });
    clock.set("2026-12-02T16:00:00Z");
    expect(await services.newsletter.publishDue()).toMatchObject({ started: 1 });
    expect(await services.newsletter.issues.adminGet(id)).toMatchObject({ status: "sending", slug: "2026-12-02" });
    expect(await services.newsletter.sender.sendDue()).toBeGreaterThan(0);
    expect(await services.newsletter.issues.adminGet(id)).toMatchObject({ status: "sent", counts: { failed: 0 } });

    // The weekly draft: Thursdays. Wednesday 2 December prepares nothing; Thursday once.
    await services.newsletter.lists.saveSettings({ draftWeekday: 4, defaultListKeys: ["weekly-news"] }, staff);
    expect((await services.newsletter.publishDue()).prepared).toBeNull();
    clock.set("2026-12-03T15:00:00Z");
    const prepared = (await services.newsletter.publishDue()).prepared;
    expect(prepared).toEqual(expect.any(Number));
    expect((await services.newsletter.publishDue()).prepared).toBeNull();
    expect(await database.db.select({ preparedFor: newsletterIssues.preparedFor, status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, prepared!))).toEqual([{ preparedFor: "2026-12-03", status: "draft" }]);
  });
});
