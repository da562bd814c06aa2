import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '../../design-system/primitives/Toast';
import { CartScreen, type CartScreenProps } from '../../design-system/screens/CartScreen';
import { cartToasts } from '../../machines/cart/cart.rules';
import { findToast } from '../fixtures/toast';
import { blockedReasonOf, cartItems, cartLines, cartWithSoldOut, LOGO_SRC, summaryOf } from '../fixtures/shop';

const summary = summaryOf(cartItems);

const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    lines: cartLines(cartItems),
    summary,
    itemCount: summary.itemCount,
    checkoutBlockedReason: null,
    logoSrc: LOGO_SRC,
    onDecrease: fn(),
    onIncrease: fn(),
    onRemove: fn(),
    onClearCart: fn(),
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: Your Cart is Empty and Continue Shopping to /merchandise. */
export const Empty: Story = {
  args: { lines: [], summary: summaryOf([]), itemCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/merchandise');
    await expect(canvas.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
  },
};

/** Lines, Order Summary (subtotal, Free Pickup, total), Proceed to Checkout to /checkout, Clear Cart and the secure note. */
export const WithItems: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.getByText('4 items')).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Cart items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const summaryRegion = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(summaryRegion).getByText('Free Pickup')).toBeVisible();
    await expect(within(summaryRegion).getAllByText('₹3,496')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(canvas.getByText(/Checkout is secured by Razorpay/)).toBeVisible();
    // Desktop: the summary sits beside the lines.
    await expect(summaryRegion.getBoundingClientRect().left).toBeGreaterThan(list.getBoundingClientRect().right - 1);
  },
};

/** Minus, plus, Remove and Clear Cart report what was pressed. */
export const Interactions: Story = {
  play: async ({ canvas, args }) => {
    const jersey = canvas.getByRole('listitem', { name: 'Performance Jersey' });
    await userEvent.click(within(jersey).getByRole('button', { name: /Increase/ }));
    await expect(args.onIncrease).toHaveBeenCalledWith(expect.objectContaining({ key: '1:M', quantity: 2 }));
    await userEvent.click(within(jersey).getByRole('button', { name: /Decrease/ }));
    await expect(args.onDecrease).toHaveBeenCalledWith(expect.objectContaining({ key: '1:M' }));
    const cap = canvas.getByRole('listitem', { name: 'Signature Sports Cap' });
    await userEvent.click(within(cap).getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: '3:One Size' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Cart' }));
    await expect(args.onClearCart).toHaveBeenCalledOnce();
  },
};

/** One line's quantity change is pending: only that line's buttons are disabled. */
export const PendingQuantityChange: Story = {
  args: { lines: cartLines(cartItems, '1:M', 3) },
  play: async ({ canvas, args }) => {
    const jersey = canvas.getByRole('listitem', { name: 'Performance Jersey' });
    await expect(jersey).toHaveAttribute('data-state', 'pending');
    await expect(within(jersey).getByRole('status')).toHaveTextContent('3');
    await expect(within(jersey).getByRole('button', { name: /Increase/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(jersey).getByRole('button', { name: /Remove/ })).toHaveAttribute('aria-disabled', 'true');
    const cap = canvas.getByRole('listitem', { name: 'Signature Sports Cap' });
    await expect(cap).toHaveAttribute('data-state', 'idle');
    await userEvent.click(within(cap).getByRole('button', { name: /Increase/ }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
  },
};

/** An Out of Stock line disables Proceed to Checkout and says why. */
export const OutOfStockLine: Story = {
  args: {
    lines: cartLines(cartWithSoldOut),
    summary: summaryOf(cartWithSoldOut),
    itemCount: 2,
    checkoutBlockedReason: blockedReasonOf(cartWithSoldOut),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Premium Towel Set is out of stock. Remove it to proceed to checkout.',
    );
    await expect(
      canvas.getByText('Premium Towel Set is out of stock. Remove it to proceed to checkout.'),
    ).toBeVisible();
  },
};

const withToast = (toast: { title: string; description?: string }) => ({
  render: (args: CartScreenProps) => (
    <>
      <CartScreen {...args} />
      <Toaster duration={Infinity} onDismiss={fn()} toasts={[{ id: 't', variant: 'default', ...toast }]} />
    </>
  ),
});

/** After Remove: the "Removed from cart" toast. */
export const RemovedToast: Story = {
  args: { lines: cartLines(cartItems.slice(0, 2)), summary: summaryOf(cartItems.slice(0, 2)), itemCount: 3 },
  ...withToast(cartToasts.removed({ name: 'Training Track Pants' })),
  play: async ({ canvasElement }) => {
    await findToast(canvasElement, 'Removed from cart', 'Training Track Pants has been removed from your cart.');
  },
};

/** After Clear Cart: the empty cart and the "Cart cleared" toast. */
export const ClearedToast: Story = {
  args: { lines: [], summary: summaryOf([]), itemCount: 0 },
  ...withToast(cartToasts.cleared),
  play: async ({ canvas, canvasElement }) => {
    await findToast(canvasElement, 'Cart cleared', 'All items have been removed from your cart.');
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  },
};

/** Phone: lines and summary stack, the summary under the lines. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Cart items' });
    const summaryRegion = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summaryRegion.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom - 1);
    const checkout = canvas.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(checkout.getBoundingClientRect().width).toBeGreaterThan(
      summaryRegion.getBoundingClientRect().width * 0.8,
    );
  },
};

/** Phone with the empty cart. */
export const PhoneEmpty: Story = {
  ...Empty,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
