import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeScreen, type HomeScreenProps } from '../../design-system/screens/HomeScreen';
import { homeContent } from '../../app/content/home';
import { withStoryRouter } from '../patterns/shell.fixtures';

/** The real home copy: the story shows what visitors see. */
const props: HomeScreenProps = homeContent;

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
