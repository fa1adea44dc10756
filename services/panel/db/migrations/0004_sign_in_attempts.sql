ALTER TABLE "staff_sign_in_failures" RENAME TO "staff_sign_in_attempts";--> statement-breakpoint
ALTER TABLE "staff_sign_in_attempts" RENAME COLUMN "failures" TO "attempts";--> statement-breakpoint
ALTER TABLE "staff_sign_in_attempts" RENAME COLUMN "last_failure_at" TO "last_attempt_at";--> statement-breakpoint
ALTER TABLE "staff_sign_in_attempts" DROP COLUMN "locked_until";