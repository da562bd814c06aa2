import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from '../../design-system/patterns/QuantityStepper';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/QuantityStepper',
  component: QuantityStepper,
  parameters: {
    docs: componentDocs({
      usage:
        'Minus, the quantity and plus, for a cart line. The quantity is announced politely as it changes; the buttons are named after the item ("Decrease quantity of Performance Jersey"). While a change waits to be applied both buttons are disabled (`pending`).',
      do: ["Pass `itemLabel` with the item's name (and size), so each line's buttons are distinct for screen readers."],
      dont: [
        'Decide in the stepper what going below 1 means: the caller does.',
        'Let a visitor type a quantity here: the stepper only steps.',
      ],
    }),
  },
  args: { value: 2, itemLabel: 'Performance Jersey (M)', onDecrease: fn(), onIncrease: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minus and plus report presses; the value is shown between them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Quantity of Performance Jersey (M)' });
    await expect(group).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Performance Jersey (M)' }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Performance Jersey (M)' }));
    await expect(args.onDecrease).toHaveBeenCalledOnce();
  },
};

/** While a change is pending (200 ms) both buttons are disabled but stay focusable. */
export const Pending: Story = {
  args: { value: 3, pending: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'pending');
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    const plus = canvas.getByRole('button', { name: /Increase/ });
    const minus = canvas.getByRole('button', { name: /Decrease/ });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await userEvent.click(minus);
    await expect(args.onIncrease).not.toHaveBeenCalled();
    await expect(args.onDecrease).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches minus then plus; Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecrease).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onIncrease).toHaveBeenCalledOnce();
  },
};
