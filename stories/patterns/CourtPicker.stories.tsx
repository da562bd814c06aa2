import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CourtPicker } from '../../design-system/patterns/CourtPicker';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/CourtPicker',
  component: CourtPicker,
  parameters: {
    docs: componentDocs({
      usage:
        'The court choice of the booking view: one chip per court ("Court 1" ... "Court N") with exactly one on, from the sport\'s court numbers (futsal has one).',
      do: ["Pass the sport's own courts, so a sport with one court shows one chip."],
      dont: ['Let a visitor deselect the court: exactly one stays chosen.'],
    }),
  },
  args: { courts: [1, 2], value: 1, onChange: fn() },
} satisfies Meta<typeof CourtPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two courts (badminton, tennis, pickleball), Court 1 chosen; picking Court 2 reports 2. */
export const TwoCourts: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Select Court' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Court 1' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Court 2' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Court 1' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Futsal has one turf: a single choice. */
export const OneCourt: Story = {
  args: { courts: [1] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'Court 1' })).toBeChecked();
  },
};

/** No court chosen yet: nothing is on. */
export const NoneChosen: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};
