CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"calendar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"schedule_entry" text,
	"original_date" date NOT NULL,
	"kind" text NOT NULL,
	"start_local" text,
	"end_local" text,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_exceptions_one_series" CHECK (num_nonnulls("event_exceptions"."event_id", "event_exceptions"."schedule_entry") = 1)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"start_local" text NOT NULL,
	"end_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"rrule" text,
	"image" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_label" text DEFAULT '' NOT NULL,
	"page" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"split_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_category_links_idx" ON "event_category_links" USING btree ("event_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_event_date_idx" ON "event_exceptions" USING btree ("event_id","original_date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_schedule_date_idx" ON "event_exceptions" USING btree ("schedule_entry","original_date");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status");