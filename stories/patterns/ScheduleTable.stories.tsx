import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScheduleTable } from '../../design-system/patterns/ScheduleTable';
import { seededRateTable } from '../../machines/booking/rates';
import { storyRates } from '../fixtures/booking';
import { sportScheduleView } from '../../machines/booking/schedule.view';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ScheduleTable',
  component: ScheduleTable,
  parameters: {
    docs: componentDocs({
      usage:
        'The schedule\'s price table for one sport: each time band, its type (peak, off-peak, night, weekend, each with its badge) and that sport\'s hourly price. Its caption names the sport ("Badminton court prices").',
      do: [
        'Take the bands and prices from `sportScheduleView` (the rate table), so the schedule and the booking charge the same.',
      ],
      dont: ["Show every sport's prices in one table: the sport choice above it switches the table."],
    }),
  },
  args: { ...sportScheduleView(storyRates.badminton), sport: 'badminton', sportName: 'Badminton' },
} satisfies Meta<typeof ScheduleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const priceRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Badminton (story rates): peak 6-10 AM and 4-10 PM ₹800, off-peak 10 AM-4 PM and the night ₹600, weekends ₹1,000. */
export const Badminton: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Badminton court prices' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      '6:00 AM - 10:00 AM',
      '10:00 AM - 4:00 PM',
      '4:00 PM - 10:00 PM',
      '10:00 PM - 6:00 AM',
      'Saturday and Sunday, all day',
    ]);
    await expect(priceRows(table)).toEqual([
      ['Peak Hours', '₹800'],
      ['Off-Peak', '₹600'],
      ['Peak Hours', '₹800'],
      ['Night', '₹600'],
      ['Weekend', '₹1,000'],
    ]);
  },
};

/** Tennis: ₹1,200 / ₹900 / ₹1,500. */
export const Tennis: Story = {
  args: { ...sportScheduleView(storyRates.tennis), sport: 'tennis', sportName: 'Tennis' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tennis court prices' });
    await expect(priceRows(table).map((r) => r[1])).toEqual(['₹1,200', '₹900', '₹1,200', '₹900', '₹1,500']);
  },
};

/** Futsal at 360 px: ₹2,000 / ₹1,500 / ₹2,400, and the table fits. */
export const FutsalPhone: Story = {
  args: { ...sportScheduleView(storyRates.futsal), sport: 'futsal', sportName: 'Futsal' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Futsal court prices' });
    await expect(priceRows(table).map((r) => r[1])).toEqual(['₹2,000', '₹1,500', '₹2,000', '₹1,500', '₹2,400']);
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};

/** Tennis as seeded: ₹1,000 by day, ₹1,200 with lights from 6 PM to 6 AM every day (the evening peak ends at 6 PM). */
export const WithLights: Story = {
  args: { ...sportScheduleView(seededRateTable.tennis), sport: 'tennis', sportName: 'Tennis' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tennis court prices' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      '6:00 AM - 10:00 AM',
      '10:00 AM - 4:00 PM',
      '4:00 PM - 6:00 PM',
      'Saturday and Sunday, 6:00 AM - 6:00 PM',
      'Every day, 6:00 PM - 6:00 AM',
    ]);
    await expect(priceRows(table)).toEqual([
      ['Peak Hours', '₹1,000'],
      ['Off-Peak', '₹1,000'],
      ['Peak Hours', '₹1,000'],
      ['Weekend', '₹1,000'],
      ['With Lights', '₹1,200'],
    ]);
    await expect(canvas.queryByText(/Any 2 hours/)).toBeNull();
  },
};

/** Futsal as seeded: ₹1,500 an hour and, under the table, any 2 hours for ₹2,000 (save ₹1,000). */
export const WithTwoHourPrice: Story = {
  args: { ...sportScheduleView(seededRateTable.futsal), sport: 'futsal', sportName: 'Futsal' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Futsal court prices' });
    await expect(priceRows(table).map((r) => r[1])).toEqual(['₹1,500', '₹1,500', '₹1,500', '₹1,500', '₹1,500']);
    await expect(canvas.getByText('Any 2 hours: ₹2,000 (save ₹1,000).')).toBeVisible();
  },
};
