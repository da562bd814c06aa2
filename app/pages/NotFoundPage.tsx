import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundScreen } from '../../design-system/screens/NotFoundScreen';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';

/** Any unknown path: the 404 page. The missing path is logged to the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <PageMeta {...pageMeta.notFound} />
      <NotFoundScreen path={pathname} />
    </>
  );
}

export default NotFoundPage;
