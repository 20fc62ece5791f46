import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { solvedCaptcha } from "../testing/altcha.ts";
import { testBrowser } from "../testing/browser.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testHttpApp } from "../testing/http.ts";
import { startSilentSmtp, startSmtpSink } from "../testing/smtp.ts";
import { eq, sql } from "drizzle-orm";

// The tests that store these look for them by name; other tests that store a submission give it a name of its own.
const contact = { name: "Ann Lee", email: "ann@example.org", message: "What time is the Christmas Eve service?" };
const prayer = { name: "Bob", contact: "919-555-0100", message: "Please pray for my mother's surgery." };
const directory = { firstName: "Cara", lastName: "Diaz", phone: "919-555-0142", email: "cara@example.org", address: "12 Oak Lane", city: "Cedar Hill", zip: "27514", birthday: "1975-04-12" };

describe.each(testDatabaseKinds)("public forms on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: ReturnType<typeof testHttpApp>;
  const browser = () => testBrowser(app.http, { apiKey: app.config.apiKey, origin: "https://church.example" });
  const token = () => solvedCaptcha(app.http, app.config.apiKey);
  /** The staff notice with this subject, once the mail worker has sent it. */
  async function notice(subject: string) {
    await expect.poll(() => smtp.received.some((m) => m.subject === subject), { timeout: 15_000 }).toBe(true);
    return smtp.received.find((m) => m.subject === subject)!;
  }
  const stored = async () =>
    (await database.db.select().from(schema.contactMessages)).length +
    (await database.db.select().from(schema.prayerRequests)).length +
    (await database.db.select().from(schema.directoryEntries)).length;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink();
    app = testHttpApp(database, { clock: fixedClock(new Date().toISOString()), smtpUrl: smtp.url, notifyEmail: "office@example.org" });
  });
  afterAll(async () => {
    await app.services.mailer.close();
    await smtp.close();
    await database.drop();
  });

  it("stores a contact message and e-mails staff", async () => {
    const res = await browser().post("/api/contact-message", { ...contact, recaptchaToken: await token() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Message sent successfully!" });
    const rows = await database.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.name, contact.name));
    expect(rows).toEqual([expect.objectContaining({ ...contact, readAt: null })]);
    const mail = await notice("New message from Ann Lee");
    expect(mail.to).toEqual(["office@example.org"]);
    expect(mail.text).toContain("What time is the Christmas Eve service?");
  });

  it("stores a prayer request and e-mails staff", async () => {
    const res = await browser().post("/api/prayer-request", { ...prayer, recaptchaToken: await token() });
    expect(await res.json()).toEqual({ message: "Prayer request submitted successfully!" });
    expect(await database.db.select().from(schema.prayerRequests).where(eq(schema.prayerRequests.name, prayer.name))).toEqual([expect.objectContaining(prayer)]);
    await expect.poll(() => smtp.received.some((m) => m.subject === "New prayer request from Bob")).toBe(true);
  });

  it("stores a directory entry with the phone as digits and e-mails staff", async () => {
    const res = await browser().post("/api/directory-entry", { ...directory, recaptchaToken: await token() });
    expect(await res.json()).toEqual({ message: "Directory entry submitted successfully!" });
    const rows = await database.db.select().from(schema.directoryEntries).where(eq(schema.directoryEntries.lastName, directory.lastName));
    expect(rows).toEqual([expect.objectContaining({ ...directory, phone: "9195550142" })]);
    await expect.poll(() => smtp.received.find((m) => m.subject === "New directory entry: Cara Diaz")?.text ?? "").toContain("919-555-0142");
  });

  it.each([
    ["/api/contact-message", { ...contact, name: "" }, "name", "Name is required."],
    ["/api/contact-message", { ...contact, email: "not-an-address" }, "email", "Enter a valid email address."],
    ["/api/contact-message", { ...contact, message: "   " }, "message", "Message is required."],
    ["/api/contact-message", { ...contact, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters."],
    ["/api/prayer-request", { ...prayer, contact: "" }, "contact", "Contact is required."],
    ["/api/prayer-request", { ...prayer, contact: "whenever" }, "contact", "Enter an email address or a phone number."],
    ["/api/directory-entry", { ...directory, firstName: "" }, "firstName", "First name is required."],
    ["/api/directory-entry", { ...directory, lastName: "" }, "lastName", "Last name is required."],
    ["/api/directory-entry", { ...directory, phone: "555-0142" }, "phone", "Enter a 10-digit phone number."],
    ["/api/directory-entry", { ...directory, email: "x@" }, "email", "Enter a valid email address."],
    ["/api/directory-entry", { ...directory, address: "" }, "address", "Address is required."],
    ["/api/directory-entry", { ...directory, city: "" }, "city", "City is required."],
    ["/api/directory-entry", { ...directory, zip: "275" }, "zip", "Enter a 5-digit zip code."],
    ["/api/directory-entry", { ...directory, birthday: "2999-01-01" }, "birthday", "Enter a real birthday in the past."],
  ] as const)("refuses %s with a bad %s and stores nothing", async (url, body, field, message) => {
    const before = await stored();
    const res = await browser().post(url, { ...body, recaptchaToken: await token() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it("refuses a request without a captcha token with a message asking for the captcha", async () => {
    const res = await browser().post("/api/contact-message", contact);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Please complete the captcha check before submitting." });
  });

  it("refuses a captcha solution used before", async () => {
    const used = await token();
    expect((await browser().post("/api/contact-message", { ...contact, name: "Once Only", recaptchaToken: used })).status).toBe(200);
    const again = await browser().post("/api/contact-message", { ...contact, name: "Once Only", recaptchaToken: used });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "The captcha check failed or expired. Please complete it again." });
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = (await database.db.select().from(schema.contactMessages)).length;
    const res = await browser().post("/api/contact-message", { ...contact, website: "http://spam.example", recaptchaToken: await token() });
    expect(res.status).toBe(200);
    expect((await database.db.select().from(schema.contactMessages)).length).toBe(before);
  });

  it("limits each address to five submissions of a form an hour, with 429", async () => {
    const b = browser();
    const statuses = [];
    const frequent = { ...prayer, name: "Frequent Asker" };
    for (let i = 0; i < 6; i++) statuses.push((await b.post("/api/prayer-request", { ...frequent, recaptchaToken: await token() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await browser().post("/api/prayer-request", { ...frequent, recaptchaToken: await token() })).status).toBe(200);
  });

  it.each([
    ["/api/contact-message", contact],
    ["/api/prayer-request", prayer],
    ["/api/directory-entry", directory],
  ] as const)("answers 415 to %s sent as anything but JSON, like the sign-in calls, and stores nothing", async (url, body) => {
    const before = await stored();
    const json = JSON.stringify({ ...body, name: "Not Json", recaptchaToken: await token() });
    const post = (type: string | undefined, payload: string) =>
      app.http.request(url, {
        method: "POST",
        headers: { "x-api-key": app.config.apiKey, origin: "https://church.example", ...(type ? { "content-type": type } : {}) },
        body: payload,
      });
    for (const [type, payload] of [
      ["text/plain", json],
      ["text/plain;charset=UTF-8", json],
      ["application/x-www-form-urlencoded", new URLSearchParams(body as Record<string, string>).toString()],
      ["multipart/form-data; boundary=x", json],
      [undefined, json],
    ] as const) {
      const res = await post(type, payload);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: "Please send the request as JSON (Content-Type: application/json)." });
    }
    expect(await stored()).toBe(before);
  });

  it("answers 413 to an oversized body and stores nothing", async () => {
    const before = await stored();
    const res = await browser().post("/api/contact-message", { ...contact, message: "x".repeat(40_000) });
    expect(res.status).toBe(413);
    expect(await stored()).toBe(before);
  });

  it("cannot be used to add mail headers through the name", async () => {
    await browser().post("/api/contact-message", { ...contact, name: "Eve\r\nBcc: victim@example.org", recaptchaToken: await token() });
    await expect.poll(() => smtp.received.some((m) => m.subject.startsWith("New message from Eve"))).toBe(true);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@example.org");
  });

  it("stores the submission and answers success when SMTP is down; the notice goes out when the worker retries", async () => {
    const clock = fixedClock(new Date().toISOString());
    const down = testHttpApp(database, { clock, smtpUrl: "smtp://127.0.0.1:1", notifyEmail: "office@example.org" });
    const tokenDown = await solvedCaptcha(down.http, down.config.apiKey);
    const res = await testBrowser(down.http, { apiKey: down.config.apiKey, origin: "https://church.example" }).post("/api/contact-message", {
      ...contact,
      name: "Queued Person",
      recaptchaToken: tokenDown,
    });
    expect(res.status).toBe(200);
    expect((await database.db.select().from(schema.contactMessages)).some((m) => m.name === "Queued Person")).toBe(true);
    expect((await down.services.mailer.pending()).some((m) => m.subject === "New message from Queued Person")).toBe(true);
    await down.services.mailer.close();
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    const up = testHttpApp(database, { clock, smtpUrl: smtp.url });
    await expect.poll(() => smtp.received.some((m) => m.subject === "New message from Queued Person")).toBe(true);
    await up.services.mailer.close();
  });
});

describe("third-party captcha provider on the forms", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let stand: ReturnType<typeof createServer>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    stand = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ success: new URLSearchParams(body).get("response") === "provider-token" }));
      });
    });
    await new Promise<void>((r) => stand.listen(0, "127.0.0.1", r));
  });
  afterAll(async () => {
    await new Promise<void>((r) => stand.close(() => r()));
    await database.drop();
  });

  it("accepts a token the provider confirms and refuses one it does not", async () => {
    const verifyUrl = `http://127.0.0.1:${(stand.address() as AddressInfo).port}/siteverify`;
    const app = testHttpApp(database, { captcha: { provider: "turnstile", siteKey: "k", secret: "s", verifyUrl } });
    const b = testBrowser(app.http, { apiKey: app.config.apiKey, origin: "https://church.example" });
    expect((await b.post("/api/contact-message", { ...contact, recaptchaToken: "provider-token" })).status).toBe(200);
    expect((await b.post("/api/contact-message", { ...contact, recaptchaToken: "forged" })).status).toBe(400);
    expect((await b.get("/api/captcha/challenge")).status).toBe(404);
    await app.services.mailer.close();
  });
});

describe("the forms never wait for the mail server", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    silent = await startSilentSmtp();
  });
  afterAll(async () => {
    await silent.close();
    await database.drop();
  });

  // A form that waited for the mail server would never answer here; how fast it answers is `npm run bench`'s business.
  it("answers each form while the mail server accepts connections and never answers", async () => {
    const app = testHttpApp(database, { clock: fixedClock(new Date().toISOString()), smtpUrl: silent.url, notifyEmail: "office@example.org" });
    const b = testBrowser(app.http, { apiKey: app.config.apiKey, origin: "https://church.example" });
    for (const [path, body] of [["/api/contact-message", contact], ["/api/prayer-request", prayer], ["/api/directory-entry", directory]] as const) {
      const recaptchaToken = await solvedCaptcha(app.http, app.config.apiKey);
      const res = await b.post(path, { ...body, recaptchaToken });
      expect(res.status, path).toBe(200);
    }
    // Stored, with the staff notices waiting for the mail server.
    expect((await app.services.mailer.pending()).map((m) => m.subject)).toEqual(
      expect.arrayContaining(["New message from Ann Lee", "New prayer request from Bob", "New directory entry: Cara Diaz"]),
    );
    // The worker is still waiting for the silent server; let it fail now rather than at its timeout.
    const closing = app.services.mailer.close();
    silent.hangUp();
    await closing;
  });

  it("writes a submission and its staff notice together or not at all", async () => {
    const app = testHttpApp(database, { clock: fixedClock(new Date().toISOString()), smtpUrl: "smtp://127.0.0.1:1", notifyEmail: "office@example.org" });
    // The notice cannot be stored (as if the process died between the two writes).
    await database.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outgoing mail refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_mail before insert on outgoing_mail for each row execute function refuse_mail()`);
    try {
      const before = (await database.db.select().from(schema.contactMessages)).length;
      const res = await testBrowser(app.http, { apiKey: app.config.apiKey, origin: "https://church.example" }).post("/api/contact-message", {
        ...contact,
        name: "Half Written",
        recaptchaToken: await solvedCaptcha(app.http, app.config.apiKey),
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect((await database.db.select().from(schema.contactMessages)).length).toBe(before);
    } finally {
      await database.db.execute(sql`drop trigger refuse_mail on outgoing_mail`);
      await database.db.execute(sql`drop function refuse_mail`);
      await app.services.mailer.close();
    }
  });
});

describe("one-line fields stay on one line", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  it("turns line breaks and other control characters in a name into spaces, so the staff notice shows no fake header line", async () => {
    const app = testHttpApp(database, { clock: fixedClock(new Date().toISOString()), smtpUrl: smtp.url, notifyEmail: "office@example.org" });
    const b = testBrowser(app.http, { apiKey: app.config.apiKey, origin: "https://church.example" });
    const res = await b.post("/api/prayer-request", {
      name: "Eve\r\nTo: everyone@example.org\u0000",
      contact: "919-555-0100\nReply-To: evil@example.org",
      message: "Line one.\nLine two stays a line of its own.",
      recaptchaToken: await solvedCaptcha(app.http, app.config.apiKey),
    });
    expect(res.status).toBe(200);
    const [row] = await database.db.select().from(schema.prayerRequests);
    expect(row).toMatchObject({ name: "Eve To: everyone@example.org", contact: "919-555-0100 Reply-To: evil@example.org", message: "Line one.\nLine two stays a line of its own." });
    const notice = (await smtp.waitFor(1))[0]!;
    expect(notice.text).not.toMatch(/^(To|Reply-To):/m);
    await app.services.mailer.close();
  });
});
