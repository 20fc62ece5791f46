CREATE TABLE "staged_uploads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staging_name" text NOT NULL,
	"extension" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staged_uploads" ADD CONSTRAINT "staged_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_uploads_expires_idx" ON "staged_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staged_uploads_staging_name_idx" ON "staged_uploads" USING btree ("staging_name");