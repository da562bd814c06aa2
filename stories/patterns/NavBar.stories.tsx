import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from '../../design-system/patterns/NavBar';
import { STORY_CAFE_CHAT_HREF, storyNavLinks, withStoryRouter } from './shell.fixtures';
import { componentDocs } from '../docs/componentDocs';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

const meta = {
  title: 'Patterns/NavBar',
  component: NavBar,
  decorators: [withStoryRouter],
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        "The sticky navigation bar: the logo, the page links (Home, About, Academy, Key, Board, Shop, FAQ, Contact) with the current page marked, the cart with its count, and the page's call to action: Book Now (to the booking section of /sports), Reserve Table on café pages (the café's chat) or Join Now on membership pages (to the plans). At 768 px and below the links fold behind a menu button; the menu closes when a link is chosen or on Escape.",
      do: [
        "Pass the current path, so the page's link is marked (`aria-current`), and `match` prefixes for pages that belong to a link (Academy for /coaching).",
        'Pass the cart\'s count as the sum of quantities: the icon\'s name says it ("Cart, 3 items").',
      ],
      dont: [
        "Add links beyond the spec's eight: the phone menu lists them all.",
        "Change the call to action's label on a page the spec does not name.",
      ],
    }),
  },
  args: {
    links: storyNavLinks,
    currentPath: '/',
    cartCount: 0,
    cta: { kind: 'book' },
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: all eight links inline, Home current, the cart and Book Now; no menu button. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'About',
      'Academy',
      'Key',
      'Board',
      'Shop',
      'FAQ',
      'Contact',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Key' })).toHaveAttribute('href', '/membership');
    await expect(canvas.getByRole('link', { name: 'POD home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('banner')).position).toBe('sticky');
  },
};

/** The link of the current section is marked: /coaching belongs to Academy. */
export const ActiveSection: Story = {
  globals: desktop,
  args: { currentPath: '/coaching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Academy' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Phone, menu closed: the links are hidden behind the menu button. */
export const PhoneClosed: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = canvas.getByRole('navigation', { hidden: true }).querySelector('ul');
    await expect(button).toHaveAttribute('aria-controls', list?.id);
    await expect(list).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  },
};

/** Phone, menu open: the button opens the links; choosing a link closes the menu. */
export const PhoneOpen: Story = {
  globals: phone,
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(nav).getByRole('link', { name: 'Shop' })).toBeVisible();

    await step('choosing a link closes the menu', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Shop' }));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });
    // Leave it open for the screenshot of this state.
    await userEvent.click(button);
    await expect(within(nav).getByRole('link', { name: 'About' })).toBeVisible();
  },
};

/** Phone: Escape closes the open menu and returns focus to the menu button. */
export const PhoneEscape: Story = {
  globals: phone,
  args: { defaultMenuOpen: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    canvas.getByRole('link', { name: 'About' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A page change (the app passes the new path) closes the menu too, e.g. after the browser's Back button. */
export const ClosesOnNavigation: Story = {
  globals: phone,
  render: function Render(args) {
    const [path, setPath] = useState(args.currentPath);
    return (
      <>
        <NavBar {...args} currentPath={path} />
        <button type="button" onClick={() => setPath('/about')} css={(t) => ({ margin: t.space[4] })}>
          Simulate navigation
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate navigation' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('aria-current', 'page');
  },
};

/** Book Now (most pages): to the booking section of /sports. */
export const BookNow: Story = {
  args: { cta: { kind: 'book' } },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Book Now' });
    await expect(cta).toHaveAttribute('href', '/sports#booking');
    await expect(cta).not.toHaveAttribute('target');
  },
};

/** Reserve Table (café pages): the café chat with the reservation message, in a new tab. */
export const ReserveTable: Story = {
  args: { currentPath: '/cafe', cta: { kind: 'reserve', href: STORY_CAFE_CHAT_HREF } },
  parameters: { accent: 'cafe' },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Reserve Table' });
    await expect(cta).toHaveAttribute('href', STORY_CAFE_CHAT_HREF);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('link', { name: 'Book Now' })).toBeNull();
  },
};

/** Join Now (membership page): scrolls to the plans on the same page. */
export const JoinNow: Story = {
  args: { currentPath: '/membership', cta: { kind: 'join' } },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Join Now' });
    await expect(cta).toHaveAttribute('href', '#membership-plans');
    await expect(cta).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Key' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Empty cart: no badge, named "Cart, empty". */
export const CartEmpty: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, empty' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.querySelector('[data-badge]')).toBeNull();
  },
};

/** Three items: the badge shows 3 and the name says "Cart, 3 items". */
export const CartThree: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart.querySelector('[data-badge]')).toHaveTextContent('3');
  },
};

/**
 * Past 99 items: IconButton shows the full number (it never caps, so the visible text stays in the accessible
 * name), and the badge widens to fit it without covering the icon's neighbours.
 */
export const CartOverflow: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 120 items' });
    const badge = cart.querySelector('[data-badge]');
    await expect(badge).toHaveTextContent('120');
    const cta = canvas.getByRole('link', { name: 'Book Now' });
    await expect(badge?.getBoundingClientRect().right ?? Infinity).toBeLessThanOrEqual(
      cta.getBoundingClientRect().left,
    );
  },
};
