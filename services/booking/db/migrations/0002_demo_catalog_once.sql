CREATE TABLE "booking_demo_catalog" (
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A catalog that holds talents already had its demo, or an import in its place.
INSERT INTO "booking_demo_catalog" ("seeded_at") SELECT now() WHERE EXISTS (SELECT 1 FROM "talents");
