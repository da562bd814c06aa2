import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLine } from '../../design-system/patterns/CartLine';
import { cartItems, cartLines, cartWithSoldOut, LOGO_SRC } from '../fixtures/shop';
import { componentDocs } from '../docs/componentDocs';

const [jerseyLine] = cartLines(cartItems);
const [, soldOutLine] = cartLines(cartWithSoldOut);
const [pendingLine] = cartLines(cartItems, '1:M', 3);

const meta = {
  title: 'Patterns/CartLine',
  component: CartLine,
  parameters: {
    docs: componentDocs({
      usage:
        'One line of the cart: the image with the logo overlay, name, size and availability badges, unit price, quantity minus and plus, line total and Remove. While a quantity change waits to be applied the line\'s buttons are disabled (`data-state="pending"`).',
      do: [
        'Show the line total and the unit price from the view model, formatted in rupees.',
        'Show the availability badge on every line: Out of Stock blocks checkout, and the line must say so.',
      ],
      dont: [
        'Remove a line silently: Remove shows its toast, so the visitor knows what happened.',
        'Let minus take the quantity below zero.',
      ],
    }),
  },
  args: { line: jerseyLine!, logoSrc: LOGO_SRC, onDecrease: fn(), onIncrease: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image with logo, name, size and availability badges, unit price, quantity, line total and Remove. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const line = canvas.getByRole('listitem', { name: 'Performance Jersey' });
    await expect(line).toHaveAttribute('data-state', 'idle');
    await expect(within(line).getByText('Size: M')).toBeVisible();
    await expect(within(line).getByText('In Stock')).toHaveAttribute('data-tone', 'success');
    await expect(within(line).getByText('₹899 each')).toBeVisible();
    await expect(within(line).getByText('₹1,798')).toBeVisible();
    await expect(canvasElement.querySelector('img[data-logo]')).toHaveAttribute('data-position', 'chest');
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity of Performance Jersey (M)' }));
    await expect(args.onIncrease).toHaveBeenCalledWith(args.line);
    await userEvent.click(within(line).getByRole('button', { name: 'Decrease quantity of Performance Jersey (M)' }));
    await expect(args.onDecrease).toHaveBeenCalledWith(args.line);
    await userEvent.click(within(line).getByRole('button', { name: 'Remove Performance Jersey (M)' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.line);
  },
};

/** A quantity change waits 200 ms: the new quantity and total show, and minus, plus and Remove are disabled. */
export const PendingQuantityChange: Story = {
  args: { line: pendingLine! },
  play: async ({ canvas, args }) => {
    const line = canvas.getByRole('listitem');
    await expect(line).toHaveAttribute('data-state', 'pending');
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(canvas.getByText('₹2,697')).toBeVisible();
    for (const name of [/Increase/, /Decrease/, /Remove/]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onIncrease).not.toHaveBeenCalled();
    await expect(args.onDecrease).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** An Out of Stock line: amber availability and a highlighted border. */
export const OutOfStock: Story = {
  args: { line: soldOutLine! },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('listitem', { name: 'Premium Towel Set' });
    await expect(line).toHaveAttribute('data-availability', 'Out of Stock');
    await expect(within(line).getByText('Out of Stock')).toHaveAttribute('data-tone', 'warning');
    await expect(within(line).getByText('Size: One Size')).toBeVisible();
  },
};

/** Phone: image and details side by side, the controls on their own row below. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading', { name: 'Performance Jersey' });
    const stepper = canvas.getByRole('group', { name: /Quantity of/ });
    await expect(stepper.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};
