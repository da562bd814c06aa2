import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeInstallPrompt } from '../adapters/installPrompt';

// The install prompt and its machine (with the state-machine library) are a chunk of their own.
const InstallPromptContainer = lazy(() =>
  import('./InstallPromptContainer').then((m) => ({ default: m.InstallPromptContainer })),
);

/**
 * Where the install prompt goes: empty until the browser offers to install the site (app/boot.ts captures an offer
 * made before the app loaded), then the prompt's chunk, which decides whether to show (phones, not after Not Now).
 * Most page views get no offer, so they never load it.
 */
export function InstallPromptSlot() {
  const [offered, setOffered] = useState(false);
  useEffect(
    () =>
      subscribeInstallPrompt({
        onOffered: () => setOffered(true),
        onInstalled: () => {},
      }),
    [],
  );
  return offered ? (
    <Suspense fallback={null}>
      <InstallPromptContainer />
    </Suspense>
  ) : null;
}
