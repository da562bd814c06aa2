import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, LinkProvider, type RouterLinkProps } from '../../design-system/primitives/Link';

/** A stand-in for the app's router link: it marks itself and reports clicks instead of navigating. */
const navigate = fn();
function FakeRouterLink({ href, children, className }: RouterLinkProps) {
  return (
    <a
      href={href}
      className={className}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function Demo() {
  return (
    <LinkProvider component={FakeRouterLink}>
      <ul>
        <li>
          <Link href="/merchandise">Shop</Link>
        </li>
        <li>
          <Link href="https://wa.me/919000000011" external>
            Chat on WhatsApp
          </Link>
        </li>
        <li>
          <Link href="tel:+919000000001">Call +91 90000 00001</Link>
        </li>
      </ul>
    </LinkProvider>
  );
}

const meta = {
  title: 'Primitives/LinkProvider',
  component: Demo,
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal paths render through the plugged-in router link, keep the link styles, and navigate in-app. */
export const InternalThroughRouter: Story = {
  play: async ({ canvas }) => {
    const shop = canvas.getByRole('link', { name: 'Shop' });
    await expect(shop).toHaveAttribute('data-router-link');
    await expect(getComputedStyle(shop).textDecorationLine).toBe('underline');
    await userEvent.click(shop);
    await expect(navigate).toHaveBeenCalledWith('/merchandise');
  },
};

/** External and tel: links never go through the router: plain anchors (new tab for external). */
export const OutboundBypassesRouter: Story = {
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(chat).not.toHaveAttribute('data-router-link');
    await expect(chat).toHaveAttribute('target', '_blank');
    const call = canvas.getByRole('link', { name: 'Call +91 90000 00001' });
    await expect(call).not.toHaveAttribute('data-router-link');
    await expect(call).toHaveAttribute('href', 'tel:+919000000001');
  },
};
