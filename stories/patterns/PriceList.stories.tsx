import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceList } from '../../design-system/patterns/PriceList';
import { seededSports, sports } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/PriceList',
  component: PriceList,
  parameters: {
    docs: componentDocs({
      usage:
        'The collapsible price list of the sports page: one toggle ("Price List & Add-ons") that opens each sport\'s price lines and add-ons, with a note under the prices.',
      do: [
        "Take the prices from the sport's view (`sportView`), formatted the same as the booking's.",
        'Say in `note` how bookings are paid.',
      ],
      dont: ["Open it by default: it is long, and the booking view shows the chosen date's rate anyway."],
    }),
  },
  args: { sports, open: false, onOpenChange: fn(), note: 'Court bookings are paid online.' },
} satisfies Meta<typeof PriceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the toggle shows; pressing it asks to open. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Price List & Add-ons' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Racket rental')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Open: every sport's court rates (the rate table) and add-ons, popular badges; pressing the toggle asks to close. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Price List & Add-ons' })).toHaveAttribute('aria-expanded', 'true');
    const tennis = canvas.getByRole('list', { name: 'Tennis prices' });
    await expect(tennis).toHaveTextContent('₹900');
    await expect(tennis).toHaveTextContent('₹1,200');
    await expect(tennis).toHaveTextContent('₹1,500');
    await expect(canvas.getByRole('list', { name: 'Futsal prices' })).toHaveTextContent('Weekends (Sat-Sun)₹2,400');
    await expect(canvas.getByRole('list', { name: 'Badminton add-ons' })).toHaveTextContent('Racket rental₹50');
    await expect(canvas.getByRole('list', { name: 'Pickleball prices' })).toHaveTextContent('₹800');
    await expect(canvas.getAllByText('Popular').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Price List & Add-ons' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Toggling open and closed with the keyboard. */
export const Toggling: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return <PriceList {...args} open={open} onOpenChange={setOpen} />;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Price List & Add-ons' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Court bookings are paid online.')).toBeVisible());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * The seeded prices: badminton weekdays and weekends, tennis without and with lights, pickleball every day with its
 * racquet and ball by the hour, futsal's 2 hours (popular, save ₹1,000).
 */
export const SeededPrices: Story = {
  args: { sports: seededSports, open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Badminton prices' })).toHaveTextContent(
      'Weekdays (Mon-Fri)₹350 per hour',
    );
    const tennis = canvas.getByRole('list', { name: 'Tennis prices' });
    await expect(tennis).toHaveTextContent('Without lights₹1,000 per hour');
    await expect(tennis).toHaveTextContent('With lights (6 PM-6 AM)₹1,200 per hour');
    await expect(canvas.getByRole('list', { name: 'Pickleball prices' })).toHaveTextContent('Every day₹800 per hour');
    await expect(canvas.getByRole('list', { name: 'Pickleball add-ons' })).toHaveTextContent('Racquet and ball₹200/hr');
    const futsal = canvas.getByRole('list', { name: 'Futsal prices' });
    await expect(futsal).toHaveTextContent('2 hours₹2,000 per session');
    await expect(within(futsal).getByText('Save ₹1,000')).toBeVisible();
  },
};
