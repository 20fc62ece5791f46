-- Issue 16: ordered lists keep one position per item. Existing rows are renumbered 1..n in their
-- current order (ties by id) before the unique indexes are built.
DROP INDEX "gallery_images_gallery_idx";--> statement-breakpoint
DROP INDEX "mission_trip_images_trip_idx";--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "gallery_images" SET "position" = o.n FROM (SELECT "id", row_number() OVER (PARTITION BY "gallery" ORDER BY "position", "id") AS n FROM "gallery_images") o WHERE "gallery_images"."id" = o."id";--> statement-breakpoint
UPDATE "mission_trip_images" SET "position" = o.n FROM (SELECT "id", row_number() OVER (PARTITION BY "trip_id" ORDER BY "position", "id") AS n FROM "mission_trip_images") o WHERE "mission_trip_images"."id" = o."id";--> statement-breakpoint
UPDATE "church_staff" SET "display_order" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY CASE WHEN "role_title" ~* 'pastor' THEN 0 ELSE 1 END, "display_order", "name", "id") AS n FROM "church_staff") o WHERE "church_staff"."id" = o."id";--> statement-breakpoint
UPDATE "childcare_staff" SET "display_order" = o.n FROM (SELECT "id", row_number() OVER (PARTITION BY "team" ORDER BY "display_order", "name", "id") AS n FROM "childcare_staff") o WHERE "childcare_staff"."id" = o."id";--> statement-breakpoint
UPDATE "event_categories" SET "position" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "position", "id") AS n FROM "event_categories") o WHERE "event_categories"."id" = o."id";--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_staff_team_order_idx" ON "childcare_staff" USING btree ("team","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "church_staff_display_order_idx" ON "church_staff" USING btree ("display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_position_idx" ON "event_categories" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_images_gallery_position_idx" ON "gallery_images" USING btree ("gallery","position");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_trip_images_trip_position_idx" ON "mission_trip_images" USING btree ("trip_id","position");
