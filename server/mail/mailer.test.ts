import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { startSmtpSink } from "../testing/smtp.ts";
import { InvalidRecipientError, MAX_ATTEMPTS, backoffMs, createMailer } from "./mailer.ts";

const silent = pino({ level: "silent" });

describe.each(testDatabaseKinds)("mailer on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const mailerOn = (clock: ReturnType<typeof fixedClock>, smtpUrl: string) =>
    createMailer({ db: database.db, clock, logger: silent, smtpUrl, from: "Church <office@example.org>", outboxDir: "/nonexistent" });

  it("queues without talking to the mail server; the worker sends it and marks it sent", async () => {
    const mailer = mailerOn(fixedClock("2026-11-21T12:00:00Z"), smtp.url);
    const before = smtp.received.length;
    await mailer.queue({ to: "staff@example.org", subject: "New prayer request", text: "Please pray for Ann." });
    expect(smtp.received.length).toBe(before);
    expect((await mailer.pending()).map((m) => m.subject)).toContain("New prayer request");
    mailer.startWorker();
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.to).toEqual(["staff@example.org"]);
    expect(mail.subject).toBe("New prayer request");
    expect(mail.text).toContain("Please pray for Ann.");
    await expect.poll(async () => (await mailer.pending()).length).toBe(0);
    await mailer.close();
  });

  it("sends an HTML part, attachments and extra headers beside the plain text (issues 34-37)", async () => {
    const mailer = mailerOn(fixedClock("2026-11-21T12:00:00Z"), smtp.url);
    const before = smtp.received.length;
    await mailer.queue({
      to: "ann@example.org",
      subject: "You are registered",
      text: "Plain words",
      html: "<p>Rich <strong>words</strong></p>",
      attachments: [{ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
      headers: { "List-Unsubscribe": "<https://church.example/u?t=1>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await expect(mailer.queue({ to: "ann@example.org", subject: "x", text: "x", headers: { Bcc: "all@example.org" } })).rejects.toThrow("cannot set its own Bcc header");
    await mailer.deliverDue();
    const received = (await smtp.waitFor(before + 1)).at(-1)!;
    const mail = await received.parse();
    expect(mail.text?.trim()).toBe("Plain words");
    expect(mail.html).toContain("<strong>words</strong>");
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString("utf8")])).toEqual([["event.ics", "text/calendar", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"]]);
    expect(received.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(received.raw).toMatch(/^List-Unsubscribe: <https:\/\/church\.example\/u\?t=1>\r?$/m);
    await mailer.close();
  });

  it("gives up at once on an address the mail server refuses for good (5xx), and says so to whoever listens", async () => {
    const refusing = await startSmtpSink({ refuse: (address) => address === "gone@example.org" });
    const mailer = mailerOn(fixedClock("2026-11-21T12:00:00Z"), refusing.url);
    const refused: string[] = [];
    mailer.onRefused(({ to }) => void refused.push(to));
    await mailer.queue({ to: "gone@example.org", subject: "Hello", text: "x" }, { purpose: "person" });
    await mailer.queue({ to: "here@example.org", subject: "Hello", text: "x" }, { purpose: "person" });
    expect(await mailer.deliverDue()).toBe(1);
    expect(refused).toEqual(["gone@example.org"]);
    expect(refusing.received.map((m) => m.to)).toEqual([["here@example.org"]]);
    expect(await mailer.pending()).toHaveLength(0);
    await mailer.close();
    await refusing.close();
  });

  it("keeps a message while the mail server is down and retries it with doubling waits", async () => {
    const clock = fixedClock("2026-11-21T12:00:00Z");
    const down = mailerOn(clock, "smtp://127.0.0.1:1");
    await down.queue({ to: "staff@example.org", subject: "Queued", text: "wait for me" });
    expect(await down.deliverDue()).toBe(0);
    const [first] = await down.pending();
    expect(first).toMatchObject({ subject: "Queued", attempts: 1, sentAt: null, failedAt: null, nextAttemptAt: new Date("2026-11-21T12:00:30Z") });
    expect(first!.lastError).toMatch(/ECONNREFUSED/);
    expect(await down.deliverDue()).toBe(0); // not due for 30 s
    clock.set("2026-11-21T12:00:30Z");
    expect(await down.deliverDue()).toBe(0);
    expect((await down.pending())[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date("2026-11-21T12:01:30Z") }); // then 60 s
    await down.close();

    const up = mailerOn(clock, smtp.url);
    clock.set("2026-11-21T12:01:30Z");
    const before = smtp.received.length;
    expect(await up.deliverDue()).toBe(1);
    expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(["Queued"]);
    expect(await up.pending()).toEqual([]);
    await up.close();
  });

  it("doubles the wait up to an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 12].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it("gives up after the last attempt; staff see a failed notice and can send it again", async () => {
    const clock = fixedClock("2026-11-22T08:00:00Z");
    const down = mailerOn(clock, "smtp://127.0.0.1:1");
    await down.queue({ to: "staff@example.org", subject: "New message from Ruth", text: "Hello" }, { purpose: "notice" });
    await down.queue({ to: "pastor@example.org", subject: "Your verification code", text: "123456" });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await down.deliverDue();
      clock.set(new Date(clock.now().getTime() + 60 * 60_000).toISOString());
    }
    expect((await down.pending()).filter((m) => ["New message from Ruth", "Your verification code"].includes(m.subject))).toEqual([]);
    const failed = await down.failedNotices();
    // Only staff notices are offered again; account e-mails carry codes and links that expire.
    expect(failed.map((m) => m.subject)).toEqual(["New message from Ruth"]);
    expect(failed[0]).toMatchObject({ attempts: MAX_ATTEMPTS, to: "staff@example.org" });
    await down.close();

    const up = mailerOn(clock, smtp.url);
    up.startWorker();
    const before = smtp.received.length;
    expect(await up.retryNotice(failed[0]!.id)).toBe(true);
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)!.subject).toBe("New message from Ruth");
    await expect.poll(() => up.failedNotices()).toEqual([]);
    expect(await up.retryNotice(failed[0]!.id)).toBe(false); // sent already
    await up.close();
  });

  it("sends each message once when two workers run at the same moment", async () => {
    const clock = fixedClock("2026-11-23T09:00:00Z");
    const a = mailerOn(clock, smtp.url);
    const b = mailerOn(clock, smtp.url);
    const before = smtp.received.length;
    const subjects = Array.from({ length: 6 }, (_, i) => `Parallel ${kind} ${i}`);
    for (const subject of subjects) await a.queue({ to: "staff@example.org", subject, text: "x" });
    const [sentByA, sentByB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(sentByA + sentByB).toBe(6);
    await smtp.waitFor(before + 6);
    expect(smtp.received.slice(before).map((m) => m.subject).sort()).toEqual(subjects.sort());
    await a.close();
    await b.close();
  });

  it("cannot be made to add headers through a subject or an address", async () => {
    const mailer = createMailer({ db: database.db, clock: fixedClock("2026-11-21T12:00:00Z"), logger: silent, smtpUrl: smtp.url, from: "office@example.org", outboxDir: "/nonexistent" });
    const before = smtp.received.length;
    for (const to of ["staff@example.org\r\nBcc: victim@example.org", "staff@example.org, victim@example.org", "Staff <victim@example.org>"]) {
      await expect(mailer.queue({ to, subject: "x", text: "x" })).rejects.toThrow(InvalidRecipientError);
    }
    await mailer.queue({ to: "staff@example.org", subject: "Hi\r\nBcc: victim@example.org", text: "x" });
    await mailer.deliverDue();
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@example.org");
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.subject).toBe("Hi Bcc: victim@example.org");
    await mailer.close();
  });

  it("writes an .eml file to the outbox when no SMTP server is configured", async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), "steeple-outbox-"));
    const mailer = createMailer({ db: database.db, clock: fixedClock("2026-11-21T12:00:00Z"), logger: silent, smtpUrl: undefined, from: "office@example.org", outboxDir });
    await mailer.queue({ to: "staff@example.org", subject: "Outbox", text: "hello" });
    expect(await mailer.deliverDue()).toBe(1);
    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(path.join(outboxDir, file!), "utf8");
    expect(eml).toMatch(/^Subject: Outbox$/m);
    expect(eml).toMatch(/^To: staff@example.org$/m);
    expect(eml).toContain("hello");
  });
});
