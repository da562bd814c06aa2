import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { lazyPart } from '../../../design-system/primitives/lazyPart';
import { SportsScreen } from '../../../design-system/screens/SportsScreen';
import { preloadBookingRequests } from '../../adapters/api/loadBookingRequests';
import { whenIdleInTurn } from '../../adapters/whenIdleInTurn';
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

/** The booking view's state machines (the session it keeps here), the first piece of its code the page fetches. */
const loadBookingMachines = () => import('./bookingSession');

/** The booking view's widgets (the choice buttons, the customer form): the second piece, so the screens' is smaller. */
const loadBookingWidgets = () =>
  Promise.all([import('../../../design-system/primitives/ToggleGroup'), import('../../../design-system/patterns/CustomerForm')]);

const BOOKING_HEADING_ID = 'booking-view-heading';

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

  // Once the page is live and the browser idle, before a sport is chosen, the booking view's code in three pieces, each
  // evaluated at an idle moment of its own: its state machines, its widgets, then its screens (in two pieces, the
  // screens' evaluation was the longest task after the page's first paint on a busy machine: 25-39 ms with no CPU
  // throttle). So choosing a sport shows it at once.
  // Not in the effects that run while the page hydrates: fetching them there was a third of the longest task on
  // /sports. The server calls with their schemas wait until the visitor reaches for a Book button (`onSportIntent`)
  // or the view asks for them: evaluated at idle, the schema library was the longest task left after the page's first
  // paint (/sports, no CPU throttle: 20-28 ms), spent on every visit, booking or not.
  useEffect(() => whenIdleInTurn([loadBookingMachines, loadBookingWidgets, sportBookingPart.load]), []);

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
        onSportIntent={preloadBookingRequests}
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
