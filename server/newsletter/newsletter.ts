import type { Logger } from "pino";
import { addressLine } from "../../shared/content/settings.ts";
import { CONFIRM_DAYS } from "../../shared/newsletter.ts";
import type { Change } from "../admin/change.ts";
import type { Clock } from "../clock/clock.ts";
import type { Database } from "../db/client.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Consents } from "../people/consents.ts";
import type { Erasure } from "../people/erasure.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { Retention } from "../people/retention.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import type { DraftSources } from "./draft.ts";
import { createIssues } from "./issues.ts";
import { createNewsletterLists } from "./lists.ts";
import { createNewsletterSender } from "./sender.ts";
import { createSubscribers } from "./subscribers.ts";
import { createSubscriptions } from "./subscriptions.ts";

/** NEWSLETTER_RATE's default: a message a second, which small mail providers accept. */
export const DEFAULT_NEWSLETTER_RATE = 60;

export type NewsletterDeps = {
  database: Database;
  clock: Clock;
  logger: Logger;
  change: Change;
  mailer: Mailer;
  limiter: RateLimiter;
  people: { links: PrivateLinks; consents: Consents; retention: Retention; erasure: Erasure };
  sources: Omit<DraftSources, "today">;
  snapshot: () => Promise<Snapshot>;
  today: () => string;
  publicUrl: string;
  timeZone: string;
  ratePerMinute?: number;
};

/**
 * The weekly e-mail (issue 37), one service made of parts by job: lists and settings, what visitors do
 * (sign up, confirm, preferences, unsubscribe), the staff's issues and subscribers, and the sender.
 * It joins the people-who-act parts: find and erase by e-mail, the retention sweep, and the mailer's
 * refusals (a 5xx for any newsletter mail suppresses the address).
 */
export function createNewsletter(deps: NewsletterDeps) {
  const { database, clock, logger, change, mailer, limiter, people, publicUrl, timeZone } = deps;
  const db = database.db;
  const church = async () => {
    const { settings } = await deps.snapshot();
    return { name: settings.churchName, shortName: settings.shortName, postalAddress: addressLine(settings) };
  };
  const lists = createNewsletterLists({ db, clock, change });
  const sender = createNewsletterSender({ database, clock, logger, mailer, links: people.links, publicUrl, timeZone, ratePerMinute: deps.ratePerMinute ?? DEFAULT_NEWSLETTER_RATE });
  const subscriptions = createSubscriptions({ db, clock, change, links: people.links, consents: people.consents, mailer, limiter, lists, publicUrl, church });
  const subscribers = createSubscribers({ db, clock, change, lists });
  const issues = createIssues({ db, clock, change, lists, sender, mailer, links: people.links, sources: { ...deps.sources, today: deps.today }, publicUrl, timeZone, church });

  people.erasure.join(subscribers.personalData());
  people.retention.register({ area: "newsletter", keeps: `Sign-ups never confirmed, a day after their ${CONFIRM_DAYS}-day link expired`, sweep: (now) => subscribers.sweepUnconfirmed(now, CONFIRM_DAYS) });
  mailer.onRefused(({ to, purpose }) => (purpose === "newsletter" ? subscriptions.refused(to) : undefined));

  return {
    lists,
    subscriptions,
    subscribers,
    issues,
    sender,
    /** The scheduled-publishing job's share: issues whose moment has come go out, and the weekly draft is prepared on its day. */
    async publishDue(): Promise<{ started: number; prepared: number | null }> {
      return { started: await issues.sendScheduled(), prepared: await issues.prepareWeekly() };
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
