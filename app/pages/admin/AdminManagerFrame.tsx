import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminShell } from '../../../design-system/patterns/AdminShell';
import { AdminDataState } from '../../../design-system/patterns/AdminDataState';
import { AdminStatus } from '../../../design-system/patterns/AdminStatus';
import { Container } from '../../../design-system/primitives/Container';
import { SHELL_AUTHENTICATING_LABEL, type LogoutTarget } from '../../../machines/admin/adminAuth.machine';
import { mayOpen } from '../../../machines/admin/roles';
import type { AdminSession } from '../../../machines/api/admin.schema';
import { adminNavItemsFor, notAllowedText } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';
import { useAdminGuard } from './useAdminGuard';
import { useAdminTools } from './useAdminTools';
import { useStaffSession } from './useStaffSession';

/**
 * A manager page's frame: the guard (Authenticating... until the server answers, /admin/login without a session)
 * and the shell with the sidebar (its Logout goes to /admin/login), showing only the entries the account's role may
 * open (app/content/admin.ts adminNavItemsFor). `children` renders once signed in and the role may open this screen
 * (with the signed-in account); otherwise the screen says why not.
 */
export function AdminManagerFrame({
  meta,
  children,
}: {
  meta: { title: string; description: string };
  children: (frame: { logout: (to: LogoutTarget) => void; loggingOut: boolean; session: AdminSession }) => ReactNode;
}) {
  const { pathname } = useLocation();
  const { status, logout } = useAdminGuard();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = status === 'allowed' || status === 'loggingOut';
  const tools = useAdminTools(signedIn);
  const session = useStaffSession(signedIn);
  const items = session ? adminNavItemsFor(session.role) : [];
  return (
    <>
      <PageMeta {...meta} />
      {!signedIn || !session ? (
        <AdminStatus label={SHELL_AUTHENTICATING_LABEL} />
      ) : (
        <AdminShell
          items={items}
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
          {mayOpen(session.role, pathname) ? (
            children({ logout, loggingOut: status === 'loggingOut', session })
          ) : (
            <Container>
              <AdminDataState state="error" errorText={notAllowedText(session.role, pathname)} />
            </Container>
          )}
        </AdminShell>
      )}
    </>
  );
}
