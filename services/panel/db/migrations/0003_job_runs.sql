CREATE TABLE "panel_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"signature" text DEFAULT '' NOT NULL
);
