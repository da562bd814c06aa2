import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OFFER_IMAGE_RATIO, OfferCard } from '../../design-system/patterns/OfferCard';
import { cafeOffers } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const [pizza, coffee] = cafeOffers;

const meta = {
  title: 'Patterns/OfferCard',
  component: OfferCard,
  parameters: {
    accent: 'cafe',
    docs: componentDocs({
      usage:
        'A café offer (Pizza Fest Friday, Coffee Happy Hours): its title, the days and hours it runs and what it is, with an icon in the corner, and above them the picture staff uploaded when there is one.',
      do: ['Write the days and hours in full, so visitors can plan a visit.'],
      dont: ["Put the offer's terms only in the picture: the picture is decoration."],
    }),
  },
  args: { offer: pizza!.offer, icon: pizza!.icon },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 480, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pizza Fest Friday: every Friday, 6:00 PM-11:00 PM. */
export const PizzaFestFriday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pizza Fest Friday' })).toBeVisible();
    await expect(canvas.getByText('Every Friday')).toBeVisible();
    await expect(canvas.getByText('6:00 PM-11:00 PM')).toBeVisible();
  },
};

/** Coffee Happy Hours: Monday-Thursday, 12:00 PM-5:00 PM, buy 1 get 1 on iced coffees and cold brews. */
export const CoffeeHappyHours: Story = {
  args: { offer: coffee!.offer, icon: coffee!.icon },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Coffee Happy Hours' })).toBeVisible();
    await expect(canvas.getByText('Monday-Thursday')).toBeVisible();
    await expect(canvas.getByText('12:00 PM-5:00 PM')).toBeVisible();
    await expect(canvas.getByText(/Buy 1 get 1 on iced coffees and cold brews/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Days' })).toBeInTheDocument();
  },
};

/** With the picture staff uploaded: shown above the title at 16:9, decorative (the title names the offer). */
export const WithPicture: Story = {
  args: { offer: { ...pizza!.offer, image: '/podboard/pizza-fest.svg' } },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvasElement.querySelector<HTMLElement>('[data-image]');
    await waitFor(() => expect(picture).toHaveAttribute('data-state', 'loaded'));
    await expect(picture!.querySelector('img')).toHaveAttribute('alt', '');
    const heading = canvas.getByRole('heading', { level: 3, name: 'Pizza Fest Friday' });
    // Above the title, as wide as the card's content.
    await expect(picture!.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    const { width, height } = picture!.getBoundingClientRect();
    await expect(Math.abs(width / height - OFFER_IMAGE_RATIO)).toBeLessThan(0.02);
  },
};

/** A picture that fails to load shows "Image not available" in its place; the offer's text is all still there. */
export const PictureNotAvailable: Story = {
  args: { offer: { ...coffee!.offer, image: '/podboard/missing-artwork.svg' }, icon: coffee!.icon },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Image not available' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Coffee Happy Hours' })).toBeVisible();
    await expect(canvas.getByText('12:00 PM-5:00 PM')).toBeVisible();
  },
};
