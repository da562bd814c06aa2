import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { OrderConfirmationScreen } from '../../../design-system/screens/OrderConfirmationScreen';
import { OrderLookupScreen } from '../../../design-system/screens/OrderLookupScreen';
import { orderConfirmationView } from '../../../machines/checkout/checkout.view';
import { demoLabelOf } from '../../../machines/checkout/paymentsMode';
import type { OrderDetails } from '../../../machines/checkout/checkout.rules';
import {
  decodeOrderDetails,
  encodeOrderDetails,
  LAST_ORDER_STORAGE_KEY,
  orderDetailsFromServer,
} from '../../../machines/checkout/order.codec';
import { receiptFileName, receiptText } from '../../../machines/files/receipt';
import { orderShareMessage } from '../../../machines/links/shop.messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { fetchOrder } from '../../adapters/api/orderLookupApi';
import type { orderConfirmationLoader } from '../../adapters/api/paymentsModeApi';
import { ApiRequestError } from '../../adapters/api/request';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { readRaw, writeRaw } from '../../adapters/storage';
import { pickupDetailsOf, shopMeta } from '../../content/shop';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { usePageData } from '../../routes/pageData';

type Lookup = { status: 'loading' } | { status: 'error'; message: string; canRetry: boolean };

/**
 * `/order-confirmation?ref=<order reference>`: the order handed over from checkout as router state. Without it
 * (a reload, the link on another device) the order is loaded from the server by its unguessable reference; an old
 * link without a reference falls back to this tab's session storage, and with nothing to show the page redirects
 * to /merchandise.
 */
export function OrderConfirmationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref');
  const { paymentsMode } = usePageData<typeof orderConfirmationLoader>();
  const site = useSite();
  const stateOrder = useMemo(() => decodeOrderDetails(location.state), [location.state]);
  const [loaded, setLoaded] = useState<OrderDetails | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const order = stateOrder ?? loaded;

  useEffect(() => {
    if (stateOrder) {
      writeRaw(LAST_ORDER_STORAGE_KEY, encodeOrderDetails(stateOrder), 'session');
      return;
    }
    if (ref) {
      const controller = new AbortController();
      fetchOrder(ref, controller.signal)
        .then((response) => {
          const result = orderDetailsFromServer(response);
          if ('order' in result) setLoaded(result.order);
          else setLookup({ status: 'error', message: result.unpaid, canRetry: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          const canRetry = !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400));
          setLookup({ status: 'error', message, canRetry });
        });
      return () => controller.abort();
    }
    const stored = decodeOrderDetails(readRaw(LAST_ORDER_STORAGE_KEY, 'session'));
    if (stored) void navigate(location.pathname, { replace: true, state: stored });
    else void navigate('/merchandise', { replace: true });
    return undefined;
  }, [stateOrder, ref, attempt, navigate, location.pathname]);

  const retry = useCallback(() => {
    setLookup({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const meta = <PageMeta {...shopMeta.orderConfirmation} />;
  if (!order) {
    if (!ref) return meta;
    return (
      <>
        {meta}
        {lookup.status === 'loading' ? (
          <OrderLookupScreen status="loading" />
        ) : (
          <OrderLookupScreen status="error" message={lookup.message} onRetry={lookup.canRetry ? retry : undefined} />
        )}
      </>
    );
  }
  return (
    <>
      {meta}
      <OrderConfirmationScreen
        order={orderConfirmationView(order)}
        pickup={pickupDetailsOf(site)}
        shareHref={whatsappLink(site.phones.sports, orderShareMessage(order))}
        onDownloadReceipt={() => downloadTextFile(receiptFileName(order.orderId), receiptText(order, now()))}
        demoNote={demoLabelOf(paymentsMode)}
      />
    </>
  );
}

export default OrderConfirmationPage;
