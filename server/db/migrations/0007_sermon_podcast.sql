CREATE TABLE "sermon_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"artwork_file_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sermon_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "sermon_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "speakers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "passages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "audio_file_name" text;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "audio_size" bigint;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "audio_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "audio_bitrate" integer;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "audio_mime_type" text;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "transcript_file_name" text;--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "episode_guid" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "past_services" ADD CONSTRAINT "past_services_series_id_sermon_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."sermon_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "past_services_series_idx" ON "past_services" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "past_services" ADD CONSTRAINT "past_services_episode_guid_unique" UNIQUE("episode_guid");