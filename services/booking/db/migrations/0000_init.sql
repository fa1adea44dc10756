-- Written by drizzle-kit, then made idempotent by hand: a data folder from before the booking
-- and panel services had migrations of their own already holds these tables, and adopts them.
CREATE TABLE IF NOT EXISTS "booking_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "talents" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birthdate" date,
	"height" text,
	"bust" text,
	"chest" text,
	"waist" text,
	"hips" text,
	"shoes" text,
	"weight" text,
	"suit" text,
	"shirt" text,
	"jeans" text,
	"eyes" text,
	"hair" text,
	"instagram" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text,
	"cover2" text,
	"cover_web" text,
	"division_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"book" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snap" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_access_tokens_expiry_idx" ON "booking_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "talents_position_idx" ON "talents" USING btree ("position","name");