import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { startSmtpSink } from "../testing/smtp.ts";
import { InvalidRecipientError, createMailer } from "./mailer.ts";

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

  it("sends over SMTP and marks the stored message sent", async () => {
    const mailer = createMailer({ db: database.db, clock: fixedClock("2026-11-21T12:00:00Z"), logger: silent, smtpUrl: smtp.url, from: "Church <office@example.org>", outboxDir: "/nonexistent" });
    expect(await mailer.send({ to: "staff@example.org", subject: "New prayer request", text: "Please pray for Ann." })).toBe(true);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["staff@example.org"]);
    expect(mail!.subject).toBe("New prayer request");
    expect(mail!.text).toContain("Please pray for Ann.");
    expect(await mailer.pending()).toEqual([]);
    mailer.close();
  });

  it("keeps a message when SMTP is down and sends it on a later retry", async () => {
    const clock = fixedClock("2026-11-21T12:00:00Z");
    const down = createMailer({ db: database.db, clock, logger: silent, smtpUrl: "smtp://127.0.0.1:1", from: "office@example.org", outboxDir: "/nonexistent" });
    expect(await down.send({ to: "staff@example.org", subject: "Queued", text: "wait for me" })).toBe(false);
    const [pending] = await down.pending();
    expect(pending).toMatchObject({ subject: "Queued", attempts: 1, sentAt: null });
    expect(pending!.lastError).toBeTruthy();
    down.close();

    const up = createMailer({ db: database.db, clock, logger: silent, smtpUrl: smtp.url, from: "office@example.org", outboxDir: "/nonexistent" });
    expect(await up.retryDue()).toBe(0); // not due yet: the backoff is 30 s
    clock.set("2026-11-21T12:00:31Z");
    const before = smtp.received.length;
    expect(await up.retryDue()).toBe(1);
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)!.subject).toBe("Queued");
    expect(await up.pending()).toEqual([]);
    up.close();
  });

  it("cannot be made to add headers through a subject or an address", async () => {
    const mailer = createMailer({ db: database.db, clock: fixedClock("2026-11-21T12:00:00Z"), logger: silent, smtpUrl: smtp.url, from: "office@example.org", outboxDir: "/nonexistent" });
    const before = smtp.received.length;
    for (const to of ["staff@example.org\r\nBcc: victim@example.org", "staff@example.org, victim@example.org", "Staff <victim@example.org>"]) {
      await expect(mailer.send({ to, subject: "x", text: "x" })).rejects.toThrow(InvalidRecipientError);
    }
    await mailer.send({ to: "staff@example.org", subject: "Hi\r\nBcc: victim@example.org", text: "x" });
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@example.org");
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.subject).toBe("Hi Bcc: victim@example.org");
    mailer.close();
  });

  it("writes an .eml file to the outbox when no SMTP server is configured", async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), "steeple-outbox-"));
    const mailer = createMailer({ db: database.db, clock: fixedClock("2026-11-21T12:00:00Z"), logger: silent, smtpUrl: undefined, from: "office@example.org", outboxDir });
    expect(await mailer.send({ to: "staff@example.org", subject: "Outbox", text: "hello" })).toBe(true);
    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(path.join(outboxDir, file!), "utf8");
    expect(eml).toMatch(/^Subject: Outbox$/m);
    expect(eml).toMatch(/^To: staff@example.org$/m);
    expect(eml).toContain("hello");
  });
});
