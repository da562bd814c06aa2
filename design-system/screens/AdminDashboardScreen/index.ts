export * from './AdminDashboardScreen';
export * from './BookingsPanel';
export * from './PaymentsPanel';
export * from './CalendarPanel';
export * from './CustomersPanel';
export * from './RevenuePanel';
export * from './SettingsPanel';
export type { ListStatus } from './parts';
