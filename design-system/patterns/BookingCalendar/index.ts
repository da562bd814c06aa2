export { BookingCalendar, calendarDayStates, type BookingCalendarProps } from './BookingCalendar';
