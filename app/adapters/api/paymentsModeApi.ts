/**
 * The server's payments mode (`GET /api/payments/mode`), read by the loaders of the pages that take or confirm a
 * payment (/sports, /checkout, /order-confirmation), so the dialog and the confirmation say "Demo payment: no money
 * is taken" when that is so. A failed read gives 'live': the visitor is never told no money is taken unless the
 * server said so.
 */
import { paymentsModeResponseSchema } from '../../../machines/api/payments.schema';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import type { LoaderArgs } from '../../routes/pageRoute';
import { getJson } from './contentApi';

/** The server's payments mode, or 'live' when it cannot be read. */
export async function loadPaymentsMode(request: Request): Promise<PaymentsMode> {
  try {
    return paymentsModeResponseSchema.parse(await getJson(request, '/api/payments/mode')).mode;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return 'live';
  }
}

/** Loader of /order-confirmation: the payments mode the confirmation states. */
export const orderConfirmationLoader = async ({ request }: LoaderArgs): Promise<{ paymentsMode: PaymentsMode }> => ({
  paymentsMode: await loadPaymentsMode(request),
});
