/**
 * The card provider's dialog options (Razorpay Standard Checkout), as plain data: the app's adapter adds the
 * handlers and opens the dialog (app/adapters/paymentProvider.ts). UPI is listed first, as most visitors in India pay
 * that way (`config.display`: a UPI block first in the sequence, the provider's other methods after it). The amount
 * is the server's, in paise, passed through untouched. In demo payments the description says no money is taken.
 */
import { DEMO_PAYMENT_LABEL } from './paymentsMode';
import { phoneDigits } from './checkout.rules';

export interface ProviderOptionsInput {
  /** The public key id the dialog opens with. */
  key: string;
  /** The centre's name, the dialog's title. */
  name: string;
  themeColor: string;
  /** Paise, as the server gave them. */
  amountPaise: number;
  /** 'Payment for <productName>'. */
  description: string;
  customer: { name: string; email: string; phone: string };
  /** The provider order the server made (live payments), else null. */
  providerOrderId: string | null;
  /** Demo payments: no money is taken, and the dialog says so. */
  demo: boolean;
}

/** One of the provider's payment instruments (`{ method: 'upi' }`). */
interface ProviderInstrument {
  method: 'upi' | 'card' | 'netbanking' | 'wallet';
}

export interface ProviderDisplayConfig {
  display: {
    blocks: Record<string, { name: string; instruments: ProviderInstrument[] }>;
    /** 'block.<code>' entries, first shown first. */
    sequence: string[];
    preferences: { show_default_blocks: boolean };
  };
}

/** The options without the handlers. */
export interface ProviderDialogOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id?: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  config: ProviderDisplayConfig;
}

/** UPI first, then every other method the provider offers. */
export const upiFirstDisplay: ProviderDisplayConfig = {
  display: {
    blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
};

/** Digits of an Indian mobile number as the provider's prefill expects (no +91, no spaces). */
export function contactDigits(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The dialog's options for a payment. */
export function providerDialogOptions(input: ProviderOptionsInput): ProviderDialogOptions {
  return {
    key: input.key,
    amount: input.amountPaise,
    currency: 'INR',
    ...(input.providerOrderId ? { order_id: input.providerOrderId } : {}),
    name: input.name,
    description: input.demo ? `${input.description} (${DEMO_PAYMENT_LABEL})` : input.description,
    prefill: { name: input.customer.name, email: input.customer.email, contact: contactDigits(input.customer.phone) },
    theme: { color: input.themeColor },
    config: upiFirstDisplay,
  };
}
