import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, LinkProvider, type RouterLinkProps } from '../../design-system/primitives/Link';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  parameters: {
    docs: componentDocs({
      usage:
        'A link. Internal paths (starting with `/`) go through the app\'s router link, plugged in with `LinkProvider`, so the page changes without a reload; `external` opens a new tab with `rel="noopener noreferrer"`. `unstyled` drops the underline and link colour for links drawn as something else.',
      do: [
        'Write link text that says where it goes ("See the coaching plans and prices"), readable out of context.',
        'Set `external` for every address outside the site (chat, maps, social pages), as the spec requires.',
      ],
      dont: [
        'Use a link for an action that changes something (Add to Cart, Cancel): that is a `Button`.',
        'Write "click here" or "more": a screen reader\'s list of links reads them alone.',
        'Use `unstyled` on a link in running text: a link must look like one.',
      ],
    }),
  },
  args: { href: '/faq', children: 'FAQ' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider, a plain anchor in the link colour, underlined. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'FAQ' });
    await expect(link).toHaveAttribute('href', '/faq');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(link).textUnderlineOffset).not.toBe('auto');
  },
};

/** External links open in a new tab with noopener. */
export const External: Story = {
  args: { href: 'https://wa.me/910000000000', external: true, children: 'Chat on WhatsApp' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Inside running text. */
export const InText: Story = {
  render: (args) => (
    <p>
      Read our{' '}
      <Link {...args} href="/cancellation-refund">
        Cancellation &amp; Refund policy
      </Link>{' '}
      before booking.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cancellation & Refund policy' })).toHaveAttribute(
      'href',
      '/cancellation-refund',
    );
  },
};

/** Drops the link styling, for links dressed as something else (buttons, cards). */
export const Unstyled: Story = {
  args: { unstyled: true, children: 'Shop' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop' });
    await expect(getComputedStyle(link).textUnderlineOffset).toBe('auto');
    await expect(link).toHaveAttribute('href', '/faq');
  },
};

const navigate = fn();

function FakeRouterLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** The app plugs its router link in: internal paths go through it, external links stay plain anchors. */
export const WithRouterProvider: Story = {
  render: () => (
    <LinkProvider component={FakeRouterLink}>
      <p>
        <Link href="/merchandise">Continue Shopping</Link> or{' '}
        <Link href="https://instagram.com/example" external>
          follow us
        </Link>
      </p>
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const internal = canvas.getByRole('link', { name: 'Continue Shopping' });
    const external = canvas.getByRole('link', { name: 'follow us' });
    await expect(internal).toHaveAttribute('data-router-link');
    await expect(external).not.toHaveAttribute('data-router-link');
    await expect(external).toHaveAttribute('target', '_blank');
    await userEvent.click(internal);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/merchandise');
  },
};
