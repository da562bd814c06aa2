import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeScreen, type HomeScreenProps } from '../../design-system/screens/HomeScreen';
import { siteDefaults } from '../../app/config/site';
import { homeContent } from '../../app/content/home';
import { withStoryRouter } from '../patterns/shell.fixtures';

/** The real home copy: the story shows what visitors see. */
const props: HomeScreenProps = homeContent(siteDefaults);

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

/** A banner with an uploaded picture (Admin > Home Page Manager): it replaces that card's default illustration. */
export const UploadedImage: Story = {
  args: {
    venues: props.venues.map((card) =>
      card.venue === 'sports' ? { ...card, title: 'Night Games', image: '/podboard/midnight-open.svg' } : card,
    ),
  },
  play: async ({ canvas }) => {
    const sportsCard = canvas.getByRole('link', { name: 'Night Games' }).closest('li') as HTMLElement;
    const cafeCard = canvas.getByRole('link', { name: 'Café' }).closest('li') as HTMLElement;
    await expect(sportsCard).toHaveAttribute('data-illustration', 'image');
    await expect(sportsCard.querySelector('img[src="/podboard/midnight-open.svg"]')).toBeVisible();
    await expect(sportsCard.querySelector('svg.lucide-trophy')).toBeNull();
    await expect(cafeCard).toHaveAttribute('data-illustration', 'default');
    await expect(cafeCard.querySelector('img')).toBeNull();
  },
};

/** A banner whose button goes to another site (an https address): it opens in a new tab and says so. */
export const ExternalLink: Story = {
  args: {
    venues: props.venues.map((card) =>
      card.venue === 'cafe' ? { ...card, href: 'https://example.com/menu', external: true, cta: 'Order online' } : card,
    ),
  },
  play: async ({ canvas }) => {
    const cafe = canvas.getByRole('link', { name: 'Café (opens in a new tab)' });
    await expect(cafe).toHaveAttribute('href', 'https://example.com/menu');
    await expect(cafe).toHaveAttribute('target', '_blank');
    await expect(cafe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Sports' })).not.toHaveAttribute('target');
    await expect(canvas.getByText('Order online')).toBeVisible();
  },
};
