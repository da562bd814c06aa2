import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DurationPicker } from '../../design-system/patterns/DurationPicker';
import { durationOptionViews } from '../../machines/booking/booking.view';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/DurationPicker',
  component: DurationPicker,
  parameters: {
    docs: componentDocs({
      usage:
        'The booking\'s duration: chips from "1 hour" to "4 hours" with exactly one on, from the offered durations (`durationOptionViews`).',
      do: ['Label each option with its length in words ("1.5 hours"), as the view model gives it.'],
      dont: ['Offer less than an hour: the minimum booking is 1 hour.'],
    }),
  },
  args: { value: 1, options: durationOptionViews, onChange: fn() },
} satisfies Meta<typeof DurationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six options (1, 1.5, 2, 2.5, 3, 4 hours), 1 hour by default; choosing 2.5 hours reports 2.5. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const options = canvas.getAllByRole('radio');
    await expect(options.map((o) => o.textContent)).toEqual([
      '1 hour',
      '1.5 hours',
      '2 hours',
      '2.5 hours',
      '3 hours',
      '4 hours',
    ]);
    await expect(canvas.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2.5 hours' }));
    await expect(args.onChange).toHaveBeenCalledWith(2.5);
  },
};

/** Four hours chosen. */
export const FourHours: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 hours' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '1 hour' })).not.toBeChecked();
  },
};

/** At 360 px the options wrap instead of overflowing. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Duration' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
