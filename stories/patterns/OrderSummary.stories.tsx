import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from '../../design-system/patterns/OrderSummary';
import { Button } from '../../design-system/primitives/Button';
import { cartItems, summaryOf } from '../fixtures/shop';
import { componentDocs } from '../docs/componentDocs';

const summary = summaryOf(cartItems);

const meta = {
  title: 'Patterns/OrderSummary',
  component: OrderSummary,
  parameters: {
    docs: componentDocs({
      usage:
        "The Order Summary of the cart and the checkout: optional item lines (checkout), the subtotal, delivery (Free Pickup) and the total, then the page's actions and notes under it (Proceed to Checkout, the pay button).",
      do: [
        'Pass amounts formatted by the view model: the total shown is the total charged.',
        "Put the page's main action under the total, as `children`.",
      ],
      dont: ['Work out a total in the screen: the rules (and the server when paying) decide money.'],
    }),
  },
  args: { summary: { subtotal: summary.subtotal, delivery: summary.delivery, total: summary.total } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's summary: subtotal, delivery shown as Free Pickup, total. */
export const Cart: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(region).getByText('Subtotal').nextElementSibling).toHaveTextContent('₹3,496');
    await expect(within(region).getByText('Delivery').nextElementSibling).toHaveTextContent('Free Pickup');
    await expect(within(region).getByText('Total').nextElementSibling).toHaveTextContent('₹3,496');
    await expect(within(region).queryByRole('list')).toBeNull();
  },
};

/** The checkout's summary lists each item with size, quantity and line total. */
export const WithItems: Story = {
  args: { summary },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Items' });
    const rows = within(items).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Performance Jersey (M) × 2₹1,798');
    await expect(rows[1]).toHaveTextContent('Signature Sports Cap (One Size) × 1₹399');
  },
};

/** Actions go under the total. */
export const WithActions: Story = {
  args: {
    children: (
      <Button fullWidth href="/checkout">
        Proceed to Checkout
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(link).toHaveAttribute('href', '/checkout');
    const total = canvas.getAllByText('₹3,496').at(-1)!;
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(total.getBoundingClientRect().bottom);
  },
};
