import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { OrderConfirmationScreen } from '../../../design-system/screens/OrderConfirmationScreen';
import { orderConfirmationView } from '../../../machines/checkout/checkout.view';
import { decodeOrderDetails, encodeOrderDetails, LAST_ORDER_STORAGE_KEY } from '../../../machines/checkout/order.codec';
import { receiptFileName, receiptText } from '../../../machines/files/receipt';
import { orderShareMessage } from '../../../machines/links/messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { readRaw, writeRaw } from '../../adapters/storage';
import { siteConfig } from '../../config/site';
import { pickupDetails, shopMeta } from '../../content/shop';
import { PageMeta } from '../../layout/PageMeta';

/**
 * `/order-confirmation`: the order handed over from checkout as router state. The same order is kept in session
 * storage, so opening this page again in the same tab still shows it; without either it redirects to /merchandise.
 */
export function OrderConfirmationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const order = useMemo(() => decodeOrderDetails(location.state), [location.state]);

  useEffect(() => {
    if (order) {
      writeRaw(LAST_ORDER_STORAGE_KEY, encodeOrderDetails(order), 'session');
      return;
    }
    const stored = decodeOrderDetails(readRaw(LAST_ORDER_STORAGE_KEY, 'session'));
    if (stored) void navigate(location.pathname, { replace: true, state: stored });
    else void navigate('/merchandise', { replace: true });
  }, [order, navigate, location.pathname]);

  const meta = <PageMeta {...shopMeta.orderConfirmation} />;
  if (!order) return meta;
  return (
    <>
      {meta}
      <OrderConfirmationScreen
        order={orderConfirmationView(order)}
        pickup={pickupDetails}
        shareHref={whatsappLink(siteConfig.chat.sports, orderShareMessage(order))}
        onDownloadReceipt={() => downloadTextFile(receiptFileName(order.orderId), receiptText(order, now()))}
      />
    </>
  );
}

export default OrderConfirmationPage;
