/**
 * Whether payments on the server are live (provider keys set: money is taken) or a demo (no keys: nothing is
 * charged, payments are recorded unverified). The pages that take or confirm a payment learn it from the server
 * (GET /api/payments/mode, machines/api/payments.schema.ts) with their data; no schema library here, so the payment
 * flow's first script can use it.
 */

export const paymentsModes = ['live', 'demo'] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

/** What every payment dialog and confirmation says in demo mode. */
export const DEMO_PAYMENT_LABEL = 'Demo payment: no money is taken';

/** The label to show for a mode: the demo label, or null when money is taken. */
export function demoLabelOf(mode: PaymentsMode): string | null {
  return mode === 'demo' ? DEMO_PAYMENT_LABEL : null;
}
