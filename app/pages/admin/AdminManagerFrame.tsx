import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminShell } from '../../../design-system/patterns/AdminShell';
import { AdminStatus } from '../../../design-system/patterns/AdminStatus';
import { SHELL_AUTHENTICATING_LABEL } from '../../../machines/admin/adminAuth.machine';
import { adminNavItems } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';
import { useAdminGuard } from './useAdminGuard';
import { useAdminTools } from './useAdminTools';

/**
 * A manager page's frame: the guard (Authenticating... until the server answers, /admin/login without a session)
 * and the shell with the sidebar (its Logout goes to /admin/login). `children` renders once signed in.
 */
export function AdminManagerFrame({
  meta,
  children,
}: {
  meta: { title: string; description: string };
  children: () => ReactNode;
}) {
  const { pathname } = useLocation();
  const { status, logout } = useAdminGuard();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const tools = useAdminTools(status === 'allowed' || status === 'loggingOut');
  return (
    <>
      <PageMeta {...meta} />
      {status !== 'allowed' && status !== 'loggingOut' ? (
        <AdminStatus label={SHELL_AUTHENTICATING_LABEL} />
      ) : (
        <AdminShell
          items={adminNavItems}
          tools={tools}
          currentPath={pathname}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
          onLogout={() => {
            setMenuOpen(false);
            logout('/admin/login');
          }}
        >
          {children()}
        </AdminShell>
      )}
    </>
  );
}
