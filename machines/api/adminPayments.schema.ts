/** The admin API's payments: the list and its filters (and the CSV), their refunds, and a refund marked paid by hand. */
import { z } from '../shared/zod';
import { adminPaymentStatuses } from '../admin/admin.types';
import { refundStatuses } from '../money/ledger';
import { pageOf, pageSchema, searchSchema } from './admin.schema';

export const adminPaymentStatusSchema = z.enum(adminPaymentStatuses);

/** GET /api/admin/payments?q&status&page (and /api/admin/payments.csv?q&status: every matching row). */
export const adminPaymentsQuerySchema = z.object({
  status: z.optional(adminPaymentStatusSchema),
  /** Name, phone, email, product, receipt id or payment id (any part). */
  q: searchSchema,
  page: pageSchema,
});
export type AdminPaymentsQuery = Omit<z.input<typeof adminPaymentsQuerySchema>, 'page'> & { page?: number };

/** A refund of a payment, as staff see it in Payments (and the data export). */
export const adminRefundRowSchema = z.object({
  id: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** 'due' (owed, not yet made), 'issued' or 'processed' (through the provider), 'manual' (made by hand). */
  status: z.enum(refundStatuses),
  /** Why it is owed: the cancellation policy's band, staff's reason, a payment that bought nothing. */
  reason: z.string(),
  /** The provider's refund id, or the transfer or UPI reference staff gave for a refund made by hand; else null. */
  reference: z.nullable(z.string()),
  /** The staff account (its email) that marked a due refund paid by hand, and when (an ISO instant); else null. */
  paidBy: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
});
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;

export const adminPaymentRowSchema = z.object({
  id: z.string(),
  productName: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  /** Rupees paid. */
  amount: z.number(),
  /** Rupees refunded (issued or made by hand). */
  refunded: z.number(),
  /** Rupees owed back, not yet refunded. */
  refundDue: z.number(),
  paymentId: z.string(),
  status: adminPaymentStatusSchema,
  /** Whether the provider's signature was checked on the server. */
  verification: z.enum(['verified', 'unverified']),
  paymentMethod: z.string(),
  date: z.string(),
  receiptSent: z.boolean(),
  /** Its refunds, oldest first (owed ones included). */
  refunds: z.array(adminRefundRowSchema),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentsPageSchema = pageOf(adminPaymentRowSchema);

/** :id of a payment row. */
export const adminPaymentParamsSchema = z.object({
  id: z.string().check(z.regex(/^PAY-[A-Za-z0-9_-]{4,30}$/, { error: 'Expected a payment id.' })),
});

/** :id of a refund. */
export const adminRefundParamsSchema = z.object({
  id: z.string().check(z.regex(/^RF-[A-Z0-9]{4,30}$/, { error: 'Expected a refund id (RF-...).' })),
});

/** What staff must give when they mark a refund paid by hand. */
export const manualRefundReferenceMessage =
  'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).';

/**
 * POST /api/admin/refunds/:id/paid: staff made a refund that was owed ('due') by hand, with the bank transfer or UPI
 * reference (or a short note). The answer is the payment with its refunds.
 */
export const adminRefundPaidRequestSchema = z.object({
  reference: z
    .string({ error: manualRefundReferenceMessage })
    .check(
      z.trim(),
      z.minLength(3, { error: manualRefundReferenceMessage }),
      z.maxLength(120, { error: manualRefundReferenceMessage }),
    ),
});
export type AdminRefundPaidRequest = z.infer<typeof adminRefundPaidRequestSchema>;
