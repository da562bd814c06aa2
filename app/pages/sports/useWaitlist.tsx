import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { lazyPart, useLazyPart } from '../../../design-system/primitives/lazyPart';
import type { SportId } from '../../../machines/booking/sports';
import type { ToastEmitted } from '../../../machines/shared/toast';
import type { WaitlistSlot } from '../../../machines/waitlist/waitlistJoin.machine';
import { OFFER_PARAM, offerTokenOf } from '../../../machines/waitlist/waitlist.rules';
import type { WaitlistOffer, WaitlistPerson } from '../../../machines/waitlist/waitlist.schema';
import { machineToast } from '../../toasts';
import type { BookingSession, BookingSessionInput, PaidBooking } from './bookingSession';
import type { WaitlistJoinProps } from './WaitlistJoin';
import type { WaitlistOfferPartProps } from './WaitlistOfferPart';

/** The join dialog with its machine and schemas: fetched when a visitor first presses a booked or held slot. */
const joinPart = lazyPart<WaitlistJoinProps>(() => import('./WaitlistJoin'));
/** The offer panel: fetched only when the address carries an offer's token. */
const offerPart = lazyPart<WaitlistOfferPartProps>(() => import('./WaitlistOfferPart'));

const stayOffline = () => undefined;

/**
 * The waiting list on the booking view: pressing a booked or held slot opens "Notify me if it frees up" for it (the
 * booking's date, court and duration, the details typed so far); an address with `?offer=<token>` (the offer's
 * email) shows the slot held for the visitor above the view, ready to pay, and once paid, the view's confirmation.
 */
export function useWaitlist(
  session: BookingSession,
  sport: SportId,
  { paymentsMode, push }: Pick<BookingSessionInput, 'paymentsMode' | 'push'>,
): { onNotifySlot: (time: string) => void; offer: ReactNode; join: ReactNode } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = offerTokenOf(searchParams.get(OFFER_PARAM));
  const [notify, setNotify] = useState<{ slot: WaitlistSlot; person: Partial<WaitlistPerson> } | null>(null);
  const closeJoin = useCallback(() => setNotify(null), []);
  const { Part: Join } = useLazyPart(joinPart, notify !== null, closeJoin);
  const { Part: Offer } = useLazyPart(offerPart, token !== null, stayOffline);

  const onNotifySlot = useCallback(
    (time: string) => {
      const { date, court, duration } = session.booking.getSnapshot().context;
      if (!date || court === null) return;
      const { name, phone, email } = session.payment.getSnapshot().context.customer;
      setNotify({ slot: { sport, date, court, time, duration: duration || 1 }, person: { name, phone, email } });
    },
    [session, sport],
  );
  const leaveOffer = useCallback(
    () => void navigate({ search: `?sport=${sport}`, hash: 'booking' }, { replace: true }),
    [navigate, sport],
  );
  const onOpened = useCallback(
    (offer: WaitlistOffer) => {
      session.booking.send({ type: 'user.selectDate', date: offer.date });
      session.booking.send({ type: 'user.selectCourt', court: offer.court });
    },
    [session],
  );
  const onPaid = useCallback(
    (paid: PaidBooking) => {
      session.showPaid(paid);
      leaveOffer();
    },
    [session, leaveOffer],
  );
  const onToast = useCallback((toast: ToastEmitted) => push(machineToast(toast)), [push]);

  const offer = useMemo(
    () =>
      Offer && token ? (
        <Offer
          token={token}
          paymentsMode={paymentsMode}
          onToast={onToast}
          onOpened={onOpened}
          onPaid={onPaid}
          onDismiss={leaveOffer}
        />
      ) : null,
    [Offer, token, paymentsMode, onToast, onOpened, onPaid, leaveOffer],
  );
  const join = Join ? <Join slot={notify?.slot ?? null} person={notify?.person ?? {}} onClose={closeJoin} /> : null;
  return { onNotifySlot, offer, join };
}
