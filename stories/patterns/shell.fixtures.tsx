/**
 * Hand-made props and decorators shared by the shell pattern and screen stories. Not a story file.
 */
import type { Decorator } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import type { FooterProps } from '../../design-system/patterns/Footer';
import type { NavLinkItem } from '../../design-system/patterns/NavBar';
import { LinkProvider, type RouterLinkProps } from '../../design-system/primitives/Link';

/** A router link stand-in: renders the anchor but never leaves the story when clicked. */
function StoryRouterLink({ href, children, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...(rest as Record<string, unknown>)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        if (typeof onClick === 'function') (onClick as (e: MouseEvent<HTMLAnchorElement>) => void)(event);
      }}
    >
      {children}
    </a>
  );
}

/** Internal links go through a stand-in router link, so plays can click them without navigating away. */
export const withStoryRouter: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);

export const storyNavLinks: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Academy', href: '/academy', match: ['/coaching'] },
  { label: 'Key', href: '/membership' },
  { label: 'Board', href: '/podboard' },
  { label: 'Shop', href: '/merchandise' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact', match: ['/contact-us'] },
];

export const STORY_CHAT_HREF = 'https://wa.me/919000000011?text=Hi%20POD!';
export const STORY_CAFE_CHAT_HREF =
  'https://wa.me/919000000012?text=Hi%20POD%20Caf%C3%A9!%20I%27d%20like%20to%20reserve%20a%20table.';

export const storyFooter: FooterProps = {
  tagline:
    'Badminton, tennis, pickleball and futsal courts open round the clock, with a café and bistro next to the courts.',
  contact: {
    address: 'OMR Service Road, Sholinganallur, Chennai, Tamil Nadu 600119',
    mapsHref: 'https://www.google.com/maps/search/?api=1&query=POD%20Sports%20Centre',
    phone: { display: '+91 90000 00001', href: 'tel:+919000000001' },
    email: { display: 'hello@pod.example', href: 'mailto:hello@pod.example' },
    hours: 'Open 24 hours',
  },
  sports: [
    { label: 'Badminton', href: '/schedule?sport=badminton' },
    { label: 'Tennis', href: '/schedule?sport=tennis' },
    { label: 'Pickleball', href: '/schedule?sport=pickleball' },
    { label: 'Futsal', href: '/schedule?sport=futsal' },
    { label: 'Book a court', href: '/sports#booking' },
  ],
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/pod.placeholder/', external: true },
    { label: 'Facebook', href: 'https://www.facebook.com/pod.placeholder/', external: true },
    { label: 'YouTube', href: 'https://www.youtube.com/@pod.placeholder', external: true },
  ],
  legal: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms & Conditions', href: '/terms-and-conditions' },
    { label: 'Cancellation & Refund', href: '/cancellation-refund' },
    { label: 'Shipping & Delivery', href: '/shipping-delivery' },
    { label: 'Contact Us', href: '/contact-us' },
  ],
  copyright: '© 2026 POD Sports Centre & Café. All rights reserved.',
  note: 'Sholinganallur, Chennai · Courts open 24/7',
};

export const storyChat = {
  botName: 'PodBot',
  greeting: "Hi! I'm PodBot. Ask me about court bookings, coaching, memberships or the café.",
  message: "Hi POD! I'd like some help with bookings, coaching or the café.",
  chatHref: STORY_CHAT_HREF,
};

/** The chat's corner: the button bottom-right, with room above it for the panel. */
export const chatDock: Decorator = (Story) => (
  <div
    css={(t) => ({
      display: 'flex',
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
      minHeight: `calc(${t.space[24]} * 5)`,
    })}
  >
    <Story />
  </div>
);
