import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminStatus } from '../../../design-system/patterns/AdminStatus';
import type { RevenueChartProps } from '../../../design-system/patterns/RevenueChart';
import { AdminDashboardScreen, adminTabs, type AdminTab } from '../../../design-system/screens/AdminDashboardScreen';
import { Skeleton } from '../../../design-system/primitives/Skeleton';
import { GUARD_LOADING_LABEL, type LogoutTarget } from '../../../machines/admin/adminAuth.machine';
import { adminMeta } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';
import { useAdminDashboard } from './useAdminDashboard';
import { useAdminWaitlist } from './useAdminWaitlist';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useAdminGuard } from './useAdminGuard';

// The chart library loads only when the Revenue tab draws a chart.
const RevenueChart = lazy(() =>
  import('../../../design-system/patterns/RevenueChart').then((m) => ({ default: m.RevenueChart })),
);

const renderChart = (props: RevenueChartProps) => (
  <Suspense fallback={<Skeleton shape="block" height="15rem" />}>
    <RevenueChart {...props} />
  </Suspense>
);

const tabOf = (tab: string | undefined): AdminTab =>
  (adminTabs as readonly string[]).includes(tab ?? '') ? (tab as AdminTab) : 'bookings';

function Dashboard({
  tab,
  logout,
  loggingOut,
  logoutTo,
}: {
  tab: AdminTab;
  logout: (to: LogoutTarget) => void;
  loggingOut: boolean;
  logoutTo: LogoutTarget;
}) {
  const props = useAdminDashboard({ initialTab: tab, onLogout: () => logout(logoutTo), loggingOut, renderChart });
  const { refresh, ...waitlist } = useAdminWaitlist();
  // A booking cancelled or moved may have passed its slot to someone waiting: read the line again with the list.
  const refreshWaitlist = useEffectEvent(refresh);
  const rows = props.bookings.rows;
  useEffect(() => {
    if (rows) refreshWaitlist();
  }, [rows]);
  return <AdminDashboardScreen {...props} waitlist={waitlist} />;
}

/** /admin/dashboard: guarded (Loading... until the server answers); Logout goes home. */
export function AdminDashboardPage() {
  const { status, logout } = useAdminGuard();
  return (
    <>
      <PageMeta {...adminMeta.dashboard} />
      {status === 'allowed' || status === 'loggingOut' ? (
        <Dashboard tab="bookings" logout={logout} loggingOut={status === 'loggingOut'} logoutTo="/" />
      ) : (
        <AdminStatus label={GUARD_LOADING_LABEL} />
      )}
    </>
  );
}

/**
 * The other admin paths (/admin/bookings, /admin/settings, ...): guarded (Authenticating... until the server
 * answers), the dashboard inside the shell with the sidebar (only the entries the role may open; a screen it may not
 * open says so); the sidebar's Logout goes to /admin/login.
 */
export function AdminShellPage({ tab }: { tab?: string }) {
  const { pathname } = useLocation();
  return (
    <AdminManagerFrame meta={adminMeta.dashboard}>
      {({ logout, loggingOut }) => (
        <Dashboard key={pathname} tab={tabOf(tab)} logout={logout} loggingOut={loggingOut} logoutTo="/" />
      )}
    </AdminManagerFrame>
  );
}
