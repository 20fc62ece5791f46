CREATE TABLE "childcare_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"parent_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"child_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"expected" boolean DEFAULT false NOT NULL,
	"start_month" date NOT NULL,
	"days" jsonb NOT NULL,
	"sibling" boolean DEFAULT false NOT NULL,
	"church_member" boolean DEFAULT false NOT NULL,
	"staff_child" boolean DEFAULT false NOT NULL,
	"heard_from" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"other_mailings" boolean DEFAULT false NOT NULL,
	"enquired_at" timestamp with time zone NOT NULL,
	"tour_slot_id" integer,
	"tour_reminded_at" timestamp with time zone,
	"placed_room_id" integer,
	"placed_days" jsonb,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_because" text,
	"mail_refused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "childcare_enquiry_counts" (
	"month" text NOT NULL,
	"room" text NOT NULL,
	"outcome" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "childcare_enquiry_counts_month_room_outcome_pk" PRIMARY KEY("month","room","outcome")
);
--> statement-breakpoint
CREATE TABLE "childcare_enquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "childcare_enquiry_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offer_days" integer DEFAULT 2 NOT NULL,
	"keep_months" integer DEFAULT 24 NOT NULL,
	"tour_families" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "childcare_enquiry_settings_one_row" CHECK ("childcare_enquiry_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "childcare_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_age_value" integer NOT NULL,
	"min_age_unit" text NOT NULL,
	"max_age_value" integer NOT NULL,
	"max_age_unit" text NOT NULL,
	"places" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "childcare_tour_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 45 NOT NULL,
	"families" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "childcare_enquiries" ADD CONSTRAINT "childcare_enquiries_tour_slot_id_childcare_tour_slots_id_fk" FOREIGN KEY ("tour_slot_id") REFERENCES "public"."childcare_tour_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_enquiries" ADD CONSTRAINT "childcare_enquiries_placed_room_id_childcare_rooms_id_fk" FOREIGN KEY ("placed_room_id") REFERENCES "public"."childcare_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_enquiry_notes" ADD CONSTRAINT "childcare_enquiry_notes_enquiry_id_childcare_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."childcare_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_enquiry_notes" ADD CONSTRAINT "childcare_enquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_enquiries_reference_idx" ON "childcare_enquiries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_enquiries_same_child_idx" ON "childcare_enquiries" USING btree ("email",lower("child_name"),"birth_date") WHERE "childcare_enquiries"."status" not in ('declined', 'withdrawn');--> statement-breakpoint
CREATE INDEX "childcare_enquiries_status_idx" ON "childcare_enquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "childcare_enquiries_email_idx" ON "childcare_enquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "childcare_enquiries_offer_idx" ON "childcare_enquiries" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE INDEX "childcare_enquiry_notes_enquiry_idx" ON "childcare_enquiry_notes" USING btree ("enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_rooms_name_idx" ON "childcare_rooms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "childcare_tour_slots_starts_idx" ON "childcare_tour_slots" USING btree ("starts_at");