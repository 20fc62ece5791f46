CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_addresses_user_address_idx" ON "sign_in_addresses" USING btree ("user_id","address_hash");