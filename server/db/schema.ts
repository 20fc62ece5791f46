import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Role } from "../../shared/areas.ts";
import type { Passage } from "../../shared/scripture.ts";
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

export const dailyReadings = pgTable(
  "daily_readings",
  {
    id: serial("id").primaryKey(),
    readingDate: date("reading_date", { mode: "string" }).notNull(),
    scripture: text("scripture").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [uniqueIndex("daily_readings_reading_date_idx").on(t.readingDate)],
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
  },
  (t) => [uniqueIndex("church_staff_display_order_idx").on(t.displayOrder)],
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
 * a prayer request: issue 34-36).
 */
export type MailPurpose = "notice" | "account" | "operator" | "person";
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

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const prayerRequests = pgTable("prayer_requests", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  contact: text("contact").notNull(),
  message: text("message").notNull(),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const directoryEntries = pgTable("directory_entries", {
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
});

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
  (t) => [index("audit_log_at_idx").on(t.at)],
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
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [index("events_status_idx").on(t.status)],
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
