import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { PGlite } from "@electric-sql/pglite";
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase, pgliteDatabase } from "../db/client.ts";
import { newsletterDeliveries } from "../db/schema.ts";
import { createServices } from "../services.ts";
import { freshPostgresUrl, testDatabaseKinds } from "../testing/database.ts";

const RECIPIENTS = ["a1", "a2", "a3", "a4", "a5", "a6"].map((name) => `${name}@example.org`);
/** The message the first sender is killed on: the SMTP server has it, and the sender never hears so. */
const KILLED_ON = 3;

const servicesOver = (database: Database, smtpUrl: string) =>
  createServices({
    database,
    site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
    sessionSecret: "s".repeat(40),
    mail: { smtpUrl, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
    logger: pino({ level: "silent" }),
    newsletterRate: 6000,
  });

/** A PGlite data folder with every migration applied, from the run's migrated image when there is one. */
async function migratedPgliteFolder(dir: string): Promise<Database> {
  const imageFile = inject("pgliteImageFile");
  if (!imageFile) {
    const database = await openDatabase({ pgliteDir: dir });
    await database.migrate();
    return database;
  }
  const client = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(imageFile)]) });
  return pgliteDatabase(client, () => client.close());
}

/**
 * An SMTP server that keeps every message; on the KILLED_ON-th it kills the sending process before
 * answering, as a crash in the middle of an SMTP conversation would leave it.
 */
async function smtpThatKills(victim: () => ChildProcess | null) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        const child = victim();
        if (received.length === KILLED_ON && child) child.kill("SIGKILL");
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabaseKinds)("the newsletter sender killed in the middle of a send, on %s", (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), "steeple-newsletter-crash-"));
  let dropPostgres: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await dropPostgres?.();
    rmSync(folder, { recursive: true, force: true });
  });

  it("completes the send after a restart, sending nobody the issue twice; the message cut off is counted as failed", { timeout: 90_000 }, async () => {
    const where = kind === "postgres" ? await freshPostgresUrl() : null;
    dropPostgres = where?.drop;
    const open = () => openDatabase(where ? { databaseUrl: where.url } : { pgliteDir: path.join(folder, "db") });
    let child: ChildProcess | null = null;
    const smtp = await smtpThatKills(() => child);

    // Six subscribers (an import with consent dates) and an issue going out to them; nothing sent yet.
    let database = where ? await open() : await migratedPgliteFolder(path.join(folder, "db"));
    if (where) await database.migrate();
    let services = servicesOver(database, smtp.url);
    const staff = await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" });
    const csv = ["Email Address,CONFIRM_TIME", ...RECIPIENTS.map((email) => `${email},2024-03-01 10:00:00`)].join("\n");
    expect(await services.newsletter.subscribers.importCsv({ bytes: new TextEncoder().encode(csv), fileName: "list.csv", listKey: "weekly-news", actor: staff.id })).toMatchObject({ ok: true, value: { added: 6 } });
    const draft = await services.newsletter.issues.createDraft(staff.id);
    const id = draft.ok ? draft.value.id : 0;
    const opened = (await services.newsletter.issues.adminGet(id))!;
    await services.newsletter.issues.update({ id, version: opened.version, actor: staff.id, input: { subject: "Advent news", lists: ["weekly-news"], sections: [{ kind: "note", heading: "", html: "<p>See you Sunday.</p>" }] } });
    expect(await services.newsletter.issues.sendNow({ id, version: (await services.newsletter.issues.adminGet(id))!.version, actor: staff.id })).toMatchObject({ ok: true, value: { recipients: 6 } });
    await services.mailer.close();
    await database.close();

    // The sender runs in a process of its own and is killed while the server has the third message.
    child = fork(path.join(import.meta.dirname, "testing/sender-process.ts"), [], {
      env: { ...process.env, SMTP_URL: smtp.url, ...(where ? { DATABASE_URL: where.url } : { PGLITE_DIR: path.join(folder, "db") }) },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child!.once("exit", (code, sig) => resolve([code, sig])));
    expect(signal, stderr).toBe("SIGKILL");
    expect(smtp.received).toHaveLength(KILLED_ON);

    // The site starts again: the send completes, and the message cut off is not sent again.
    child = null;
    database = await open();
    services = servicesOver(database, smtp.url);
    expect(await services.newsletter.sender.sendDue()).toBe(RECIPIENTS.length - KILLED_ON);
    expect([...smtp.received].sort()).toEqual(RECIPIENTS);
    const states = await database.db.select({ email: newsletterDeliveries.email, state: newsletterDeliveries.state }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id));
    expect(states.filter((s) => s.state === "interrupted").map((s) => s.email)).toEqual([smtp.received[KILLED_ON - 1]]);
    expect(await services.newsletter.issues.adminGet(id)).toMatchObject({ status: "sent", counts: { sent: 5, interrupted: 1, queued: 0, sending: 0 } });
    // Another start finds nothing to send.
    expect(await services.newsletter.sender.sendDue()).toBe(0);
    expect(smtp.received).toHaveLength(RECIPIENTS.length);
    await services.mailer.close();
    await database.close();
    await smtp.close();
  });
});
