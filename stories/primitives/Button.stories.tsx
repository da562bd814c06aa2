import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../design-system/primitives/Button';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  parameters: {
    docs: componentDocs({
      usage:
        "The action primitive: one thing the visitor does (Book Now, Pay ₹350, Add to Cart). Five variants by emphasis (`primary`, `secondary`, `outline`, `ghost`, `destructive`) and three sizes; `md` meets the 44 px touch target. With `href` it is a link through the app's router (`external` opens a new tab); `busy` shows a spinner and `busyLabel` and ignores presses; a `disabled` button stays focusable so the reason beside it can be read.",
      do: [
        'Keep one `primary` button per view, for the main thing to do there; the others `outline`, `secondary` or `ghost`.',
        'Say the action, and the amount when it costs money ("Pay ₹1,350"), in the spec\'s words.',
        'Set `busy` with a `busyLabel` ("Processing...") while the action runs, so a second press does nothing.',
        'Use `destructive` for what removes or cancels (Cancel booking, Delete Product), confirmed in a `Dialog`.',
      ],
      dont: [
        'Go to another page from `onClick`: give it `href`, so it can be opened in a new tab or copied.',
        'Disable a button without saying why next to it.',
        'Use `sm` for a main action on phones: it is smaller than the touch target.',
        'Use a button with only an icon: that is `IconButton`, which requires a name.',
      ],
    }),
  },
  args: { children: 'Book Now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book Now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.variant)).toEqual([...buttonVariants]);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Size sm' });
    const large = canvas.getByRole('button', { name: 'Size lg' });
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
  },
};

export const WithIcon: Story = {
  args: { icon: <ArrowRight aria-hidden="true" />, children: 'Continue Shopping' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue Shopping' }).querySelector('svg')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Out of Stock' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Out of Stock' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Processing...', children: 'Pay ₹1,299' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const SigningIn: Story = {
  args: { busy: true, busyLabel: 'Signing in...', children: 'Sign In', variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(canvas.queryByText('Sign In')).toBeNull();
  },
};

export const AsLink: Story = {
  args: { href: '/sports#booking', children: 'Book Now' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Now' });
    await expect(link).toHaveAttribute('href', '/sports#booking');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const ExternalLink: Story = {
  args: { href: 'https://wa.me/910000000000', external: true, variant: 'outline', children: 'Chat Now' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chat Now' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'Proceed to Checkout' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    const parent = canvasElement.getBoundingClientRect().width;
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(parent * 0.8);
  },
};
