import type { Logger } from "pino";
import { church } from "../app/content/site.ts";
import { createAccounts } from "./auth/accounts.ts";
import { type CaptchaProvider, createCaptcha } from "./captcha/captcha.ts";
import { createMailer } from "./mail/mailer.ts";
import { createSubmissions } from "./messages/submissions.ts";
import { createRateLimiter } from "./rate-limit/rate-limit.ts";
import { createAnnouncements } from "./announcements/announcements.ts";
import { createChildcareStaff } from "./childcare/childcare.ts";
import { type Clock, calendarDate, systemClock } from "./clock/clock.ts";
import type { Database } from "./db/client.ts";
import { createGalleries } from "./galleries/galleries.ts";
import { createOcc } from "./occ/occ.ts";
import { createReadings } from "./readings/readings.ts";
import { createPastServices } from "./services/past-services.ts";
import { createChurchStaff } from "./staff/staff.ts";
import { createTrips } from "./trips/trips.ts";
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
};

/** Every domain service, built once per process over one database handle and one clock. */
export function createServices({ database, clock = systemClock, site, sessionSecret, mail, captcha = { provider: "altcha" }, logger }: ServiceOptions) {
  const { db } = database;
  const mailer = createMailer({ db, clock, logger, smtpUrl: mail.smtpUrl, from: mail.from, outboxDir: mail.outboxDir });
  const limiter = createRateLimiter({ db, clock });
  return {
    sessionSecret,
    mailer,
    limiter,
    captcha: createCaptcha({ db, clock, sessionSecret, ...captcha }),
    submissions: createSubmissions({ db, mailer, notifyEmail: mail.notifyEmail, logger, publicUrl: site.publicUrl }),
    accounts: createAccounts({ db, clock, mailer, limiter, sessionSecret, publicUrl: site.publicUrl, siteName: church.name }),
    site,
    /** Tell every instance that public content changed (drops cached pages). */
    contentChanged: () => database.notify(CONTENT_CHANGED, ""),
    clock,
    /** Today's calendar date where the church is. */
    today: () => calendarDate(clock.now(), site.timeZone),
    announcements: createAnnouncements({ db, clock, timeZone: site.timeZone }),
    readings: createReadings({ db, clock, timeZone: site.timeZone }),
    verse: createVerse({ db }),
    churchStaff: createChurchStaff({ db }),
    childcareStaff: createChildcareStaff({ db }),
    occ: createOcc({ db }),
    trips: createTrips({ db }),
    pastServices: createPastServices({ db }),
    galleries: createGalleries({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
