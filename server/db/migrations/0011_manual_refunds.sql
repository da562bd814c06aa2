-- Refunds staff made by hand (issue 44): the reference they gave, who marked the refund paid and when.
ALTER TABLE "refunds" ADD COLUMN "paid_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_at" timestamp with time zone;