/**
 * The card provider's adapter (app/adapters/paymentProvider.ts) run by the payment machine: what a visitor is told
 * when the provider's script does not load, when it loads without the provider's object, or when the provider cannot
 * create its dialog; and that the next Pay after a failed load asks for the script again. (The browser test of the
 * visible flow: tests/e2e/shop.spec.ts › checkout › the payment failures a visitor sees.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '../../../machines/checkout/payment.copy';
import { flush } from './paymentHarness';

interface FakeScript {
  src?: string;
  async?: boolean;
  onload?: () => void;
  onerror?: () => void;
  removed: boolean;
  remove(): void;
}

/** A page whose <head> keeps each script the adapter appends, to load or fail when the test says. */
function stubPage() {
  const page = { window: { setTimeout, clearTimeout } as { Razorpay?: unknown }, scripts: [] as FakeScript[] };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({
      removed: false,
      remove() {
        this.removed = true;
      },
    }),
    head: { appendChild: (script: FakeScript) => page.scripts.push(script) },
  });
  return page;
}

/** A provider whose dialog opens (or whose constructor throws). */
function provider({ throws = false } = {}) {
  const opened: unknown[] = [];
  return {
    opened,
    Razorpay: function Razorpay(options: unknown) {
      if (throws) throw new Error('cannot create dialog');
      return { on() {}, open: () => opened.push(options) };
    },
  };
}

/**
 * The payment machine with the app's provider actors. Fresh copies of the modules: the adapter keeps a loaded script
 * for the page's life, and the machine knows the adapter's errors by the class their copy of payment.copy defines.
 */
async function payment() {
  vi.resetModules();
  const { loadPaymentProvider, openPaymentDialog, PAYMENT_SCRIPT_URL } =
    await import('../../../app/adapters/paymentProvider');
  const { paymentHarness, shopInput } = await import('./paymentHarness');
  const harness = paymentHarness(shopInput, { loadProvider: loadPaymentProvider, openPayment: openPaymentDialog });
  return { ...harness, PAYMENT_SCRIPT_URL };
}

const paymentError = (description: string) => ({
  type: 'toast',
  title: 'Payment Error',
  description,
  variant: 'destructive',
});

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("the card provider's adapter", () => {
  it("a script that fails to load: Payment Error with the spec's message; the next Pay asks for it again and opens the dialog", async () => {
    const page = stubPage();
    const { actor, toasts, PAYMENT_SCRIPT_URL } = await payment();
    actor.send({ type: 'user.pay' });
    await flush();
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]).toMatchObject({ src: PAYMENT_SCRIPT_URL, async: true });
    page.scripts[0]!.onerror!();
    await flush();
    expect(toasts().at(-1)).toEqual(paymentError(paymentMessages.scriptFailed));
    expect(page.scripts[0]!.removed).toBe(true);

    const { Razorpay, opened } = provider();
    actor.send({ type: 'user.pay' });
    await flush();
    expect(page.scripts).toHaveLength(2);
    page.window.Razorpay = Razorpay;
    page.scripts[1]!.onload!();
    await flush();
    expect(opened).toHaveLength(1);
    expect(actor.getSnapshot().matches({ processing: 'awaitingPayment' })).toBe(true);
  });

  it('a script that loads without the provider object: Payment Error, the provider is not available', async () => {
    const page = stubPage();
    const { actor, toasts } = await payment();
    actor.send({ type: 'user.pay' });
    await flush();
    page.scripts[0]!.onload!();
    await flush();
    expect(toasts().at(-1)).toEqual(paymentError(paymentMessages.unavailable));
  });

  it('a provider that cannot create its dialog: Payment Error, failed to initialize', async () => {
    const page = stubPage();
    page.window.Razorpay = provider({ throws: true }).Razorpay;
    const { actor, toasts } = await payment();
    actor.send({ type: 'user.pay' });
    await flush();
    // The provider was there already: no script is asked for.
    expect(page.scripts).toHaveLength(0);
    expect(toasts().at(-1)).toEqual(paymentError(paymentMessages.dialogFailed));
  });
});
