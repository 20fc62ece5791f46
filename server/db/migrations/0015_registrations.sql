CREATE TABLE "registration_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"original_date" date NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"only_date" date,
	"capacity" integer,
	"opens_local" text,
	"closes_local" text,
	"max_adults" integer DEFAULT 2 NOT NULL,
	"max_children" integer DEFAULT 6 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmation_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_forms_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "registration_mails" (
	"registration_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"arrived" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_dates" ADD CONSTRAINT "registration_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_forms" ADD CONSTRAINT "registration_forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_mails" ADD CONSTRAINT "registration_mails_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_mails" ADD CONSTRAINT "registration_mails_mail_id_outgoing_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_date_id_registration_dates_id_fk" FOREIGN KEY ("date_id") REFERENCES "public"."registration_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_dates_event_date_idx" ON "registration_dates" USING btree ("event_id","original_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_mails_mail_idx" ON "registration_mails" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "registration_mails_registration_idx" ON "registration_mails" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_date_email_idx" ON "registrations" USING btree ("date_id","email") WHERE "registrations"."status" <> 'cancelled' and "registrations"."email" <> '';--> statement-breakpoint
CREATE INDEX "registrations_date_status_idx" ON "registrations" USING btree ("date_id","status","number");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");