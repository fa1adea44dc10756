CREATE TABLE "package_book_opens" (
	"package_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"open_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "package_book_opens_package_id_talent_id_pk" PRIMARY KEY("package_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "package_models" (
	"package_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "package_models_package_id_talent_id_pk" PRIMARY KEY("package_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"show_measures" boolean DEFAULT true NOT NULL,
	"sections" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"link_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "packages_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "package_book_opens" ADD CONSTRAINT "package_book_opens_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_models" ADD CONSTRAINT "package_models_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;