import { Outlet } from 'react-router-dom';
import { LinkProvider } from '../../../design-system/primitives/Link';
import { PodThemeProvider } from '../../../design-system/tokens';
import { RouterLink } from '../../layout/RouterLink';
import { ToastProvider } from '../../toasts';

/** The admin area's frame: theme, global styles, router links and the toast queue; no public navigation or footer. */
export function AdminLayout() {
  return (
    <PodThemeProvider accent="sports">
      <LinkProvider component={RouterLink}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </LinkProvider>
    </PodThemeProvider>
  );
}

export default AdminLayout;
