import { and, asc, eq, inArray, isNull, like, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { listPurpose } from "../../shared/newsletter.ts";
import type { Tx } from "../admin/change.ts";
import { calendarDate } from "../../shared/dates.ts";
import type { Clock } from "../clock/clock.ts";
import type { Database } from "../db/client.ts";
import { consents, newsletterDeliveries, newsletterIssues, newsletterSubscribers, newsletterSuppressions } from "../db/schema.ts";
import { type Mailer, isPermanentRefusal } from "../mail/mailer.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import { RECIPIENT_TOKEN, unsubscribeHeaders } from "./mail.ts";
import { addressHash } from "./suppressions.ts";
import { PREFERENCES_PURPOSE, PREFERENCES_TTL_MS } from "./subscriptions.ts";

/** A message the mail server did not take (4xx, or no connection at all) is tried again this many times in all. */
const MAX_ATTEMPTS = 5;
const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** How often each instance looks for deliveries due (a send started elsewhere, a retry, an issue scheduled). */
const POLL_MS = 15_000;
const SENDER_LOCK = "newsletter-send";

/** A failure where the mail server certainly did not take the message: safe to try again (at most once holds). */
function notTaken(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500;
  return command === "CONN";
}

/** The addresses on any of these lists: a standing consent for one of them, and no suppression. */
export async function recipientsOf(tx: Pick<Tx, "selectDistinct">, listKeys: readonly string[]): Promise<string[]> {
  if (!listKeys.length) return [];
  const rows = await tx
    .selectDistinct({ email: consents.email })
    .from(consents)
    .where(
      and(
        inArray(consents.purpose, listKeys.map(listPurpose)),
        isNull(consents.withdrawnAt),
        sql`not exists (select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.emailHash} = encode(sha256(convert_to(${consents.email}, 'UTF8')), 'hex'))`,
      ),
    )
    .orderBy(asc(consents.email));
  return rows.map((r) => r.email);
}

export type SenderDeps = {
  database: Database;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  links: PrivateLinks;
  publicUrl: string;
  timeZone: string;
  /** NEWSLETTER_RATE: messages a minute, for the whole site. */
  ratePerMinute: number;
};

/**
 * Sends the issues that are going out (issue 37): one message to one recipient at a time, throttled to
 * NEWSLETTER_RATE a minute. One instance sends at a time (an advisory lock held while it works, which
 * PostgreSQL lets go when its process dies). Each delivery is marked "sending" in the database before
 * the SMTP call and "sent" or "failed" after it, so a delivery the new lock holder finds still "sending"
 * was cut off by a crash: whether its message got through cannot be known, so it is recorded as
 * "interrupted" and never sent again. A recipient the mail server refuses does not stop the others.
 */
export function createNewsletterSender({ database, clock, logger, mailer, links, publicUrl, timeZone, ratePerMinute }: SenderDeps) {
  const { db } = database;
  const gapMs = 60_000 / ratePerMinute;
  let lastSentAt = -Infinity;

  /** Starts an issue going out, in the caller's change: its archive address, the mail as sent, and a delivery for each recipient. */
  async function startSending(tx: Tx, issue: { id: number; render: (archivePath: string) => Promise<{ html: string; text: string }>; listKeys: readonly string[] }): Promise<{ slug: string; recipients: number }> {
    const now = clock.now();
    const day = calendarDate(now, timeZone);
    const taken = new Set((await tx.select({ slug: newsletterIssues.slug }).from(newsletterIssues).where(like(newsletterIssues.slug, `${day}%`))).map((r) => r.slug));
    let slug = day;
    for (let n = 2; taken.has(slug); n++) slug = `${day}-${n}`;
    const mail = await issue.render(`/newsletter/${slug}`);
    const recipients = await recipientsOf(tx, issue.listKeys);
    for (let i = 0; i < recipients.length; i += 500) {
      await tx.insert(newsletterDeliveries).values(recipients.slice(i, i + 500).map((email) => ({ issueId: issue.id, email, nextAttemptAt: now })));
    }
    await tx
      .update(newsletterIssues)
      .set({ status: "sending", startedAt: now, slug, mailHtml: mail.html, mailText: mail.text, sendAt: null, updatedAt: now })
      .where(eq(newsletterIssues.id, issue.id));
    return { slug, recipients: recipients.length };
  }

  /** Deliveries a sender that died left "sending": their fate is unknown, so they are never sent again. */
  async function recordInterrupted(): Promise<number> {
    const cut = await db
      .update(newsletterDeliveries)
      .set({ state: "interrupted", finishedAt: clock.now(), lastError: "The site stopped while this message was being sent; it may or may not have arrived, so it is not sent again." })
      .where(eq(newsletterDeliveries.state, "sending"))
      .returning({ id: newsletterDeliveries.id });
    if (cut.length) logger.warn({ interrupted: cut.length }, "newsletter deliveries cut off by a stop were recorded as interrupted, not sent again");
    return cut.length;
  }

  /** Issues with nothing left to send are sent. */
  async function finishIssues() {
    await db
      .update(newsletterIssues)
      .set({ status: "sent", finishedAt: clock.now() })
      .where(
        and(
          eq(newsletterIssues.status, "sending"),
          sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id} and ${newsletterDeliveries.state} in ('queued', 'sending'))`,
        ),
      );
  }

  /** The next delivery due, oldest issue first. */
  async function nextDue() {
    const [row] = await db
      .select({ id: newsletterDeliveries.id, email: newsletterDeliveries.email, attempts: newsletterDeliveries.attempts, issueId: newsletterIssues.id, subject: newsletterIssues.subject, html: newsletterIssues.mailHtml, text: newsletterIssues.mailText, listKeys: newsletterIssues.listKeys })
      .from(newsletterDeliveries)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
      .where(and(eq(newsletterDeliveries.state, "queued"), lte(newsletterDeliveries.nextAttemptAt, clock.now())))
      .orderBy(asc(newsletterIssues.startedAt), asc(newsletterDeliveries.id))
      .limit(1);
    return row ?? null;
  }

  /** Whether the address still wants this issue: on one of its lists, and not suppressed. */
  async function stillWanted(email: string, listKeys: readonly string[]) {
    const [suppressed] = await db.select({ hash: newsletterSuppressions.emailHash }).from(newsletterSuppressions).where(eq(newsletterSuppressions.emailHash, addressHash(email)));
    if (suppressed) return false;
    const [standing] = await db.select({ id: consents.id }).from(consents).where(and(eq(consents.email, email), inArray(consents.purpose, listKeys.map(listPurpose)), isNull(consents.withdrawnAt))).limit(1);
    return Boolean(standing);
  }

  const finish = (id: number, set: Partial<typeof newsletterDeliveries.$inferInsert>) => db.update(newsletterDeliveries).set({ finishedAt: clock.now(), ...set }).where(eq(newsletterDeliveries.id, id));

  /** Sends one claimed delivery and records what became of it. */
  async function deliver(row: NonNullable<Awaited<ReturnType<typeof nextDue>>>) {
    const email = row.email!;
    if (!(await stillWanted(email, row.listKeys))) return finish(row.id, { state: "skipped" });
    const [subscriber] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const token = await links.issue({ purpose: PREFERENCES_PURPOSE, subject: `newsletter-subscriber:${subscriber?.id ?? 0}`, email, ttlMs: PREFERENCES_TTL_MS });
    try {
      await mailer.sendNow(
        { to: email, subject: row.subject, html: row.html!.replaceAll(RECIPIENT_TOKEN, token), text: row.text!.replaceAll(RECIPIENT_TOKEN, token), headers: unsubscribeHeaders(publicUrl, token) },
        { purpose: "newsletter" },
      );
      await finish(row.id, { state: "sent", lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const again = notTaken(error) && row.attempts + 1 < MAX_ATTEMPTS;
      if (again) {
        await db
          .update(newsletterDeliveries)
          .set({ state: "queued", attempts: row.attempts + 1, lastError: message, nextAttemptAt: new Date(clock.now().getTime() + RETRY_MS[Math.min(row.attempts, RETRY_MS.length - 1)]!) })
          .where(eq(newsletterDeliveries.id, row.id));
      } else {
        await finish(row.id, { state: "failed", attempts: row.attempts + 1, lastError: message });
      }
      logger.warn({ issue: row.issueId, err: message, permanent: isPermanentRefusal(error), again }, "a newsletter message was not sent");
    }
  }

  /** Waits out the throttle; false when told to stop meanwhile. */
  function paced(stop: AbortSignal): Promise<boolean> {
    const wait = lastSentAt + gapMs - performance.now();
    if (wait <= 0 || stop.aborted) return Promise.resolve(!stop.aborted);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(!stop.aborted), wait);
      stop.addEventListener("abort", () => (clearTimeout(timer), resolve(false)), { once: true });
    });
  }

  /**
   * Sends every delivery due, one at a time, until none is due or `stop` aborts; how many went out.
   * Runs of this process take turns: a second run must not find the first one's delivery "sending".
   */
  let turn: Promise<unknown> = Promise.resolve();
  function sendDue(stop: AbortSignal = new AbortController().signal): Promise<number> {
    const run = turn.then(() => sendDueNow(stop));
    turn = run.catch(() => undefined);
    return run;
  }

  async function sendDueNow(stop: AbortSignal): Promise<number> {
    const outcome = await database.tryExclusively(SENDER_LOCK, async () => {
      await recordInterrupted();
      let sent = 0;
      for (;;) {
        const row = await nextDue();
        if (!row || !(await paced(stop))) break;
        const [claimed] = await db
          .update(newsletterDeliveries)
          .set({ state: "sending", claimedAt: clock.now() })
          .where(and(eq(newsletterDeliveries.id, row.id), eq(newsletterDeliveries.state, "queued")))
          .returning({ id: newsletterDeliveries.id });
        if (!claimed) continue;
        lastSentAt = performance.now();
        await deliver(row);
        sent++;
      }
      await finishIssues();
      return sent;
    });
    return outcome.ran ? outcome.value : 0;
  }

  // The worker of this process: woken when an issue starts going out here, and by its own poll for the rest.
  let stopper = new AbortController();
  let working: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  function wake() {
    if (stopper.signal.aborted || !timer) return;
    if (working) {
      again = true;
      return;
    }
    working = (async () => {
      do {
        again = false;
        await sendDue(stopper.signal).catch((error: unknown) => logger.error({ err: error }, "the newsletter sender failed"));
      } while (again && !stopper.signal.aborted);
      working = null;
    })();
  }

  return {
    startSending,
    sendDue,
    wake,
    start(pollMs = POLL_MS) {
      if (timer) return;
      stopper = new AbortController();
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    /** Stops after the message being sent now (never in the middle of one), and waits for it. */
    async stop() {
      stopper.abort();
      clearInterval(timer);
      timer = undefined;
      await working;
    },
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
