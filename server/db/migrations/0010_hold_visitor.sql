-- Holds a visitor can have (issue 44): the address and the phone digits a hold was made with, for the cap on court-hours held at once.
ALTER TABLE "holds" ADD COLUMN "visitor_address" text;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "visitor_phone" text;--> statement-breakpoint
CREATE INDEX "holds_visitor_address" ON "holds" USING btree ("visitor_address","status");--> statement-breakpoint
CREATE INDEX "holds_visitor_phone" ON "holds" USING btree ("visitor_phone","status");