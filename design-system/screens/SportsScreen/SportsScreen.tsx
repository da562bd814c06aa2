import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarCheck, Clock, MapPin } from 'lucide-react';
import { createElement, memo, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SportId } from '../../../machines/booking/sports';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { EmbeddedMap } from '../../primitives/EmbeddedMap';
import { Heading } from '../../primitives/Heading';
import { lazyPart, useLazyPart, type LazyPart } from '../../primitives/lazyPart';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import type { BookingViewProps } from '../../patterns/BookingView';
import { LiveStatus } from '../../patterns/LiveStatus';
import { Partners, type Partner } from '../../patterns/Partners';
import { PriceList, type PriceListSport } from '../../patterns/PriceList';
import { Reviews, type Review } from '../../patterns/Reviews';
import { SportCard, type SportCardData } from '../../patterns/SportCard';
import { WhyChoose, type WhyChooseItem } from '../../patterns/WhyChoose';
import { column } from '../../tokens/recipes';
import { fourUpList, heroSections } from '../screen.styles';

// The page's static sections and the sport cards re-render only when their props change (not on every booking
// interaction): the container passes module-level content and stable callbacks.
const Cards = memo(SportCard);
const Prices = memo(PriceList);
const ReviewsSection = memo(Reviews);
const PartnersSection = memo(Partners);
const WhyChooseSection = memo(WhyChoose);
const LocationMap = memo(EmbeddedMap);
const Status = memo(LiveStatus);

/** The id of the booking section: /sports#booking and the Book Now call to action land here. */
export const BOOKING_SECTION_ID = 'booking';

/**
 * The design system's booking view (calendar, courts, slots, sessions, summary, customer form) as a chunk of its own,
 * for `bookingViewCode`: the sport list does not need it.
 */
export const bookingViewPart = lazyPart<BookingViewProps>(async () => ({
  default: (await import('../../patterns/BookingView/BookingView')).BookingView,
}));

/** What the booking section needs of its part's props: the id of the part's heading (its label, and focus). */
export interface BookingPartProps {
  headingId?: string;
}

/** Which view the booking section shows, on the DOM as `data-view`. */
export const sportsViews = ['list', 'booking'] as const;
export type SportsView = (typeof sportsViews)[number];

export interface SportsScreenProps<B extends BookingPartProps = BookingViewProps> {
  /** The hero: a badge ("Book 7 Days Advance"), the page's h1 and a line under it. */
  hero: { badge: string; title: string; subtitle: string; cta: string };
  /** The static live-status line (spec: 4 courts, peak 6-9 PM). */
  liveStatus: { courts: number; peak: string };
  /** The sport list or one sport's booking view. */
  view: SportsView;
  /** The four sports (cards and price list), prices formatted (from `sportView`). */
  sports: readonly (SportCardData & PriceListSport)[];
  /** Heading and intro of the sport list. */
  sportList: { heading: string; intro: string };
  /** Choose a sport: switches to its booking view. */
  onSelectSport: (id: SportId) => void;
  /** The visitor reaches for a sport's Book button, before pressing it (SportCard's `onIntent`). */
  onSportIntent?: (id: SportId) => void;
  /** The booking part's props, when `view` is `booking`. */
  booking: B | null;
  /** What the booking section says while the booking view's code is on its way, and if it cannot arrive. */
  bookingLoad: { loading: string; unavailable: string; unavailableHint: string; retry: string };
  /**
   * The booking part's code, a chunk of its own, fetched when the booking view is to show. The page decides when to
   * fetch it earlier (the app: once the list is up and the browser idle, so choosing a sport shows it at once; a page
   * that opens on a sport fetches it before rendering, on the server and before hydrating). The design system's
   * {@link bookingViewPart}, or an app's part that connects it to its state; stories pass stand-ins.
   */
  bookingViewCode: LazyPart<B>;
  /** The collapsible price list. */
  priceList: { open: boolean; onOpenChange: (open: boolean) => void; note?: string };
  /** Static sample reviews. */
  reviews: { heading: string; intro?: string; items: readonly Review[] };
  /** Location: address, hours, and the embedded map. */
  location: {
    heading: string;
    addressLines: readonly string[];
    hours: string;
    mapTitle: string;
    mapEmbedUrl: string;
    mapsHref: string;
  };
  /** Partners; `onEnquire` opens the partnership chat. */
  partners: { heading: string; intro?: string; items: readonly Partner[]; onEnquire?: () => void };
  /** Why choose the centre. */
  whyChoose: { heading: string; intro?: string; items: readonly WhyChooseItem[] };
}

const styles = {
  hero: (t: Theme) => css`
    ${column(t, 4)}
    align-items: flex-start;
    padding-block: ${t.space[10]} ${t.space[8]};
    ${t.media.abovePhone} {
      padding-block: ${t.space[16]} ${t.space[12]};
    }
  `,
  sections: (t: Theme) => css`
    ${heroSections(t)}
  `,
  booking: (t: Theme) => css`
    scroll-margin-top: calc(${t.sizes.navHeight} + ${t.space[4]});
    ${column(t, 6)}
  `,
  bookingStatus: (t: Theme) => css`
    ${column(t, 4)}
    align-items: flex-start;
  `,
  listHeading: css`
    &:focus {
      outline: none;
    }
  `,
  cards: (t: Theme) => css`
    ${fourUpList(t)}
  `,
  location: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[6]};
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    }
  `,
  info: (t: Theme) => css`
    ${column(t, 3)}
    & address {
      font-style: normal;
      line-height: ${t.font.lineHeight.relaxed};
    }
    & p > svg,
    & address > svg {
      width: ${t.sizes.icon.sm};
      height: ${t.sizes.icon.sm};
      margin-right: ${t.space[2]};
      vertical-align: middle;
      color: ${t.color.text.accent};
    }
  `,
};

/** The booking section while its view is on its way (`status`) or cannot arrive (`alert`): a heading and what to do. */
function BookingStatus({
  role,
  heading,
  headingId = 'booking-view-heading',
  children,
}: {
  role: 'status' | 'alert';
  heading: string;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <div role={role} css={styles.bookingStatus}>
      <Heading level={2} size="lg" id={headingId}>
        {heading}
      </Heading>
      {children}
    </div>
  );
}

/**
 * The sports page: hero ("Book 7 Days Advance") with the live-status line, the booking section (anchor
 * `booking`) showing the sport cards or one sport's booking view, the collapsible price list, reviews, location
 * with the embedded map, partners and the why-choose section. When the booking section switches view, focus
 * moves to its new heading.
 */
export function SportsScreen<B extends BookingPartProps = BookingViewProps>({
  hero,
  liveStatus,
  view,
  sports,
  sportList,
  onSelectSport,
  onSportIntent,
  booking,
  bookingLoad,
  bookingViewCode,
  priceList,
  reviews,
  location,
  partners,
  whyChoose,
}: SportsScreenProps<B>) {
  const theme = useTheme();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const previousView = useRef(view);
  const focusBookingHeading = useRef(false);
  const showBooking = view === 'booking' && booking !== null;
  const [unavailable, setUnavailable] = useState(false);
  const { Part } = useLazyPart(bookingViewCode, showBooking && !unavailable, () => setUnavailable(true));
  // Fetched already (with the list): shown in the same render as the choice, not a frame later. (The same component
  // every render, the chunk's export: nothing is created here, so createElement, not JSX the linter takes for one.)
  const BookingViewPart = Part ?? (showBooking && !unavailable ? bookingViewCode.loaded() : null);

  useEffect(() => {
    if (previousView.current !== view) {
      previousView.current = view;
      focusBookingHeading.current = view === 'booking';
      if (view === 'list') listHeadingRef.current?.focus();
    }
    // The booking view's heading takes focus when it is there (it may arrive after the view changed).
    if (!focusBookingHeading.current || !BookingViewPart) return;
    document.getElementById(booking?.headingId ?? 'booking-view-heading')?.focus();
    focusBookingHeading.current = false;
  }, [view, booking?.headingId, BookingViewPart]);

  return (
    <div data-screen="sports">
      <Container css={styles.hero(theme)}>
        <Badge tone="accent" icon={<CalendarCheck aria-hidden="true" />}>
          {hero.badge}
        </Badge>
        <Heading level={1}>{hero.title}</Heading>
        <Text size="lg" tone="secondary">
          {hero.subtitle}
        </Text>
        <Status courts={liveStatus.courts} peak={liveStatus.peak} />
        {!showBooking && <Button href={`#${BOOKING_SECTION_ID}`}>{hero.cta}</Button>}
      </Container>
      <Container css={styles.sections(theme)}>
        <section
          id={BOOKING_SECTION_ID}
          css={styles.booking(theme)}
          data-view={showBooking ? 'booking' : 'list'}
          aria-labelledby={showBooking ? (booking.headingId ?? 'booking-view-heading') : 'sport-list-heading'}
        >
          {showBooking && BookingViewPart ? (
            createElement(BookingViewPart, booking)
          ) : showBooking && unavailable ? (
            <BookingStatus role="alert" heading={bookingLoad.unavailable} headingId={booking.headingId}>
              <Text>{bookingLoad.unavailableHint}</Text>
              <Button variant="outline" onClick={() => setUnavailable(false)}>
                {bookingLoad.retry}
              </Button>
            </BookingStatus>
          ) : showBooking ? (
            <BookingStatus role="status" heading={bookingLoad.loading} headingId={booking.headingId}>
              <Skeleton height={theme.sizes.sectionPlaceholder} />
            </BookingStatus>
          ) : (
            <>
              <div>
                <Heading
                  level={2}
                  size="lg"
                  id="sport-list-heading"
                  ref={listHeadingRef}
                  tabIndex={-1}
                  css={styles.listHeading}
                >
                  {sportList.heading}
                </Heading>
                <Text tone="secondary">{sportList.intro}</Text>
              </div>
              <ul css={styles.cards(theme)}>
                {sports.map((sport) => (
                  <Cards key={sport.id} sport={sport} onSelect={onSelectSport} onIntent={onSportIntent} />
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-label="Price list">
          <Prices sports={sports} open={priceList.open} onOpenChange={priceList.onOpenChange} note={priceList.note} />
        </section>
        <ReviewsSection heading={reviews.heading} intro={reviews.intro} reviews={reviews.items} />
        <section aria-labelledby="sports-location-heading" css={styles.location(theme)}>
          <div css={styles.info(theme)}>
            <Heading level={2} size="lg" id="sports-location-heading">
              {location.heading}
            </Heading>
            <address>
              <MapPin aria-hidden="true" />
              {location.addressLines.join(', ')}
            </address>
            <Text>
              <Clock aria-hidden="true" />
              {location.hours}
            </Text>
          </div>
          <LocationMap title={location.mapTitle} src={location.mapEmbedUrl} mapsHref={location.mapsHref} />
        </section>
        <PartnersSection
          heading={partners.heading}
          intro={partners.intro}
          partners={partners.items}
          onEnquire={partners.onEnquire}
        />
        <WhyChooseSection heading={whyChoose.heading} intro={whyChoose.intro} items={whyChoose.items} />
      </Container>
    </div>
  );
}
