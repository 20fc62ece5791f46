import { and, eq, inArray, isNull, like } from "drizzle-orm";
import { CONFIRM_DAYS, LINK_NOT_VALID, NEWSLETTER_PURPOSE_PREFIX, SIGNUP_FORMS, SIGNUP_WORDING, type SignupForm, listPurpose } from "../../shared/newsletter.ts";
import { type Change, type Tx, changed } from "../admin/change.ts";
import type { Outcome, Refusal } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { consents, newsletterDeliveries, newsletterSignups, newsletterSubscribers } from "../db/schema.ts";
import { renderPersonMail } from "../mail/layout.ts";
import { InvalidRecipientError, type Mailer } from "../mail/mailer.ts";
import type { Consents } from "../people/consents.ts";
import { maskedEmail, normalEmail } from "../people/email.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import type { NewsletterList, NewsletterLists } from "./lists.ts";
import { suppressions } from "./suppressions.ts";

const DAY_MS = 24 * 60 * 60_000;
/** A preferences link (in every issue, and after confirming) works for a year: people unsubscribe from old e-mails too. */
export const PREFERENCES_TTL_MS = 365 * DAY_MS;
/** At most this many confirmation e-mails to one address a day, whoever asks: a sign-up box cannot be used to flood a mailbox. */
const CONFIRMATIONS_PER_ADDRESS = { limit: 3, windowMs: DAY_MS };
const PREFERENCES_WORDING = "Ticked on the preferences page reached from the link in one of our e-mails.";

export const CONFIRM_PURPOSE = "newsletter-confirm";
export const PREFERENCES_PURPOSE = "newsletter-preferences";

const linkNotValid: Refusal = { ok: false, status: 404, error: LINK_NOT_VALID };

export type SubscriptionsDeps = {
  db: Db;
  clock: Clock;
  change: Change;
  links: PrivateLinks;
  consents: Consents;
  mailer: Mailer;
  limiter: RateLimiter;
  lists: NewsletterLists;
  publicUrl: string;
  /** The church's name and postal address, as Site settings say now. */
  church: () => Promise<{ name: string; postalAddress: string }>;
};

/** The lists an address is subscribed to now: its standing newsletter consents. */
export async function standingListKeys(tx: Pick<Db, "select">, email: string): Promise<string[]> {
  const rows = await tx
    .select({ purpose: consents.purpose })
    .from(consents)
    .where(and(eq(consents.email, normalEmail(email)), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`), isNull(consents.withdrawnAt)));
  return rows.map((r) => r.purpose.slice(NEWSLETTER_PURPOSE_PREFIX.length));
}

/** Ends every subscription of an address at once and keeps it off every list (and off issues still going out). */
export async function unsubscribeEverywhere(tx: Tx, email: string, reason: "unsubscribed" | "refused", now: Date) {
  const address = normalEmail(email);
  await tx.update(consents).set({ withdrawnAt: now }).where(and(eq(consents.email, address), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`), isNull(consents.withdrawnAt)));
  await suppressions.add(tx, address, reason, now);
  await tx.update(newsletterDeliveries).set({ state: "skipped", finishedAt: now }).where(and(eq(newsletterDeliveries.email, address), eq(newsletterDeliveries.state, "queued")));
}

/**
 * What visitors do (issue 37): sign up (double opt-in: only the confirmation link is sent until they
 * confirm), confirm, change their lists and unsubscribe through the private link of their e-mails.
 * Each is a change of the newsletter area (actor null). The consent record is the opt-in record.
 */
export function createSubscriptions({ db, clock, change, links, consents: consentRecords, mailer, limiter, lists, publicUrl, church }: SubscriptionsDeps) {
  const subscriberOf = async (tx: Pick<Db, "select">, email: string) =>
    (await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, normalEmail(email))))[0] ?? null;

  async function openSignup(token: string, tx: Db = db) {
    const link = await links.open(token, CONFIRM_PURPOSE, tx);
    const id = link ? Number(link.subject.replace(/^newsletter-signup:/, "")) : NaN;
    if (!link || !Number.isSafeInteger(id)) return null;
    const [signup] = await tx.select().from(newsletterSignups).where(eq(newsletterSignups.id, id));
    return signup ?? null;
  }

  const names = (found: NewsletterList[], keys: readonly string[]) => keys.map((key) => found.find((l) => l.key === key)?.name).filter((n): n is string => Boolean(n));

  return {
    /**
     * A sign-up from a box: records the request and queues the confirmation e-mail, in one change. The
     * answer is the same whatever the address already had (lists are never public); a fourth request
     * for one address in a day is answered alike and sends nothing.
     */
    async requestSignup({ email, name, listKeys, form }: { email: string; name: string; listKeys: string[]; form: SignupForm }): Promise<Outcome<null>> {
      const address = normalEmail(email);
      const wanted = [...new Set(listKeys)];
      const offered = (await lists.publicLists()).filter((l) => wanted.includes(l.key));
      if (offered.length !== wanted.length) return { ok: false, status: 400, error: "That list does not exist. Please reload the page and choose again.", fields: { list: "That list does not exist." } };
      const limit = await limiter.hit(`newsletter-confirm:${address}`, CONFIRMATIONS_PER_ADDRESS);
      if (!limit.allowed) return { ok: true, value: null };
      const { name: churchName, postalAddress } = await church();
      try {
        const outcome = await change("newsletter", null, async (tx) => {
          const [signup] = await tx
            .insert(newsletterSignups)
            .values({ email: address, name, listKeys: wanted, form: SIGNUP_FORMS[form], wording: SIGNUP_WORDING, requestedAt: clock.now() })
            .returning({ id: newsletterSignups.id });
          const token = await links.issue({ purpose: CONFIRM_PURPOSE, subject: `newsletter-signup:${signup!.id}`, email: address, ttlMs: CONFIRM_DAYS * DAY_MS, tx });
          const mail = await renderPersonMail({
            churchName,
            postalAddress,
            heading: "Please confirm your subscription",
            preview: `Confirm to get ${names(offered, wanted).join(" and ")} by e-mail.`,
            paragraphs: [
              `Someone, we hope you, asked to receive ${names(offered, wanted).join(" and ")} from ${churchName} at this address.`,
              `Please confirm with the button below. The link works for ${CONFIRM_DAYS} days and only once.`,
              "If it was not you, ignore this e-mail: nothing more will be sent to you.",
            ],
            action: { label: "Confirm my subscription", url: new URL(`/newsletter/confirm?token=${token}`, publicUrl).toString() },
            footer: "You get this e-mail because this address was entered in the sign-up box on our website.",
          });
          await mailer.queue({ to: address, subject: `Please confirm your subscription to ${churchName}`, ...mail }, { tx, purpose: "newsletter" });
          return changed(null, { action: "signup", entityId: signup!.id, detail: `${maskedEmail(address)} asked for ${names(offered, wanted).join(", ")}` });
        });
        if (outcome.ok) mailer.wake();
        return outcome;
      } catch (error) {
        if (error instanceof InvalidRecipientError) return { ok: false, status: 400, error: "Please enter a valid e-mail address, such as name@example.com.", fields: { email: "Please enter a valid e-mail address, such as name@example.com." } };
        throw error;
      }
    },

    /** What a confirmation link is for (the page asks before confirming: mail scanners open links too). */
    async openConfirmation(token: string): Promise<{ email: string; lists: string[] } | null> {
      const signup = await openSignup(token);
      if (!signup) return null;
      return { email: signup.email, lists: names(await lists.byKeys(signup.listKeys), signup.listKeys) };
    },

    /**
     * Confirms a sign-up: the link is used up (a second use, or one after seven days, opens nothing), the
     * consent is recorded for each list with the moment, the form and the words shown, and a suppression
     * (an earlier unsubscribe) is lifted. Answers a preferences token for the page's "change your lists".
     */
    async confirm(token: string): Promise<Outcome<{ email: string; lists: string[]; preferencesToken: string }>> {
      return change("newsletter", null, async (tx) => {
        const link = await links.use(token, CONFIRM_PURPOSE, tx);
        const id = link ? Number(link.subject.replace(/^newsletter-signup:/, "")) : NaN;
        const [signup] = link && Number.isSafeInteger(id) ? await tx.select().from(newsletterSignups).where(eq(newsletterSignups.id, id)) : [];
        if (!signup) return linkNotValid;
        const existing = await subscriberOf(tx, signup.email);
        const subscriberId = existing
          ? (await tx.update(newsletterSubscribers).set({ name: signup.name || existing.name, updatedAt: clock.now() }).where(eq(newsletterSubscribers.id, existing.id)).returning({ id: newsletterSubscribers.id }))[0]!.id
          : (await tx.insert(newsletterSubscribers).values({ email: signup.email, name: signup.name, source: "form" }).returning({ id: newsletterSubscribers.id }))[0]!.id;
        const stillThere = await lists.byKeys(signup.listKeys, tx);
        for (const list of stillThere) await consentRecords.give({ email: signup.email, purpose: listPurpose(list.key), form: signup.form, wording: signup.wording, tx });
        await suppressions.lift(tx, signup.email);
        await tx.delete(newsletterSignups).where(eq(newsletterSignups.id, signup.id));
        const preferencesToken = await links.issue({ purpose: PREFERENCES_PURPOSE, subject: `newsletter-subscriber:${subscriberId}`, email: signup.email, ttlMs: PREFERENCES_TTL_MS, tx });
        const listed = names(stillThere, signup.listKeys);
        return changed({ email: signup.email, lists: listed, preferencesToken }, { action: "confirm", entityId: subscriberId, detail: `${maskedEmail(signup.email)} confirmed ${listed.join(", ")}` });
      });
    },

    /** The preferences page: the address, every public list (and any other it is on), ticked where it is subscribed. */
    async openPreferences(token: string) {
      const link = await links.open(token, PREFERENCES_PURPOSE);
      if (!link) return null;
      const subscriber = await subscriberOf(db, link.email);
      const standing = await standingListKeys(db, link.email);
      const all = await lists.all();
      return {
        email: link.email,
        name: subscriber?.name ?? "",
        unsubscribed: (await suppressions.reasonFor(db, link.email)) !== null || standing.length === 0,
        lists: all.filter((l) => l.isPublic || standing.includes(l.key)).map((l) => ({ key: l.key, name: l.name, description: l.description, subscribed: standing.includes(l.key) })),
      };
    },

    /** Keeps the lists ticked; none ticked unsubscribes from everything. A list can be added only while still subscribed. */
    async savePreferences(token: string, listKeys: string[]): Promise<Outcome<{ lists: string[] }>> {
      if (listKeys.length === 0) {
        const outcome = await this.unsubscribe(token);
        return outcome.ok ? { ok: true, value: { lists: [] } } : outcome;
      }
      const all = await lists.all();
      return change("newsletter", null, async (tx) => {
        const link = await links.open(token, PREFERENCES_PURPOSE, tx);
        if (!link) return linkNotValid;
        const standing = await standingListKeys(tx, link.email);
        if (listKeys.some((key) => !all.some((l) => l.key === key && (l.isPublic || standing.includes(key))))) return { ok: false, status: 400, error: "That list does not exist. Please reload the page and choose again." };
        const adding = listKeys.filter((key) => !standing.includes(key));
        if (adding.length && (standing.length === 0 || (await suppressions.reasonFor(tx, link.email)) !== null)) {
          return { ok: false, status: 409, error: "You unsubscribed from everything, so we need your confirmation again: please sign up on the newsletter page." };
        }
        for (const key of standing.filter((k) => !listKeys.includes(k))) await consentRecords.withdraw({ email: link.email, purpose: listPurpose(key), tx });
        for (const key of adding) await consentRecords.give({ email: link.email, purpose: listPurpose(key), form: "/newsletter/preferences", wording: PREFERENCES_WORDING, tx });
        const kept = names(all, listKeys);
        return changed({ lists: kept }, { action: "preferences", detail: `${maskedEmail(link.email)} now gets ${kept.join(", ")}` });
      });
    },

    /**
     * Unsubscribes the address a preferences link was sent to from every list, at once (RFC 8058: one
     * POST, no sign-in). Doing it again answers the same.
     */
    async unsubscribe(token: string): Promise<Outcome<{ email: string }>> {
      return change("newsletter", null, async (tx) => {
        const link = await links.open(token, PREFERENCES_PURPOSE, tx);
        if (!link) return linkNotValid;
        await unsubscribeEverywhere(tx, link.email, "unsubscribed", clock.now());
        return changed({ email: link.email }, { action: "unsubscribe", detail: `${maskedEmail(link.email)} unsubscribed` });
      });
    },

    /** The mail server refused an address for good (5xx): nothing more is sent to it until it confirms a sign-up again. */
    async refused(email: string): Promise<void> {
      await change("newsletter", null, async (tx) => {
        await unsubscribeEverywhere(tx, email, "refused", clock.now());
        return changed(null, { action: "suppress", detail: `${maskedEmail(email)} refused by the mail server` });
      });
    },

    /** Which of these addresses are on a list (for staff: the subscriber list). */
    async standing(emails: string[]) {
      if (!emails.length) return new Map<string, string[]>();
      const rows = await db
        .select({ email: consents.email, purpose: consents.purpose })
        .from(consents)
        .where(and(inArray(consents.email, emails), like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`), isNull(consents.withdrawnAt)));
      const map = new Map<string, string[]>();
      for (const row of rows) map.set(row.email, [...(map.get(row.email) ?? []), row.purpose.slice(NEWSLETTER_PURPOSE_PREFIX.length)]);
      return map;
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
