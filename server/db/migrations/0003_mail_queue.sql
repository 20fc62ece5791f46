ALTER TABLE "outgoing_mail" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "purpose" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
UPDATE "outgoing_mail" SET "failed_at" = now() WHERE "sent_at" IS NULL AND "next_attempt_at" >= '9999-01-01';
