/** The Calendar panel's day: each court's row of bookings, holds and coaching on a 24-hour axis. */
import type { AdminCalendar, CalendarBlockKind } from '../api/adminReports.schema';
import { to12Hour } from '../booking/slots';
import { sportById } from '../booking/sports';
import { addDays, formatLongDate } from '../time/dates';

export const calendarKindLabels: Record<CalendarBlockKind, string> = {
  booking: 'Booked',
  pending: 'Pending payment',
  hold: 'Held',
  coaching: 'Coaching',
};

const clockOf = (minutes: number) =>
  to12Hour(`${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

export interface CalendarBlockView {
  key: string;
  kind: CalendarBlockKind;
  kindLabel: string;
  label: string;
  /** '9:00 AM – 10:00 AM' ('12:00 AM' at either end of the day). */
  timeLabel: string;
  /** Position on the day, in percent of 24 hours. */
  startPercent: number;
  widthPercent: number;
}

export interface AdminCalendarView {
  date: string;
  /** 'Monday, 7 January 2030'. */
  dateLabel: string;
  previousDate: string;
  nextDate: string;
  /** Hour marks along the time axis (every 3 hours). */
  hours: { label: string; percent: number }[];
  rows: { key: string; sport: string; court: string; blocks: CalendarBlockView[] }[];
  /** True when no court has a booking or hold (coaching alone does not count). */
  empty: boolean;
}

export function adminCalendarView(calendar: AdminCalendar): AdminCalendarView {
  const rows = calendar.courts.map((c) => ({
    key: `${c.sport}-${c.court}`,
    sport: sportById(c.sport).name,
    court: `Court ${c.court}`,
    blocks: c.blocks.map((b, i) => ({
      key: `${c.sport}-${c.court}-${i}`,
      kind: b.kind,
      kindLabel: calendarKindLabels[b.kind],
      label: b.label,
      timeLabel: `${clockOf(b.start)} – ${clockOf(b.end)}`,
      startPercent: (b.start / 1440) * 100,
      widthPercent: ((b.end - b.start) / 1440) * 100,
    })),
  }));
  return {
    date: calendar.date,
    dateLabel: formatLongDate(calendar.date),
    previousDate: addDays(calendar.date, -1),
    nextDate: addDays(calendar.date, 1),
    hours: Array.from({ length: 8 }, (_, i) => ({
      label: clockOf(i * 180).replace(':00', ''),
      percent: (i * 180 * 100) / 1440,
    })),
    rows,
    empty: rows.every((r) => r.blocks.every((b) => b.kind === 'coaching')),
  };
}
