import { Menu, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Logo } from '../../brand/Logo';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { navBarStyles as styles } from './NavBar.styles';

export interface NavLinkItem {
  /** Link text, e.g. "Shop". */
  label: string;
  /** Destination, e.g. "/merchandise". */
  href: string;
  /** Other path prefixes that also make this link current (e.g. Academy for /coaching). */
  match?: readonly string[];
}

/** The page's call to action, as data. */
export const navCtaKinds = ['book', 'reserve', 'join'] as const;
export type NavCtaKind = (typeof navCtaKinds)[number];
export type NavCta =
  /** "Book Now": to the booking section of /sports. */
  | { kind: 'book'; href?: string }
  /** "Reserve Table": opens the café's chat link (with the prefilled reservation message) in a new tab. */
  | { kind: 'reserve'; href: string }
  /** "Join Now": scrolls to the membership plans on the same page. */
  | { kind: 'join'; href?: string };

export const navCtaLabels: Record<NavCtaKind, string> = {
  book: 'Book Now',
  reserve: 'Reserve Table',
  join: 'Join Now',
};

const defaultCtaHref: Record<NavCtaKind, string> = {
  book: '/sports#booking',
  reserve: '',
  join: '#membership-plans',
};

/** The cart icon's accessible name: "Cart, empty", "Cart, 1 item", "Cart, 3 items". */
export function cartLabel(count: number): string {
  if (count <= 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Whether a link is the current page: exact match, or a sub-path of it or of one of its `match` prefixes. */
export function isCurrentLink(link: NavLinkItem, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  return [link.href, ...(link.match ?? [])].some((p) => path === p || (p !== '/' && path.startsWith(`${p}/`)));
}

export interface NavBarProps {
  /** The page links, in order: Home, About, Academy, Key, Board, Shop, FAQ, Contact. */
  links: readonly NavLinkItem[];
  /** The current location's path; the matching link gets aria-current="page". */
  currentPath: string;
  /** Items in the cart (sum of quantities): the badge on the cart icon and its name ("Cart, 3 items"). */
  cartCount: number;
  /** The cart page. */
  cartHref?: string;
  /** The page's call to action. */
  cta: NavCta;
  /** Where the logo goes. */
  homeHref?: string;
  /** Start with the phone menu open (stories). */
  defaultMenuOpen?: boolean;
  /** The phone menu opened or closed. */
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The sticky navigation bar: logo, page links, cart with count, and the page's call to action.
 * At 768 px and below the links collapse behind a menu button; the menu closes when a link is chosen and
 * on Escape (focus returns to the button).
 */
export function NavBar({
  links,
  currentPath,
  cartCount,
  cartHref = '/cart',
  cta,
  homeHref = '/',
  defaultMenuOpen = false,
  onMenuOpenChange,
}: NavBarProps) {
  const [open, setOpen] = useState(defaultMenuOpen);
  // Navigation closes the menu: when the path changes, reset during render (React's "adjust state on prop change").
  const [openedAtPath, setOpenedAtPath] = useState(currentPath);
  if (openedAtPath !== currentPath) {
    setOpenedAtPath(currentPath);
    if (open) setOpen(false);
  }
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const setMenuOpen = (next: boolean) => {
    setOpen(next);
    onMenuOpenChange?.(next);
  };
  const closeMenu = () => {
    if (open) setMenuOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      onMenuOpenChange?.(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onMenuOpenChange]);

  const ctaLabel = navCtaLabels[cta.kind];
  const ctaHref = cta.href ?? defaultCtaHref[cta.kind];

  return (
    <header css={styles.header} data-part="navbar">
      <Container css={styles.bar}>
        <Link href={homeHref} unstyled css={styles.home} aria-label="POD home" onClick={closeMenu}>
          <span data-logo="full">
            <Logo decorative size="sm" />
          </span>
          <span data-logo="mark">
            <Logo decorative size="sm" variant="mark" />
          </span>
        </Link>
        <nav aria-label="Main" css={styles.nav}>
          <ul id={menuId} css={styles.list} data-state={open ? 'open' : 'closed'}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  unstyled
                  css={styles.link}
                  aria-current={isCurrentLink(link, currentPath) ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={styles.actions}>
          <IconButton href={cartHref} label={cartLabel(cartCount)} icon={<ShoppingCart />} badge={cartCount} />
          <div css={styles.cta} data-cta={cta.kind}>
            <Button href={ctaHref} external={cta.kind === 'reserve'}>
              {ctaLabel}
            </Button>
          </div>
          <IconButton
            ref={buttonRef}
            label="Menu"
            icon={open ? <X /> : <Menu />}
            aria-expanded={open}
            aria-controls={menuId}
            css={styles.menuButton}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setMenuOpen(!open)}
          />
        </div>
      </Container>
    </header>
  );
}
