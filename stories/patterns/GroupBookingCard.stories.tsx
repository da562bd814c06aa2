import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GroupBookingCard } from '../../design-system/patterns/GroupBookingCard';
import { groupBooking } from '../../machines/booking/schedule';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/GroupBookingCard',
  component: GroupBookingCard,
  parameters: {
    docs: componentDocs({
      usage:
        "The group bookings offer: N or more bookings get P% off (the spec's 10 bookings and 15%), with one sentence under it.",
      do: ['Pass the figures from the business constants, so the card and the price rules agree.'],
      dont: [
        'Write the discount or the minimum into the sentence: they come from `minBookings` and `discountPercent`.',
      ],
    }),
  },
  args: { ...groupBooking, description: 'Corporate leagues, school teams and birthday games welcome.' },
} satisfies Meta<typeof GroupBookingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 or more bookings get 15% off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Group bookings' })).toBeVisible();
    await expect(canvas.getByText('Book 10 or more sessions together and save 15%.')).toBeVisible();
    await expect(canvas.getByText('15% off')).toBeVisible();
  },
};

/** On a phone the offer wraps under the text. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('15% off')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
