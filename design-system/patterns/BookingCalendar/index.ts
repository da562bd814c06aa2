export { BookingCalendar, calendarDayStates, weekdayFilterLabels, type BookingCalendarProps, type CalendarDayState } from './BookingCalendar';
