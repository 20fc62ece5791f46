import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

export const churchStaff = pgTable("church_staff", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  roleTitle: text("role_title").notNull(),
  email: text("email"),
  phone: text("phone"),
  image: text("image"),
  displayOrder: integer("display_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean("is_demo").notNull().default(false),
});

export const childcareStaff = pgTable("childcare_staff", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  team: text("team").notNull(),
  displayOrder: integer("display_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean("is_demo").notNull().default(false),
});

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
  (t) => [index("mission_trip_images_trip_idx").on(t.tripId, t.position)],
);

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
  },
  (t) => [index("past_services_service_date_idx").on(t.serviceDate)],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    gallery: text("gallery").notNull(),
    fileName: text("file_name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    index("gallery_images_gallery_idx").on(t.gallery, t.position),
    uniqueIndex("gallery_images_file_idx").on(t.gallery, t.fileName),
  ],
);
