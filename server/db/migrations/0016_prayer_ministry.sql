CREATE TABLE "prayer_counts" (
	"month" text PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"prayers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_deliveries" (
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"prayed_at" timestamp with time zone,
	CONSTRAINT "prayer_deliveries_request_id_member_id_pk" PRIMARY KEY("request_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_encouragements" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"member_id" integer,
	"from_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_mail" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"request_id" integer,
	"member_id" integer,
	"recipient" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"delivery" text DEFAULT 'each' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_staff" ADD COLUMN "pastor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "church_staff" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "visibility" text DEFAULT 'pastors' NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "contact_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_name" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_text" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_review" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_note" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_approved_by" integer;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "praise_note" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "praise_review" text;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "team_prayers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "wall_prayers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_deliveries" ADD CONSTRAINT "prayer_deliveries_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_deliveries" ADD CONSTRAINT "prayer_deliveries_member_id_prayer_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."prayer_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_encouragements" ADD CONSTRAINT "prayer_encouragements_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_encouragements" ADD CONSTRAINT "prayer_encouragements_member_id_prayer_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."prayer_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_mail" ADD CONSTRAINT "prayer_mail_mail_id_outgoing_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_mail" ADD CONSTRAINT "prayer_mail_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_mail" ADD CONSTRAINT "prayer_mail_member_id_prayer_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."prayer_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_team_members" ADD CONSTRAINT "prayer_team_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_deliveries_member_idx" ON "prayer_deliveries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "prayer_encouragements_request_idx" ON "prayer_encouragements" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "prayer_mail_request_idx" ON "prayer_mail" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_team_members_email_idx" ON "prayer_team_members" USING btree ("email");--> statement-breakpoint
ALTER TABLE "church_staff" ADD CONSTRAINT "church_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_wall_approved_by_users_id_fk" FOREIGN KEY ("wall_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "church_staff_user_idx" ON "church_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayer_requests_open_idx" ON "prayer_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_closed_idx" ON "prayer_requests" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_email_idx" ON "prayer_requests" USING btree ("email");