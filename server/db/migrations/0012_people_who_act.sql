CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"form" text NOT NULL,
	"wording" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "private_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "private_links_token_idx" ON "private_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "private_links_subject_idx" ON "private_links" USING btree ("purpose","subject");--> statement-breakpoint
CREATE INDEX "private_links_email_idx" ON "private_links" USING btree ("email");