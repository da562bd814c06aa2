/**
 * Model-based tests of the payment machine: from @xstate/graph's adjacency map and shortest paths, one path
 * per edge of the model (shop and booking); each path is replayed on a real actor whose provider actors are fakes
 * scripted from the path, and together the paths must reach every state and every event-driven transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { PaymentPreparationError, PaymentProviderUnavailableError } from '../../../machines/checkout/payment.copy';
import { paymentMachine } from '../../../machines/checkout/payment.machine';
import { BOOKING_CONFIRM_DELAY_MS } from '../../../machines/checkout/payment.setup';
import type {
  ConfirmedPayment,
  ConfirmInput,
  OpenPaymentInput,
  PreparedPayment,
  PrepareInput,
  PaymentEvent,
  PaymentInput,
  StartedPayment,
  StartPaymentInput,
} from '../../../machines/checkout/payment.types';
import { CONFIRM_RETRY_DELAYS_MS, PaymentServerUnreachableError } from '../../../machines/checkout/paymentConfirm';
import { transitionCoverPaths, uncovered, type ModelPath } from '../graphCoverage';
import { bookingInput, flush, shopInput } from './paymentHarness';

const AFTER_CONFIRM = paymentMachine.getStateNodeById('payment.paid.awaitingConfirmation').after[0]!.eventType;
const AFTER_RETRY_WAIT = paymentMachine.getStateNodeById('payment.processing.confirming.waitingToRetry').after[0]!
  .eventType;

const modelEvents = [
  { type: 'user.pay' },
  { type: 'user.changeField', field: 'name', value: '' },
  { type: 'user.changeField', field: 'name', value: 'Asha Rao' },
  { type: 'order.changed', amount: 0 },
  { type: 'order.changed', amount: 700 },
  { type: 'xstate.done.actor.prepare', output: { reference: 'hold_abcdefghijkl', amount: 700, providerOrderId: null } },
  { type: 'xstate.error.actor.prepare', error: new PaymentPreparationError('Out of stock.') },
  {
    type: 'xstate.error.actor.prepare',
    error: new PaymentPreparationError('Taken.', [{ date: '2026-12-07', time: '18:00', court: 1 }]),
  },
  { type: 'xstate.done.actor.startPayment', output: { providerOrderId: null, amountPaise: 70000 } },
  { type: 'xstate.error.actor.startPayment', error: new PaymentPreparationError('This booking hold ended.') },
  { type: 'xstate.done.actor.confirm', output: { bookingIds: ['BK-1'], verified: true } },
  { type: 'xstate.error.actor.confirm', error: new Error('Not verified.') },
  { type: 'xstate.error.actor.confirm', error: new PaymentServerUnreachableError('No answer.') },
  { type: AFTER_RETRY_WAIT },
  { type: 'xstate.done.actor.loadProvider', output: true },
  { type: 'xstate.done.actor.loadProvider', output: false },
  { type: 'xstate.error.actor.loadProvider', error: new Error('network') },
  { type: 'xstate.error.actor.openPayment', error: new PaymentProviderUnavailableError() },
  { type: 'xstate.error.actor.openPayment', error: new Error('constructor failed') },
  { type: 'payment.succeeded', paymentId: 'pay_1' },
  { type: 'payment.dismissed' },
  { type: 'payment.failed' },
  { type: 'payment.error', message: 'Card declined' },
  { type: AFTER_CONFIRM },
  { type: 'user.startOver' },
] as unknown as PaymentEvent[];

type Path = ModelPath;

function pathsFor(input: PaymentInput): Path[] {
  return transitionCoverPaths(paymentMachine, {
    input,
    events: modelEvents,
    // The observable facts that change behaviour (a small model keeps the path count and run time low).
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.customer.name !== '',
        s.context.amount > 0,
        s.context.error,
        s.context.paymentId,
      ]),
  });
}

/** A promise actor's pending calls; the replay settles each one at its own step of the path. */
function gated<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  return {
    pending,
    call: () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
  };
}

/** Replays a path on a real actor; server and provider outcomes are scripted from the path's synthetic events. */
async function replay(input: PaymentInput, path: Path) {
  const events = path.steps.map((s) => s.event);
  const prepare = gated<PreparedPayment>();
  const start = gated<StartedPayment>();
  const confirm = gated<ConfirmedPayment>();
  const load = gated<boolean>();
  const gates: Record<string, ReturnType<typeof gated<never>>> = {
    prepare: prepare as never,
    startPayment: start as never,
    confirm: confirm as never,
    loadProvider: load as never,
  };
  // The dialog opens synchronously when the pay step answered: its outcome is read from the next step.
  const openQueue: Array<'open' | 'unavailable' | 'throw'> = [];
  events.forEach((e, i) => {
    if (e.type === 'xstate.done.actor.startPayment') {
      const next = events[i + 1] as (EventObject & { error?: unknown }) | undefined;
      openQueue.push(
        next?.type === 'xstate.error.actor.openPayment'
          ? next.error instanceof PaymentProviderUnavailableError
            ? 'unavailable'
            : 'throw'
          : 'open',
      );
    }
  });
  let sendBack: ((event: PaymentEvent) => void) | null = null;
  const clock = new SimulatedClock();
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        prepare: fromPromise<PreparedPayment, PrepareInput & { amount: number }>(() => prepare.call()),
        startPayment: fromPromise<StartedPayment, StartPaymentInput>(() => start.call()),
        confirm: fromPromise<ConfirmedPayment, ConfirmInput>(() => confirm.call()),
        loadProvider: fromPromise<boolean>(() => load.call()),
        openPayment: fromCallback<PaymentEvent, OpenPaymentInput>(({ sendBack: sb }) => {
          const outcome = openQueue.shift();
          if (outcome === 'unavailable') throw new PaymentProviderUnavailableError();
          if (outcome === 'throw') throw new Error('constructor failed');
          sendBack = sb as (event: PaymentEvent) => void;
        }),
      },
    }),
    { input, clock },
  ).start();

  for (const [index, step] of path.steps.entries()) {
    const event = step.event;
    if (event.type === 'xstate.init') {
      // initial state
    } else if (event.type.startsWith('xstate.done.actor') || event.type.startsWith('xstate.error.actor')) {
      const [, kind, , id] = event.type.split('.');
      const gate = gates[id!];
      if (gate) {
        const call = gate.pending.shift();
        expect(call, `${id} is running`).toBeDefined();
        if (kind === 'done') call!.resolve((event as unknown as { output: never }).output);
        else call!.reject((event as unknown as { error: unknown }).error);
      }
      await flush();
    } else if (event.type.startsWith('payment.')) {
      expect(sendBack, 'the provider dialog is open').not.toBeNull();
      sendBack!(event as PaymentEvent);
    } else if (event.type === AFTER_CONFIRM) {
      clock.increment(BOOKING_CONFIRM_DELAY_MS);
    } else if (event.type === AFTER_RETRY_WAIT) {
      // The longest wait: whichever retry this is, its timer fires (no other timer runs meanwhile).
      clock.increment(CONFIRM_RETRY_DELAYS_MS.at(-1)!);
      await flush();
    } else {
      actor.send(event as PaymentEvent);
    }
    // A provider that throws while opening fails in the same step the pay step answered.
    if (events[index + 1]?.type === 'xstate.error.actor.openPayment') continue;
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `after ${event.type}`).toEqual(step.state.value);
    expect(snapshot.context.error).toBe(step.state.context.error);
    expect(snapshot.context.paymentId).toBe(step.state.context.paymentId);
  }
  actor.stop();
}

describe.each([
  ['shop', shopInput],
  ['booking', bookingInput],
] as const)('payment paths (%s)', (_kind, input) => {
  const paths = pathsFor(input);

  it('reach every state and every transition', () => {
    const missing = uncovered(paymentMachine, paths);
    const notApplicable =
      input.kind === 'shop' ? (label: string) => label.includes('awaitingConfirmation') : () => false;
    expect(missing.states.filter((id) => !notApplicable(id))).toEqual([]);
    expect(missing.transitions.filter((t) => !notApplicable(t))).toEqual([]);
  });

  it('every path replays on a real actor with scripted provider fakes', async () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) await replay(input, path);
  });
});
