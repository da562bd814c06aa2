import { createElement, useEffect, useState } from 'react';
import { lazyPart, useLazyPart } from '../../design-system/primitives/lazyPart';
import { subscribeInstallPrompt } from '../adapters/installPrompt';

// The install prompt and its machine (with the state-machine library) are a chunk of their own.
const installPromptPart = lazyPart<object>(async () => ({
  default: (await import('./InstallPromptContainer')).InstallPromptContainer,
}));

/**
 * Where the install prompt goes: empty until the browser offers to install the site (app/boot.ts captures an offer
 * made before the app loaded), then the prompt's chunk, which decides whether to show (phones, not after Not Now).
 * Most page views get no offer, so they never load it; if it cannot arrive (offline), there is simply no prompt.
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
  const { Part } = useLazyPart(installPromptPart, offered, () => setOffered(false));
  return Part && createElement(Part);
}
