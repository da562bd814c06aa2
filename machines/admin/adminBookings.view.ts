/** The Bookings panel's rows, filters and Edit (move) dialog choices, from the admin API's answers. */
import type { AdminBookingRow } from '../api/adminBookings.schema';
import { ALL, type AdminTone, type Option } from './admin.view';
import type { AdminBookingStatus } from './admin.types';
import { slotTimes, to12Hour } from '../booking/slots';
import { courtNumbers, sportById, sportIds, type SportId } from '../booking/sports';
import { adminBookingConfirmationMessage } from '../links/admin.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatHours } from '../time/dates';

export const bookingStatusLabels: Record<AdminBookingStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};
const bookingStatusTones: Record<AdminBookingStatus, AdminTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
};

export const sportFilterOptions: Option[] = [
  { value: ALL, label: 'All sports' },
  ...sportIds.map((id) => ({ value: id, label: sportById(id).name })),
];
export const bookingStatusOptions: Option[] = [
  { value: ALL, label: 'All statuses' },
  ...(['confirmed', 'pending', 'cancelled'] as const).map((s) => ({ value: s, label: bookingStatusLabels[s] })),
];

export interface BookingRowView {
  id: string;
  sport: string;
  court: string;
  /** 'Mon, 7 Jan 2030'. */
  date: string;
  /** '9:00 AM – 10:00 AM'. */
  time: string;
  duration: string;
  customerName: string;
  phone: string;
  amount: string;
  status: AdminBookingStatus;
  statusLabel: string;
  statusTone: AdminTone;
  whatsappSent: boolean;
  /** The booking confirmation as a chat to the customer's own number. */
  chatHref: string;
  /** Cancelled bookings can be neither cancelled again nor moved, and get no confirmation chat. */
  canChange: boolean;
}

const endTime = (time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number);
  const end = (((h! * 60 + m! + hours * 60) % 1440) + 1440) % 1440;
  return to12Hour(`${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`);
};

export function bookingRowView(row: AdminBookingRow): BookingRowView {
  const sport = sportById(row.sport).name;
  return {
    id: row.id,
    sport,
    court: `Court ${row.court}`,
    date: formatDisplayDate(row.date),
    time: `${to12Hour(row.time)} – ${endTime(row.time, row.duration)}`,
    duration: formatHours(row.duration),
    customerName: row.customerName,
    phone: row.phone,
    amount: formatRupees(row.amount),
    status: row.status,
    statusLabel: bookingStatusLabels[row.status],
    statusTone: bookingStatusTones[row.status],
    whatsappSent: row.whatsappSent,
    chatHref: whatsappLink(
      row.phone,
      adminBookingConfirmationMessage({
        id: row.id,
        sport,
        court: row.court,
        date: row.date,
        time: to12Hour(row.time),
        duration: row.duration,
        customerName: row.customerName,
        amount: row.amount,
      }),
    ),
    canChange: row.status !== 'cancelled',
  };
}

/** The choices of the Edit (move) dialog: every half-hour start and the sport's courts. */
export function moveOptions(sport: SportId): { times: Option[]; courts: Option[] } {
  return {
    times: slotTimes.map((t) => ({ value: t, label: to12Hour(t) })),
    courts: courtNumbers(sport).map((n) => ({ value: String(n), label: `Court ${n}` })),
  };
}
