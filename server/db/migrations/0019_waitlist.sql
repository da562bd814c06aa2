CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"court_id" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"during" "tsrange" NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"hold_id" text,
	"offer_token_hash" text,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_per_phone" ON "waitlist_entries" USING btree ("court_id","date","time","phone_key") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_court_status" ON "waitlist_entries" USING btree ("court_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_hold" ON "waitlist_entries" USING btree ("hold_id");