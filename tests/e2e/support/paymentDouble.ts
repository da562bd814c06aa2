import type { Page, Route } from '@playwright/test';

/**
 * A test double of the card provider's checkout script, answered at the network boundary: the real script URL is
 * routed to this stand-in, which defines `window.Razorpay`. The test then decides the outcome.
 *
 *   const payment = await installPaymentDouble(page);           // or { mode: 'fail-load' | 'no-constructor' | 'throw-on-create' }
 *   ... click Pay ...
 *   expect(await payment.lastOptions()).toMatchObject({ amount: 129900, currency: 'INR' });
 *   await payment.succeed('pay_TEST123');  // or payment.dismiss() / payment.fail('Card declined')
 */
/** The booking's and the checkout's pay button, whose name carries the amount ("Pay ₹700"). */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

export const PAYMENT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type PaymentDoubleMode = 'ok' | 'fail-load' | 'no-constructor' | 'throw-on-create';

const doubleSource = (mode: PaymentDoubleMode) => `
(() => {
  window.__paymentDouble = { loads: (window.__paymentDouble?.loads ?? 0) + 1, opened: [], current: null };
  if (${JSON.stringify(mode)} === 'no-constructor') return;
  window.Razorpay = function Razorpay(options) {
    if (${JSON.stringify(mode)} === 'throw-on-create') throw new Error('cannot create dialog');
    const handlers = {};
    const dialog = {
      options,
      on(event, handler) { handlers[event] = handler; },
      open() { window.__paymentDouble.opened.push(JSON.parse(JSON.stringify(options))); window.__paymentDouble.current = dialog; },
      succeed(id, extra) { options.handler(Object.assign({ razorpay_payment_id: id }, extra ? JSON.parse(extra) : {})); },
      dismiss() { options.modal && options.modal.ondismiss && options.modal.ondismiss(); },
      fail(description) { handlers['payment.failed'] && handlers['payment.failed']({ error: { description } }); },
    };
    return dialog;
  };
})();
`;

export async function installPaymentDouble(page: Page, { mode = 'ok' as PaymentDoubleMode } = {}) {
  let requests = 0;
  await page.route(PAYMENT_SCRIPT_URL, async (route: Route) => {
    requests += 1;
    if (mode === 'fail-load') return route.abort('failed');
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: doubleSource(mode) });
  });
  const waitForDialog = () =>
    page.waitForFunction(() =>
      Boolean((window as unknown as { __paymentDouble?: { current: unknown } }).__paymentDouble?.current),
    );
  const act = async (fn: string, arg?: string, extra?: string) => {
    await waitForDialog();
    await page.evaluate(
      ([name, value, more]) => {
        const current = (
          window as unknown as { __paymentDouble: { current: Record<string, (v?: string, e?: string) => void> } }
        ).__paymentDouble.current;
        current[name!]!(value, more);
      },
      [fn, arg, extra] as const,
    );
  };
  return {
    /** How many times the page asked for the provider script. */
    scriptRequests: () => requests,
    /** Options the site passed to the provider for the last opened dialog. */
    lastOptions: async () => {
      await waitForDialog();
      return page.evaluate(() => {
        const d = (window as unknown as { __paymentDouble: { opened: unknown[] } }).__paymentDouble;
        return d.opened[d.opened.length - 1] as Record<string, unknown>;
      });
    },
    dialogsOpened: () =>
      page.evaluate(
        () => (window as unknown as { __paymentDouble?: { opened: unknown[] } }).__paymentDouble?.opened.length ?? 0,
      ),
    /** The provider's success; with a server-created order, pass its id and the signature as the provider would. */
    succeed: (paymentId = 'pay_TEST0001', proof?: { razorpay_order_id: string; razorpay_signature: string }) =>
      act('succeed', paymentId, proof ? JSON.stringify(proof) : undefined),
    dismiss: () => act('dismiss'),
    fail: (description = 'Card declined by the bank') => act('fail', description),
  };
}
