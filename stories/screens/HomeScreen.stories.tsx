import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeScreen, type HomeScreenProps } from '../../design-system/screens/HomeScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

const props: HomeScreenProps = {
  eyebrow: 'Sholinganallur, Chennai',
  heading: 'Courts that never close. A café that keeps up.',
  intro:
    'Book a badminton, tennis, pickleball or futsal court any hour of the day, train with our academy coaches, then refuel at the POD café.',
  venues: [
    {
      venue: 'sports',
      title: 'Sports',
      description: 'Floodlit courts and a futsal turf, bookable online up to a week ahead, day or night.',
      href: '/sports',
      cta: 'Book a court',
      hours: 'Open 24/7',
      highlights: ['Badminton', 'Tennis', 'Pickleball', 'Futsal'],
    },
    {
      venue: 'cafe',
      title: 'Café',
      description: 'Coffee, cold brews and bistro plates between games, with a pizza night every Friday.',
      href: '/cafe',
      cta: 'See the café',
      hours: '11 AM – 11 PM',
      highlights: ['Coffee & cold brew', 'Bistro', 'Pizza Fest Friday'],
    },
  ],
  address: {
    lines: ['POD Sports Centre & Café', 'OMR Service Road', 'Sholinganallur, Chennai', 'Tamil Nadu 600119'],
    mapsHref: 'https://www.google.com/maps/search/?api=1&query=POD%20Sports%20Centre',
    mapsLabel: 'Get directions',
  },
  hours: [
    { label: 'Sports', value: 'Open 24/7' },
    { label: 'Café', value: '11 AM – 11 PM' },
  ],
  phones: [
    { label: 'Sports & bookings', display: '+91 90000 00001', href: 'tel:+919000000001' },
    { label: 'Café & reservations', display: '+91 90000 00002', href: 'tel:+919000000002' },
  ],
};

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the two venue cards side by side, then address, hours and phone numbers. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(props.heading);
    const sports = canvas.getByRole('link', { name: 'Sports' });
    const cafe = canvas.getByRole('link', { name: 'Café' });
    await expect(sports).toHaveAttribute('href', '/sports');
    await expect(cafe).toHaveAttribute('href', '/cafe');
    const sportsCard = sports.closest('li') as HTMLElement;
    const cafeCard = cafe.closest('li') as HTMLElement;
    await expect(sportsCard.getBoundingClientRect().top).toBeCloseTo(cafeCard.getBoundingClientRect().top, 0);
    await expect(getComputedStyle(sportsCard).backgroundColor).not.toBe(getComputedStyle(cafeCard).backgroundColor);

    await expect(canvas.getByText('Sholinganallur, Chennai', { selector: 'address span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get directions' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('11 AM – 11 PM', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Open 24/7', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+91 90000 00001' })).toHaveAttribute('href', 'tel:+919000000001');
    await expect(canvas.getByRole('link', { name: '+91 90000 00002' })).toHaveAttribute('href', 'tel:+919000000002');
  },
};

/** The whole card is the link's hit area: a click anywhere on it lands on the link. */
export const CardHitArea: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Café' });
    const card = link.closest('li') as HTMLElement;
    const box = card.getBoundingClientRect();
    const hit = card.ownerDocument.elementFromPoint(box.left + box.width / 2, box.bottom - 8);
    await expect(hit).toBe(link);
    await expect(within(card).getByText('See the café')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Phone: the cards stack, Sports first. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const sports = (canvas.getByRole('link', { name: 'Sports' }).closest('li') as HTMLElement).getBoundingClientRect();
    const cafe = (canvas.getByRole('link', { name: 'Café' }).closest('li') as HTMLElement).getBoundingClientRect();
    await expect(cafe.top).toBeGreaterThan(sports.bottom);
    await expect(canvas.getByRole('heading', { name: 'Visit us' })).toBeVisible();
  },
};
