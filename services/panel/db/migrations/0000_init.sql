-- Written by drizzle-kit, then made idempotent by hand: a data folder from before the booking
-- and panel services had migrations of their own already holds these tables, and adopts them.
CREATE TABLE IF NOT EXISTS "panel_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '1' NOT NULL,
	"url_mobile" text,
	"url_desktop" text,
	"video_id" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "social_links" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"instagram" text NOT NULL,
	"models" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "submission_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"field" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" jsonb NOT NULL,
	"consent_given_at" timestamp with time zone,
	"guardian_consent" boolean,
	"privacy_version" text
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'submission_files_submission_id_submissions_id_fk') THEN
    ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "panel_access_tokens_expiry_idx" ON "panel_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "posts_type_lang_slug_idx" ON "posts" USING btree ("type","lang","slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_listing_idx" ON "posts" USING btree ("type","lang","published_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slides_type_idx" ON "slides" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_kind_idx" ON "submissions" USING btree ("kind","received_at");