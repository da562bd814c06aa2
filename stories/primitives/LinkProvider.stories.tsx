import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, LinkProvider, type RouterLinkProps } from '../../design-system/primitives/Link';
import { componentDocs } from '../docs/componentDocs';

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
  parameters: {
    docs: componentDocs({
      usage:
        "How the app plugs its router's link into the design system: every `Link`, and every `Button` or `IconButton` with `href`, to an internal path renders through the `component` given here. Without a provider, plain anchors are used (as in most stories). The design system never imports the router.",
      do: [
        "Mount one `LinkProvider` near the root of the app, with a component that takes `to` and the anchor's props.",
      ],
      dont: ["Import the router's link in a design-system component: pass links through `Link` and this provider."],
    }),
  },
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
