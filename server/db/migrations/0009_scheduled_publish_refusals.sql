-- Issue 29 item 4: a scheduled publish whose author may no longer edit the document is refused when
-- it fires; the document keeps its draft and records when it was due and why, for the dashboard.
ALTER TABLE "content_documents" ADD COLUMN "refused_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "refused_because" text;