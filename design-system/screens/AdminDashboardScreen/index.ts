/**
 * The dashboard screen. Its tab panels (bookings, payments, calendar, customers, revenue, settings) are private parts
 * of this screen, shown by the screen's stories (one per tab and state); only their props types are public.
 */
export * from './AdminDashboardScreen';
export type * from './BookingsPanel';
export type * from './PaymentsPanel';
export type * from './CalendarPanel';
export type * from './CustomersPanel';
export type * from './RevenuePanel';
export type * from './SettingsPanel';
export type * from './WaitlistPanel';
export type { ListStatus } from './parts';
