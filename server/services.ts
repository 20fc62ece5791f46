import path from "node:path";
import type { Logger } from "pino";
import { church } from "../shared/content/site.ts";
import { createAudit } from "./admin/audit.ts";
import type { EditingDeps } from "./admin/editing.ts";
import { createAccounts } from "./auth/accounts.ts";
import { type CaptchaProvider, createCaptcha } from "./captcha/captcha.ts";
import { createMailer } from "./mail/mailer.ts";
import { createSubmissions } from "./messages/submissions.ts";
import { createInbox } from "./messages/inbox.ts";
import { createFeatureRequests } from "./feature-requests/feature-requests.ts";
import { createRateLimiter } from "./rate-limit/rate-limit.ts";
import { createAnnouncements } from "./announcements/announcements.ts";
import { createChildcareStaff } from "./childcare/childcare.ts";
import { type Clock, calendarDate, systemClock } from "./clock/clock.ts";
import type { Database } from "./db/client.ts";
import { createGalleries } from "./galleries/galleries.ts";
import { createOcc } from "./occ/occ.ts";
import { createReadings } from "./readings/readings.ts";
import { createPastServices } from "./past-services/past-services.ts";
import { createChurchStaff } from "./staff/staff.ts";
import { type StartSweep, createUploads } from "./storage/uploads.ts";
import { createTrips } from "./trips/trips.ts";
import { createUsersAdmin } from "./users/users.ts";
import { createVerse } from "./verse/verse.ts";

/** NOTIFY channel raised after every content change, so that cached public pages are dropped. */
export const CONTENT_CHANGED = "content_changed";

export type SiteSettings = {
  publicUrl: string;
  timeZone: string;
};

export type ServiceOptions = {
  database: Database;
  clock?: Clock;
  site: SiteSettings;
  /** Signs CSRF tokens and encrypts TOTP secrets. */
  sessionSecret: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; notifyEmail?: string };
  captcha?: { provider: CaptchaProvider; siteKey?: string; secret?: string; verifyUrl?: string; cost?: number };
  logger: Logger;
  /** Where uploaded files live (DATA_DIR/uploads); by default the uploads folder beside the outbox. */
  uploadsDir?: string;
};

/** Every domain service, built once per process over one database handle and one clock. */
export function createServices({ database, clock = systemClock, site, sessionSecret, mail, captcha = { provider: "altcha" }, logger, uploadsDir }: ServiceOptions) {
  const { db } = database;
  const mailer = createMailer({ db, clock, logger, smtpUrl: mail.smtpUrl, from: mail.from, outboxDir: mail.outboxDir });
  const limiter = createRateLimiter({ db, clock });
  const audit = createAudit({ db, clock });
  /** Tell every instance that public content changed (drops cached pages). */
  const contentChanged = () => database.notify(CONTENT_CHANGED, "");
  /** What every domain service that staff edit is given: writes are audited and clear the page caches. */
  const accounts = createAccounts({ db, clock, mailer, limiter, sessionSecret, publicUrl: site.publicUrl, siteName: church.name });
  const uploads = createUploads({ db, clock, uploadsDir: uploadsDir ?? path.join(path.dirname(mail.outboxDir), "uploads"), logger });
  const editing: EditingDeps = { db, clock, audit, contentChanged, uploads };
  const announcements = createAnnouncements({ ...editing, timeZone: site.timeZone });
  const trips = createTrips(editing);
  /** Staged uploads nobody saved, files of interrupted uploads, and rich-text pictures no stored text names. */
  async function sweepUploads(options: { atStart?: StartSweep } = {}) {
    const staged = await uploads.sweep(options);
    const content = await uploads.sweepContentImages([...(await announcements.storedHtml()), ...(await trips.storedHtml())]);
    return { removed: staged.removed + content.removed };
  }
  return {
    sessionSecret,
    mailer,
    limiter,
    captcha: createCaptcha({ db, clock, sessionSecret, ...captcha }),
    submissions: createSubmissions({ db, mailer, notifyEmail: mail.notifyEmail, logger, publicUrl: site.publicUrl }),
    accounts,
    users: createUsersAdmin({ ...editing, accounts }),
    site,
    contentChanged,
    audit,
    clock,
    /** Today's calendar date where the church is. */
    today: () => calendarDate(clock.now(), site.timeZone),
    announcements,
    readings: createReadings({ ...editing, timeZone: site.timeZone }),
    verse: createVerse(editing),
    churchStaff: createChurchStaff(editing),
    childcareStaff: createChildcareStaff(editing),
    occ: createOcc(editing),
    trips,
    pastServices: createPastServices(editing),
    uploads,
    sweepUploads,
    galleries: createGalleries(editing),
    inbox: createInbox({ ...editing, timeZone: site.timeZone }),
    featureRequests: createFeatureRequests({ ...editing, timeZone: site.timeZone }),
  };
}

export type Services = ReturnType<typeof createServices>;
