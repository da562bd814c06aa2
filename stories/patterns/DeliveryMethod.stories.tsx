import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeliveryMethod } from '../../design-system/patterns/DeliveryMethod';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/DeliveryMethod',
  component: DeliveryMethod,
  parameters: {
    docs: componentDocs({
      usage:
        "The checkout's delivery choice: Store Pickup (free, ready in 2-3 hours), the default, and Home Delivery, shown disabled and marked Coming Soon. It is disabled while a payment is processing.",
      do: ['Keep Home Delivery visible and marked Coming Soon, as the spec shows it.'],
      dont: ['Offer a method the shop cannot fulfil: only pickup can be chosen.'],
    }),
  },
  args: { value: 'pickup', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pickup is chosen (free, ready in 2-3 hours); Home Delivery is disabled and marked Coming Soon. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery Method' })).toBeVisible();
    const pickup = canvas.getByRole('radio', { name: 'Store Pickup' });
    const delivery = canvas.getByRole('radio', { name: 'Home Delivery' });
    await expect(pickup).toBeChecked();
    await expect(pickup).toHaveAccessibleDescription('Free. Ready for pickup at the centre in 2-3 hours.');
    await expect(delivery).toBeDisabled();
    await expect(delivery).toHaveAccessibleDescription(/Coming Soon/);
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await userEvent.click(canvas.getByText('Home Delivery'));
    await expect(delivery).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Disabled while a payment runs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Store Pickup' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Store Pickup' })).toBeChecked();
  },
};
