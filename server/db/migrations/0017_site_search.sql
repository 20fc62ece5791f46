-- Site search (issue 33): unaccent and pg_trgm are trusted extensions (PostgreSQL 13+), so the database's owner may add them; PGlite loads both (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A restore onto an older schema drops the tables but not this configuration: an upgrade after it makes it again.
DROP TEXT SEARCH CONFIGURATION IF EXISTS steeple_search;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION steeple_search (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION steeple_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"dated" date,
	"is_public" boolean DEFAULT true NOT NULL,
	"shown_from" timestamp with time zone,
	"shown_through" date,
	"document" "tsvector" NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"transcript_document" "tsvector",
	CONSTRAINT "search_documents_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "past_services" ADD COLUMN "transcript_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_transcript_idx" ON "search_documents" USING gin ("transcript_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);