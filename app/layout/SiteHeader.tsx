import { useLocation } from 'react-router-dom';
import { NavBar } from '../../design-system/patterns/NavBar';
// Not the cart's index: that would bring the cart's actions (and the catalogue they use).
import { useCartCount } from '../cart/useCart';
import { navLinks } from '../content/nav';
import { ctaForPath } from './routeChrome';

/**
 * The site's navigation bar: the current page marked, the cart's count (read from the device once live) and the
 * call to action of the page's section.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  return <NavBar links={navLinks} currentPath={pathname} cartCount={cartCount} cta={ctaForPath(pathname)} />;
}
