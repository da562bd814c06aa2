import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChipChoice } from '../../design-system/patterns/ChipChoice';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ChipChoice',
  component: ChipChoice,
  parameters: {
    docs: componentDocs({
      usage:
        "A headed single choice among chips, the anatomy of the booking's court and duration pickers: the heading names the group, and once one chip is on exactly one stays on.",
      do: ['Give a heading that says what is chosen ("Select Court", "Duration").'],
      dont: ['Use it for filters where several can be on: that is a multiple ToggleGroup.'],
    }),
  },
  args: {
    label: 'Select Court',
    items: [
      { value: '1', label: 'Court 1' },
      { value: '2', label: 'Court 2' },
    ],
    value: '1',
    onValueChange: fn(),
  },
} satisfies Meta<typeof ChipChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One chip on; picking another reports its value, and pressing the chosen one again reports nothing. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Select Court' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Select Court' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Court 1' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Court 2' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Court 1' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Nothing chosen yet (`value` is `''`): no chip is on. */
export const NoneChosen: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Small chips, as the duration uses: the heading and the choice are the same. */
export const Small: Story = {
  args: {
    label: 'Duration',
    size: 'sm',
    items: [
      { value: '1', label: '1 hour' },
      { value: '1.5', label: '1.5 hours' },
      { value: '2', label: '2 hours' },
    ],
    value: '1.5',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Duration' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1.5 hours' })).toBeChecked();
  },
};
