import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';
import { PaymentProviderUnavailableError } from '../../../machines/checkout/payment.copy';
import { paymentMachine } from '../../../machines/checkout/payment.machine';
import type {
  ConfirmedPayment,
  ConfirmInput,
  OpenPaymentInput,
  PreparedPayment,
  PrepareInput,
  ReleaseInput,
  StartedPayment,
  StartPaymentInput,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
} from '../../../machines/checkout/payment.types';
import { products } from '../../../machines/shop/catalogue';

export const customer = { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210' };

export const shopInput: PaymentInput = {
  kind: 'shop',
  amount: 1798,
  productName: 'POD merchandise order',
  items: [cartItemFromProduct(products[0]!, 'M', 2)],
  orderId: 'POD-1795240800000',
  customer,
};

export const bookingInput: PaymentInput = {
  kind: 'booking',
  amount: 525,
  productName: 'Badminton court booking',
  booking: {
    sport: 'badminton',
    sportName: 'Badminton',
    sessions: [{ date: '2026-12-07', time: '18:00', displayTime: '6:00 PM', court: 1, duration: 1.5 }],
  },
  chatNumber: '+91 90000 00000',
  customer: { name: 'Asha Rao', phone: '98765 43210' },
};

export type LoadBehaviour = boolean | 'reject';
export type OpenBehaviour = 'open' | 'unavailable' | 'throw';

/** Flushes promise callbacks (the fake provider resolves on the microtask queue). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The provider's two actors, for a test that runs the app's own (app/adapters/paymentProvider.ts). */
export interface ProviderActors {
  loadProvider: ReturnType<typeof fromPromise<boolean>>;
  openPayment: ReturnType<typeof fromCallback<PaymentEvent, OpenPaymentInput>>;
}

/**
 * A payment actor with fake provider actors whose outcome the test controls (or the `provider` actors given), and a
 * simulated clock.
 */
export function paymentHarness(input: PaymentInput, provider?: ProviderActors) {
  const clock = new SimulatedClock();
  const state = {
    load: true as LoadBehaviour,
    open: 'open' as OpenBehaviour,
    loadCalls: 0,
    openCalls: 0,
    openInput: null as OpenPaymentInput | null,
    sendBack: null as ((event: PaymentEvent) => void) | null,
    /** The server's answer before the dialog: a prepared payment (null reference = no server), or an error. */
    prepare: null as PreparedPayment | Error | null,
    prepareInput: null as PrepareInput | null,
    /** The pay step's answer (null: what was prepared), or an error. */
    start: null as StartedPayment | Error | null,
    startInput: null as StartPaymentInput | null,
    /** The server's answer after the provider's success, or an error; a list is answered one by one (its last kept). */
    confirm: { bookingIds: [], verified: false } as ConfirmedPayment | Error | Array<ConfirmedPayment | Error>,
    confirmInput: null as ConfirmInput | null,
    confirmCalls: 0,
    released: [] as ReleaseInput[],
  };
  const machine = paymentMachine.provide({
    actors: {
      prepare: fromPromise<PreparedPayment, PrepareInput & { amount: number }>(async ({ input: prepareInput }) => {
        state.prepareInput = prepareInput;
        if (state.prepare instanceof Error) throw state.prepare;
        return state.prepare ?? { reference: null, amount: prepareInput.amount, providerOrderId: null };
      }),
      startPayment: fromPromise<StartedPayment, StartPaymentInput>(async ({ input: startInput }) => {
        state.startInput = startInput;
        if (state.start instanceof Error) throw state.start;
        return state.start ?? { providerOrderId: startInput.providerOrderId, amountPaise: startInput.amountPaise };
      }),
      confirm: fromPromise<ConfirmedPayment, ConfirmInput>(async ({ input: confirmInput }) => {
        state.confirmInput = confirmInput;
        state.confirmCalls += 1;
        const answer = Array.isArray(state.confirm)
          ? state.confirm.length > 1
            ? state.confirm.shift()!
            : state.confirm[0]!
          : state.confirm;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      release: fromPromise<void, ReleaseInput>(async ({ input: releaseInput }) => {
        state.released.push(releaseInput);
      }),
      loadProvider: fromPromise<boolean>(async () => {
        state.loadCalls += 1;
        if (state.load === 'reject') throw new Error('network');
        return state.load;
      }),
      openPayment: fromCallback<PaymentEvent, OpenPaymentInput>(({ sendBack, input: openInput }) => {
        state.openCalls += 1;
        state.openInput = openInput;
        if (state.open === 'unavailable') throw new PaymentProviderUnavailableError();
        if (state.open === 'throw') throw new Error('constructor failed');
        state.sendBack = sendBack as (event: PaymentEvent) => void;
      }),
      ...provider,
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: PaymentEmitted[] = [];
  actor.on('*', (event: AnyEventObject) => emitted.push(event as PaymentEmitted));
  actor.start();
  const toasts = () => emitted.filter((e) => e.type === 'toast');
  return { actor, clock, state, emitted, toasts };
}
