CREATE TABLE "pending_file_erasures" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
