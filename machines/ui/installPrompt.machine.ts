import { assign, setup, fromPromise, type SnapshotFrom } from 'xstate';

/**
 * Install prompt ("Add to home screen") for phones.
 *
 * The browser decides whether installation is possible (`beforeinstallprompt`); the app adapter captures
 * that event and tells this machine with `browser.offered`. The banner is visible only while `offered`
 * and the viewport is a phone (the app decides: width <= 768 px), see {@link selectInstallPromptVisible}.
 * "Not Now" is remembered for the browser session through the app-provided action `rememberDismissal`.
 *
 * States: waiting -> offered -> prompting -> installed | dismissed; offered -> dismissed (Not Now).
 * Provided by the app with `.provide()`:
 * - actor `promptInstall` (fromPromise): shows the browser's own prompt, resolves 'accepted' | 'dismissed';
 * - action `rememberDismissal`: stores the session-long dismissal (sessionStorage in the app).
 */

/** The outcome of the browser's own install prompt. */
export type InstallOutcome = 'accepted' | 'dismissed';

export interface InstallPromptInput {
  /** True when the visitor already pressed Not Now in this browser session (read by the app). */
  dismissedThisSession: boolean;
  /** Whether the viewport is a phone at start (width <= 768 px). Defaults to false; update with `viewport.changed`. */
  isPhone?: boolean;
}

export interface InstallPromptContext {
  isPhone: boolean;
  dismissedThisSession: boolean;
}

export type InstallPromptEvent =
  | { type: 'browser.offered' }
  | { type: 'viewport.changed'; isPhone: boolean }
  | { type: 'user.install' }
  | { type: 'user.dismiss' }
  | { type: 'browser.installed' };

export const installPromptMachine = setup({
  types: {
    context: {} as InstallPromptContext,
    events: {} as InstallPromptEvent,
    input: {} as InstallPromptInput,
  },
  actors: {
    /** Replace with `.provide()`: calls the captured event's `prompt()` and resolves its `userChoice.outcome`. */
    promptInstall: fromPromise<InstallOutcome>(async () => 'dismissed'),
  },
  actions: {
    /** Replace with `.provide()`: remember "Not Now" for the session. */
    rememberDismissal: () => {},
    setViewport: assign({
      isPhone: ({ event }) => (event.type === 'viewport.changed' ? event.isPhone : false),
    }),
  },
  guards: {
    dismissedThisSession: ({ context }) => context.dismissedThisSession,
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => ({
    isPhone: input.isPhone ?? false,
    dismissedThisSession: input.dismissedThisSession,
  }),
  initial: 'starting',
  on: {
    'viewport.changed': { actions: 'setViewport' },
  },
  states: {
    /** Transient: goes straight to `dismissed` when Not Now was pressed earlier in this session. */
    starting: {
      always: [{ guard: 'dismissedThisSession', target: 'dismissed' }, { target: 'waiting' }],
    },
    /** Hidden until the browser offers installation. */
    waiting: {
      on: {
        'browser.offered': 'offered',
        'browser.installed': 'installed',
      },
    },
    /** The browser can install: the banner shows on phones. */
    offered: {
      on: {
        'user.install': 'prompting',
        'user.dismiss': { target: 'dismissed', actions: 'rememberDismissal' },
        'browser.installed': 'installed',
      },
    },
    /** The browser's own dialog is open. */
    prompting: {
      invoke: {
        src: 'promptInstall',
        onDone: [
          { guard: ({ event }) => event.output === 'accepted', target: 'installed' },
          { target: 'dismissed', actions: 'rememberDismissal' },
        ],
        // The captured browser event could not be used: wait for the browser to offer again.
        onError: 'waiting',
      },
      on: {
        'browser.installed': 'installed',
      },
    },
    /** Not Now (or the browser dialog was declined): hidden for the rest of the session. */
    dismissed: {
      on: {
        'browser.installed': 'installed',
      },
    },
    /** Installed: never shown again. */
    installed: { type: 'final' },
  },
});

export type InstallPromptSnapshot = SnapshotFrom<typeof installPromptMachine>;

/** True when the install banner should be on screen: offered by the browser and the viewport is a phone. */
export function selectInstallPromptVisible(snapshot: InstallPromptSnapshot): boolean {
  return snapshot.matches('offered') && snapshot.context.isPhone;
}

/** The install prompt's state name, for `data-state` or logging. */
export function selectInstallPromptState(
  snapshot: InstallPromptSnapshot,
): 'waiting' | 'offered' | 'prompting' | 'dismissed' | 'installed' {
  if (snapshot.matches('offered')) return 'offered';
  if (snapshot.matches('prompting')) return 'prompting';
  if (snapshot.matches('dismissed')) return 'dismissed';
  if (snapshot.matches('installed')) return 'installed';
  return 'waiting';
}
