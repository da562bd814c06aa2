ALTER TABLE "holds" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "reschedules_booking_id" text;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- Backfill: every existing hold gets a reference of 60 random bits (15 random hex digits of two gen_random_uuid()s,
-- around the version digit; the hold's id only makes the subquery run per row) in Crockford's base-32 alphabet,
-- grouped as new ones are (server/db/ids.ts newBookingReference).
UPDATE "holds" SET "reference" = (
  SELECT 'POD-' || substr(c, 1, 4) || '-' || substr(c, 5, 4) || '-' || substr(c, 9, 4)
  FROM (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((b.bits >> (55 - 5 * i)) & 31)::int + 1, 1), '' ORDER BY i) AS c
    FROM (SELECT ('x' || substr(replace(gen_random_uuid()::text || "holds"."id", '-', ''), 1, 12) || substr(replace(gen_random_uuid()::text, '-', ''), 14, 3))::bit(60)::bigint AS bits) AS b,
      generate_series(0, 11) AS i
    GROUP BY b.bits
  ) AS r
) WHERE "reference" IS NULL;
