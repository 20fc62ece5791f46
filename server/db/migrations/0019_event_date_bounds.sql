-- Issue 33: each event keeps the first and last day it gives a date on, so a window of the calendar reads only the series that can have dates in it.
-- The write path keeps them exact (server/events/series.ts settleDates); here they are bounds no date falls outside:
-- a single date's own day, the UNTIL day of a rule, a weekly rule's COUNT weeks; a monthly or yearly COUNT rule is left open (read by every window) until it is next saved.
ALTER TABLE "events" ADD COLUMN "first_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_date" date;--> statement-breakpoint
UPDATE "events" SET
	"first_date" = least(
		left("start_local", 10)::date,
		(SELECT min(left(x."start_local", 10)::date) FROM "event_exceptions" x WHERE x."event_id" = "events"."id" AND x."kind" = 'moved' AND x."start_local" IS NOT NULL)
	),
	"last_date" = greatest(
		CASE
			WHEN "rrule" IS NULL THEN left("start_local", 10)::date
			WHEN "rrule" ~ 'UNTIL=\d{8}' THEN to_date(substring("rrule" from 'UNTIL=(\d{8})'), 'YYYYMMDD')
			WHEN "rrule" ~ 'FREQ=WEEKLY' AND "rrule" ~ 'COUNT=\d+' THEN left("start_local", 10)::date + substring("rrule" from 'COUNT=(\d+)')::int * coalesce(substring("rrule" from 'INTERVAL=(\d+)')::int, 1) * 7
		END,
		(SELECT max(left(x."start_local", 10)::date) FROM "event_exceptions" x WHERE x."event_id" = "events"."id" AND x."kind" = 'moved' AND x."start_local" IS NOT NULL)
	);--> statement-breakpoint
UPDATE "events" SET "last_date" = NULL WHERE "rrule" IS NOT NULL AND "rrule" !~ 'UNTIL=\d{8}' AND NOT ("rrule" ~ 'FREQ=WEEKLY' AND "rrule" ~ 'COUNT=\d+');--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "first_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "events_status_dates_idx" ON "events" USING btree ("status","last_date","first_date");
