import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteNotice } from '../../design-system/patterns/SiteNotice';
import { isOnline, isOnlineOnServer, subscribeConnectivity } from '../adapters/connectivity';
import { applyUpdate, dismissUpdate, subscribeUpdate } from '../adapters/serviceWorker';
import { offlineNotice, updateNotice } from '../content/offline';

/**
 * The site-wide notice under the navigation bar: "you are offline" (what this page can still do) while the network
 * is down, else "a new version is ready" with Refresh and Later when a new build's service worker waits.
 */
export function SiteNoticeContainer() {
  const { pathname } = useLocation();
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, isOnlineOnServer);
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => subscribeUpdate(setUpdateReady), []);

  if (!online) return <SiteNotice tone="offline" message={offlineNotice(pathname)} />;
  if (updateReady)
    return (
      <SiteNotice
        tone="update"
        message={updateNotice.message}
        action={{ label: updateNotice.refresh, onPress: applyUpdate }}
        dismiss={{ label: updateNotice.later, onPress: dismissUpdate }}
      />
    );
  return null;
}
