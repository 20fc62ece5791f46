import path from "node:path";
import type { Logger } from "pino";
import { randomUUID } from "node:crypto";
import type { AreaKey } from "../shared/areas.ts";
import { createAudit } from "./admin/audit.ts";
import { createChange } from "./admin/change.ts";
import { createDashboard } from "./admin/dashboard.ts";
import type { Backups } from "./backups/backups.ts";
import { createStaffBar } from "./admin/staff-bar.ts";
import type { EditingDeps } from "./admin/editing.ts";
import { createAccounts } from "./auth/account.ts";
import { createInvites } from "./auth/invites.ts";
import { createResets } from "./auth/resets.ts";
import { createSecondFactor } from "./auth/second-factor.ts";
import { createSessions } from "./auth/sessions.ts";
import { createSignIn } from "./auth/sign-in.ts";
import { createSignInLinks } from "./auth/sign-in-links.ts";
import { type CaptchaProvider, createCaptcha } from "./captcha/captcha.ts";
import { createMailer } from "./mail/mailer.ts";
import { createSubmissions } from "./messages/submissions.ts";
import { createInbox } from "./messages/inbox.ts";
import { createFeatureRequests } from "./feature-requests/feature-requests.ts";
import { createRateLimiter } from "./rate-limit/rate-limit.ts";
import { createAnnouncements } from "./announcements/announcements.ts";
import { createChildcareStaff } from "./childcare/childcare.ts";
import { type Clock, systemClock } from "./clock/clock.ts";
import { calendarDate } from "../shared/dates.ts";
import type { Database } from "./db/client.ts";
import { createContent } from "./content/content.ts";
import { createContentEditing } from "./content/editing.ts";
import { createGalleries } from "./galleries/galleries.ts";
import { createOcc } from "./occ/occ.ts";
import { createReadings } from "./readings/readings.ts";
import { createPastServices } from "./past-services/past-services.ts";
import { createSermonSeries } from "./past-services/series.ts";
import { createChurchStaff } from "./staff/staff.ts";
import { createUploads } from "./storage/uploads.ts";
import { type StartSweep } from "./storage/staging.ts";
import { type FileStore, diskStore } from "./storage/store.ts";
import { createTrips } from "./trips/trips.ts";
import { createUsersAdmin } from "./users/users.ts";
import { createVerse } from "./verse/verse.ts";
import { createEvents } from "./events/events.ts";
import { createSearchIndexer } from "./search/indexer.ts";
import { createSearch } from "./search/search.ts";
import { messagesPersonalData } from "./messages/personal-data.ts";
import { createNewsletter } from "./newsletter/newsletter.ts";
import { createEnquiries } from "./enquiries/enquiries.ts";
import type { Schedule } from "../shared/content/schedule.ts";
import { createSeriesReader } from "./events/series.ts";
import { type RegistrationOptions, createRegistrations } from "./registrations/registrations.ts";
import { createPeople } from "./people/people.ts";
import { createPrayer } from "./prayer/prayer.ts";
import { addressLine } from "../shared/content/settings.ts";

/**
 * NOTIFY channel raised after every change (server/admin/change.ts): its payload is "{instance} {area}",
 * so the other instances drop what that area is shown on and the one that made it, which already has,
 * does nothing.
 */
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
  /** An S3 bucket instead of the uploads folder (server/storage/s3-store.ts). */
  store?: FileStore;
  /** The site's backups (server/backups): the dashboard shows them to siteadmins, and the CLI's backup runs through them. */
  backups?: Backups;
  /** NEWSLETTER_RATE: newsletter messages a minute (server/newsletter/sender.ts). */
  newsletterRate?: number;
  /** Sign-ups (issue 34): the reminder's hours before a date, and the months personal data stays after it. */
  registrations?: RegistrationOptions;
  /** How many months a closed prayer request is kept (6 by default; tests shorten it). */
  prayerKeepMonths?: number;
};

/** Every domain service, built once per process over one database handle and one clock. */
export function createServices({
  database,
  clock = systemClock,
  site,
  sessionSecret,
  mail,
  captcha = { provider: "altcha" },
  logger,
  uploadsDir,
  store,
  backups,
  newsletterRate,
  registrations: registrationOptions = { reminderHours: 24, keepMonths: 12 },
  prayerKeepMonths = 6,
}: ServiceOptions) {
  const { db } = database;
  const mailer = createMailer({ db, clock, logger, smtpUrl: mail.smtpUrl, from: mail.from, outboxDir: mail.outboxDir });
  const limiter = createRateLimiter({ db, clock });
  const audit = createAudit({ db, clock });
  /** Who hears of a change on this instance at once (its page caches, the content snapshot). */
  const changeListeners = new Set<(area: AreaKey) => void>();
  const instance = randomUUID();
  async function refresh(area: AreaKey) {
    for (const listener of changeListeners) listener(area);
    await database.notify(CONTENT_CHANGED, `${instance} ${area}`);
  }
  const searchIndexer = createSearchIndexer({ db, timeZone: site.timeZone });
  const change = createChange({ db, audit, refresh, reindex: searchIndexer.reindex });
  const sessions = createSessions({ db, clock });
  const accounts = createAccounts({ db, clock, sessions });
  const uploads = createUploads({ db, clock, store: store ?? diskStore(uploadsDir ?? path.join(path.dirname(mail.outboxDir), "uploads")), logger });
  /** What every domain service that staff edit is given: writes are audited and clear the page caches. */
  const editing: EditingDeps = { db, clock, audit, change, uploads };
  const content = createContent({ ...editing, timeZone: site.timeZone });
  // Every page's words are one snapshot (server/content): any change may be one it shows.
  changeListeners.add(() => content.invalidate());
  /** E-mails name the church as Site settings say now. */
  const siteSettings = async () => (await content.snapshot()).settings;
  const siteName = async () => (await siteSettings()).churchName;
  const twoFactor = createSecondFactor({ db, clock, mailer, limiter, sessionSecret, siteName });
  const links = { db, clock, mailer, limiter, publicUrl: site.publicUrl, siteName };
  const invites = createInvites({ ...links, accounts });
  const resets = createResets({ ...links, sessions, logger });
  const signInLinks = createSignInLinks({ ...links, logger });
  const announcements = createAnnouncements({ ...editing, timeZone: site.timeZone });
  const trips = createTrips(editing);
  const snapshot = () => content.snapshot();
  const today = () => calendarDate(clock.now(), site.timeZone);
  const editedSchedule = async () => {
    const schedule = await content.get("schedule");
    return (schedule?.draft ?? schedule?.published ?? { entries: [] }) as Schedule;
  };
  const pastServices = createPastServices(editing);
  const sermonSeries = createSermonSeries(editing);
  // People who act (design): one private-link mechanism, one consent record, one retention sweeper and
  // one way to find and erase a person's data, which every area that keeps personal data joins.
  const people = createPeople({ db, clock, logger, change });
  const siteCaptcha = createCaptcha({ db, clock, sessionSecret, ...captcha });
  const registrations = createRegistrations({
    db,
    clock,
    change,
    mailer,
    links: people.links,
    reader: createSeriesReader({ db, clock, timeZone: site.timeZone, publicUrl: site.publicUrl, snapshot }),
    snapshot,
    publicUrl: site.publicUrl,
    captcha: siteCaptcha,
    limiter,
    today,
    options: registrationOptions,
  });
  const events = createEvents({ ...editing, timeZone: site.timeZone, publicUrl: site.publicUrl, snapshot, editedSchedule, registrations: registrations.eventHooks });
  /** Staged uploads nobody saved, files of interrupted uploads, and rich-text pictures no stored text names. */
  async function sweepUploads(options: { atStart?: StartSweep } = {}) {
    const staged = await uploads.sweep(options);
    const pictures = await uploads.sweepContentImages([...(await announcements.storedHtml()), ...(await trips.storedHtml()), ...(await events.storedHtml()), ...(await content.storedHtml())]);
    return { removed: staged.removed + pictures.removed };
  }
  for (const part of messagesPersonalData(db)) people.erasure.join(part);
  people.erasure.join(registrations.personalData.erasure);
  people.retention.register(registrations.personalData.retention);
  // Issue 36: the prayer ministry joins the retention sweeper and the find-and-erase path here.
  const prayer = createPrayer(
    {
      ...editing,
      mailer,
      limiter,
      links: people.links,
      consents: people.consents,
      publicUrl: site.publicUrl,
      timeZone: site.timeZone,
      notifyEmail: mail.notifyEmail,
      church: async () => {
        const settings = await siteSettings();
        return { churchName: settings.churchName, postalAddress: addressLine(settings) };
      },
      keepMonths: prayerKeepMonths,
    },
    { retention: people.retention, erasure: people.erasure },
  );
  people.erasure.join(people.ownErasurePart);
  const verse = createVerse(editing);
  const newsletter = createNewsletter({
    database,
    clock,
    logger,
    change,
    mailer,
    limiter,
    people,
    sources: { announcements, events, pastServices, verse },
    snapshot: () => content.snapshot(),
    today,
    publicUrl: site.publicUrl,
    timeZone: site.timeZone,
    ratePerMinute: newsletterRate,
  });
  // The sign-up box offers the public lists from memory: a change of the lists drops that copy.
  changeListeners.add((area) => area === "newsletter-lists" && newsletter.lists.invalidate());
  // Childcare enquiries (issue 35): they keep children's data, so they join the erasure path, declare
  // how long they keep it, and mark an address whose mail server refuses our e-mail for good.
  const enquiries = createEnquiries({ db, clock, change, mailer, links: people.links, consents: people.consents, snapshot: () => content.snapshot(), publicUrl: site.publicUrl, timeZone: site.timeZone, logger });
  people.erasure.join(enquiries.privacy.erasure);
  people.retention.register({ area: "enquiries", keeps: "Childcare enquiries, the set months after they closed (24 unless changed), a week if never confirmed; counts stay", sweep: (now) => enquiries.privacy.sweep(now) });
  enquiries.privacy.watchRefusals();
  return {
    sessionSecret,
    people,
    newsletter,
    enquiries,
    prayer,
    mailer,
    limiter,
    captcha: siteCaptcha,
    submissions: createSubmissions({ db, mailer, notifyEmail: mail.notifyEmail, publicUrl: site.publicUrl }),
    // Sign-in and accounts (server/auth): one service per job.
    accounts,
    sessions,
    signIn: createSignIn({ db, clock, limiter, sessions, secondFactor: twoFactor, links: signInLinks }),
    signInLinks,
    twoFactor,
    invites,
    resets,
    users: createUsersAdmin({ ...editing, accounts, sessions, twoFactor, invites, resets, mailer, siteSettings }),
    site,
    change,
    /** This instance's name in change notices. */
    instance,
    /** Hears every change made on this instance, after its commit; returns the way to stop. */
    onChange(listener: (area: AreaKey) => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    audit,
    dashboard: createDashboard({ db, clock, timeZone: site.timeZone, backups }),
    backups,
    clock,
    /** Today's calendar date where the church is. */
    today,
    announcements,
    events,
    registrations,
    content,
    /** What the content editors show and what their saves, previews and publishes do. */
    contentEditing: createContentEditing({ content, uploads, events, clock, timeZone: site.timeZone, today: () => calendarDate(clock.now(), site.timeZone) }),
    readings: createReadings({ ...editing, timeZone: site.timeZone }),
    verse,
    churchStaff: createChurchStaff(editing),
    childcareStaff: createChildcareStaff(editing),
    occ: createOcc(editing),
    trips,
    pastServices,
    sermonSeries,
    /** The staff bar of the public pages: the editors of a page a role may open (issue 30). */
    staffBar: createStaffBar({ events, trips, pastServices, sermonSeries }),
    uploads,
    sweepUploads,
    galleries: createGalleries(editing),
    inbox: createInbox({ ...editing, mailer, timeZone: site.timeZone }),
    searchIndexer,
    search: createSearch({ db, now: () => clock.now(), today: () => calendarDate(clock.now(), site.timeZone) }),
    featureRequests: createFeatureRequests({ ...editing, timeZone: site.timeZone }),
  };
}

export type Services = ReturnType<typeof createServices>;
