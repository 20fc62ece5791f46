import { randomInt } from "node:crypto";
import type { Logger } from "pino";
import type { Change } from "../admin/change.ts";
import type { Clock } from "../clock/clock.ts";
import { calendarDate } from "../../shared/dates.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Db } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Consents } from "../people/consents.ts";
import type { PrivateLinks } from "../people/private-links.ts";

/** What every part of the enquiries service is given. */
export type EnquiryDeps = {
  db: Db;
  clock: Clock;
  change: Change;
  mailer: Mailer;
  links: PrivateLinks;
  consents: Consents;
  /** The published site (the church's name and address, the childcare's details, the fees, the enquiry page's words). */
  snapshot: () => Promise<Snapshot>;
  publicUrl: string;
  timeZone: string;
  logger: Logger;
};

/**
 * The area every change of this service belongs to. A family's record shows on no cached page (its
 * status page is personal and never cached), so those changes are `changedUnseen`; only the rooms and
 * the settings, which the enquiry form shows, refresh the pages the area is shown on.
 */
export const AREA = "enquiries";

/** The private link's purpose, and the record it opens ("enquiry:12"). */
export const LINK_PURPOSE = "enquiry";
export const linkSubject = (id: number) => `enquiry:${id}`;
export const idOfSubject = (subject: string) => Number(subject.slice("enquiry:".length));
/** A status link works for three years: the longest a start can be ahead, and a long wait after it. */
export const LINK_TTL_MS = 3 * 366 * 24 * 60 * 60_000;

/** Where a family's status page is; the token rides in the query string, which the request log leaves out. */
export const STATUS_PATH = "/childcare-preschool/enquiry";
export const statusUrl = (publicUrl: string, token: string, extra = "") => `${publicUrl}${STATUS_PATH}?token=${token}${extra}`;

/** Today where the church is. */
export const todayOf = (deps: Pick<EnquiryDeps, "clock" | "timeZone">) => calendarDate(deps.clock.now(), deps.timeZone);

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const REFERENCE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** "CC-7K3M9P": about a billion references, checked for a clash before use. */
export function newReference(): string {
  return `CC-${Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join("")}`;
}

/** A unique index refused the row (PostgreSQL error 23505, from pg and PGlite alike). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
}
