import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { AdminStatus } from '../../../design-system/patterns/AdminStatus';
import type { RevenueChartProps } from '../../../design-system/patterns/RevenueChart';
import { AdminDashboardScreen, adminTabs, type AdminTab } from '../../../design-system/screens/AdminDashboardScreen';
import { Skeleton } from '../../../design-system/primitives/Skeleton';
import { GUARD_LOADING_LABEL, type LogoutTarget } from '../../../machines/admin/adminAuth.machine';
import { dashboardParts, mayOpen, type StaffRole } from '../../../machines/admin/roles';
import { adminMeta } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';
import { useAdminDashboard } from './useAdminDashboard';
import { useAdminWaitlist } from './useAdminWaitlist';
import { useAdminGuard } from './useAdminGuard';
import { useStaffSession } from './useStaffSession';

// The chart library loads only when the Revenue tab draws a chart.
const RevenueChart = lazy(() =>
  import('../../../design-system/patterns/RevenueChart').then((m) => ({ default: m.RevenueChart })),
);

const renderChart = (props: RevenueChartProps) => (
  <Suspense fallback={<Skeleton shape="block" height="15rem" />}>
    <RevenueChart {...props} />
  </Suspense>
);

/** The tabs and exports `role` may see (the server refuses their calls to the others: machines/admin/roles.ts). */
const accessOf = (role: StaffRole) => ({
  tabs: adminTabs.filter((tab) => tab !== 'revenue' || mayOpen(role, dashboardParts.revenue)),
  canExport: mayOpen(role, dashboardParts.exports),
});

function Dashboard({
  tab,
  logout,
  loggingOut,
  logoutTo,
  role,
}: {
  tab: AdminTab;
  logout: (to: LogoutTarget) => void;
  loggingOut: boolean;
  logoutTo: LogoutTarget;
  role: StaffRole;
}) {
  const props = useAdminDashboard({ initialTab: tab, onLogout: () => logout(logoutTo), loggingOut, renderChart });
  const { refresh, ...waitlist } = useAdminWaitlist();
  // A booking cancelled or moved may have passed its slot to someone waiting: read the line again with the list.
  const refreshWaitlist = useEffectEvent(refresh);
  const rows = props.bookings.rows;
  useEffect(() => {
    if (rows) refreshWaitlist();
  }, [rows]);
  return <AdminDashboardScreen {...props} waitlist={waitlist} {...accessOf(role)} />;
}

/** /admin/dashboard: guarded (Loading... until the server answers with the account); Logout goes home. */
export function AdminDashboardPage() {
  const { status, logout } = useAdminGuard();
  const signedIn = status === 'allowed' || status === 'loggingOut';
  const session = useStaffSession(signedIn);
  return (
    <>
      <PageMeta {...adminMeta.dashboard} />
      {signedIn && session ? (
        <Dashboard
          tab="bookings"
          logout={logout}
          loggingOut={status === 'loggingOut'}
          logoutTo="/"
          role={session.role}
        />
      ) : (
        <AdminStatus label={GUARD_LOADING_LABEL} />
      )}
    </>
  );
}
