import { OfflineScreen } from '../../design-system/screens/OfflineScreen';
import { offlineMeta, offlineScreen } from '../content/offline';
import { PageMeta } from '../layout/PageMeta';

/**
 * /offline: what the service worker shows for a page never opened on this device while the network is down (it
 * keeps a copy of this page). Try again reloads the address the visitor asked for.
 */
export function OfflinePage() {
  return (
    <>
      <PageMeta {...offlineMeta} />
      <OfflineScreen {...offlineScreen} onRetry={() => window.location.reload()} />
    </>
  );
}
