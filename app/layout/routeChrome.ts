import type { NavCta } from '../../design-system/patterns/NavBar';
import type { AccentName } from '../../design-system/tokens';
import { cafeReservationMessage } from '../../machines/links/site.messages';
import type { SiteSettings } from '../../machines/admin/settings';
import { whatsappLink } from '../../machines/links/outbound';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Café pages: /cafe and anything under it. */
export function isCafePath(path: string): boolean {
  return isUnder(path, '/cafe');
}

/**
 * The navigation bar's call to action for a path: Reserve Table on café pages (a chat to the café's number), Join Now
 * on membership, else Book Now.
 */
export function ctaForPath(path: string, site: SiteSettings): NavCta {
  if (isCafePath(path)) return { kind: 'reserve', href: whatsappLink(site.phones.cafe, cafeReservationMessage()) };
  if (isUnder(path, '/membership')) return { kind: 'join', href: '#membership-plans' };
  return { kind: 'book', href: '/sports#booking' };
}

/** The theme accent for a path: the warm café accent on café pages, court green elsewhere. */
export function accentForPath(path: string): AccentName {
  return isCafePath(path) ? 'cafe' : 'sports';
}
