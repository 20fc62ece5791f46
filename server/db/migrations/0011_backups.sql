CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"night" date,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes" bigint,
	"rows" integer,
	"files" integer,
	"new_files" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "operator_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_night_idx" ON "backup_runs" USING btree ("night");--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");