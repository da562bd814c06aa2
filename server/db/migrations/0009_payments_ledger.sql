-- The payments ledger (issue 44): amounts in paise, refunded amounts, the ledger statuses, and the refunds table.
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_row_id" text NOT NULL,
	"booking_id" text,
	"cause" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_cause_unique" UNIQUE("cause"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
UPDATE "payments" SET "amount_paise" = "amount" * 100;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";--> statement-breakpoint
UPDATE "payments" SET "status" = CASE "status" WHEN 'success' THEN 'confirmed' WHEN 'pending' THEN 'captured' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_row_id_payments_id_fk" FOREIGN KEY ("payment_row_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("payment_row_id");--> statement-breakpoint
CREATE INDEX "payments_hold" ON "payments" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_ref");