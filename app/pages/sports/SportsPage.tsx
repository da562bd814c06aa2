import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { lazyPart } from '../../../design-system/primitives/lazyPart';
import { SportsScreen } from '../../../design-system/screens/SportsScreen';
import { preloadBookingRequests } from '../../adapters/api/loadBookingRequests';
import { whenIdle } from '../../adapters/whenIdle';
import type { sportsLoader } from '../../adapters/api/centreApi';
import { bookingSportOf } from '../../../machines/booking/schedule';
import { sports, type SportId } from '../../../machines/booking/sports';
import { sportView } from '../../../machines/booking/sports.view';
import { partnershipEnquiryMessage } from '../../../machines/links/booking.messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { isoDateInKolkata } from '../../../machines/time/dates';
import { now } from '../../adapters/clock';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import {
  bookingLoadCopy,
  bookingMeta,
  liveStatus,
  locationCopy,
  partnersCopy,
  priceListNote,
  reviewsCopy,
  sportListCopy,
  sportsHero,
  whyChooseCopy,
} from '../../content/sports';
import { PageMeta } from '../../layout/PageMeta';
import { useToast } from '../../toasts';
import type { BookingSessionHolder } from './bookingSession';
import type { SportBookingProps } from './SportBooking';

/** The booking view with its machines: a chunk of its own, fetched once the sport list is up. */
const sportBookingPart = lazyPart<SportBookingProps>(() => import('./SportBooking'));

const BOOKING_HEADING_ID = 'booking-view-heading';

const noop = () => {};

/**
 * Before the page renders: the booking view's code when the page opens on a sport. Always on the server (it renders
 * whichever view the address asks for); in the browser when the address names a sport, so hydrating a served booking
 * view finds its code (the list fetches it once it is up).
 */
export async function prepareSportsPage(): Promise<void> {
  const opensOnSport = typeof window === 'undefined' || bookingSportOf(new URLSearchParams(window.location.search).get('sport')) !== null;
  if (opensOnSport) await sportBookingPart.load().catch(() => undefined);
}

const enquirePartnership = () => openExternal(whatsappLink(siteConfig.chat.sports, partnershipEnquiryMessage()));

/**
 * `/sports`: the sport list or one sport's booking view (`?sport=tennis`; unknown values show the list). The address
 * decides the view (choosing a sport or Back changes `?sport=`, so the browser's back button and reloads keep it).
 * The booking view and its machines are ./SportBooking.tsx, a chunk of its own; its session (what was chosen and
 * typed) is kept here, so it survives going back to the list.
 */
export function SportsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { push } = useToast();
  const urlSport = bookingSportOf(searchParams.get('sport'));
  const [today] = useState(() => isoDateInKolkata(now()));
  const { rates, reviews } = usePageData<typeof sportsLoader>();
  /** The sport cards and price list: the four sports with their prices from the rate table, formatted. */
  const sportViews = useMemo(() => sports.map((s) => sportView(s, rates[s.id])), [rates]);
  const [session] = useState<BookingSessionHolder>(() => ({ current: null }));
  const [priceListOpen, setPriceListOpen] = useState(false);

  // Once the page is live and the browser idle, before a sport is chosen: the booking view's code, then (at the next
  // idle moment) its server calls with their schemas, so choosing a sport shows it at once. Not in the effects that
  // run while the page hydrates: fetching them there was a third of the longest task on /sports. One at a time: both
  // evaluated in the same task made the longest task left after the page's first paint (/sports, no CPU throttle:
  // 41 ms, of which the schema library 23 and the state machines 12).
  useEffect(() => {
    let cancel = whenIdle(() => {
      void sportBookingPart
        .load()
        .catch(() => undefined)
        .then(() => {
          if (cancel !== noop) cancel = whenIdle(preloadBookingRequests);
        });
    });
    return () => {
      cancel();
      cancel = noop;
    };
  }, []);

  const selectSport = useCallback(
    (id: SportId) => {
      void navigate({ search: `?sport=${id}`, hash: 'booking' });
    },
    [navigate],
  );

  const priceList = useMemo(() => ({ open: priceListOpen, onOpenChange: setPriceListOpen, note: priceListNote }), [priceListOpen]);
  const booking = useMemo<SportBookingProps | null>(
    () => (urlSport ? { sport: urlSport, headingId: BOOKING_HEADING_ID, session, input: { today, rates, push } } : null),
    [urlSport, session, today, rates, push],
  );

  return (
    <>
      <PageMeta {...bookingMeta.sports} />
      <SportsScreen
        hero={sportsHero}
        liveStatus={liveStatus}
        view={booking ? 'booking' : 'list'}
        sports={sportViews}
        sportList={sportListCopy}
        onSelectSport={selectSport}
        booking={booking}
        bookingViewCode={sportBookingPart}
        bookingLoad={bookingLoadCopy}
        priceList={priceList}
        reviews={{ ...reviewsCopy, items: reviews }}
        location={locationCopy}
        partners={{ ...partnersCopy, onEnquire: enquirePartnership }}
        whyChoose={whyChooseCopy}
      />
    </>
  );
}

export default SportsPage;
