/** GET /api/payments/mode: the server's payments mode (machines/checkout/paymentsMode.ts). */
import { paymentsModes } from '../checkout/paymentsMode';
import { z } from '../shared/zod';

export const paymentsModeResponseSchema = z.object({ mode: z.enum(paymentsModes) });
export type PaymentsModeResponse = z.infer<typeof paymentsModeResponseSchema>;
