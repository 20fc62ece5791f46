import { and, asc, count, desc, eq, ilike, inArray, isNull, like, lt } from "drizzle-orm";
import { NEWSLETTER_PURPOSE_PREFIX, listPurpose } from "../../shared/newsletter.ts";
import { type Change, type Tx, changed } from "../admin/change.ts";
import type { Outcome } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { consents, newsletterDeliveries, newsletterSignups, newsletterSubscribers, newsletterSuppressions, privateLinks } from "../db/schema.ts";
import { toCsv } from "../messages/csv.ts";
import { normalEmail } from "../people/email.ts";
import type { PersonalDataPart } from "../people/erasure.ts";
import { type LeftOut, parseSubscriberCsv } from "./import.ts";
import type { NewsletterLists } from "./lists.ts";
import { addressHash, suppressions } from "./suppressions.ts";
import { CONFIRM_PURPOSE, PREFERENCES_PURPOSE } from "./subscriptions.ts";

const PAGE = 50;
const DAY_MS = 24 * 60 * 60_000;

export type AdminSubscriber = { id: number; email: string; name: string; source: "form" | "import"; since: Date; lists: string[]; state: "subscribed" | "unsubscribed" | "refused" };

/** Erases what the newsletter keeps for an address (subscriber, sign-ups, consents, links); its deliveries keep only their counts. */
async function eraseAddress(tx: Tx, email: string, now: Date): Promise<number> {
  const address = normalEmail(email);
  const subscriber = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).returning({ id: newsletterSubscribers.id });
  const signups = await tx.delete(newsletterSignups).where(eq(newsletterSignups.email, address)).returning({ id: newsletterSignups.id });
  const given = await tx.delete(consents).where(and(eq(consents.email, address), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`))).returning({ id: consents.id });
  const links = await tx.delete(privateLinks).where(and(eq(privateLinks.email, address), inArray(privateLinks.purpose, [CONFIRM_PURPOSE, PREFERENCES_PURPOSE]))).returning({ id: privateLinks.id });
  const deliveries = await tx.update(newsletterDeliveries).set({ email: null }).where(eq(newsletterDeliveries.email, address)).returning({ id: newsletterDeliveries.id });
  const total = subscriber.length + signups.length + given.length + links.length + deliveries.length;
  // Only a one-way hash stays, so that a later import cannot bring the address back.
  if (total > 0) await suppressions.add(tx, address, "erased", now);
  return total;
}

/**
 * The staff's side of the subscribers (issue 37): who is on which list, one person's data exported or
 * erased, every subscriber as CSV, and imports from a CSV (Mailchimp's export) that keep only addresses
 * with a consent date and never bring back one that unsubscribed, was refused or was erased.
 */
export function createSubscribers({ db, clock, change, lists }: { db: Db; clock: Clock; change: Change; lists: NewsletterLists }) {
  async function stateOf(emails: string[]) {
    const standing = emails.length
      ? await db.select({ email: consents.email, purpose: consents.purpose }).from(consents).where(and(inArray(consents.email, emails), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`), isNull(consents.withdrawnAt)))
      : [];
    const hashes = emails.map(addressHash);
    const suppressed = hashes.length ? await db.select().from(newsletterSuppressions).where(inArray(newsletterSuppressions.emailHash, hashes)) : [];
    return (email: string) => {
      const reason = suppressed.find((s) => s.emailHash === addressHash(email))?.reason;
      const keys = standing.filter((s) => s.email === email).map((s) => s.purpose.slice(NEWSLETTER_PURPOSE_PREFIX.length));
      return { lists: keys, state: reason === "refused" ? ("refused" as const) : keys.length ? ("subscribed" as const) : ("unsubscribed" as const) };
    };
  }

  return {
    /** A page of subscribers, newest first, optionally those whose address or name contains `search`. */
    async adminList({ search = "", page = 1 }: { search?: string; page?: number } = {}): Promise<{ subscribers: AdminSubscriber[]; total: number; pages: number; pending: number }> {
      const where = search ? ilike(newsletterSubscribers.email, `%${search.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
      const [{ total }] = (await db.select({ total: count() }).from(newsletterSubscribers).where(where)) as [{ total: number }];
      const rows = await db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)).limit(PAGE).offset((Math.max(1, page) - 1) * PAGE);
      const state = await stateOf(rows.map((r) => r.email));
      const [{ pending }] = (await db.select({ pending: count() }).from(newsletterSignups)) as [{ pending: number }];
      return { subscribers: rows.map((r) => ({ id: r.id, email: r.email, name: r.name, source: r.source, since: r.createdAt, ...state(r.email) })), total, pages: Math.max(1, Math.ceil(total / PAGE)), pending };
    },
    /** Every subscriber with their lists, as a spreadsheet (cells that could run as formulas are neutralised). */
    async exportAll(): Promise<string> {
      const rows = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.email));
      const names = new Map((await lists.all()).map((l) => [l.key, l.name]));
      const state = await stateOf(rows.map((r) => r.email));
      return toCsv([["Email", "Name", "Lists", "State", "Joined", "Source"], ...rows.map((r) => {
        const s = state(r.email);
        return [r.email, r.name, s.lists.map((k) => names.get(k) ?? k).join("; "), s.state, r.createdAt.toISOString(), r.source];
      })]);
    },
    /** Everything the newsletter keeps for one address, as a spreadsheet: the subscriber, each consent, each delivery. */
    async exportOne(email: string): Promise<string | null> {
      const address = normalEmail(email);
      const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
      const given = await db.select().from(consents).where(and(eq(consents.email, address), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`))).orderBy(asc(consents.givenAt));
      const delivered = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, address)).orderBy(asc(newsletterDeliveries.id));
      if (!subscriber && !given.length && !delivered.length) return null;
      return toCsv([
        ["Record", "When", "Detail"],
        ...(subscriber ? [["Subscriber", subscriber.createdAt.toISOString(), `${subscriber.email}${subscriber.name ? ` (${subscriber.name})` : ""}, by ${subscriber.source}`]] : []),
        ...given.map((c) => ["Consent", c.givenAt.toISOString(), `${c.purpose} on ${c.form}: “${c.wording}”${c.withdrawnAt ? `; withdrawn ${c.withdrawnAt.toISOString()}` : ""}`]),
        ...delivered.map((d) => ["Delivery", (d.finishedAt ?? d.claimedAt ?? d.nextAttemptAt).toISOString(), `issue ${d.issueId}: ${d.state}${d.lastError ? ` (${d.lastError})` : ""}`]),
      ]);
    },
    /** Erases one subscriber (staff, from the newsletter's pages). */
    async erase(email: string, actor: number): Promise<Outcome<{ removed: number }>> {
      return change("newsletter", actor, async (tx) => {
        const removed = await eraseAddress(tx, email, clock.now());
        if (!removed) return { ok: false, status: 404, error: "The newsletter keeps nothing for that address." };
        return changed({ removed }, { action: "erase", detail: `A subscriber's data erased on request (${removed} records)` });
      });
    },
    /** The newsletter's part of "find and erase by e-mail" (/admin/privacy). */
    personalData(): PersonalDataPart {
      return {
        area: "newsletter",
        label: "Newsletter subscription",
        find: async (email) => {
          const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
          const pending = await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
          const [{ deliveries }] = (await db.select({ deliveries: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.email, email))) as [{ deliveries: number }];
          return [
            ...(subscriber ? [`Subscriber since ${subscriber.createdAt.toISOString().slice(0, 10)}${subscriber.name ? ` as ${subscriber.name}` : ""}`] : []),
            ...pending.map((p) => `Sign-up waiting for its confirmation since ${p.requestedAt.toISOString().slice(0, 10)}`),
            ...(deliveries ? [`${deliveries} newsletter e-mail${deliveries === 1 ? "" : "s"} sent to it`] : []),
          ];
        },
        erase: (email, tx) => eraseAddress(tx, email, clock.now()),
      };
    },
    /** Sign-ups never confirmed are removed a day after their link expired (the retention sweep). */
    async sweepUnconfirmed(now: Date, confirmDays: number): Promise<number> {
      const before = new Date(now.getTime() - (confirmDays + 1) * DAY_MS);
      return (await db.delete(newsletterSignups).where(lt(newsletterSignups.requestedAt, before)).returning({ id: newsletterSignups.id })).length;
    },
    /**
     * Imports a CSV into a list, all or nothing: each kept address gets its consent with the date the
     * file gives; addresses suppressed here (unsubscribed, refused, erased) or that withdrew are left out.
     */
    async importCsv({ bytes, fileName, listKey, actor }: { bytes: Uint8Array; fileName: string; listKey: string; actor: number }): Promise<Outcome<{ added: number; already: number; leftOut: LeftOut; formulasCleaned: number }>> {
      const [list] = await lists.byKeys([listKey]);
      if (!list) return { ok: false, status: 400, error: "That list does not exist. Please choose another.", fields: { list: "That list does not exist." } };
      const parsed = parseSubscriberCsv(bytes);
      if (!parsed.ok) return { ok: false, status: parsed.error.startsWith("The file is too large") ? 413 : 400, error: parsed.error, fields: { file: parsed.error } };
      return change("newsletter", actor, async (tx) => {
        const leftOut: LeftOut = { ...parsed.leftOut, suppressed: 0 };
        let added = 0;
        let already = 0;
        for (let i = 0; i < parsed.rows.length; i += 500) {
          const batch = parsed.rows.slice(i, i + 500);
          const emails = batch.map((r) => r.email);
          const suppressedHashes = new Set((await tx.select({ hash: newsletterSuppressions.emailHash }).from(newsletterSuppressions).where(inArray(newsletterSuppressions.emailHash, emails.map(addressHash)))).map((r) => r.hash));
          const history = await tx.select({ email: consents.email, withdrawnAt: consents.withdrawnAt, purpose: consents.purpose }).from(consents).where(and(inArray(consents.email, emails), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`)));
          for (const row of batch) {
            const mine = history.filter((h) => h.email === row.email);
            if (suppressedHashes.has(addressHash(row.email)) || mine.some((h) => h.withdrawnAt !== null && !mine.some((o) => o.withdrawnAt === null))) {
              leftOut.suppressed++;
              continue;
            }
            if (mine.some((h) => h.purpose === listPurpose(list.key) && h.withdrawnAt === null)) {
              already++;
              continue;
            }
            await tx.insert(newsletterSubscribers).values({ email: row.email, name: row.name, source: "import" }).onConflictDoNothing();
            await tx.insert(consents).values({ email: row.email, purpose: listPurpose(list.key), form: `import: ${fileName.slice(0, 120)}`, wording: "Consent given on the list this file was exported from (the date is theirs).", givenAt: row.consentAt });
            added++;
          }
        }
        const out = Object.values(leftOut).reduce((a, b) => a + b, 0);
        return changed({ added, already, leftOut, formulasCleaned: parsed.formulasCleaned }, { action: "import", detail: `${fileName.slice(0, 80)} into ${list.name}: ${added} added, ${already} already there, ${out} left out` });
      });
    },
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
