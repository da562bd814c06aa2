/**
 * The card payment provider (Razorpay Standard Checkout), as the two actors the payment machine invokes:
 *  - `loadPaymentProvider`: loads https://checkout.razorpay.com/v1/checkout.js on demand, once. Every caller shares
 *    one promise; it resolves true when the script has loaded and false when it failed or timed out (a failure is
 *    forgotten, so the next attempt tries again).
 *  - `openPaymentDialog`: opens the provider's dialog with the options machines/checkout/providerOptions.ts builds
 *    (UPI first, the server's amount in paise, the demo label in demo payments) and reports back what happened as
 *    machine events: 'payment.succeeded' { paymentId }, 'payment.dismissed', 'payment.failed' { message },
 *    'payment.error' { message }.
 *    It throws when the provider's constructor is missing ("payment object unavailable") or the dialog cannot be
 *    created; the machine maps those to the spec's messages.
 * Only the public test key from site config is used: no secret exists anywhere in the client.
 */
import { fromCallback, fromPromise } from 'xstate';
import { PaymentProviderUnavailableError } from '../../machines/checkout/payment.copy';
import type { OpenPaymentInput, PaymentEvent } from '../../machines/checkout/payment.types';
import { providerDialogOptions, type ProviderDialogOptions } from '../../machines/checkout/providerOptions';
import { siteConfig, siteDefaults } from '../config/site';

export const PAYMENT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const SCRIPT_TIMEOUT_MS = 15_000;

interface ProviderSuccess {
  razorpay_payment_id?: string;
  /** With a server-created order: its id and the signature the server checks. */
  razorpay_order_id?: string;
  razorpay_signature?: string;
}
interface ProviderFailure {
  error?: { description?: string; reason?: string };
}
interface ProviderOptions extends ProviderDialogOptions {
  handler: (response: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
}
interface ProviderInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', handler: (response: ProviderFailure) => void): void;
}
type ProviderConstructor = new (options: ProviderOptions) => ProviderInstance;

declare global {
  interface Window {
    Razorpay?: ProviderConstructor;
  }
}

/** The payment machine recognises this one (an instance of its PaymentProviderUnavailableError). */
export class PaymentUnavailableError extends PaymentProviderUnavailableError {
  readonly code = 'unavailable';
}
export class PaymentDialogError extends Error {
  readonly code = 'dialog';
}

let scriptPromise: Promise<boolean> | null = null;

/** Loads the provider script once; concurrent and later callers share the same promise. */
export function loadPaymentScript(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (window.Razorpay) return Promise.resolve(true);
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (!ok) {
        script.remove();
        scriptPromise = null;
      }
      resolve(ok);
    };
    const timer = window.setTimeout(() => finish(false), SCRIPT_TIMEOUT_MS);
    script.src = PAYMENT_SCRIPT_URL;
    script.async = true;
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export type PaymentProviderEvent =
  | { type: 'payment.succeeded'; paymentId: string; providerOrderId?: string; signature?: string }
  | { type: 'payment.dismissed' }
  | { type: 'payment.failed'; message?: string }
  | { type: 'payment.error'; message?: string };

export const loadPaymentProvider = fromPromise<boolean>(() => loadPaymentScript());

export const openPaymentDialog = fromCallback<PaymentEvent, OpenPaymentInput>(({ input, sendBack }) => {
  const Provider = typeof window === 'undefined' ? undefined : window.Razorpay;
  if (typeof Provider !== 'function') throw new PaymentUnavailableError('payment object unavailable');
  let done = false;
  const report = (event: PaymentProviderEvent) => {
    if (done) return;
    done = true;
    sendBack(event);
  };
  let instance: ProviderInstance;
  try {
    instance = new Provider({
      ...providerDialogOptions({
        key: siteConfig.payment.key,
        name: siteDefaults.name,
        themeColor: siteConfig.payment.themeColor,
        amountPaise: input.amountPaise,
        description: input.description,
        customer: input.customer,
        providerOrderId: input.providerOrderId ?? null,
        demo: input.demo,
      }),
      handler: (response) => {
        const paymentId = response?.razorpay_payment_id;
        const providerOrderId = response?.razorpay_order_id;
        const signature = response?.razorpay_signature;
        if (typeof paymentId === 'string' && paymentId !== '') {
          report({
            type: 'payment.succeeded',
            paymentId,
            ...(typeof providerOrderId === 'string' && providerOrderId ? { providerOrderId } : {}),
            ...(typeof signature === 'string' && signature ? { signature } : {}),
          });
        } else report({ type: 'payment.error', message: 'The payment provider returned no payment id.' });
      },
      modal: { ondismiss: () => report({ type: 'payment.dismissed' }) },
    });
    instance.on('payment.failed', (response) => {
      report({ type: 'payment.failed', message: response?.error?.description });
    });
    instance.open();
  } catch (error) {
    throw new PaymentDialogError(error instanceof Error ? error.message : 'dialog could not be created');
  }
  return () => {
    done = true;
  };
});
