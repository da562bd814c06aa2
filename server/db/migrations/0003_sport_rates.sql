CREATE TABLE "sport_rates" (
	"sport_id" text PRIMARY KEY NOT NULL,
	"peak" integer NOT NULL,
	"off_peak" integer NOT NULL,
	"weekend" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_rates" ADD CONSTRAINT "sport_rates_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An existing database keeps what it charged: every sport gets its weekday rate at peak and off-peak, and its weekend rate.
INSERT INTO "sport_rates" ("sport_id", "peak", "off_peak", "weekend")
SELECT s."id", wd."rupees_per_hour", wd."rupees_per_hour", we."rupees_per_hour"
FROM "sports" s, "booking_rates" wd, "booking_rates" we
WHERE wd."day_type" = 'weekday' AND we."day_type" = 'weekend'
ON CONFLICT DO NOTHING;
