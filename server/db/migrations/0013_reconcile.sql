-- Reconciliation (issue 44): look-ups of provider orders that never reached a confirm, and retries of refunds left due.
CREATE TABLE "provider_checks" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"checks" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;