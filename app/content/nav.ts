import type { NavLinkItem } from '../../design-system/patterns/NavBar';

/** The navigation bar's links, in the spec's order. */
export const navLinks: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Academy', href: '/academy', match: ['/coaching'] },
  { label: 'Key', href: '/membership' },
  { label: 'Board', href: '/podboard' },
  { label: 'Shop', href: '/merchandise' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact', match: ['/contact-us'] },
];
