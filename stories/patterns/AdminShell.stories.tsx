import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminNavItems, designSystemTool } from '../../app/content/admin';
import { AdminShell, type AdminShellProps } from '../../design-system/patterns/AdminShell';
import { Text } from '../../design-system/primitives/Text';
import { findOpenDialog } from '../fixtures/dialog';
import { componentDocs } from '../docs/componentDocs';

/** Holds the collapsed and menu states like the app does, and reports every change to the spies. */
function Controlled(args: AdminShellProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  const [menuOpen, setMenuOpen] = useState(args.menuOpen);
  return (
    <AdminShell
      {...args}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        args.onCollapsedChange(next);
      }}
      menuOpen={menuOpen}
      onMenuOpenChange={(next) => {
        setMenuOpen(next);
        args.onMenuOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/AdminShell',
  component: AdminShell,
  render: Controlled,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The admin frame for every page but the dashboard: a collapsible sidebar (Dashboard, Home Page Manager, Sports Centre, Booking Details badged View Only, POD Gear, and the rest), the staff tools it is given (such as Design system) and Logout, with the current page marked. On phones the sidebar opens from a menu button as an overlay: focus stays inside and Escape closes it.',
      do: [
        "Pass `currentPath`, so the current page's entry is marked for everyone (`aria-current`).",
        'Badge an entry whose page cannot be changed ("View Only").',
      ],
      dont: ["Put a page's own actions in the sidebar: it is for moving between admin pages."],
    }),
  },
  args: {
    items: adminNavItems,
    currentPath: '/admin/bookings',
    collapsed: false,
    onCollapsedChange: fn(),
    menuOpen: false,
    onMenuOpenChange: fn(),
    onLogout: fn(),
    children: (
      <div style={{ padding: '1.5rem' }}>
        <Text>The dashboard shows here.</Text>
      </div>
    ),
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('[data-testid="admin-sidebar"]') as HTMLElement);

/** Expanded: every entry of the spec, Booking Details badged View Only and marked as the current page, and Logout. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = sidebar(canvasElement);
    const names = nav.getAllByRole('link').map((l) => l.textContent);
    await expect(names).toEqual([
      'Dashboard',
      'Home Page Manager',
      'Sports Centre',
      'Booking DetailsView Only',
      'POD Gear',
      'Messages',
      'Cafe Manager',
      'Gallery Manager',
      'Partners & Affiliates',
      'User Management',
      'Activity',
      'System Settings',
      'My Account',
    ]);
    await expect(nav.getByRole('link', { name: /Booking Details/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * With the design system's Storybook on the server (the app passes the tool when GET /api/admin/storybook says so):
 * Design system above Logout, a plain link to /storybook/ (a page of its own, not an admin screen), named when collapsed.
 */
export const DesignSystemLink: Story = {
  args: { tools: [designSystemTool] },
  play: async ({ canvasElement, args }) => {
    const nav = sidebar(canvasElement);
    const link = nav.getByRole('link', { name: 'Design system' });
    await expect(link).toHaveAttribute('href', '/storybook/');
    await expect(link).not.toHaveAttribute('aria-current');
    // After the sidebar's entries, before Logout.
    const links = nav.getAllByRole('link');
    await expect(links).toHaveLength(args.items.length + 1);
    await expect(links.at(-1)).toBe(link);
    await expect(
      link.compareDocumentPosition(nav.getByRole('button', { name: 'Logout' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(nav.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(nav.getByRole('link', { name: 'Design system' })).toHaveAttribute('title', 'Design system');
    await userEvent.click(nav.getByRole('button', { name: 'Expand sidebar' }));
    await expect(nav.getByRole('link', { name: 'Design system' })).toHaveTextContent('Design system');
  },
};

/** Collapse: icons only, every entry still named; Expand brings the labels back. */
export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = sidebar(canvasElement);
    const toggle = nav.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Booking Details (View Only)' })).toBeVisible();
    await expect(nav.queryByText('View Only')).toBeNull();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid="admin-sidebar"]')!.getBoundingClientRect().width).toBeLessThan(
        100,
      ),
    );
  },
};

/** Phone (360 px): the sidebar hides behind a menu button. */
export const PhoneClosed: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open admin menu' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="admin-sidebar"]')).not.toBeVisible();
  },
};

/** Phone, menu open: an overlay with the entries; focus stays inside; Escape closes it. */
export const PhoneOverlay: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin menu' }));
    const menu = await findOpenDialog('Admin menu');
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    await expect(within(menu).getByRole('link', { name: /Booking Details/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 14; i++) {
      await userEvent.tab();
      await expect(menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).toBeNull());
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin menu' }));
  },
};
