ALTER TABLE "sport_rates" ADD COLUMN "lights" integer;--> statement-breakpoint
ALTER TABLE "sport_rates" ADD COLUMN "two_hours" integer;--> statement-breakpoint
ALTER TABLE "sport_rates" ADD COLUMN "add_ons" jsonb;