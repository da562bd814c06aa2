import type { NavCta } from '../../design-system/patterns/NavBar';
import { cafeReservationMessage } from '../../machines/links/site.messages';
import { whatsappLink } from '../../machines/links/outbound';
import { siteConfig } from '../config/site';
import { isCafePath, isUnder } from './routeAccent';

/** The navigation bar's call to action for a path: Reserve Table on café pages, Join Now on membership, else Book Now. */
export function ctaForPath(path: string): NavCta {
  if (isCafePath(path)) return { kind: 'reserve', href: whatsappLink(siteConfig.chat.cafe, cafeReservationMessage()) };
  if (isUnder(path, '/membership')) return { kind: 'join', href: '#membership-plans' };
  return { kind: 'book', href: '/sports#booking' };
}
