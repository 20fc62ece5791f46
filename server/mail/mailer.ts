import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/client.ts";
import { outgoingMail } from "../db/schema.ts";

export type MailMessage = { to: string; subject: string; text: string };

/** Waits between attempts: 30 s, 2 min, 10 min, 30 min, then hourly; gives up after a day of tries. */
const BACKOFF_SECONDS = [30, 120, 600, 1800, 3600];
const MAX_ATTEMPTS = 30;

/** One line only: a CR or LF in a subject could start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** Exactly one plain address: no display name, list, comment or line break that could add a recipient. */
const SINGLE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export class InvalidRecipientError extends Error {}

/**
 * Outgoing e-mail. Every message is stored in `outgoing_mail` before any attempt, sent at once when
 * possible, and retried later with backoff when SMTP fails, so nothing is lost when the mail server is
 * down. Without SMTP_URL each message is written to DATA_DIR/outbox as an .eml file instead.
 */
export function createMailer({
  db,
  clock,
  logger,
  smtpUrl,
  from,
  outboxDir,
}: {
  db: Db;
  clock: Clock;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}) {
  const transport = smtpUrl
    ? nodemailer.createTransport(withTimeouts(smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  async function deliver(message: MailMessage & { id: number }) {
    const info = await transport.sendMail({ from, to: message.to, subject: oneLine(message.subject), text: message.text });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${clock.now().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      logger.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    } else {
      logger.info({ to: message.to, subject: message.subject }, "mail sent");
    }
  }

  async function attempt(row: typeof outgoingMail.$inferSelect) {
    try {
      await deliver(row);
      await db.update(outgoingMail).set({ sentAt: clock.now(), attempts: row.attempts + 1, lastError: null }).where(eq(outgoingMail.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const wait = BACKOFF_SECONDS[Math.min(attempts - 1, BACKOFF_SECONDS.length - 1)]!;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(outgoingMail)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: giveUp ? new Date("9999-12-31T00:00:00Z") : new Date(clock.now().getTime() + wait * 1000),
        })
        .where(eq(outgoingMail.id, row.id));
      logger.error({ to: row.to, subject: row.subject, attempts, err: error instanceof Error ? error.message : error }, giveUp ? "mail failed for good" : "mail failed, will retry");
      return false;
    }
  }

  return {
    /** Stores the message, then tries to send it now. Resolves true when it went out; false means queued for retry. */
    async send(message: MailMessage): Promise<boolean> {
      if (!SINGLE_ADDRESS.test(message.to)) throw new InvalidRecipientError("The recipient must be exactly one e-mail address.");
      const [row] = await db
        .insert(outgoingMail)
        .values({ to: message.to, subject: oneLine(message.subject), text: message.text, nextAttemptAt: clock.now() })
        .returning();
      return attempt(row!);
    },
    /**
     * Sends what is due. Rows are claimed by pushing their next attempt forward first, so two
     * instances running this at once never send the same message twice.
     */
    async retryDue(limit = 20): Promise<number> {
      const now = clock.now();
      const claimUntil = new Date(now.getTime() + 5 * 60_000);
      const due = await db
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(and(isNull(outgoingMail.sentAt), lte(outgoingMail.nextAttemptAt, now)))
        .orderBy(asc(outgoingMail.nextAttemptAt))
        .limit(limit);
      let sent = 0;
      for (const { id } of due) {
        const [claimed] = await db
          .update(outgoingMail)
          .set({ nextAttemptAt: claimUntil })
          .where(and(eq(outgoingMail.id, id), isNull(outgoingMail.sentAt), lte(outgoingMail.nextAttemptAt, now)))
          .returning();
        if (claimed && (await attempt(claimed))) sent++;
      }
      return sent;
    },
    /** Messages not yet sent (for the admin area and tests). */
    async pending() {
      return db.select().from(outgoingMail).where(isNull(outgoingMail.sentAt)).orderBy(asc(outgoingMail.id));
    },
    /** Runs `retryDue` every `intervalMs` until the returned function is called. */
    startRetryLoop(intervalMs = 30_000) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        this.retryDue()
          .catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : error }, "mail retry loop failed"))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** A dead mail server must fail an attempt within seconds, not hang a request. */
function withTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, value] of [["connectionTimeout", "10000"], ["greetingTimeout", "10000"], ["socketTimeout", "20000"]]) {
    if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!);
  }
  return url.toString();
}

