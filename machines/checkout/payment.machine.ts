import { toPaise } from '../money/money';
import { DEFAULT_DELIVERY_METHOD, tidyCustomer, type CustomerInfo } from './checkout.rules';
import { paymentMessages, PaymentProviderUnavailableError } from './payment.copy';
import { paymentSetup } from './payment.setup';

/**
 * Checkout and payment (machine 2), used by the shop checkout (`kind: 'shop'`) and by court booking
 * (`kind: 'booking'`).
 *
 *   editing --user.pay--> validating --(first failing rule: destructive toast)--> editing
 *                                    \--> processing.preparing --> processing.loadingScript
 *                                           --> processing.startingPayment --> processing.awaitingPayment
 *                                           --> processing.confirming (requesting <-> waitingToRetry)
 *                                           --> paid | cancelled | failed
 *
 * - `user.pay` with an amount of 0 or less is silently ignored; while processing it is not handled at all, so a
 *   second payment cannot start. Processing always ends (paid, cancelled or failed).
 * - Entering processing emits the "Initializing Payment" toast.
 * - Actors supplied by the app with `.provide({ actors })` (the defaults keep the flow client-only, as in stories and
 *   unit tests: nothing is prepared on a server and every payment counts as unverified):
 *   - `prepare` (fromPromise<{@link PreparedPayment}>, input {@link PrepareInput}): before the dialog opens, the
 *     server holds the sessions or creates the order and prices it from its own table; the dialog then charges the
 *     server's amount. It rejects with a {@link PaymentPreparationError} (the server's message; `taken` lists the
 *     sessions someone else took meanwhile, which also emits `slotTaken`).
 *   - `startPayment` (fromPromise<{@link StartedPayment}>, input {@link StartPaymentInput}): once the script is
 *     loaded, the pay step: the server makes the provider order for what it prepared (booking: POST
 *     /api/holds/:id/pay) and gives the amount in paise the dialog charges. A rejection (the hold ended) fails the
 *     payment with the server's message and gives the hold back. Default: what `prepare` gave (the shop's order has
 *     its provider order already).
 *   - `confirm` (fromPromise<{@link ConfirmedPayment}>, input {@link ConfirmInput}): after the provider reports
 *     success, the server checks the payment and confirms the booking or order. A rejection (e.g. the signature
 *     did not verify, or the payment bought nothing and is refunded) fails the payment with its message; nothing is
 *     confirmed. A {@link PaymentServerUnreachableError} (no answer, or 5xx) is retried with backoff
 *     (paymentConfirm.ts) while the "Confirming your payment…" toast shows; when every retry failed, the visitor is
 *     told to contact the centre with the payment id.
 *   - `release` (fire and forget, input {@link ReleaseInput}): a dismissed or failed payment gives the prepared
 *     hold back at once (the server also lets it expire).
 *   - `loadProvider` (fromPromise<boolean>): loads the provider script on demand, once (the adapter shares one
 *     promise); resolves true when loaded, false when it failed.
 *   - `openPayment` (fromCallback, input {@link OpenPaymentInput}): opens the provider dialog and sends back
 *     `payment.succeeded` {paymentId}, `payment.dismissed`, `payment.failed` {message?} or `payment.error`
 *     {message?}. It throws {@link PaymentProviderUnavailableError} when the provider object is missing after the
 *     script loaded, and any other error when the dialog could not be created.
 * - On success: "Payment Successful!" with the payment id, then
 *   - shop: `cartCleared` and `navigate` to /order-confirmation with the {@link OrderDetails};
 *   - booking: 2 s later (named delay `bookingConfirmDelay`) "Booking Confirmed!" with a Confirm action whose
 *     href is the prefilled chat link (the app opens it in a new tab when the action is pressed).
 *
 * Emitted events (subscribe with `actor.on(type, handler)`): see {@link PaymentEmitted}. The types are in
 * payment.types.ts, the copy in payment.copy.ts, the implementations in payment.setup.ts and the selectors in
 * payment.select.ts.
 */

const emptyCustomer: CustomerInfo = { name: '', email: '', phone: '' };

const userEditing = {
  'user.changeField': { target: 'editing', actions: 'setField' },
  'order.changed': { actions: 'changeOrder' },
  'user.pay': { guard: 'hasPositiveAmount', target: 'validating' },
} as const;

/** To failed with the provider's message; the prepared hold is given back. */
const failBecause = (message: string) =>
  ({
    target: '#payment.failed',
    actions: ['releasePrepared', { type: 'failWith', params: { message } }],
  }) as const;

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({
    kind: input.kind,
    amount: input.amount,
    productName: input.productName,
    customer: { ...emptyCustomer, ...input.customer },
    deliveryMethod: input.kind === 'shop' ? (input.deliveryMethod ?? DEFAULT_DELIVERY_METHOD) : DEFAULT_DELIVERY_METHOD,
    items: input.kind === 'shop' ? input.items : [],
    orderId: input.kind === 'shop' ? input.orderId : '',
    booking: input.kind === 'booking' ? input.booking : null,
    chatNumber: input.kind === 'booking' ? input.chatNumber : '',
    validation: null,
    error: null,
    paymentId: null,
    demo: input.paymentsMode === 'demo',
    prepared: null,
    started: null,
    confirmRetries: 0,
    confirmed: null,
    proof: {},
  }),
  initial: 'editing',
  states: {
    /** The form is editable. */
    editing: {
      on: userEditing,
    },
    /** Transient: the first failing rule raises a destructive toast and returns to editing. */
    validating: {
      always: [{ guard: 'customerInvalid', target: 'editing', actions: 'rejectInvalid' }, { target: 'processing' }],
    },
    /** The button shows Processing...; a second pay is impossible here. */
    processing: {
      entry: 'startProcessing',
      initial: 'preparing',
      states: {
        /** The server holds the sessions or creates the order, and prices it. */
        preparing: {
          invoke: {
            id: 'prepare',
            src: 'prepare',
            input: ({ context }) => ({
              kind: context.kind,
              amount: context.amount,
              customer: tidyCustomer(context.customer),
              items: context.items,
              deliveryMethod: context.deliveryMethod,
              booking: context.booking,
            }),
            onDone: { target: 'loadingScript', actions: 'setPrepared' },
            onError: { target: '#payment.failed', actions: 'failPreparation' },
          },
        },
        loadingScript: {
          invoke: {
            id: 'loadProvider',
            src: 'loadProvider',
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'startingPayment' },
              failBecause(paymentMessages.scriptFailed),
            ],
            onError: failBecause(paymentMessages.scriptFailed),
          },
        },
        /** The pay step: the server makes the provider order (once) and gives the amount in paise. */
        startingPayment: {
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({
              kind: context.kind,
              reference: context.prepared?.reference ?? null,
              providerOrderId: context.prepared?.providerOrderId ?? null,
              amountPaise: context.prepared?.amountPaise ?? toPaise(context.amount),
            }),
            onDone: { target: 'awaitingPayment', actions: 'setStarted' },
            onError: { target: '#payment.failed', actions: ['failPreparation', 'releasePrepared'] },
          },
        },
        awaitingPayment: {
          invoke: {
            id: 'openPayment',
            src: 'openPayment',
            input: ({ context }) => ({
              amountPaise: context.started?.amountPaise ?? toPaise(context.amount),
              description: `Payment for ${context.productName}`,
              customer: tidyCustomer(context.customer),
              providerOrderId: context.started?.providerOrderId ?? null,
              demo: context.demo,
            }),
            onError: [
              {
                guard: ({ event }) => event.error instanceof PaymentProviderUnavailableError,
                ...failBecause(paymentMessages.unavailable),
              },
              failBecause(paymentMessages.dialogFailed),
            ],
          },
          on: {
            'payment.succeeded': { target: 'confirming', actions: 'keepProof' },
            'payment.dismissed': { target: '#payment.cancelled', actions: ['releasePrepared', 'emitCancelled'] },
            'payment.failed': { target: '#payment.failed', actions: ['releasePrepared', 'failPaymentFailed'] },
            'payment.error': { target: '#payment.failed', actions: ['releasePrepared', 'failProviderError'] },
          },
        },
        /**
         * The provider reported success: the server checks it before anything is confirmed. A refusal keeps the
         * hold until it expires (the provider's webhook may still confirm a real payment). A server that cannot be
         * reached is asked again after 1, 2, 4, 8, 16 and 30 s; then the visitor is told to contact the centre.
         */
        confirming: {
          initial: 'requesting',
          states: {
            requesting: {
              invoke: {
                id: 'confirm',
                src: 'confirm',
                input: ({ context }) => ({
                  kind: context.kind,
                  reference: context.prepared?.reference ?? null,
                  paymentId: context.paymentId ?? '',
                  ...(context.proof.providerOrderId ? { providerOrderId: context.proof.providerOrderId } : {}),
                  ...(context.proof.signature ? { signature: context.proof.signature } : {}),
                }),
                onDone: { target: '#payment.paid', actions: 'setConfirmed' },
                onError: [
                  { guard: 'confirmRetryLeft', target: 'waitingToRetry', actions: 'noteConfirmRetry' },
                  { target: '#payment.failed', actions: 'failConfirmation' },
                ],
              },
            },
            waitingToRetry: {
              after: { confirmRetryDelay: 'requesting' },
            },
          },
        },
      },
    },
    /** Paid: shop hands over to the confirmation page; booking confirms after 2 s. */
    paid: {
      entry: 'announceSuccess',
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isBooking', target: 'awaitingConfirmation' }, { target: 'done' }],
        },
        awaitingConfirmation: {
          after: { bookingConfirmDelay: { target: 'done', actions: 'emitBookingConfirmed' } },
        },
        done: {
          on: { 'user.startOver': { target: '#payment.editing', actions: 'resetPayment' } },
        },
      },
    },
    /** The dialog was dismissed: the destructive Payment Cancelled toast; pay again any time. */
    cancelled: {
      on: userEditing,
    },
    /** Script, provider or dialog error, or the provider's payment.failed: pay again any time. */
    failed: {
      on: userEditing,
    },
  },
});
