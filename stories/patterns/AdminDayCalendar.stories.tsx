import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminDayCalendar } from '../../design-system/patterns/AdminDayCalendar';
import { adminCalendarView } from '../../machines/admin/adminCalendar.view';
import { storyCalendar, storyEmptyCalendar } from '../fixtures/admin';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminDayCalendar',
  component: AdminDayCalendar,
  parameters: {
    docs: componentDocs({
      usage:
        'One day of every court against a 24-hour axis: bookings, pending bookings, holds and coaching blocks drawn where they fall, each in its status tone and each also read as text. It scrolls sideways when narrower than a tablet. Its `view` comes ready to draw from the admin view model.',
      do: [
        'Keep the legend with the calendar: the four block colours need it.',
        'Give every block its text (who, court, time): the colour alone says only the kind.',
      ],
      dont: [
        'Compute times or positions in the screen: the view model (`adminCalendarView`) does, so the calendar and its text agree.',
      ],
    }),
  },
  args: { view: adminCalendarView(storyCalendar) },
} satisfies Meta<typeof AdminDayCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A weekday: bookings, a pending booking, a hold and the badminton coaching block, each in place on its court. */
export const Day: Story = {
  play: async ({ canvas }) => {
    const court = canvas.getByRole('list', { name: 'Badminton Court 1' });
    const blocks = within(court).getAllByRole('listitem');
    await expect(blocks.map((b) => b.dataset.kind)).toEqual(['booking', 'coaching']);
    await expect(blocks[0]).toHaveTextContent('Booked, 7:00 AM – 8:00 AM: Arjun Kumar');
    await expect(blocks[0]!.style.left).toBe('29.1667%');
    await expect(within(canvas.getByRole('list', { name: 'Futsal Court 1' })).getByRole('listitem')).toHaveAttribute(
      'data-kind',
      'pending',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Badminton Court 2' })).getAllByRole('listitem')[0],
    ).toHaveAttribute('data-kind', 'hold');
    await expect(canvas.getByRole('list', { name: 'Tennis Court 1' })).toHaveTextContent('Free all day');
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'BookedPending paymentHeld while payingCoaching',
    );
  },
};

/** A weekend day with nothing booked: every court free. */
export const EmptyDay: Story = {
  args: { view: adminCalendarView(storyEmptyCalendar) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Courts on Saturday, 21 November 2026' })).toBeVisible();
    await expect(canvas.getAllByText('Free all day')).toHaveLength(7);
  },
};

/** Tablet (768 px): the whole day fits; names stay readable. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /Courts on/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    await expect(canvas.getByText('Priya Sharma')).toBeVisible();
  },
};
