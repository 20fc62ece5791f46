CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"announcement" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"expires" boolean DEFAULT false NOT NULL,
	"expiration_date" date,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "childcare_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"team" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "church_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role_title" text NOT NULL,
	"email" text,
	"phone" text,
	"image" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reading_date" date NOT NULL,
	"scripture" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery" text NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_trip_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"trip_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occ_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"occ_year" integer NOT NULL,
	"boxes_filled" integer NOT NULL,
	"description" text NOT NULL,
	"image_file_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "past_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_date" date NOT NULL,
	"service_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video_link" text,
	"video_file_name" text,
	"bulletin_file_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verses_of_the_day" (
	"id" serial PRIMARY KEY NOT NULL,
	"verse_text" text NOT NULL,
	"scripture_location" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_trip_images" ADD CONSTRAINT "mission_trip_images_trip_id_mission_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."mission_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_submitted_at_idx" ON "announcements" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_readings_reading_date_idx" ON "daily_readings" USING btree ("reading_date");--> statement-breakpoint
CREATE INDEX "gallery_images_gallery_idx" ON "gallery_images" USING btree ("gallery","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_images_file_idx" ON "gallery_images" USING btree ("gallery","file_name");--> statement-breakpoint
CREATE INDEX "mission_trip_images_trip_idx" ON "mission_trip_images" USING btree ("trip_id","position");--> statement-breakpoint
CREATE INDEX "past_services_service_date_idx" ON "past_services" USING btree ("service_date");