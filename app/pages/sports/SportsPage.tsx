import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageData } from '../../routes/pageData';
import { lazyPart } from '../../../design-system/primitives/lazyPart';
import { SportsScreen } from '../../../design-system/screens/SportsScreen';
import { preloadBookingRequests } from '../../adapters/api/loadBookingRequests';
import type { sportsLoader } from '../../adapters/api/centreApi';
import { bookingSportOf } from '../../../machines/booking/schedule';
import { sports, type SportId } from '../../../machines/booking/sports';
import { sportView } from '../../../machines/booking/sports.view';
import { partnershipEnquiryMessage } from '../../../machines/links/booking.messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { isoDateInKolkata } from '../../../machines/time/dates';
import { now } from '../../adapters/clock';
import { openExternal } from '../../adapters/openExternal';
import {
  bookingLoadCopy,
  bookingMeta,
  liveStatus,
  locationCopy,
  partnerCardOf,
  partnersCopy,
  priceListNote,
  reviewsCopy,
  sportListCopyOf,
  sportsHero,
  whyChooseCopy,
} from '../../content/sports';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { useToast } from '../../toasts';
import type { BookingSessionHolder } from './bookingSession';
import type { SportBookingProps } from './SportBooking';

/** The booking view with its machines: a chunk of its own, fetched when a visitor reaches for a Book button. */
const sportBookingPart = lazyPart<SportBookingProps>(() => import('./SportBooking'));

/** The booking view's state machines (the session it keeps here): a piece of its code of its own. */
const loadBookingMachines = () => import('./bookingSession');

/** The booking view's widgets (the choice buttons, the customer form): another piece, so the screens' is smaller. */
const loadBookingWidgets = () =>
  Promise.all([
    import('../../../design-system/primitives/ToggleGroup'),
    import('../../../design-system/patterns/CustomerForm'),
  ]);

/** The booking view's screens (calendar, slots, summary), imported by the view's chunk: asked for beside it, not after it. */
const loadBookingScreens = () => import('../../../design-system/patterns/BookingView/BookingView');

const BOOKING_HEADING_ID = 'booking-view-heading';

/**
 * A visitor reaches for a Book button (a pointer over it, a finger on it, or focus): the booking view's code and its
 * server calls, all asked for at once, the screens too rather than after the view's chunk that imports them. Each piece
 * is a request of its own, evaluated in a task of its own as it arrives; the choice that follows finds them there or
 * shows the view's loading state until they are. Measured on a 150 ms, 1.6 Mbps link at 4x CPU, a sport tapped with
 * nothing fetched before shows its view after 1.8 s (median of 5), as it did when the code was fetched at idle.
 * Not at idle after the page is live: there, evaluating the pieces was the longest work after the first paint
 * (/sports, three tasks of 17-29 ms with no CPU throttle), spent on every visit, booking or not. Each load runs once
 * (a failed one is tried again on the next reach).
 */
function reachForBooking(): void {
  preloadBookingRequests();
  for (const load of [loadBookingMachines, loadBookingWidgets, loadBookingScreens, sportBookingPart.load])
    void load().catch(() => undefined);
}

/**
 * Before the page renders: the booking view's code when the page opens on a sport. Always on the server (it renders
 * whichever view the address asks for); in the browser when the address names a sport, so hydrating a served booking
 * view finds its code (the list fetches it when a Book button is reached for).
 */
export async function prepareSportsPage(): Promise<void> {
  const opensOnSport =
    typeof window === 'undefined' || bookingSportOf(new URLSearchParams(window.location.search).get('sport')) !== null;
  if (opensOnSport) await sportBookingPart.load().catch(() => undefined);
}

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
  const { rates, reviews, paymentsMode, partners } = usePageData<typeof sportsLoader>();
  /** The sport cards and price list: the four sports with their prices from the rate table, formatted. */
  const sportViews = useMemo(() => sports.map((s) => sportView(s, rates[s.id])), [rates]);
  const sportList = useMemo(() => sportListCopyOf(rates), [rates]);
  const [session] = useState<BookingSessionHolder>(() => ({ current: null }));
  const [priceListOpen, setPriceListOpen] = useState(false);
  const site = useSite();
  const enquirePartnership = useCallback(
    () => openExternal(whatsappLink(site.phones.sports, partnershipEnquiryMessage())),
    [site],
  );

  const selectSport = useCallback(
    (id: SportId) => {
      void navigate({ search: `?sport=${id}`, hash: 'booking' });
    },
    [navigate],
  );

  const priceList = useMemo(
    () => ({ open: priceListOpen, onOpenChange: setPriceListOpen, note: priceListNote }),
    [priceListOpen],
  );
  const booking = useMemo<SportBookingProps | null>(
    () =>
      urlSport
        ? {
            sport: urlSport,
            headingId: BOOKING_HEADING_ID,
            session,
            input: { today, rates, paymentsMode, push, chatNumber: site.phones.sports },
          }
        : null,
    [urlSport, session, today, rates, paymentsMode, push, site],
  );

  return (
    <>
      <PageMeta {...bookingMeta.sports} />
      <SportsScreen
        hero={sportsHero}
        liveStatus={liveStatus}
        view={booking ? 'booking' : 'list'}
        sports={sportViews}
        sportList={sportList}
        onSelectSport={selectSport}
        onSportIntent={reachForBooking}
        booking={booking}
        bookingViewCode={sportBookingPart}
        bookingLoad={bookingLoadCopy}
        priceList={priceList}
        reviews={{ ...reviewsCopy, items: reviews }}
        location={locationCopy(site)}
        partners={{ ...partnersCopy, items: partners.map(partnerCardOf), onEnquire: enquirePartnership }}
        whyChoose={whyChooseCopy}
      />
    </>
  );
}

export default SportsPage;
