import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { InstallPrompt } from '../../design-system/patterns/InstallPrompt';
import {
  installPromptMachine,
  selectInstallPromptVisible,
  type InstallOutcome,
} from '../../machines/ui/installPrompt.machine';
import {
  isInstallDismissedThisSession,
  promptInstall,
  rememberInstallDismissal,
  subscribeInstallPrompt,
} from '../adapters/installPrompt';
import { subscribePhoneViewport } from '../adapters/viewport';
import { installContent } from '../content/shell';

const machine = installPromptMachine.provide({
  actors: { promptInstall: fromPromise<InstallOutcome>(() => promptInstall()) },
  actions: { rememberDismissal: () => rememberInstallDismissal() },
});

/**
 * The install prompt: shown only on phones (≤ 768 px) after the browser fires `beforeinstallprompt`, and not
 * again in this session after "Not Now". The machine starts in an effect, because its input (the session's
 * "Not Now" flag) lives in browser storage, which is never read during render.
 */
export function InstallPromptContainer() {
  const [visible, setVisible] = useState(false);
  const actorRef = useRef<ActorRefFrom<typeof machine> | null>(null);

  useEffect(() => {
    const actor = createActor(machine, { input: { dismissedThisSession: isInstallDismissedThisSession() } });
    const subscription = actor.subscribe((snapshot) => setVisible(selectInstallPromptVisible(snapshot)));
    actor.start();
    actorRef.current = actor;
    const stopViewport = subscribePhoneViewport((isPhone) => actor.send({ type: 'viewport.changed', isPhone }));
    const stopOffers = subscribeInstallPrompt({
      onOffered: () => actor.send({ type: 'browser.offered' }),
      onInstalled: () => actor.send({ type: 'browser.installed' }),
    });
    return () => {
      stopOffers();
      stopViewport();
      subscription.unsubscribe();
      actor.stop();
      actorRef.current = null;
    };
  }, []);

  return (
    <InstallPrompt
      visible={visible}
      appName={installContent.appName}
      description={installContent.description}
      onInstall={() => actorRef.current?.send({ type: 'user.install' })}
      onDismiss={() => actorRef.current?.send({ type: 'user.dismiss' })}
    />
  );
}
