import { css, useTheme, type Theme } from '@emotion/react';
import {
  History,
  CalendarCheck,
  ChevronsLeft,
  ChevronsRight,
  Coffee,
  Handshake,
  Home,
  Images,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Settings,
  Shirt,
  SwatchBook,
  Trophy,
  UserCog,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Logo } from '../../brand/Logo';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

/** The sidebar's entries, in order (spec §2, Admin shell). */
export const adminNavIds = [
  'dashboard',
  'homepage',
  'sports',
  'bookings',
  'merchandise',
  'messages',
  'cafe',
  'gallery',
  'partners',
  'users',
  'activity',
  'settings',
  'account',
] as const;
export type AdminNavId = (typeof adminNavIds)[number];

const navIcons: Record<AdminNavId, LucideIcon> = {
  dashboard: LayoutDashboard,
  homepage: Home,
  sports: Trophy,
  bookings: CalendarCheck,
  merchandise: Shirt,
  messages: Mail,
  cafe: Coffee,
  gallery: Images,
  partners: Handshake,
  users: Users,
  activity: History,
  settings: Settings,
  account: UserCog,
};

export interface AdminNavItem {
  id: AdminNavId;
  label: string;
  href: string;
  /** A small label after the entry, e.g. "View Only". */
  badge?: string;
}

/** Staff tools served beside the site, not pages of the admin app: the design system's Storybook. */
export const adminToolIds = ['designSystem'] as const;
export type AdminToolId = (typeof adminToolIds)[number];

const toolIcons: Record<AdminToolId, LucideIcon> = {
  designSystem: SwatchBook,
};

export interface AdminToolLink {
  id: AdminToolId;
  label: string;
  /** An address outside the admin app (opened as a page of its own), e.g. `/storybook/`. */
  href: string;
}

export interface AdminShellProps {
  /** The sidebar's entries. */
  items: readonly AdminNavItem[];
  /** Links to staff tools, shown above Logout (none by default: the app passes those the server offers). */
  tools?: readonly AdminToolLink[];
  /** The current path: its entry is marked (aria-current="page"). */
  currentPath: string;
  /** Desktop: the sidebar shows icons only. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Phones (≤ 768 px): the sidebar is open as an overlay (focus stays inside; Escape closes). */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The sidebar's Logout. */
  onLogout: () => void;
  /** The page. */
  children: ReactNode;
}

const styles = {
  root: (t: Theme) => css`
    display: flex;
    min-height: 100vh;
    background: ${t.color.surface.canvas};
    ${t.media.phone} {
      flex-direction: column;
    }
  `,
  sidebar: (t: Theme) => css`
    position: sticky;
    top: 0;
    display: flex;
    flex: none;
    flex-direction: column;
    width: calc(${t.space[24]} * 2.75);
    height: 100vh;
    overflow-y: auto;
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    --pod-focus-color: ${t.color.border.focusInverse};
    transition: width ${t.motion.duration.base} ${t.motion.easing.standard};
    &[data-collapsed='true'] {
      width: calc(${t.sizes.touch} + ${t.space[6]});
    }
    ${t.media.phone} {
      display: none;
    }
  `,
  drawer: (t: Theme) => css`
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${t.zIndices.modal};
    display: flex;
    flex-direction: column;
    width: min(85vw, calc(${t.space[24]} * 3));
    overflow-y: auto;
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    box-shadow: ${t.shadows.lg};
    --pod-focus-color: ${t.color.border.focusInverse};
    &:focus {
      outline: none;
    }
  `,
  overlay: (t: Theme) => css`
    position: fixed;
    inset: 0;
    z-index: ${t.zIndices.overlay};
    background: ${t.color.surface.overlay};
  `,
  brand: (t: Theme) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    min-height: ${t.sizes.navHeight};
    padding: ${t.space[2]} ${t.space[3]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.surface.inverseRaised};
    [data-collapsed='true'] & {
      justify-content: center;
    }
  `,
  list: (t: Theme) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${t.space[1]};
    margin: 0;
    padding: ${t.space[3]};
    list-style: none;
  `,
  item: (t: Theme) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    min-height: ${t.sizes.touch};
    padding: 0 ${t.space[3]};
    border-radius: ${t.radii.md};
    color: ${t.color.text.inverseMuted};
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    background: transparent;
    border: 0;
    width: 100%;
    cursor: pointer;
    & > svg {
      flex: none;
      width: ${t.sizes.icon.md};
      height: ${t.sizes.icon.md};
    }
    ${t.media.hover} {
      &:hover {
        background: ${t.color.surface.inverseRaised};
        color: ${t.color.text.inverse};
      }
    }
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focusInverse};
      outline-offset: calc(-1 * ${t.borderWidths.focus});
    }
    &[aria-current='page'] {
      background: ${t.color.surface.inverseRaised};
      color: ${t.color.text.inverse};
      box-shadow: inset ${t.borderWidths.focus} 0 0 ${t.color.text.highlight};
    }
    [data-collapsed='true'] & {
      justify-content: center;
      padding: 0;
    }
  `,
  badge: (t: Theme) => css`
    margin-left: auto;
    padding: 0 ${t.space[2]};
    border: ${t.borderWidths.thin} solid ${t.color.text.highlight};
    border-radius: ${t.radii.pill};
    color: ${t.color.text.highlight};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
  `,
  footer: (t: Theme) => css`
    padding: ${t.space[3]};
    border-top: ${t.borderWidths.thin} solid ${t.color.surface.inverseRaised};
  `,
  topbar: (t: Theme) => css`
    display: none;
    ${t.media.phone} {
      position: sticky;
      top: 0;
      z-index: ${t.zIndices.sticky};
      display: flex;
      align-items: center;
      gap: ${t.space[2]};
      min-height: ${t.sizes.navHeight};
      padding: 0 ${t.space[3]};
      background: ${t.color.surface.inverse};
      color: ${t.color.text.inverse};
      --pod-focus-color: ${t.color.border.focusInverse};
    }
  `,
  square: (t: Theme) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${t.sizes.touch};
    height: ${t.sizes.touch};
    padding: 0;
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.text.inverse};
    cursor: pointer;
    & > svg {
      width: ${t.sizes.icon.md};
      height: ${t.sizes.icon.md};
    }
    ${t.media.hover} {
      &:hover {
        background: ${t.color.surface.inverseRaised};
      }
    }
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focusInverse};
      outline-offset: calc(-1 * ${t.borderWidths.focus});
    }
  `,
  tools: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    margin: 0 0 ${t.space[1]};
    padding: 0;
    list-style: none;
  `,
  main: css`
    flex: 1;
    min-width: 0;
  `,
};

const isCurrent = (item: AdminNavItem, path: string) => path === item.href;

interface NavListProps {
  items: readonly AdminNavItem[];
  tools: readonly AdminToolLink[];
  currentPath: string;
  collapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

function NavList({ items, tools, currentPath, collapsed, onNavigate, onLogout }: NavListProps) {
  const theme = useTheme();
  return (
    <>
      <ul css={styles.list(theme)}>
        {items.map((item) => {
          const Icon = navIcons[item.id];
          const name = item.badge ? `${item.label} (${item.badge})` : item.label;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                unstyled
                css={styles.item(theme)}
                aria-current={isCurrent(item, currentPath) ? 'page' : undefined}
                aria-label={collapsed ? name : undefined}
                title={collapsed ? name : undefined}
                data-nav={item.id}
                onClick={onNavigate}
              >
                <Icon aria-hidden="true" />
                {!collapsed && <span>{item.label}</span>}
                {!collapsed && item.badge && <span css={styles.badge(theme)}>{item.badge}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      <div css={styles.footer(theme)}>
        {tools.length > 0 && (
          <ul css={styles.tools(theme)}>
            {tools.map((tool) => {
              const Icon = toolIcons[tool.id];
              return (
                <li key={tool.id}>
                  {/* A plain anchor, not the app's router link: the tool is a page of its own, not an admin screen. */}
                  <a
                    href={tool.href}
                    css={styles.item(theme)}
                    aria-label={collapsed ? tool.label : undefined}
                    title={collapsed ? tool.label : undefined}
                    data-tool={tool.id}
                  >
                    <Icon aria-hidden="true" />
                    {!collapsed && <span>{tool.label}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          css={styles.item(theme)}
          onClick={onLogout}
          aria-label={collapsed ? 'Logout' : undefined}
          title={collapsed ? 'Logout' : undefined}
        >
          <LogOut aria-hidden="true" />
          {!collapsed && <span>Logout</span>}
        </button>
      </div>
    </>
  );
}

/**
 * The admin frame for the pages other than the dashboard: a collapsible sidebar (Dashboard, Home Page Manager, ...,
 * Booking Details badged View Only, ..., the staff tools it is given, such as Design system, and Logout) with the
 * current page marked. On phones the sidebar opens from a
 * menu button as an overlay (Radix Dialog: focus trapped inside, Escape or Close shuts it).
 */
export function AdminShell({
  items,
  tools = [],
  currentPath,
  collapsed,
  onCollapsedChange,
  menuOpen,
  onMenuOpenChange,
  onLogout,
  children,
}: AdminShellProps) {
  const theme = useTheme();
  return (
    <div css={styles.root(theme)} data-screen="admin-shell">
      <nav css={styles.sidebar(theme)} aria-label="Admin" data-collapsed={collapsed} data-testid="admin-sidebar">
        <div css={styles.brand(theme)}>
          {!collapsed && <Logo tone="inverse" size="sm" label="POD Admin" />}
          <button
            type="button"
            css={styles.square(theme)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? <ChevronsRight aria-hidden="true" /> : <ChevronsLeft aria-hidden="true" />}
          </button>
        </div>
        <NavList items={items} tools={tools} currentPath={currentPath} collapsed={collapsed} onLogout={onLogout} />
      </nav>
      <RadixDialog.Root open={menuOpen} onOpenChange={onMenuOpenChange}>
        <div css={styles.topbar(theme)}>
          <RadixDialog.Trigger asChild>
            <button type="button" css={styles.square(theme)} aria-label="Open admin menu">
              <Menu aria-hidden="true" />
            </button>
          </RadixDialog.Trigger>
          <Logo tone="inverse" size="sm" label="POD Admin" />
        </div>
        <RadixDialog.Portal>
          <RadixDialog.Overlay css={styles.overlay(theme)} />
          <RadixDialog.Content css={styles.drawer(theme)} aria-describedby={undefined} data-testid="admin-menu">
            <VisuallyHidden asChild>
              <RadixDialog.Title>Admin menu</RadixDialog.Title>
            </VisuallyHidden>
            <nav aria-label="Admin">
              <div css={styles.brand(theme)}>
                <Logo tone="inverse" size="sm" label="POD Admin" />
                <RadixDialog.Close asChild>
                  <button type="button" css={styles.square(theme)} aria-label="Close admin menu">
                    <X aria-hidden="true" />
                  </button>
                </RadixDialog.Close>
              </div>
              <NavList
                items={items}
                tools={tools}
                currentPath={currentPath}
                collapsed={false}
                onNavigate={() => onMenuOpenChange(false)}
                onLogout={onLogout}
              />
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <div css={styles.main}>{children}</div>
    </div>
  );
}
