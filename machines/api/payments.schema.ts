/**
 * GET /api/payments/mode: whether payments on this server are live (provider keys set: money is taken) or a demo
 * (no keys: nothing is charged, payments are recorded unverified). The pages that take or confirm a payment load it
 * with their data, so the visitor is told when no money is taken.
 */
import { z } from '../shared/zod';

export const paymentsModes = ['live', 'demo'] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

export const paymentsModeResponseSchema = z.object({ mode: z.enum(paymentsModes) });
export type PaymentsModeResponse = z.infer<typeof paymentsModeResponseSchema>;

/** What every payment dialog and confirmation says in demo mode. */
export const DEMO_PAYMENT_LABEL = 'Demo payment: no money is taken';
