import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScheduleScreen } from '../../design-system/screens/ScheduleScreen';
import { groupBooking, schedulePackages } from '../../machines/booking/schedule';
import { seededRateTable } from '../../machines/booking/rates';
import { storyRates } from '../fixtures/booking';
import { schedulePackageView, sportScheduleView } from '../../machines/booking/schedule.view';
import { sports } from '../fixtures/booking';

const meta = {
  title: 'Screens/Schedule',
  component: ScheduleScreen,
  args: {
    heading: 'Schedule & Pricing',
    intro: 'Court prices by time of day, packages and group offers.',
    sport: 'badminton',
    sports: sports.map((s) => ({ id: s.id, name: s.name })),
    onSportChange: fn(),
    ...sportScheduleView(storyRates.badminton),
    packages: schedulePackages.map(schedulePackageView),
    group: { ...groupBooking, description: 'Corporate leagues, school teams and birthday games welcome.' },
    downloads: ['Download Schedule (PDF)', 'Download Price List'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Badminton (the default): the price table, four packages (Monthly Unlimited popular), group card, downloads coming soon. */
export const Badminton: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Schedule & Pricing' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Badminton' })).toBeChecked();
    const table = canvas.getByRole('table', { name: 'Badminton court prices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const packages = canvas.getByRole('region', { name: 'Packages' });
    await expect(
      within(packages)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.popular),
    ).toHaveLength(4);
    await expect(within(packages).getAllByText('Most Popular')).toHaveLength(1);
    await expect(canvas.getByText('15% off')).toBeVisible();
    for (const button of within(canvas.getByRole('region', { name: 'Downloads' })).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Downloads are coming soon.');
    }
    await expect(canvas.getByText('Downloads are coming soon.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tennis' }));
    await expect(args.onSportChange).toHaveBeenCalledWith('tennis');
  },
};

/** ?sport=tennis: tennis prices (peak ₹1,200). */
export const Tennis: Story = {
  args: { sport: 'tennis', ...sportScheduleView(storyRates.tennis) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    const table = canvas.getByRole('table', { name: 'Tennis court prices' });
    await expect(table).toHaveTextContent('₹1,200');
    await expect(table).toHaveTextContent('₹900');
  },
};

/** At 360 px: everything fits. */
export const Phone: Story = {
  args: { sport: 'pickleball', ...sportScheduleView(storyRates.pickleball) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pickleball court prices' })).toHaveTextContent('₹450');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** ?sport=futsal with the seeded prices: ₹1,500 an hour, and any 2 hours for ₹2,000 under the table. */
export const FutsalTwoHours: Story = {
  args: { sport: 'futsal', ...sportScheduleView(seededRateTable.futsal) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Futsal court prices' })).toHaveTextContent('₹1,500');
    await expect(canvas.getByText('Any 2 hours: ₹2,000 (save ₹1,000).')).toBeVisible();
  },
};
