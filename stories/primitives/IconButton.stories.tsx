import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, ShoppingCart, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from '../../design-system/primitives/IconButton';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  parameters: {
    docs: componentDocs({
      usage:
        "A square button with only an icon: open the menu, the cart, close a panel. Its `label` is required and becomes its accessible name; the icon is decorative. Variants are Button's (default `ghost`); `md` meets the 44 px touch target. `count` shows a small badge (the cart's items) and `href` makes it a link.",
      do: [
        'Name it for what it does, with the count when it has one ("Cart, 3 items").',
        'Use it only for icons everyone reads the same way (menu, close, cart, previous, next).',
        'Keep `md` or larger on phones.',
      ],
      dont: [
        'Use an icon alone for an action whose icon is not obvious: use a `Button` with a label and an `icon`.',
        'Put a number in `count` that `label` does not say: the badge is visual only.',
      ],
    }),
  },
  args: { label: 'Open menu', icon: <Menu />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = css({ display: 'flex', gap: '1rem', alignItems: 'center', padding: '0.5rem' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button.querySelector('[data-icon]')).toHaveAttribute('aria-hidden', 'true');
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(44);
    await expect(box.height).toBe(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div css={row}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} icon={<X />} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.variant)).toEqual([...iconButtonVariants]);
    await expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
      iconButtonVariants.map((v) => `Close (${v})`),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div css={row}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} variant="outline" label={`Menu ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sides = iconButtonSizes.map(
      (size) => canvas.getByRole('button', { name: `Menu ${size}` }).getBoundingClientRect().width,
    );
    await expect(sides).toEqual([32, 44, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Decrease quantity', variant: 'outline' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'disabled');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The cart icon: the caller's label carries the count; the visible badge is hidden from screen readers. */
export const CartWithBadge: Story = {
  args: { label: 'Cart, 3 items', icon: <ShoppingCart />, badge: 3 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    const badge = button.querySelector<HTMLElement>('[data-badge]')!;
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toBeVisible();
  },
};

/** Large counts are shown in full (the pill widens), so the visible number is always part of the name. */
export const LargeCount: Story = {
  args: { label: 'Cart, 120 items', icon: <ShoppingCart />, badge: 120 },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: 'Cart, 120 items' }).querySelector<HTMLElement>('[data-badge]')!;
    await expect(badge).toHaveTextContent('120');
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(box.height);
  },
};

/** An empty cart shows no badge. */
export const EmptyBadge: Story = {
  args: { label: 'Cart, empty', icon: <ShoppingCart />, badge: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, empty' }).querySelector('[data-badge]')).toBeNull();
  },
};

/** As a link, e.g. the navigation bar's cart icon to /cart. */
export const AsLink: Story = {
  args: { label: 'Cart, 2 items', icon: <ShoppingCart />, badge: 2, href: '/cart' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cart, 2 items' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link.querySelector('[data-badge]')).toHaveTextContent('2');
  },
};

/** A menu toggle passes aria-expanded through. */
export const MenuToggle: Story = {
  args: { label: 'Menu', 'aria-expanded': false, 'aria-controls': 'site-menu', variant: 'secondary' },
  render: (args) => (
    <>
      <IconButton {...args} />
      <nav id="site-menu" aria-label="Main" hidden />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
