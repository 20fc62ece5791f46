import { areaPath } from "../../shared/areas.ts";
import { PRAYER_PAGES } from "../../shared/prayer.ts";
import type { Audit } from "../admin/audit.ts";
import type { Change, Tx } from "../admin/change.ts";
import type { Refusal } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { prayerMail } from "../db/schema.ts";
import type { MailMessage, MailPurpose, Mailer } from "../mail/mailer.ts";
import type { Consents } from "../people/consents.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";

/** What every part of the prayer ministry is built from. */
export type PrayerDeps = {
  db: Db;
  clock: Clock;
  change: Change;
  audit: Audit;
  mailer: Mailer;
  limiter: RateLimiter;
  links: PrivateLinks;
  consents: Consents;
  publicUrl: string;
  timeZone: string;
  /** NOTIFY_EMAIL: told of a new request (never its words), and of a pastor-only one when no pastor is set up. */
  notifyEmail?: string;
  /** The church's name and postal address, as Site settings say now (every e-mail ends with them). */
  church: () => Promise<Church>;
  /** How long a closed request is kept before it is removed (its counts stay). */
  keepMonths: number;
};

export type Church = { churchName: string; postalAddress: string };

export const AREA = "prayer";
const DAY_MS = 24 * 60 * 60_000;

/** Each private link's purpose and life. "Use" links work once; the others open their record until they expire. */
export const LINKS = {
  /** The person's own request; longer than a request is open and kept, and every later e-mail carries a fresh one. */
  request: { purpose: "prayer-request", ttlMs: 400 * DAY_MS },
  prayed: { purpose: "prayer-prayed", ttlMs: 45 * DAY_MS },
  encourage: { purpose: "prayer-encourage", ttlMs: 45 * DAY_MS },
  confirm: { purpose: "prayer-team-confirm", ttlMs: 14 * DAY_MS },
  member: { purpose: "prayer-team", ttlMs: 400 * DAY_MS },
} as const satisfies Record<keyof typeof PRAYER_PAGES, { purpose: string; ttlMs: number }>;

/** The record a link is bound to. */
export const subjects = {
  request: (id: number) => `prayer:${id}`,
  memberRequest: (requestId: number, memberId: number) => `prayer:${requestId}:member:${memberId}`,
  member: (id: number) => `prayer-team:${id}`,
};

export function requestOfSubject(subject: string): number | null {
  const match = /^prayer:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
}

export function memberRequestOfSubject(subject: string): { requestId: number; memberId: number } | null {
  const match = /^prayer:(\d+):member:(\d+)$/.exec(subject);
  return match ? { requestId: Number(match[1]), memberId: Number(match[2]) } : null;
}

export function memberOfSubject(subject: string): number | null {
  const match = /^prayer-team:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
}

/** Every wrong, old, used or unknown link is answered with the same words. */
export const LINK_GONE: Refusal = { ok: false, status: 404, error: "This link no longer works. It may have expired or been used already." };

/** Issues a link and gives its address on the site. */
export async function linkTo(deps: Pick<PrayerDeps, "links" | "publicUrl">, tx: Tx, { page, subject, email }: { page: keyof typeof LINKS; subject: string; email: string }): Promise<string> {
  const { purpose, ttlMs } = LINKS[page];
  const token = await deps.links.issue({ purpose, subject, email, ttlMs, tx });
  return `${deps.publicUrl}${PRAYER_PAGES[page]}?token=${token}`;
}

/** Where staff read a request. */
export const adminRequestUrl = (publicUrl: string, id: number) => `${publicUrl}${areaPath("prayer", "requests", id)}`;

/**
 * Queues one of the ministry's e-mails in the change's transaction and keeps which it is, so that a
 * message the mail worker gives up on is shown to staff with what it was about.
 */
export async function queuePrayerMail(
  deps: Pick<PrayerDeps, "mailer">,
  tx: Tx,
  message: MailMessage,
  about: { purpose: MailPurpose; recipient: "person" | "pastor" | "team" | "staff"; requestId?: number; memberId?: number },
): Promise<void> {
  const mailId = await deps.mailer.queue(message, { tx, purpose: about.purpose });
  await tx.insert(prayerMail).values({ mailId, recipient: about.recipient, requestId: about.requestId ?? null, memberId: about.memberId ?? null });
}

/** "November 21, 2026", on the church's clock. */
export function dayOf(moment: Date, timeZone: string): string {
  return moment.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
}

export const daysLater = (moment: Date, days: number) => new Date(moment.getTime() + days * DAY_MS);
