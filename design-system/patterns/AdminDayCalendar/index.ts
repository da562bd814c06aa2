export * from './AdminDayCalendar';
