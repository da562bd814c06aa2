import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { preloadBookingView, SportsScreen } from '../../../design-system/screens/SportsScreen';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { loadAvailability, preloadBookingRequests } from '../../adapters/api/bookingApi';
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
import { useBookingView } from './useBookingView';

/**
 * Before the page renders: the booking view's code when the page opens on a sport (the booking view is the sports
 * screen's own chunk). Always on the server (it renders whichever view the address asks for); in the browser when the
 * address names a sport, so hydrating a served booking view finds its code (the list fetches it once it is up).
 */
export async function prepareSportsPage(): Promise<void> {
  const opensOnSport = typeof window === 'undefined' || bookingSportOf(new URLSearchParams(window.location.search).get('sport')) !== null;
  if (opensOnSport) await preloadBookingView().catch(() => undefined);
}

/** The booking machine with the server's availability (each chosen date is loaded from `/api/availability`). */
const sportsBookingMachine = bookingMachine.provide({ actors: { loadAvailability } });

const enquirePartnership = () => openExternal(whatsappLink(siteConfig.chat.sports, partnershipEnquiryMessage()));

/**
 * `/sports`: the sport list or one sport's booking view (`?sport=tennis`; unknown values show the list). The page
 * runs the booking machine and keeps it in step with the URL (choosing a sport or Back changes `?sport=`, so the
 * browser's back button and reloads keep the view); the booking view's props come from {@link useBookingView}.
 */
export function SportsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlSport = bookingSportOf(searchParams.get('sport'));
  const [today] = useState(() => isoDateInKolkata(now()));
  const { rates, reviews } = useLoaderData<typeof sportsLoader>();
  /** The sport cards and price list: the four sports with their prices from the rate table, formatted. */
  const sportViews = useMemo(() => sports.map((s) => sportView(s, rates[s.id])), [rates]);

  const booking = useActorRef(sportsBookingMachine, { input: { today, sport: urlSport ?? undefined, rates } });
  const priceListOpen = useSelector(booking, (s) => s.context.priceListOpen);
  const bookingProps = useBookingView(booking);

  // The booking's server calls (with their schemas) load once the page is live, before a sport is chosen.
  useEffect(preloadBookingRequests, []);

  // The URL decides the view: ?sport=<known id> opens its booking view, anything else the list.
  useEffect(() => {
    const current = booking.getSnapshot();
    if (urlSport && !(current.matches('booking') && current.context.sport === urlSport)) {
      booking.send({ type: 'user.selectSport', sport: urlSport });
    } else if (!urlSport && current.matches('booking')) {
      booking.send({ type: 'user.back' });
    }
  }, [booking, urlSport]);

  const selectSport = useCallback(
    (id: SportId) => {
      void navigate({ search: `?sport=${id}`, hash: 'booking' });
    },
    [navigate],
  );

  const priceList = useMemo(
    () => ({
      open: priceListOpen,
      onOpenChange: (open: boolean) => {
        if (open !== booking.getSnapshot().context.priceListOpen) booking.send({ type: 'user.togglePriceList' });
      },
      note: priceListNote,
    }),
    [booking, priceListOpen],
  );

  return (
    <>
      <PageMeta {...bookingMeta.sports} />
      <SportsScreen
        hero={sportsHero}
        liveStatus={liveStatus}
        view={bookingProps ? 'booking' : 'list'}
        sports={sportViews}
        sportList={sportListCopy}
        onSelectSport={selectSport}
        booking={bookingProps}
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
