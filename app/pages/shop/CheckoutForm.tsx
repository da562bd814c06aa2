import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerFormField } from '../../../design-system/patterns/CustomerForm';
import { CheckoutScreen, type CheckoutNotice } from '../../../design-system/screens/CheckoutScreen';
import { cartTotal, type CartItem } from '../../../machines/cart/cart.rules';
import { encodeOrderDetails, LAST_ORDER_STORAGE_KEY } from '../../../machines/checkout/lastOrder';
import { customerFieldErrors, fieldOfValidation } from '../../../machines/checkout/checkout.view';
import { paymentToasts } from '../../../machines/checkout/payment.copy';
import { paymentMachine } from '../../../machines/checkout/payment.machine';
import { selectIsProcessing } from '../../../machines/checkout/payment.select';
import type { PaymentEmitted } from '../../../machines/checkout/payment.types';
import { confirmingToast } from '../../../machines/checkout/paymentConfirm';
import { demoLabelOf, type PaymentsMode } from '../../../machines/checkout/paymentsMode';
import { createOrderId } from '../../../machines/files/orderId';
import { orderSummaryView, payButtonLabel } from '../../../machines/cart/cart.view';
import { nowMs } from '../../adapters/clock';
import { confirmOrder, createOrder } from '../../adapters/api/orderApi';
import { loadPaymentProvider, openPaymentDialog } from '../../adapters/paymentProvider';
import { writeRaw } from '../../adapters/storage';
import { clearCart } from '../../cart';
import { PAYMENT_PROVIDER_NAME } from '../../content/shop';
import { machineToast, useToast } from '../../toasts';

/**
 * The payment machine with the server and the real provider: Pay stores the order on the server (priced from its
 * catalogue, out-of-stock lines refused), the script loads on the first Pay, never before, and the server marks the
 * order paid after checking the payment.
 */
const shopPaymentMachine = paymentMachine.provide({
  actors: {
    prepare: createOrder,
    confirm: confirmOrder,
    loadProvider: loadPaymentProvider,
    openPayment: openPaymentDialog,
  },
});

/** The checkout form's input ids (CustomerForm's idPrefix), so a failed check can move focus to its field. */
const ID_PREFIX = 'checkout';

/** What the provider dialog says is being paid for: the item, or the order when there are several. */
function productNameOf(items: readonly CartItem[]): string {
  const [first] = items;
  if (items.length === 1 && first) return first.name;
  return `POD merchandise order (${items.length} items)`;
}

/** The toasts that are payment outcomes, shown again beside the pay button until the next attempt. */
const outcomeTones: Record<string, CheckoutNotice['tone']> = {
  [confirmingToast.title]: 'info',
  [paymentToasts.cancelled.title]: 'warning',
  [paymentToasts.failed.title]: 'danger',
  [paymentToasts.error().title]: 'danger',
};

export interface CheckoutFormProps {
  items: readonly CartItem[];
  /** The payment succeeded: the cart is about to be cleared, so the empty-cart redirect must not run. */
  onPaid: () => void;
  /** The server's payments mode: in demo the dialog and the pay button say no money is taken. */
  paymentsMode: PaymentsMode;
}

/**
 * The checkout form and its payment machine. Its own chunk (with the state-machine library and the order schemas):
 * the form needs the cart read from the device, so the served page and its first render are the frame and this loads
 * with the page's first render in the browser (CheckoutPage).
 */
export function CheckoutForm({ items, onPaid, paymentsMode }: CheckoutFormProps) {
  const navigate = useNavigate();
  const { push } = useToast();
  const [orderId] = useState(() => createOrderId(nowMs()));
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const actor = useActorRef(shopPaymentMachine, {
    input: {
      kind: 'shop',
      amount: cartTotal(items),
      productName: productNameOf(items),
      items: [...items],
      orderId,
      paymentsMode,
    },
  });
  const customer = useSelector(actor, (s) => s.context.customer);
  const validation = useSelector(actor, (s) => s.context.validation);
  const deliveryMethod = useSelector(actor, (s) => s.context.deliveryMethod);
  const processing = useSelector(actor, selectIsProcessing);

  // Carry out what the machine emits: toasts, clearing the cart, going to the confirmation.
  useEffect(() => {
    const handle = (event: PaymentEmitted) => {
      switch (event.type) {
        case 'toast': {
          push(machineToast(event));
          if (event.title === paymentToasts.initializing.title) setNotice(null);
          const tone = outcomeTones[event.title];
          if (tone) setNotice({ tone, title: event.title, description: event.description });
          break;
        }
        case 'cartCleared':
          onPaid();
          void clearCart();
          break;
        case 'navigate':
          writeRaw(LAST_ORDER_STORAGE_KEY, encodeOrderDetails(event.state), 'session');
          // The order's reference in the address: a reload, or the link on another device, loads it from the server.
          void navigate(
            { pathname: event.to, search: event.state.ref ? `?${new URLSearchParams({ ref: event.state.ref })}` : '' },
            { state: event.state },
          );
          break;
        case 'paymentSucceeded':
          break;
      }
    };
    const subscriptions = [actor.on('toast', handle), actor.on('cartCleared', handle), actor.on('navigate', handle)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, navigate, push, onPaid]);

  // The cart can change in another tab: keep what is paid for in step.
  useEffect(() => {
    actor.send({
      type: 'order.changed',
      amount: cartTotal(items),
      productName: productNameOf(items),
      items: [...items],
    });
  }, [actor, items]);

  // A failed check moves focus to the field it is about.
  useEffect(() => {
    const field = fieldOfValidation(validation);
    if (field) document.getElementById(`${ID_PREFIX}-${field}`)?.focus();
  }, [validation]);

  const summary = orderSummaryView(items);
  return (
    <CheckoutScreen
      summary={summary}
      values={customer}
      errors={customerFieldErrors(validation)}
      onFieldChange={(field: CustomerFormField, value: string) =>
        actor.send({ type: 'user.changeField', field, value })
      }
      deliveryMethod={deliveryMethod}
      onDeliveryMethodChange={() => {
        // Pickup is the only method offered (home delivery is Coming Soon): nothing to change.
      }}
      status={processing ? 'processing' : 'editing'}
      payLabel={payButtonLabel(summary.amount)}
      payDisabled={!(summary.amount > 0)}
      onPay={() => actor.send({ type: 'user.pay' })}
      notice={notice}
      providerName={PAYMENT_PROVIDER_NAME}
      demoNote={demoLabelOf(paymentsMode)}
      idPrefix={ID_PREFIX}
    />
  );
}

export default CheckoutForm;
