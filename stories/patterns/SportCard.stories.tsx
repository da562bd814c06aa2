import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SportCard } from '../../design-system/patterns/SportCard';
import { badminton, futsal, seededSports } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/SportCard',
  component: SportCard,
  parameters: {
    docs: componentDocs({
      usage:
        "A sport on the sports page: its emoji, name, courts, peak and off-peak hourly prices, a description, its features and Book, which opens that sport's booking view. The name is a heading at `headingLevel`.",
      do: [
        "Take prices from the sport's view (`sportView`), the same as the price list and the booking.",
        'Name the button after the sport ("Book Tennis"), so each card\'s button is distinct.',
      ],
      dont: ['Send Book to another page: it opens the booking view on the same page.'],
    }),
  },
  args: { sport: badminton, onSelect: fn() },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 340, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof SportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Badminton: emoji, 2 courts, peak ₹800 / off-peak ₹600 per hour, features; Book Badminton reports its id. */
export const Badminton: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Badminton' })).toBeVisible();
    await expect(canvas.getByText('2 courts')).toBeVisible();
    await expect(canvas.getByText('₹800/hr')).toBeVisible();
    await expect(canvas.getByText('₹600/hr')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Badminton features' }).children.length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Badminton' }));
    await expect(args.onSelect).toHaveBeenCalledWith('badminton');
  },
};

/** Futsal: one turf. */
export const Futsal: Story = {
  args: { sport: futsal },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1 court')).toBeVisible();
    await expect(canvas.getByText('₹2,000/hr')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book Futsal' }));
    await expect(args.onSelect).toHaveBeenCalledWith('futsal');
  },
};

/**
 * Reaching for Book, before pressing it: the pointer coming over the button, or the button taking focus from the
 * keyboard, reports the sport (the page starts fetching what its booking view needs); only pressing it selects.
 */
export const ReachingForBook: Story = {
  args: { onIntent: fn() },
  play: async ({ canvas, args }) => {
    const book = canvas.getByRole('button', { name: 'Book Badminton' });
    await userEvent.hover(book);
    await expect(args.onIntent).toHaveBeenCalledWith('badminton');
    await userEvent.unhover(book);
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await expect(args.onIntent).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Tennis as seeded: peak, off-peak and weekend ₹1,000 an hour, and ₹1,200 with lights. */
export const WithLights: Story = {
  args: { sport: seededSports.find((s) => s.id === 'tennis')! },
  play: async ({ canvas }) => {
    const prices = canvas.getAllByRole('term').map((term) => term.parentElement!.textContent);
    await expect(prices).toEqual(['Peak₹1,000/hr', 'Off-peak₹1,000/hr', 'Weekend₹1,000/hr', 'With lights₹1,200/hr']);
  },
};

/** Futsal as seeded: ₹1,500 an hour at every band, and 2 hours for ₹2,000. */
export const WithTwoHourPrice: Story = {
  args: { sport: seededSports.find((s) => s.id === 'futsal')! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 hours')).toBeVisible();
    await expect(canvas.getByText('₹2,000')).toBeVisible();
    await expect(canvas.getAllByText('₹1,500/hr')).toHaveLength(3);
  },
};
