CREATE TABLE "booking_write_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_write_access_tokens_expiry_idx" ON "booking_write_access_tokens" USING btree ("expires_at");