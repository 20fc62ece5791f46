import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { type MailAttachment, type MailPurpose, outgoingMail } from "../db/schema.ts";

/** One message to one person: the plain text always, an HTML part and attachments when it has them. */
export type MailMessage = { to: string; subject: string; text: string; html?: string | null; attachments?: MailAttachment[] | null; headers?: Record<string, string> | null };
export type { MailPurpose };

/** Headers a message may not set itself: they decide who gets it and who it is from. */
const RESERVED_HEADERS = /^(to|cc|bcc|from|sender|reply-to|subject|return-path)$/i;

/** The first retry waits 30 s; each later one twice as long, at most an hour. */
const FIRST_BACKOFF_MS = 30_000;
const LONGEST_BACKOFF_MS = 60 * 60_000;
/** After this many attempts (about eight hours of trying) the message is marked failed. */
export const MAX_ATTEMPTS = 12;
/** A claimed message is left to its claimer this long; a sender that died frees it again after that. */
const CLAIM_MS = 5 * 60_000;
/** How often a worker looks for due messages written by another instance or waiting for a retry. */
const POLL_MS = 10_000;

export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), LONGEST_BACKOFF_MS);
}

/** One line only: a CR or LF in a subject could start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** Exactly one plain address: no display name, list, comment or line break that could add a recipient. */
const SINGLE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export class InvalidRecipientError extends Error {}

/**
 * Outgoing e-mail, off the request path. `queue` only writes a row of `outgoing_mail` (inside the
 * caller's transaction when it passes one), so a visitor's request never waits for the mail server.
 * A worker in every process claims due rows one at a time (`FOR UPDATE SKIP LOCKED`, so instances on
 * one PostgreSQL never take the same row; PGlite has one connection and claims one at a time anyway),
 * sends them, and retries failures with exponential backoff until MAX_ATTEMPTS, when the row is marked
 * failed. Without SMTP_URL each message is written to DATA_DIR/outbox as an .eml file instead.
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

  async function deliver(message: MailMessage & { id: number | string }) {
    const info = await transport.sendMail({
      from,
      to: message.to,
      subject: oneLine(message.subject),
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      ...(message.headers ? { headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, oneLine(value)])) } : {}),
    });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${clock.now().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      logger.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    } else {
      logger.info({ to: message.to, subject: message.subject }, "mail sent");
    }
  }

  /** The next due message, claimed for CLAIM_MS so that no other worker sends it meanwhile. */
  async function claimNext(): Promise<typeof outgoingMail.$inferSelect | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outgoingMail)
        .where(and(isNull(outgoingMail.sentAt), isNull(outgoingMail.failedAt), lte(outgoingMail.nextAttemptAt, now)))
        .orderBy(asc(outgoingMail.nextAttemptAt), asc(outgoingMail.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      await tx
        .update(outgoingMail)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(eq(outgoingMail.id, row.id));
      return row;
    });
  }

  async function attempt(row: typeof outgoingMail.$inferSelect): Promise<boolean> {
    try {
      await deliver(row);
      await db.update(outgoingMail).set({ sentAt: clock.now(), attempts: row.attempts + 1, lastError: null }).where(eq(outgoingMail.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      // A 5xx answer is the mail server saying it will never take this message (no such mailbox):
      // trying again cannot help, and the people-facing areas stop writing to the address.
      const permanent = isPermanentRefusal(error);
      const giveUp = permanent || attempts >= MAX_ATTEMPTS;
      const lastError = error instanceof Error ? error.message : String(error);
      if (permanent) for (const listener of refusedListeners) await Promise.resolve(listener({ to: row.to, purpose: row.purpose, error: lastError })).catch(() => undefined);
      await db
        .update(outgoingMail)
        .set({ attempts, lastError, nextAttemptAt: new Date(clock.now().getTime() + backoffMs(attempts)), failedAt: giveUp ? clock.now() : null })
        .where(eq(outgoingMail.id, row.id));
      logger.error({ to: row.to, subject: row.subject, attempts, err: lastError }, giveUp ? "mail failed for good" : "mail failed, will retry");
      return false;
    }
  }

  /** Sends every due message, one at a time, until none is due or `stop()` says so; resolves to how many went out. */
  async function deliverDue(stop: () => boolean = () => false): Promise<number> {
    let sent = 0;
    while (!stop()) {
      const row = await claimNext();
      if (!row) break;
      if (await attempt(row)) sent++;
    }
    return sent;
  }

  // The worker of this process: woken at once by `queue` here, and by its own poll for the rest.
  const refusedListeners = new Set<(refusal: { to: string; purpose: MailPurpose; error: string }) => unknown>();

  let working: Promise<void> | null = null;
  let directSends = 0;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  async function stopWorker() {
    stopped = true;
    clearInterval(timer);
    await working;
  }
  function wake() {
    if (stopped) return;
    if (working) {
      again = true;
      return;
    }
    working = (async () => {
      do {
        again = false;
        await deliverDue(() => stopped).catch((error: unknown) => logger.error({ err: error instanceof Error ? error.message : error }, "mail worker failed"));
      } while (again && !stopped);
      working = null;
    })();
  }

  return {
    /**
     * Puts a message in the outgoing queue; the worker sends it. With `tx` the row is written in the
     * caller's transaction, so it exists exactly when the caller's own rows do; call `wake()` after
     * that transaction commits. Resolves to the row's id (an area may keep it to see later whether the
     * message was delivered).
     */
    async queue(message: MailMessage, { tx, purpose = "account" }: { tx?: Pick<Db, "insert">; purpose?: MailPurpose } = {}): Promise<number> {
      if (!SINGLE_ADDRESS.test(message.to)) throw new InvalidRecipientError("The recipient must be exactly one e-mail address.");
      const reserved = Object.keys(message.headers ?? {}).find((name) => RESERVED_HEADERS.test(name));
      if (reserved) throw new Error(`A message cannot set its own ${reserved} header.`);
      const [row] = await (tx ?? db)
        .insert(outgoingMail)
        .values({
        to: message.to,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        headers: message.headers ?? null,
          purpose,
          nextAttemptAt: clock.now(),
        })
        .returning({ id: outgoingMail.id });
      if (!tx) wake();
      // The queue's id, for an area that keeps which of its messages failed (the prayer ministry).
      return row!.id;
    },
    /**
     * Sends one message now, outside the queue, and throws what the mail server answered: for mail that
     * keeps its own state for each recipient (the newsletter's deliveries, sent at most once), where the
     * queue's retry of a claimed row after a crash would send twice. A permanent refusal (5xx) is told to
     * the `onRefused` listeners as well.
     */
    async sendNow(message: MailMessage, { purpose }: { purpose: MailPurpose }): Promise<void> {
      if (!SINGLE_ADDRESS.test(message.to)) throw new InvalidRecipientError("The recipient must be exactly one e-mail address.");
      const reserved = Object.keys(message.headers ?? {}).find((name) => RESERVED_HEADERS.test(name));
      if (reserved) throw new Error(`A message cannot set its own ${reserved} header.`);
      try {
        await deliver({ ...message, id: `${purpose}-${++directSends}` });
      } catch (error) {
        if (isPermanentRefusal(error)) {
          const lastError = error instanceof Error ? error.message : String(error);
          for (const listener of refusedListeners) await Promise.resolve(listener({ to: message.to, purpose, error: lastError })).catch(() => undefined);
        }
        throw error;
      }
    },
    /** Hears every address the mail server refused for good (a 5xx answer); returns the way to stop. */
    onRefused(listener: (refusal: { to: string; purpose: MailPurpose; error: string }) => unknown) {
      refusedListeners.add(listener);
      return () => void refusedListeners.delete(listener);
    },
    /** Tells this process's worker that a message is waiting (after a transaction that queued one). */
    wake,
    /** Sends what is due now, in this call (tests, and the CLI); the worker does this in the background. */
    deliverDue: () => deliverDue(),
    /** Starts this process's worker (`close` stops it). */
    startWorker(pollMs = POLL_MS) {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    /** Messages still to be sent (for tests and the operator). */
    async pending() {
      return db.select().from(outgoingMail).where(and(isNull(outgoingMail.sentAt), isNull(outgoingMail.failedAt))).orderBy(asc(outgoingMail.id));
    },
    /** Staff notices the mailer gave up on, newest first (the messages area offers to send them again). */
    async failedNotices() {
      return db
        .select({ id: outgoingMail.id, to: outgoingMail.to, subject: outgoingMail.subject, failedAt: outgoingMail.failedAt, lastError: outgoingMail.lastError, attempts: outgoingMail.attempts })
        .from(outgoingMail)
        .where(and(eq(outgoingMail.purpose, "notice"), isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt)))
        .orderBy(desc(outgoingMail.failedAt), desc(outgoingMail.id));
    },
    /** Puts a failed staff notice back in the queue with a fresh count of attempts. */
    async retryNotice(id: number): Promise<boolean> {
      const [row] = await db
        .update(outgoingMail)
        .set({ failedAt: null, attempts: 0, lastError: null, nextAttemptAt: clock.now() })
        .where(and(eq(outgoingMail.id, id), eq(outgoingMail.purpose, "notice"), isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt)))
        .returning({ id: outgoingMail.id });
      if (row) wake();
      return Boolean(row);
    },
    /**
     * Puts a failed message of any purpose back in the queue with a fresh count of attempts (an area
     * that keeps which messages are its own decides who may); whether there was such a message.
     */
    async retry(id: number): Promise<boolean> {
      const [row] = await db
        .update(outgoingMail)
        .set({ failedAt: null, attempts: 0, lastError: null, nextAttemptAt: clock.now() })
        .where(and(eq(outgoingMail.id, id), isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt)))
        .returning({ id: outgoingMail.id });
      if (row) wake();
      return Boolean(row);
    },
    /** Stops the worker, letting a message being sent finish, then closes the connection to the mail server. */
    async close() {
      await stopWorker();
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** A dead mail server must fail an attempt within seconds; the worker, not a visitor, waits for it. */
function withTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, value] of [["connectionTimeout", "10000"], ["greetingTimeout", "10000"], ["socketTimeout", "20000"]]) {
    if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!);
  }
  return url.toString();
}

/** Whether the mail server refused the message for good: an SMTP 5xx reply (nodemailer's responseCode). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

