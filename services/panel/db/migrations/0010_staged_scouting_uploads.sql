CREATE TABLE "scouting_uploads" (
	"token" text PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouting_uploads_stored_name_unique" UNIQUE("stored_name")
);
