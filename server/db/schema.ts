import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AgeUnit, EnquiryStatus, Weekday } from "../../shared/enquiries.ts";
import type { Role } from "../../shared/roles.ts";
import type { PrayerStatus, PrayerVisibility, TeamDelivery, WallReview } from "../../shared/prayer.ts";
import type { Passage } from "../../shared/scripture.ts";
import type { Answers as RegistrationAnswers, Question as RegistrationQuestion, RegistrationStatus } from "../../shared/registrations.ts";
import type { UploadKind } from "../../shared/upload-rules.ts";

/** A speaker of a service: a member of church staff (by id, with the name they had then) or a free name. */
export type Speaker = { name: string; staffId?: number };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const versesOfTheDay = pgTable("verses_of_the_day", {
  id: serial("id").primaryKey(),
  verseText: text("verse_text").notNull(),
  scriptureLocation: text("scripture_location").notNull(),
  isActive: boolean("is_active").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    announcement: text("announcement").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /** null: visible at once; otherwise hidden from the public until this moment */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    expires: boolean("expires").notNull().default(false),
    expirationDate: date("expiration_date", { mode: "string" }),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [index("announcements_submitted_at_idx").on(t.submittedAt)],
);

/**
 * The words staff lists' filter boxes search (issue 33), as site search reads them (the `steeple_search`
 * configuration: English stemming after `unaccent`). Each is its table's GIN expression index and the
 * list's query alike: the index serves only a query with the very same expression. Messages are never
 * in the public `search_documents`; readings are not site search's to find. No pending list
 * (`fastupdate` off), as for search_documents: the embedded database has no autovacuum to empty one.
 */
const words = (...columns: (AnyPgColumn | SQL)[]) => sql`to_tsvector('steeple_search'::regconfig, ${sql.join(columns, sql` || ' ' || `)})`;
export const readingWords = (t: { scripture: AnyPgColumn }) => words(t.scripture);
export const contactMessageWords = (t: { name: AnyPgColumn; email: AnyPgColumn; message: AnyPgColumn }) => words(t.name, t.email, t.message);
/**
 * Every character JavaScript's `\s` matches, for the database to split a name exactly where `firstName`
 * does (PostgreSQL's own `\s` depends on the locale and may miss a no-break space, which would let a
 * surname the team is never shown be found).
 */
const NOT_JS_SPACE = "[^\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]";
/**
 * A prayer request's words for the prayer list's filter box: with the full name for pastoral readers, with
 * the first name alone (all the team is shown, shared/prayer.ts `firstName`) for everyone else, so a search
 * never matches a name the viewer may not see. Which rows may match at all is the list's `readable(viewer)`.
 */
export const prayerRequestWords = (t: { name: AnyPgColumn; message: AnyPgColumn }) => words(t.name, t.message);
export const prayerTeamWords = (t: { name: AnyPgColumn; message: AnyPgColumn }) => words(sql`coalesce(substring(${t.name} from '${sql.raw(NOT_JS_SPACE)}+'), '')`, t.message);
export const directoryEntryWords = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; address: AnyPgColumn; city: AnyPgColumn; zip: AnyPgColumn }) =>
  words(t.firstName, t.lastName, t.email, t.address, t.city, t.zip);

export const dailyReadings = pgTable(
  "daily_readings",
  {
    id: serial("id").primaryKey(),
    readingDate: date("reading_date", { mode: "string" }).notNull(),
    scripture: text("scripture").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [uniqueIndex("daily_readings_reading_date_idx").on(t.readingDate), index("daily_readings_words_idx").using("gin", readingWords(t)).with({ fastupdate: false })],
);

// Ordered lists (issue 16): no two rows of one list share a position; server/admin/reorder.ts renumbers
// a list 1..n in one transaction, in two steps so the unique index holds after every statement.
export const churchStaff = pgTable(
  "church_staff",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    roleTitle: text("role_title").notNull(),
    email: text("email"),
    phone: text("phone"),
    image: text("image"),
    displayOrder: integer("display_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * Issue 36: a pastor of the prayer ministry, who reads pastor-only requests; only with `userId` (their
     * staff account). Set by site administrators only (server/prayer/pastors.ts).
     */
    pastor: boolean("pastor").notNull().default(false),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("church_staff_display_order_idx").on(t.displayOrder), uniqueIndex("church_staff_user_idx").on(t.userId)],
);

export const childcareStaff = pgTable(
  "childcare_staff",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    team: text("team").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [uniqueIndex("childcare_staff_team_order_idx").on(t.team, t.displayOrder)],
);

export const occHighlights = pgTable("occ_highlights", {
  id: serial("id").primaryKey(),
  occYear: integer("occ_year").notNull(),
  boxesFilled: integer("boxes_filled").notNull(),
  description: text("description").notNull(),
  imageFileName: text("image_file_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean("is_demo").notNull().default(false),
});

export const missionTrips = pgTable("mission_trips", {
  id: serial("id").primaryKey(),
  location: text("location").notNull(),
  tripDate: date("trip_date", { mode: "string" }).notNull(),
  description: text("description").notNull().default(""),
  story: text("story").notNull().default(""),
  image: text("image"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean("is_demo").notNull().default(false),
});

export const missionTripImages = pgTable(
  "mission_trip_images",
  {
    id: serial("id").primaryKey(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => missionTrips.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mission_trip_images_trip_position_idx").on(t.tripId, t.position)],
);

/** Sermon series (issue 13): a list staff keep, each with its own page, artwork and podcast feed. */
export const sermonSeries = pgTable("sermon_series", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  artworkFileName: text("artwork_file_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pastServices = pgTable(
  "past_services",
  {
    id: serial("id").primaryKey(),
    serviceDate: date("service_date", { mode: "string" }).notNull(),
    serviceType: text("service_type").notNull(),
    description: text("description").notNull().default(""),
    videoLink: text("video_link"),
    videoFileName: text("video_file_name"),
    bulletinFileName: text("bulletin_file_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
    // Issue 13: the sermon and its podcast episode.
    sermonTitle: text("sermon_title").notNull().default(""),
    seriesId: integer("series_id").references(() => sermonSeries.id, { onDelete: "set null" }),
    speakers: jsonb("speakers").$type<Speaker[]>().notNull().default([]),
    passages: jsonb("passages").$type<Passage[]>().notNull().default([]),
    audioFileName: text("audio_file_name"),
    audioSize: bigint("audio_size", { mode: "number" }),
    audioDurationSeconds: integer("audio_duration_seconds"),
    audioBitrate: integer("audio_bitrate"),
    audioMimeType: text("audio_mime_type"),
    transcriptFileName: text("transcript_file_name"),
    /** The words of the transcript file, without its cue timings, for site search (issue 33). */
    transcriptText: text("transcript_text").notNull().default(""),
    /** The podcast episode's guid: made once with the row and never changed by an edit. */
    episodeGuid: text("episode_guid").notNull().default(sql`gen_random_uuid()::text`).unique(),
  },
  (t) => [index("past_services_service_date_idx").on(t.serviceDate), index("past_services_series_idx").on(t.seriesId)],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    gallery: text("gallery").notNull(),
    fileName: text("file_name").notNull(),
    position: integer("position").notNull().default(0),
    /** Staff's optional words for the picture: shown under it on the public gallery and used as its alt text. */
    caption: text("caption").notNull().default(""),
    createdAt: createdAt(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    uniqueIndex("gallery_images_gallery_position_idx").on(t.gallery, t.position),
    uniqueIndex("gallery_images_file_idx").on(t.gallery, t.fileName),
  ],
);

// --- Accounts (issue: staff accounts) -----------------------------------------------------------


export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lowercased; null when the user signs in with the e-mail only. */
    username: text("username"),
    /** Lowercased; null when the user signs in with the username only. */
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<Role>().notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** null: no second step; "totp": authenticator app; "email": e-mailed codes. */
    twoFactorMethod: text("two_factor_method").$type<"totp" | "email" | null>(),
    /** The TOTP secret, encrypted with a key derived from SESSION_SECRET. */
    totpSecret: text("totp_secret"),
    /** A TOTP secret being enrolled, not yet confirmed by a code. */
    pendingTotpSecret: text("pending_totp_secret"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_username_idx").on(t.username), uniqueIndex("users_email_idx").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random session id kept in the cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** The second sign-in step: open after a correct password, bound to the browser by a cookie. */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the random token in the pending-sign-in cookie. */
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").$type<"totp" | "email">().notNull(),
    /** For e-mailed codes: SHA-256 of the code sent. */
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("login_challenges_token_idx").on(t.tokenHash)],
);

export const backupCodes = pgTable(
  "backup_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * argon2id of the SHA-256 of the code (server/auth/backup-codes.ts). Rows made before issue 29
     * hold the bare SHA-256 until the start-up pass wraps it (`lookup` is null until then).
     */
    codeHash: text("code_hash").notNull(),
    /** The first two hex digits of the code's SHA-256: which one argon2id hash an attempt checks. */
    lookup: text("lookup"),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("backup_codes_user_idx").on(t.userId)],
);

export const invites = pgTable(
  "invites",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invites_token_idx").on(t.tokenHash)],
);

/** Password reset links: e-mailed ("email") or generated by an admin ("manual"). */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"email" | "manual">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_tokens_token_idx").on(t.tokenHash)],
);

/** Fixed-window counters for throttling, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});

// --- Mail ---------------------------------------------------------------------------------------

/** Every outgoing e-mail is stored first and sent after; failures are retried with backoff. */
/**
 * Why a message is sent: "notice", a staff notice of a visitor's submission; "account", sign-in codes,
 * password links, invitations; "operator", warnings to site administrators (a backup failed);
 * "person", mail to someone outside the staff about what they asked for (a registration, an enquiry,
 * a prayer request: issue 34-36); "newsletter", the weekly e-mail's confirmations and test copies
 * (issue 37; the issues themselves go out through newsletter_deliveries, not this queue).
 */
export type MailPurpose = "notice" | "account" | "operator" | "person" | "newsletter";
export type MailAttachment = { filename: string; contentType: string; content: string };

export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the mailer gave up; staff can send a failed staff notice again from the messages area. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** "notice": a staff notice of a visitor's submission; "account": sign-in codes, password links, invitations; "operator": warnings to site administrators (a backup failed). */
    purpose: text("purpose").$type<MailPurpose>().notNull().default("account"),
    lastError: text("last_error"),
    /** The HTML part, when the message has one (the plain text is always there). */
    html: text("html"),
    /** Files sent with it (an event's .ics): name, type and text content. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** Extra headers (List-Unsubscribe); never To, From or Subject. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("outgoing_mail_pending_idx").on(t.sentAt, t.nextAttemptAt)],
);

// --- Public forms (issue: public forms) ---------------------------------------------------------

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt, t.id), index("contact_messages_words_idx").using("gin", contactMessageWords(t)).with({ fastupdate: false })],
);

/**
 * A prayer request (spec section 7's form, and issue 36's prayer ministry). A row written before issue 36
 * has the defaults: for the pastors only, open for 30 days from the upgrade.
 */
export const prayerRequests = pgTable(
  "prayer_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    message: text("message").notNull(),
    /** When a pastor (or site administrator) first opened it. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    visibility: text("visibility").$type<PrayerVisibility>().notNull().default("pastors"),
    /** The person asked a pastor to contact them. */
    contactMe: boolean("contact_me").notNull().default(false),
    /** The contact, normalised, when it is an e-mail address: the person hears back there. */
    email: text("email"),
    /** The public version: a first name (empty: "Anonymous") and a short text, shown once staff approve it. */
    wallName: text("wall_name"),
    wallText: text("wall_text"),
    wallReview: text("wall_review").$type<WallReview>(),
    /** Why the public version was held for staff ("It holds a phone number."). */
    wallNote: text("wall_note"),
    wallApprovedAt: timestamp("wall_approved_at", { withTimezone: true }),
    wallApprovedBy: integer("wall_approved_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<PrayerStatus>().notNull().default("open"),
    /** Open until then (30 days from when it was made or last renewed). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
    /** When it was answered, closed or taken down: it is removed a set time after this. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** A word of praise for the wall's answered prayers, reviewed like the public version. */
    praiseNote: text("praise_note"),
    praiseReview: text("praise_review").$type<WallReview>(),
    /** "I prayed" from team members (each counted once) and "I prayed for this" from visitors of the wall. */
    teamPrayers: integer("team_prayers").notNull().default(0),
    wallPrayers: integer("wall_prayers").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prayer_requests_open_idx").on(t.status, t.expiresAt),
    index("prayer_requests_closed_idx").on(t.closedAt),
    index("prayer_requests_email_idx").on(t.email),
    index("prayer_requests_created_at_idx").on(t.createdAt, t.id),
    index("prayer_requests_words_idx").using("gin", prayerRequestWords(t)).with({ fastupdate: false }),
    index("prayer_requests_team_words_idx").using("gin", prayerTeamWords(t)).with({ fastupdate: false }),
  ],
);

/** Issue 36: the prayer team, kept by church staff; nobody is sent anything before they confirm by the link e-mailed to them. */
export const prayerTeamMembers = pgTable(
  "prayer_team_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Normalised (trimmed, lower case). */
    email: text("email").notNull(),
    delivery: text("delivery").$type<TeamDelivery>().notNull().default("each"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** The mail server refused the address for good: the member must confirm again. */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    /** The last daily digest claimed for them (one instance sends it). */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("prayer_team_members_email_idx").on(t.email)],
);

/** Which member was sent which request (each as it came, or in a digest), and whether they prayed: counted once. */
export const prayerDeliveries = pgTable(
  "prayer_deliveries",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => prayerTeamMembers.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    prayedAt: timestamp("prayed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.memberId] }), index("prayer_deliveries_member_idx").on(t.memberId)],
);

/** A word of encouragement a team member sent, relayed by the site to the person (neither sees the other's address). */
export const prayerEncouragements = pgTable(
  "prayer_encouragements",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => prayerTeamMembers.id, { onDelete: "set null" }),
    /** The member's first name as the person reads it. */
    fromName: text("from_name").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("prayer_encouragements_request_idx").on(t.requestId)],
);

/** The prayer ministry's e-mails, so staff see the ones the mail worker gave up on and can send them again. */
export const prayerMail = pgTable(
  "prayer_mail",
  {
    mailId: integer("mail_id")
      .primaryKey()
      .references(() => outgoingMail.id, { onDelete: "cascade" }),
    requestId: integer("request_id").references(() => prayerRequests.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => prayerTeamMembers.id, { onDelete: "cascade" }),
    /** Who it was to: the person who asked, a pastor, a team member, or the staff's notice address. */
    recipient: text("recipient").$type<"person" | "pastor" | "team" | "staff">().notNull(),
  },
  (t) => [index("prayer_mail_request_idx").on(t.requestId)],
);

/** What stays of removed requests (retention and erasure): counts per month the requests were made. */
export const prayerCounts = pgTable("prayer_counts", {
  /** "2026-11". */
  month: text("month").primaryKey(),
  requests: integer("requests").notNull().default(0),
  answered: integer("answered").notNull().default(0),
  prayers: integer("prayers").notNull().default(0),
});

export const directoryEntries = pgTable(
  "directory_entries",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    birthday: date("birthday", { mode: "string" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("directory_entries_created_at_idx").on(t.createdAt, t.id), index("directory_entries_words_idx").using("gin", directoryEntryWords(t)).with({ fastupdate: false })],
);

/** ALTCHA solutions already accepted: each is good once. */
export const usedCaptchas = pgTable("used_captchas", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// --- Admin (issue: admin area) -----------------------------------------------------------------

export const featureRequests = pgTable("feature_requests", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  status: text("status").$type<"open" | "planned" | "in-progress" | "done" | "declined">().notNull().default("open"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Issue 33: the calendar reads the lines of its schedule rows' changed dates on every page that shows them.
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

// --- Uploads (issue 5: the upload pipeline) -----------------------------------------------------

/**
 * A file received and checked but not yet placed: it waits in uploads/.staging until a form that
 * names its token is saved by the same user, and is swept after `expiresAt`.
 */
export const stagedUploads = pgTable(
  "staged_uploads",
  {
    /** SHA-256 of the random token handed to the browser. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<UploadKind>().notNull(),
    /** The file's name inside uploads/.staging (random, never the user's). */
    stagingName: text("staging_name").notNull(),
    /** The extension the placed file gets, from the content (".webp" for every image). */
    extension: text("extension").notNull(),
    /** The name the user's file had, for display only. */
    originalName: text("original_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staged_uploads_expires_idx").on(t.expiresAt), uniqueIndex("staged_uploads_staging_name_idx").on(t.stagingName)],
);

// --- Content staff own (issue 11: settings, schedule, fees, documents, page words) --------------

/**
 * One editable thing per row (the site settings, the schedule, the childcare fees, one public page's
 * words ...), keyed by name: its published value, at most one draft, and when the draft is to be
 * published. `version` moves on every save and publish, for stale-edit protection.
 */
export const contentDocuments = pgTable("content_documents", {
  key: text("key").primaryKey(),
  published: jsonb("published").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  draft: jsonb("draft"),
  draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
  draftBy: integer("draft_by").references(() => users.id, { onDelete: "set null" }),
  /** The draft goes live at this moment (the scheduled-publishing job); null: not scheduled. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  /**
   * A scheduled publish that was refused when it fired (issue 29): the moment the draft was to go live,
   * and why (its author could no longer edit the document). The draft stays; the dashboards of those who
   * may edit it say so until the draft is published, scheduled again or discarded.
   */
  refusedPublishAt: timestamp("refused_publish_at", { withTimezone: true }),
  refusedBecause: text("refused_because"),
  version: timestamp("version", { withTimezone: true }).notNull().defaultNow(),
});

/** Every value a document has been published with, newest last; restoring one publishes it again. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    /** One line: what changed ("Sunday Worship: 10:00 → 10:30"). */
    summary: text("summary").notNull(),
    /** "seed" (the value a new site starts with), "publish", "scheduled" or "restore". */
    action: text("action").$type<"seed" | "publish" | "scheduled" | "restore">().notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_key_idx").on(t.key, t.id)],
);

/**
 * Where each account has signed in successfully before (the address's SHA-256, never the address):
 * while someone guesses an account's password, its owner still gets in from a place they used before.
 */
/**
 * Issue 29: a one-time link e-mailed to an account whose sign-in is paused by strangers' guesses. With
 * the right password it signs in past the lock once, within 15 minutes (server/auth/sign-in-links.ts).
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the random token in the link. */
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Wrong passwords given with the link; five end it. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sign_in_links_token_idx").on(t.tokenHash), index("sign_in_links_user_idx").on(t.userId)],
);

export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sign_in_addresses_user_address_idx").on(t.userId, t.addressHash)],
);

// --- Events calendar (issue 12) -------------------------------------------------------------------

/**
 * The calendar's categories (worship, children, ... childcare): each belongs to one calendar, and a
 * role may use a category only if it may use its calendar (shared/areas.ts `canUseCalendar`).
 * Each category has its own feed at /events/{slug}.ics.
 */
export const eventCategories = pgTable(
  "event_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    calendar: text("calendar").$type<"church" | "childcare">().notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_categories_position_idx").on(t.position)],
);

/**
 * An event, or a series of them: a first start and end on the wall clock of `timeZone`, and an RRULE
 * (without DTSTART) that repeats it. Times are wall-clock text ("2026-12-15T13:30"), not moments, so a
 * series keeps its 1:30 PM across daylight-saving changes; an all-day event's times are "T00:00" and its
 * end is its last day. Changes to single dates live in `eventExceptions`.
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    /** Its address, /events/{slug}; fixed when the event is created. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Rich text, sanitised on save and on render. */
    description: text("description").notNull().default(""),
    /** Empty: at the church (the address in Site settings). */
    location: text("location").notNull().default(""),
    allDay: boolean("all_day").notNull().default(false),
    startLocal: text("start_local").notNull(),
    endLocal: text("end_local").notNull(),
    timeZone: text("time_zone").notNull(),
    /** e.g. "FREQ=MONTHLY;BYDAY=+3TU;UNTIL=20270630T235959"; null for a single date. */
    rrule: text("rrule"),
    image: text("image"),
    imageAlt: text("image_alt").notNull().default(""),
    link: text("link").notNull().default(""),
    linkLabel: text("link_label").notNull().default(""),
    /** A public page (a ministry page) that lists the event's upcoming dates. */
    page: text("page"),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    /** iCalendar SEQUENCE: raised by every change, so subscribed calendars take the new version. */
    sequence: integer("sequence").notNull().default(0),
    /** The series this one continues ("this and following" split it off). */
    splitFrom: integer("split_from"),
    /**
     * The first and last day the series gives a date on, moved dates included (null: it never ends), so
     * that a window of the calendar reads only the series that can have dates in it (issue 33). Kept by
     * every write of the event or of its dates (server/events/series.ts `settleDates`).
     */
    firstDate: date("first_date", { mode: "string" }).notNull(),
    lastDate: date("last_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [index("events_status_idx").on(t.status), index("events_status_dates_idx").on(t.status, t.lastDate, t.firstDate)],
);

export const eventCategoryLinks = pgTable(
  "event_category_links",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("event_category_links_idx").on(t.eventId, t.categoryId)],
);

/**
 * One date of a series changed: cancelled (still shown, marked cancelled), moved or retimed (a new
 * start and end), or removed (not shown at all; EXDATE in the feeds). Keyed by the date the series
 * gave the occurrence, so a change of the series' time keeps it. The series is an event, or a row of
 * the weekly schedule (by its id in the schedule document): exactly one of the two.
 */
export const eventExceptions = pgTable(
  "event_exceptions",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    scheduleEntry: text("schedule_entry"),
    originalDate: date("original_date", { mode: "string" }).notNull(),
    kind: text("kind").$type<"cancelled" | "moved" | "removed">().notNull(),
    startLocal: text("start_local"),
    endLocal: text("end_local"),
    note: text("note").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_exceptions_event_date_idx").on(t.eventId, t.originalDate),
    uniqueIndex("event_exceptions_schedule_date_idx").on(t.scheduleEntry, t.originalDate),
    check("event_exceptions_one_series", sql`num_nonnulls(${t.eventId}, ${t.scheduleEntry}) = 1`),
  ],
);

// --- Operations (issue 32: backups, upgrades, warnings) -----------------------------------------

/**
 * One row per backup into the backup set (nightly, on demand, before an upgrade): the site's record of
 * what was written where and whether it was read back whole. The set itself (DATA_DIR/backups or the
 * bucket's backups/ prefix) is the truth for a restore; these rows feed the dashboard, the warnings and
 * the metrics. A nightly backup claims its night, so two instances never write the same night twice.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    /** The archive's name in the set (20261127T080000Z-nightly). */
    name: text("name").notNull(),
    reason: text("reason").$type<"nightly" | "manual" | "upgrade">().notNull(),
    /** The site's calendar date a nightly backup is for; null for the others. */
    night: date("night"),
    status: text("status").$type<"running" | "good" | "failed">().notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** What a restore brings back: the archive and every file it names. */
    bytes: bigint("bytes", { mode: "number" }),
    rows: integer("rows"),
    files: integer("files"),
    /** Files copied this time (the others were in the set already). */
    newFiles: integer("new_files"),
    error: text("error"),
  },
  (t) => [uniqueIndex("backup_runs_night_idx").on(t.night), index("backup_runs_started_idx").on(t.startedAt)],
);

/** A warning e-mailed to the site administrators, by what it was about, so that each is sent once. */
export const operatorAlerts = pgTable("operator_alerts", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

// --- People who act (design "People who act"; issues 34-37) -------------------------------------

/**
 * A private link sent to someone outside the staff (to manage a registration, see an enquiry's place
 * in the queue, confirm a subscription): only the SHA-256 of its random token is kept, bound to one
 * purpose and one record (`subject`, such as "registration:12"), until it expires.
 */
export const privateLinks = pgTable(
  "private_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    subject: text("subject").notNull(),
    /** The person's e-mail address, normalised (trimmed, lower case). */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when a single-use link is used (a confirmation); links that manage a record stay usable until they expire. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("private_links_token_idx").on(t.tokenHash), index("private_links_subject_idx").on(t.purpose, t.subject), index("private_links_email_idx").on(t.email)],
);

/** What a person agreed to, when, on which form and in which words; withdrawn when they take it back. */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    /** Normalised e-mail address. */
    email: text("email").notNull(),
    /** What it is for: "newsletter:weekly-news", "childcare:other-mailings", ... */
    purpose: text("purpose").notNull(),
    /** The form it was given on ("/newsletter", "/childcare-preschool/enquire"). */
    form: text("form").notNull(),
    /** The words the person saw beside the box they ticked. */
    wording: text("wording").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("consents_email_idx").on(t.email, t.purpose)],
);


// --- The weekly e-mail (issue 37) ---------------------------------------------------------------

/**
 * A list people may subscribe to ("Weekly news", "Childcare families"). `key` never changes: a
 * subscription is the standing consent "newsletter:{key}" (server/people/consents.ts). Only public
 * lists are offered on the site's sign-up boxes; staff send to any.
 */
export const newsletterLists = pgTable("newsletter_lists", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  isPublic: boolean("is_public").notNull().default(true),
  position: integer("position").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Someone who confirmed a subscription (or was imported with their consent): the address and the name they gave. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Normalised e-mail address. */
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  /** "form" (confirmed by the link) or "import" (a CSV whose consent date was kept). */
  source: text("source").$type<"form" | "import">().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-up waiting for its confirmation link (double opt-in): nothing is sent to the address but that link. */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    listKeys: jsonb("list_keys").$type<string[]>().notNull(),
    /** The page the box was on, and the words beside it: they become the consent record when confirmed. */
    form: text("form").notNull(),
    wording: text("wording").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("newsletter_signups_email_idx").on(t.email)],
);

/**
 * Addresses nothing is sent to until they confirm a sign-up again: they unsubscribed, the mail server
 * refused them for good (5xx), or their data was erased. Kept as the SHA-256 of the normalised address,
 * so that an erased person is not stored in the clear and a later import still leaves them out.
 */
export const newsletterSuppressions = pgTable("newsletter_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason").$type<"unsubscribed" | "refused" | "erased">().notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** One section of an issue: a heading and its rich text (sanitised), in the order staff put them. */
export type IssueSection = { kind: "note" | "announcements" | "events" | "sermon" | "verse" | "text"; heading: string; html: string };
export type IssueStatus = "draft" | "scheduled" | "sending" | "sent";

export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    sections: jsonb("sections").$type<IssueSection[]>().notNull(),
    /** The lists it goes to (list keys). */
    listKeys: jsonb("list_keys").$type<string[]>().notNull(),
    status: text("status").$type<IssueStatus>().notNull().default("draft"),
    /** A scheduled issue starts sending at this moment (the publish job). */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** Who scheduled it or pressed Send now. */
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Its archive address, /newsletter/{slug}: the date it went out ("2026-12-06", a second one that day "2026-12-06-2"). */
    slug: text("slug").unique(),
    /** The e-mail as sent, made once when sending starts, so every recipient gets the same words, also after a restart. */
    mailHtml: text("mail_html"),
    mailText: text("mail_text"),
    /** A draft the weekly job prepared for this date; one per date. */
    preparedFor: date("prepared_for", { mode: "string" }).unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_issues_status_idx").on(t.status, t.sendAt)],
);

/**
 * One recipient of one issue, and how far their copy got: "queued"; "sending" once claimed, before the
 * SMTP call; then "sent" or "failed". A row still "sending" when a sender takes over was cut off mid-call
 * (the process died): it becomes "interrupted" and is never sent again (at most once). "skipped": the
 * address unsubscribed or was suppressed after the issue started.
 */
export type DeliveryState = "queued" | "sending" | "sent" | "failed" | "interrupted" | "skipped";

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    /** Normalised address; null once the person's data was erased (the counts stay). */
    email: text("email"),
    state: text("state").$type<DeliveryState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_deliveries_recipient_idx").on(t.issueId, t.email), index("newsletter_deliveries_state_idx").on(t.state, t.nextAttemptAt), index("newsletter_deliveries_email_idx").on(t.email)],
);

/** The newsletter's settings: one row (id 1). */
export const newsletterSettings = pgTable("newsletter_settings", {
  id: integer("id").primaryKey(),
  /** The weekday (0 Sunday ... 6 Saturday) a draft is prepared for staff to check; null: never. */
  draftWeekday: integer("draft_weekday"),
  /** The lists a new issue goes to unless staff change it. */
  defaultListKeys: jsonb("default_list_keys").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
// --- Childcare enquiries (issue 35) -----------------------------------------------------------------

/** A room of the childcare: its age band (from the youngest age up to, not including, the oldest) and its places on each weekday. */
export const childcareRooms = pgTable(
  "childcare_rooms",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    minAgeValue: integer("min_age_value").notNull(),
    minAgeUnit: text("min_age_unit").$type<AgeUnit>().notNull(),
    maxAgeValue: integer("max_age_value").notNull(),
    maxAgeUnit: text("max_age_unit").$type<AgeUnit>().notNull(),
    places: jsonb("places").$type<Record<Weekday, number>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("childcare_rooms_name_idx").on(sql`lower(${t.name})`)],
);

/** A tour of the childcare families book from their status page. */
export const childcareTourSlots = pgTable(
  "childcare_tour_slots",
  {
    id: serial("id").primaryKey(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull().default(45),
    families: integer("families").notNull().default(2),
    createdAt: createdAt(),
  },
  (t) => [index("childcare_tour_slots_starts_idx").on(t.startsAt)],
);

/**
 * A family asking for a place. Keyed by the parent's normalised e-mail (design, "People who act"). The
 * room of a waiting family is not stored: it follows from the child's age at the start (shared/enquiries.ts);
 * an offer fixes it in `placed_room_id` with the days offered.
 */
export const childcareEnquiries = pgTable(
  "childcare_enquiries",
  {
    id: serial("id").primaryKey(),
    /** What the family and the director quote: "CC-7K3M9P". */
    reference: text("reference").notNull(),
    status: text("status").$type<EnquiryStatus>().notNull(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    childName: text("child_name").notNull(),
    /** The date of birth, or the expected due date when `expected`. */
    birthDate: date("birth_date").notNull(),
    expected: boolean("expected").notNull().default(false),
    /** The first day of the month care should start. */
    startMonth: date("start_month").notNull(),
    days: jsonb("days").$type<Weekday[]>().notNull(),
    sibling: boolean("sibling").notNull().default(false),
    churchMember: boolean("church_member").notNull().default(false),
    staffChild: boolean("staff_child").notNull().default(false),
    heardFrom: text("heard_from").notNull().default(""),
    note: text("note").notNull().default(""),
    /** Ticked the separate box for other mailings: recorded as a consent once the enquiry is confirmed. */
    otherMailings: boolean("other_mailings").notNull().default(false),
    /** The moment that orders the waiting list; kept when the child moves room. */
    enquiredAt: timestamp("enquired_at", { withTimezone: true }).notNull(),
    tourSlotId: integer("tour_slot_id").references(() => childcareTourSlots.id, { onDelete: "set null" }),
    /** Set when the day-before reminder of the booked tour was claimed (once, on one instance). */
    tourRemindedAt: timestamp("tour_reminded_at", { withTimezone: true }),
    placedRoomId: integer("placed_room_id").references(() => childcareRooms.id, { onDelete: "restrict" }),
    placedDays: jsonb("placed_days").$type<Weekday[]>(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    /** An offer not answered by then lapses (the offers job). */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Why it closed, in words for the director: "Withdrawn by the family", "The offer lapsed". */
    closedBecause: text("closed_because"),
    /** The family's mail server refused our e-mail for good (SMTP 5xx): the director should phone. */
    mailRefusedAt: timestamp("mail_refused_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("childcare_enquiries_reference_idx").on(t.reference),
    // One open enquiry per parent, child and birth date: the same again finds it (issue 35).
    uniqueIndex("childcare_enquiries_same_child_idx")
      .on(t.email, sql`lower(${t.childName})`, t.birthDate)
      .where(sql`${t.status} not in ('declined', 'withdrawn')`),
    index("childcare_enquiries_status_idx").on(t.status),
    index("childcare_enquiries_email_idx").on(t.email),
    index("childcare_enquiries_offer_idx").on(t.offerExpiresAt),
  ],
);

/** The director's notes on a family. */
export const childcareEnquiryNotes = pgTable(
  "childcare_enquiry_notes",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => childcareEnquiries.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("childcare_enquiry_notes_enquiry_idx").on(t.enquiryId)],
);

/** The director's numbers (one row): days to answer an offer, months closed enquiries are kept, families per tour. */
export const childcareEnquirySettings = pgTable(
  "childcare_enquiry_settings",
  {
    id: integer("id").primaryKey().default(1),
    offerDays: integer("offer_days").notNull().default(2),
    keepMonths: integer("keep_months").notNull().default(24),
    tourFamilies: integer("tour_families").notNull().default(2),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("childcare_enquiry_settings_one_row", sql`${t.id} = 1`)],
);

/** What removed enquiries leave behind for reports: how many, by month of enquiry, room and outcome. */
export const childcareEnquiryCounts = pgTable(
  "childcare_enquiry_counts",
  {
    month: text("month").notNull(),
    room: text("room").notNull(),
    outcome: text("outcome").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.room, t.outcome] })],
);

// --- Sign-ups (issue 34) -------------------------------------------------------------------------

/**
 * An event's registration form (issue 34): whether registration is on, for every date of the event
 * or only one, the places of each date, when it opens and closes (wall-clock text in the event's time
 * zone, as the event's own times are), the largest party, the questions and the confirmation message.
 */
export const registrationForms = pgTable("registration_forms", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id")
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  /** null: every date of the event takes registrations; a date: only that one. */
  onlyDate: date("only_date", { mode: "string" }),
  /** Places on each date (people, adults and children alike); null: unlimited; 0: a waitlist only. */
  capacity: integer("capacity"),
  /** null: open now. */
  opensLocal: text("opens_local"),
  /** null: each date closes when it starts. */
  closesLocal: text("closes_local"),
  maxAdults: integer("max_adults").notNull().default(2),
  maxChildren: integer("max_children").notNull().default(6),
  questions: jsonb("questions").$type<RegistrationQuestion[]>().notNull().default([]),
  confirmationMessage: text("confirmation_message").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One date of an event that has registrations, by the date its rule gave it (as event_exceptions are).
 * Its row is locked (SELECT ... FOR UPDATE) by every change of its registrations, so places and
 * waitlist numbers are decided one change at a time on every instance; `next_number` gives each new
 * registration its place in the order of arrival.
 */
export const registrationDates = pgTable(
  "registration_dates",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    originalDate: date("original_date", { mode: "string" }).notNull(),
    nextNumber: integer("next_number").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("registration_dates_event_date_idx").on(t.eventId, t.originalDate)],
);

/**
 * One registration for one date: a party of adults and children under one name and e-mail address.
 * "unverified": sent without the captcha (a browser without JavaScript) and waiting for its e-mail
 * check, holding no place. Personal fields are emptied (`erased_at`) when the retention time has
 * passed or the person asked; status and party stay, so the counts do.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    dateId: integer("date_id")
      .notNull()
      .references(() => registrationDates.id, { onDelete: "cascade" }),
    /** Its place in the order of arrival on its date (the waitlist follows it). */
    number: integer("number").notNull(),
    status: text("status").$type<RegistrationStatus>().notNull(),
    name: text("name").notNull(),
    /** Normalised (trimmed, lower case); empty once erased. */
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    adults: integer("adults").notNull(),
    children: integer("children").notNull(),
    answers: jsonb("answers").$type<RegistrationAnswers>().notNull().default({}),
    /** "web": the public form; "staff": taken by phone and entered by staff. */
    source: text("source").$type<"web" | "staff">().notNull().default("web"),
    /** Who of the party arrived, ticked at check-in: "a1", "c2" ... */
    arrived: jsonb("arrived").$type<string[]>().notNull().default([]),
    /** iCalendar SEQUENCE of the registration's .ics: raised by every change a calendar must take. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    /** When it got its place (confirmed), as registered or promoted. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One registration a person per date: the same address again finds the one it has.
    uniqueIndex("registrations_date_email_idx").on(t.dateId, t.email).where(sql`${t.status} <> 'cancelled' and ${t.email} <> ''`),
    index("registrations_date_status_idx").on(t.dateId, t.status, t.number),
    index("registrations_email_idx").on(t.email),
  ],
);

/** The e-mails sent about a registration (outgoing_mail rows), so staff see one that could not be delivered. */
export const registrationMails = pgTable(
  "registration_mails",
  {
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    mailId: integer("mail_id")
      .notNull()
      .references(() => outgoingMail.id, { onDelete: "cascade" }),
    /** What it said: "confirmation", "promoted", "reminder", "date-cancelled" ... */
    kind: text("kind").notNull(),
  },
  (t) => [uniqueIndex("registration_mails_mail_idx").on(t.mailId), index("registration_mails_registration_idx").on(t.registrationId)],
);
// --- Site search (issue 33) ----------------------------------------------------------------------

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What site search finds: one row per thing a visitor can open (a page, a ministry, an announcement,
 * an event, a sermon, a member of staff), rebuilt by server/search/indexer.ts inside every change of
 * the area that holds it. `document` weighs the title A, the headings B and the body C, through the
 * `steeple_search` configuration (English stemming after `unaccent`). Announcements and draft events
 * are kept too, marked by when they show, because the staff lists' filter boxes search them the same way.
 * The GIN indexes take no pending list (`fastupdate` off): the embedded database has no autovacuum to
 * empty one, and every search would read it through.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    kind: text("kind").$type<"page" | "ministry" | "announcement" | "event" | "sermon" | "staff">().notNull(),
    key: text("key").notNull(),
    url: text("url").notNull(),
    title: text("title").notNull(),
    headings: text("headings").notNull().default(""),
    body: text("body").notNull().default(""),
    /** The record's date shown beside a result (a sermon's service date, an announcement's posting). */
    dated: date("dated", { mode: "string" }),
    /** False for what no visitor may see at any time (a draft event). */
    isPublic: boolean("is_public").notNull().default(true),
    /** Hidden from visitors before this moment (a scheduled announcement). */
    shownFrom: timestamp("shown_from", { withTimezone: true }),
    /** The last date it shows on, in the church's time zone (an announcement's expiry). */
    shownThrough: date("shown_through", { mode: "string" }),
    document: tsvector("document").notNull(),
    /** A sermon's transcript: searched, never ranked (a long text would be read whole for every match). */
    transcript: text("transcript").notNull().default(""),
    transcriptDocument: tsvector("transcript_document"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index("search_documents_document_idx").using("gin", t.document).with({ fastupdate: false }),
    index("search_documents_transcript_idx").using("gin", t.transcriptDocument).with({ fastupdate: false }),
  ],
);

/** The words of the index, for "Did you mean ...?" by trigram similarity. */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })]);
