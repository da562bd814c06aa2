import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { PageSkeleton } from '../../../design-system/patterns/PageSkeleton';
import { isCheckoutBlocked } from '../../../machines/cart/cart.rules';
import { reconcileCart } from '../../../machines/shop/gear.rules';
import type { checkoutLoader } from '../../adapters/api/gearApi';
import { useCartState } from '../../cart';
import { cartLoadingLabels, shopMeta } from '../../content/shop';
import { PageMeta } from '../../layout/PageMeta';

/** The form and its payment machine: fetched once the page is live, while the stored cart is read. */
const loadForm = () => import('./CheckoutForm');
const CheckoutForm = lazy(loadForm);

/** `/checkout`: customer details, pickup, the summary and card payment. An empty cart goes back to /cart. */
export function CheckoutPage() {
  const { items: stored, ready } = useCartState();
  const { products, paymentsMode } = usePageData<typeof checkoutLoader>();
  // Priced and stocked from the saved catalogue (the server prices the order from the same table).
  const items = useMemo(() => reconcileCart(stored, products), [stored, products]);
  const [paid, setPaid] = useState(false);
  const markPaid = useCallback(() => setPaid(true), []);
  // The form's code starts loading as soon as the page is live, beside the read of the stored cart.
  useEffect(() => {
    void loadForm();
  }, []);
  const meta = <PageMeta {...shopMeta.checkout} />;
  const frame = <PageSkeleton label={cartLoadingLabels.checkout} />;
  // The page's frame until the stored cart has been read (a moment after the first render; the served HTML too).
  if (!ready)
    return (
      <>
        {meta}
        {frame}
      </>
    );
  // An empty cart, or one that cannot be bought (an Out of Stock line), goes back to the cart.
  // The frame stays while it goes: an empty page for that moment would pull the footer up and push it down again.
  if (!paid && isCheckoutBlocked(items))
    return (
      <>
        {frame}
        <Navigate to="/cart" replace />
      </>
    );
  return (
    <>
      {meta}
      <Suspense fallback={frame}>
        <CheckoutForm items={items} onPaid={markPaid} paymentsMode={paymentsMode} />
      </Suspense>
    </>
  );
}

export default CheckoutPage;
