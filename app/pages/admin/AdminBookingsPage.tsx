import { AdminBookingsScreen } from '../../../design-system/screens/AdminBookingsScreen';
import type { StaffRole } from '../../../machines/admin/roles';
import { adminMeta } from '../../content/admin';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useBookingDetails } from './useBookingDetails';

function BookingDetails({ role }: { role: StaffRole }) {
  return <AdminBookingsScreen {...useBookingDetails(role)} />;
}

/**
 * /admin/bookings: Booking Details inside the admin shell, behind the sign-in; `?ref=POD-XXXX-XXXX-XXXX` (or a
 * session's id) opens that booking's record.
 */
export function AdminBookingsPage() {
  return (
    <AdminManagerFrame meta={adminMeta.bookings}>
      {({ session }) => <BookingDetails role={session.role} />}
    </AdminManagerFrame>
  );
}
