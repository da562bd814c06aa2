import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { WaitlistOffer } from '../../../design-system/patterns/WaitlistOffer';
import { to12Hour } from '../../../machines/booking/slots';
import { sportById } from '../../../machines/booking/sports';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import { demoLabelOf } from '../../../machines/checkout/paymentsMode';
import type { ToastEmitted } from '../../../machines/shared/toast';
import type { WaitlistOffer as Offer } from '../../../machines/waitlist/waitlist.schema';
import { waitlistOfferView, type WaitlistOfferStatus } from '../../../machines/waitlist/waitlist.view';
import { payForHold } from '../../actors/payForHold';
import { openWaitlistOffer } from '../../adapters/api/waitlistApi';
import { ApiRequestError } from '../../adapters/api/request';
import type { PaidBooking } from './bookingSession';
import { useSite } from '../../layout/siteSettings';

export interface WaitlistOfferPartProps {
  /** The token of the emailed link (the address's `?offer=`). */
  token: string;
  paymentsMode: PaymentsMode;
  /** The payment's toasts, for the page's queue. */
  onToast: (toast: ToastEmitted) => void;
  /** The offer opened: its date and court, for the booking view to show. */
  onOpened: (offer: Offer) => void;
  /** Paid: the booking, for the booking view's confirmation. */
  onPaid: (paid: PaidBooking) => void;
  /** Leave the offer (it ended, or the visitor chose another slot). */
  onDismiss: () => void;
}

/**
 * The waiting list's offer on /sports (`?offer=<token>` from the email): opens the offer on the server, shows the
 * slot held for the visitor with Pay, and pays its hold through the booking's payment flow (a cancelled payment keeps
 * the offer until it ends). A part of its own, fetched only when the address carries an offer.
 */
export default function WaitlistOfferPart({
  token,
  paymentsMode,
  onToast,
  onOpened,
  onPaid,
  onDismiss,
}: WaitlistOfferPartProps) {
  const site = useSite();
  const [status, setStatus] = useState<WaitlistOfferStatus>('loading');
  const [offer, setOffer] = useState<Offer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const opened = useEffectEvent(onOpened);

  useEffect(() => {
    let live = true;
    openWaitlistOffer(token).then(
      (found) => {
        if (!live) return;
        setOffer(found);
        setStatus('ready');
        opened(found);
      },
      (error: unknown) => {
        if (!live) return;
        const reached = error instanceof ApiRequestError && error.status > 0 && error.status < 500;
        setMessage(error instanceof Error ? error.message : String(error));
        setStatus(reached ? 'ended' : 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const pay = useCallback(() => {
    if (!offer || status !== 'ready') return;
    setStatus('paying');
    const sportName = sportById(offer.sport).name;
    payForHold({
      holdId: offer.holdId,
      amount: offer.amount,
      amountPaise: offer.amountPaise,
      productName: `${sportName} court booking`,
      customer: offer.customer,
      paymentsMode,
      chatNumber: site.phones.sports,
      releaseOnCancel: false,
      onToast,
    }).then(
      (result) =>
        onPaid({
          sportName,
          sessions: [
            {
              id: `${offer.date}-${offer.time}-${offer.court}`,
              date: offer.date,
              time: offer.time,
              displayTime: to12Hour(offer.time),
              price: offer.amount / offer.duration,
              court: offer.court,
              duration: offer.duration,
              amount: offer.amount,
            },
          ],
          total: offer.amount,
          paymentId: result.paymentId,
          bookingIds: result.bookingIds,
          reference: result.reference,
        }),
      // The payment's own toast said why; the offer stays open to pay again until it ends.
      () => setStatus('ready'),
    );
  }, [offer, status, paymentsMode, onToast, onPaid, site]);

  return (
    <WaitlistOffer
      status={status}
      offer={offer ? waitlistOfferView(offer) : null}
      message={message}
      demoNote={demoLabelOf(paymentsMode)}
      onPay={pay}
      onRetry={() => {
        setStatus('loading');
        setAttempt((n) => n + 1);
      }}
      onDismiss={onDismiss}
    />
  );
}
