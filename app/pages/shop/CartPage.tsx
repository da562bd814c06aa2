import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { usePageData } from '../../routes/pageData';
import type { CartLineView } from '../../../machines/cart/cart.view';
import { PageSkeleton } from '../../../design-system/patterns/PageSkeleton';
import { CartScreen } from '../../../design-system/screens/CartScreen';
import { cartToasts, type CartItem } from '../../../machines/cart/cart.rules';
import {
  cartQuantityMachine,
  displayedQuantity,
  isLinePending,
  type CartQuantitySnapshot,
} from '../../../machines/cart/cartQuantity.machine';
import { reconcileCart } from '../../../machines/shop/gear.rules';
import { cartLineView, checkoutBlockedReason, orderSummaryView } from '../../../machines/cart/cart.view';
import type { cartLoader } from '../../adapters/api/gearApi';
import {
  clearCart,
  getCartItems,
  removeCartLine,
  removeProductFromCart,
  setCartLineQuantity,
  useCartState,
} from '../../cart';
import { cartLoadingLabels, PAYMENT_PROVIDER_NAME, shopMeta } from '../../content/shop';
import { PageMeta } from '../../layout/PageMeta';
import { useToast } from '../../toasts';

const lineOf = (snapshot: CartQuantitySnapshot, item: CartItem) =>
  cartLineView(item, { quantity: displayedQuantity(snapshot, item), pending: isLinePending(snapshot, item) });

/**
 * `/cart`: the lines with their 200 ms quantity debounce (the cart-quantity machine), Remove, Clear Cart, the
 * Order Summary and Proceed to Checkout (disabled while a line is Out of Stock).
 */
export function CartPage() {
  const { items: stored, ready: read } = useCartState();
  const { products, storedCart } = usePageData<typeof cartLoader>();
  // Served knowing the device's cart is empty (its cookie): the empty cart at once, not the frame.
  const ready = read || storedCart === 'empty';
  // The stored lines with the saved catalogue's prices and stock: an Out of Stock or removed product blocks checkout.
  const items = useMemo(() => reconcileCart(stored, products), [stored, products]);
  const { push } = useToast();
  const quantityActor = useActorRef(cartQuantityMachine);
  const snapshot = useSelector(quantityActor, (state) => state);

  useEffect(() => {
    const subscriptions = [
      quantityActor.on('cart.setQuantity', ({ id, selectedSize, quantity }) => {
        void setCartLineQuantity(id, selectedSize, quantity);
      }),
      quantityActor.on('cart.removeLine', ({ id, selectedSize }) => {
        const item = getCartItems().find((line) => line.id === id && line.selectedSize === selectedSize);
        void removeCartLine(id, selectedSize);
        push(cartToasts.removed(item));
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [quantityActor, push]);

  // Leaving the page (e.g. Proceed to Checkout) within the 200 ms applies what is still pending: nothing is lost.
  useEffect(
    () => () => {
      for (const change of Object.values(quantityActor.getSnapshot().context.pending)) {
        if (change.quantity < 1) void removeCartLine(change.id, change.selectedSize);
        else void setCartLineQuantity(change.id, change.selectedSize, change.quantity);
      }
    },
    [quantityActor],
  );

  // The page's frame until the stored cart has been read (a moment after the first render; the served HTML too,
  // unless the server knew the cart to be empty).
  if (!ready)
    return (
      <>
        <PageMeta {...shopMeta.cart} />
        <PageSkeleton label={cartLoadingLabels.cart} />
      </>
    );

  const lines = items.map((item) => lineOf(snapshot, item));
  const summary = orderSummaryView(items);
  const setQuantity = (line: CartLineView, quantity: number) =>
    quantityActor.send({ type: 'user.setQuantity', id: line.id, selectedSize: line.selectedSize, quantity });

  return (
    <>
      <PageMeta {...shopMeta.cart} />
      <CartScreen
        lines={lines}
        summary={summary}
        itemCount={summary.itemCount}
        checkoutBlockedReason={checkoutBlockedReason(items)}
        providerName={PAYMENT_PROVIDER_NAME}
        onDecrease={(line) => setQuantity(line, line.quantity - 1)}
        onIncrease={(line) => setQuantity(line, line.quantity + 1)}
        onRemove={(line) => {
          void removeProductFromCart(line.id);
          push(cartToasts.removed(line));
        }}
        onClearCart={() => {
          void clearCart();
          push(cartToasts.cleared);
        }}
      />
    </>
  );
}

export default CartPage;
