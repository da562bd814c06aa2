import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ModeToggle } from '../../design-system/patterns/ModeToggle';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ModeToggle',
  component: ModeToggle,
  parameters: {
    docs: componentDocs({
      usage:
        "The booking's Single / Multiple sessions switch, a segmented toggle. Pressing the current mode again is ignored (spec §4); pressing the other one reports it.",
      do: ['Keep it at the top of the booking view, above the calendar it changes.'],
      dont: ['Add a third mode here: it is the two modes of the booking machine.'],
    }),
  },
  args: { value: 'single', onChange: fn() },
} satisfies Meta<typeof ModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single mode on; pressing Single again is ignored, Multiple Sessions reports 'multiple'. */
export const Single: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Booking mode' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Single Session' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Single Session' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Multiple Sessions' }));
    await expect(args.onChange).toHaveBeenCalledWith('multiple');
  },
};

/** Multiple mode on. */
export const Multiple: Story = {
  args: { value: 'multiple' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Multiple Sessions' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Single Session' }));
    await expect(args.onChange).toHaveBeenCalledWith('single');
  },
};
