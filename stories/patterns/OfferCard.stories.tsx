import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfferCard } from '../../design-system/patterns/OfferCard';
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
        'A café offer (Pizza Fest Friday, Coffee Happy Hours): its title, the days and hours it runs and what it is, with a picture in the corner.',
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
