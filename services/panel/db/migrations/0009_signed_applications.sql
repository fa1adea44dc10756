ALTER TABLE "submissions" ADD COLUMN "signed_talent_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "signing_since" timestamp with time zone;