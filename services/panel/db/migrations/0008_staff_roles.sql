-- Staff roles (decision 029): the accounts made before roles could do everything, and stay admins.
-- The default serves only the rows already there; every new account is written with its role.
ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "disabled_at" timestamp with time zone;
