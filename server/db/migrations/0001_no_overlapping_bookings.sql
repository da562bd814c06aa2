-- Two live bookings (held, pending or confirmed) of one court can never overlap, whatever the code does.
-- btree_gist lets a GiST index compare the court id with = beside the range's && (overlap).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, "during" WITH &&)
  WHERE ("status" IN ('held', 'pending', 'confirmed'));
--> statement-breakpoint
CREATE INDEX "holds_active_expiry" ON "holds" ("expires_at") WHERE "status" = 'active';
