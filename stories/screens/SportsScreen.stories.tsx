import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BookingViewProps } from '../../design-system/patterns/BookingView';
import type { LazyPart } from '../../design-system/primitives/lazyPart';
import { bookingViewPart, SportsScreen, type SportsScreenProps } from '../../design-system/screens/SportsScreen';
import { bookingMessages } from '../../machines/booking/booking.rules';
import {
  bookingViewArgs,
  freeTime,
  MORNING,
  samplePartners,
  sampleReviews,
  sampleWhyChoose,
  sports,
  twoSessions,
  WEEKDAY,
} from '../fixtures/booking';

const base: SportsScreenProps = {
  hero: {
    badge: 'Book 7 Days Advance',
    title: 'Courts for every game',
    subtitle: 'Badminton, tennis, pickleball and futsal in Sholinganallur, open 24/7.',
    cta: 'Book a Court',
  },
  liveStatus: { courts: 4, peak: '6-9 PM' },
  view: 'list',
  sports,
  sportList: { heading: 'Choose Your Sport', intro: 'Pick a sport to see dates, courts and time slots.' },
  onSelectSport: fn(),
  booking: null,
  bookingViewCode: bookingViewPart,
  bookingLoad: {
    loading: 'Loading the booking calendar…',
    unavailable: 'The booking calendar could not load',
    unavailableHint: 'The connection dropped. Check your internet connection and try again.',
    retry: 'Try again',
  },
  priceList: { open: false, onOpenChange: fn(), note: 'Court bookings are paid online.' },
  reviews: { heading: 'What Players Say', items: sampleReviews },
  location: {
    heading: 'Find Us',
    addressLines: ['OMR Service Road', 'Sholinganallur', 'Chennai 600119'],
    hours: 'Open 24 hours, 7 days a week',
    mapTitle: 'Map of POD, Sholinganallur',
    mapEmbedUrl: 'about:blank',
    mapsHref: 'https://www.google.com/maps/search/?api=1&query=POD',
  },
  partners: { heading: 'Our Partners', items: samplePartners, onEnquire: fn() },
  whyChoose: { heading: 'Why Choose POD', items: sampleWhyChoose },
};

const meta = {
  title: 'Screens/Sports',
  component: SportsScreen<BookingViewProps>,
  args: base,
  parameters: { layout: 'fullscreen' },
  // The booking view is the screen's own chunk: fetched before each story renders, as the app does before a page
  // that opens on a sport.
  loaders: [
    async () => {
      await bookingViewPart.load();
      return {};
    },
  ],
} satisfies Meta<typeof SportsScreen<BookingViewProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sport list: hero (Book 7 Days Advance, live status), four sport cards, and every section of the page. */
export const SportList: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText('Book 7 Days Advance')).toBeVisible();
    await expect(canvas.getByText('4 courts')).toBeVisible();
    await expect(canvas.getByText('Peak 6-9 PM')).toBeVisible();
    const section = canvasElement.querySelector('#booking') as HTMLElement;
    await expect(section).toHaveAttribute('data-view', 'list');
    await expect(
      within(section)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.sport),
    ).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Book a Court' })).toHaveAttribute('href', '#booking');
    for (const name of ['What Players Say', 'Find Us', 'Our Partners', 'Why Choose POD']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The map loads as it nears the screen.
    canvas.getByRole('heading', { level: 2, name: 'Find Us' }).scrollIntoView();
    await expect(await canvas.findByTitle('Map of POD, Sholinganallur')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Price List & Add-ons' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book Tennis' }));
    await expect(args.onSelectSport).toHaveBeenCalledWith('tennis');
  },
};

/** The price list opened. */
export const PriceListOpen: Story = {
  args: { priceList: { ...base.priceList, open: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Badminton add-ons' })).toBeVisible();
  },
};

/** The booking view, single mode, complete (weekday morning, 1 hour, ₹350), in the #booking section. */
export const BookingSingle: Story = {
  args: { view: 'booking', booking: bookingViewArgs({ date: WEEKDAY, time: MORNING }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#booking')).toHaveAttribute('data-view', 'booking');
    await expect(canvas.getByRole('region', { name: 'Book Badminton' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Book Tennis' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay ₹350' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Book a Court' })).toBeNull();
  },
};

/** The booking view, multiple mode, with two sessions and a new slot chosen. */
export const BookingMultiple: Story = {
  args: {
    view: 'booking',
    booking: bookingViewArgs({
      mode: 'multiple',
      sessions: twoSessions,
      date: WEEKDAY,
      time: freeTime(WEEKDAY, '20:00'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Multiple Sessions' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Your Sessions (2)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₹1,350' })).toBeVisible();
  },
};

/** A stand-in for the booking view's chunk that has not arrived yet. */
const neverArrives: LazyPart<BookingViewProps> = { load: () => new Promise(() => {}), loaded: () => null };
/** A stand-in for the booking view's chunk that cannot arrive (offline) until `arrival.now` is set. */
const arrival = { now: false };
const offlineUntilArrival: LazyPart<BookingViewProps> = {
  load: async () => {
    if (!arrival.now) throw new Error('offline');
    return (await import('../../design-system/patterns/BookingView/BookingView')).BookingView;
  },
  loaded: () => null,
};

/** A sport chosen while the booking view's code is on its way: the section says so over a placeholder. */
export const BookingLoading: Story = {
  args: { view: 'booking', booking: bookingViewArgs({ date: WEEKDAY }), bookingViewCode: neverArrives },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the booking calendar…');
    // The section is named by the status heading until the view arrives.
    await expect(canvas.getByRole('region', { name: 'Loading the booking calendar…' })).toBeVisible();
    await expect(canvasElement.querySelector('#booking')).toHaveAttribute('data-view', 'booking');
    await expect(canvas.queryByRole('region', { name: 'Book Badminton' })).toBeNull();
  },
};

/** The booking view's code cannot arrive: the section says why; Try again fetches it again and shows the view. */
export const BookingUnavailable: Story = {
  args: {
    view: 'booking',
    booking: bookingViewArgs({ date: WEEKDAY, time: MORNING }),
    bookingViewCode: offlineUntilArrival,
  },
  beforeEach: () => {
    arrival.now = false;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The booking calendar could not load');
    await expect(alert).toHaveTextContent('The connection dropped. Check your internet connection and try again.');
    arrival.now = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Book Badminton' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₹350' })).toBeVisible();
  },
};

/** The sport list at 360 px: cards in one column, nothing wider than the screen. */
export const PhoneSportList: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const cards = Array.from(canvasElement.querySelectorAll<HTMLElement>('#booking li[data-sport]'));
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
  },
};

/** The booking view at 360 px, incomplete: usable without sideways scrolling. */
export const PhoneBooking: Story = {
  args: { view: 'booking', booking: bookingViewArgs({ date: WEEKDAY }) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText(bookingMessages.incomplete)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Tuesday, 1 December 2026, \d+:\d\d [AP]M/ })).toHaveLength(48);
  },
};
