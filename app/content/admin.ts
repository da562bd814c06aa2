/** The admin area's copy: the sidebar's entries, page titles and the Settings tab's read-only details. */
import type { AdminNavItem, AdminToolLink } from '../../design-system/patterns/AdminShell';
import type { SettingsPanelProps } from '../../design-system/screens/AdminDashboardScreen';
import { bookingPermissions } from '../../machines/admin/bookingRecord.view';
import { mayOpen, staffRoleLabels, type StaffRole } from '../../machines/admin/roles';
import type { SiteSettings } from '../../machines/admin/settings';
import { telLink } from '../../machines/links/outbound';
import { messageKinds } from '../../machines/messages/messages';
import { hoursText } from '../../machines/site/siteDetails';
import { siteDefaults } from '../config/site';
import { deskLabels } from './desks';

/** The sidebar (spec §2, Admin shell), every entry. Booking Details is badged View Only (adminNavItemsFor). */
export const adminNavItems: readonly AdminNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/admin/dashboard' },
  { id: 'homepage', label: 'Home Page Manager', href: '/admin/homepage' },
  { id: 'sports', label: 'Sports Centre', href: '/admin/sports' },
  { id: 'bookings', label: 'Booking Details', href: '/admin/bookings', badge: 'View Only' },
  { id: 'merchandise', label: 'POD Gear', href: '/admin/merchandise' },
  { id: 'messages', label: 'Messages', href: '/admin/messages' },
  { id: 'cafe', label: 'Cafe Manager', href: '/admin/cafe' },
  { id: 'gallery', label: 'Gallery Manager', href: '/admin/gallery' },
  { id: 'partners', label: 'Partners & Affiliates', href: '/admin/partners' },
  { id: 'users', label: 'User Management', href: '/admin/users' },
  { id: 'activity', label: 'Activity', href: '/admin/activity' },
  { id: 'settings', label: 'System Settings', href: '/admin/settings' },
  { id: 'account', label: 'My Account', href: '/admin/account' },
];

/**
 * The sidebar for `role`: the entries it may open, Booking Details badged View Only only for a role that may not
 * change bookings (issue 48).
 */
export function adminNavItemsFor(role: StaffRole): AdminNavItem[] {
  const viewOnly = !bookingPermissions(role).change;
  return adminNavItems
    .filter((item) => mayOpen(role, item.href))
    .map((item) => (item.id === 'bookings' && !viewOnly ? { ...item, badge: undefined } : item));
}

/** What a screen says to an account whose role may not open it. */
export function notAllowedText(role: StaffRole, path: string): string {
  const screen = adminNavItems.find((item) => item.href === path)?.label ?? 'this screen';
  return `Your account (${staffRoleLabels[role]}) cannot open ${screen}. Ask an owner if you need it.`;
}

/** The sidebar's link to the design system's Storybook, shown when the server serves it (GET /api/admin/storybook). */
export const designSystemTool: AdminToolLink = { id: 'designSystem', label: 'Design system', href: '/storybook/' };

export const adminMeta = {
  login: { title: 'Admin Login · POD', description: 'Sign in to the POD admin area.' },
  users: { title: 'User Management · POD', description: 'Staff accounts, roles and set-password links.' },
  activity: { title: 'Activity · POD', description: 'Every admin change: who, what, when and from where.' },
  setPassword: { title: 'Set your password · POD', description: 'Choose the password of your POD staff account.' },
  settings: { title: 'System Settings · POD', description: "The centre's details and booking rules." },
  dashboard: {
    title: 'Admin Dashboard · POD',
    description: "Today's bookings, payments, calendar, customers and revenue.",
  },
  bookings: {
    title: 'Booking Details · POD Admin',
    description: 'Find a booking and read its whole record: sessions, payment, refunds, messages and history.',
  },
  messages: {
    title: 'Messages · POD Admin',
    description: 'Every email the site sent or will send, with its delivery attempts; read one, resend a failed one.',
  },
} as const;

/** How many kinds of email System Settings leave on, in a few words. */
function emailStatus(site: SiteSettings): { status: string; tone: 'success' | 'neutral' } {
  const on = messageKinds.filter((kind) => site.notifications[kind]).length;
  if (on === messageKinds.length) return { status: 'Enabled', tone: 'success' };
  if (on === 0) return { status: 'Switched off', tone: 'neutral' };
  return { status: `${on} of ${messageKinds.length} kinds on`, tone: 'success' };
}

/**
 * The Settings tab: contact information and notification status from System Settings (spec §2: messaging
 * confirmations Enabled, Email Enabled, SMS reminders Coming Soon), read-only.
 */
export const adminSettingsOf = (site: SiteSettings): SettingsPanelProps => ({
  contacts: [
    { label: deskLabels.sports, value: site.phones.sports, href: telLink(site.phones.sports) },
    { label: deskLabels.cafe, value: site.phones.cafe, href: telLink(site.phones.cafe) },
    { label: 'Email', value: site.email, href: `mailto:${site.email}` },
    { label: 'Address', value: site.address },
    { label: 'Hours', value: hoursText(site.hours.sports) },
  ],
  notifications: [
    { label: 'WhatsApp booking confirmations', status: 'Enabled', tone: 'success' },
    { label: 'Email notifications', ...emailStatus(site) },
    { label: 'SMS reminders', status: 'Coming Soon', tone: 'neutral' },
  ],
});

/** The Settings tab with the shipped settings. */
export const adminSettings: SettingsPanelProps = adminSettingsOf(siteDefaults);

/** Toasts of the dashboard's actions (spec §8: Receipt Sent, WhatsApp Message Sent, Export Complete). */
export const adminActionToasts = {
  receiptSent: (name: string) => ({
    title: 'Receipt Sent',
    description: `The receipt chat for ${name} is open in a new tab.`,
  }),
  whatsappSent: (name: string) => ({
    title: 'WhatsApp Message Sent',
    description: `The confirmation chat for ${name} is open in a new tab.`,
  }),
  exportComplete: { title: 'Export Complete', description: 'Payment data exported successfully' },
  dataExported: { title: 'Export Complete', description: 'Bookings and payments exported successfully' },
  /** `refund` is what the cancel did about money (machines/admin/cancelRefund.view.ts), '' when nothing. */
  bookingCancelled: (id: string, refund = '') => ({
    title: 'Booking Cancelled',
    description: `${id} is cancelled and its slot is free again.${refund}`,
  }),
  bookingMoved: (id: string, when: string) => ({ title: 'Booking Moved', description: `${id} now runs ${when}.` }),
  /** An owed refund staff made by hand and marked paid. */
  refundMarkedPaid: (amount: string, name: string, reference: string) => ({
    title: 'Refund Recorded',
    description: `${amount} to ${name} is recorded as refunded by hand (reference ${reference}).`,
  }),
  /** A failed or unsent message queued again (Resend). */
  messageQueued: { title: 'Message Queued', description: 'Queued again: it goes out within a few seconds.' },
  failed: (title: string, message: string) => ({ title, description: message, variant: 'destructive' as const }),
};
