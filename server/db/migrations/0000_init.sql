CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
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
CREATE TABLE "slides" (
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
CREATE TABLE "social_links" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"instagram" text NOT NULL,
	"models" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
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
CREATE TABLE "submissions" (
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
CREATE TABLE "talents" (
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
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_expiry_idx" ON "access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_type_lang_slug_idx" ON "posts" USING btree ("type","lang","slug");--> statement-breakpoint
CREATE INDEX "posts_listing_idx" ON "posts" USING btree ("type","lang","published_at");--> statement-breakpoint
CREATE INDEX "slides_type_idx" ON "slides" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "submissions_kind_idx" ON "submissions" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "talents_position_idx" ON "talents" USING btree ("position","name");