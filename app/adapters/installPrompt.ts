/**
 * The install-prompt adapter. The browser fires `beforeinstallprompt` when the site can be installed;
 * this adapter captures it (preventDefault stops the browser's own mini-infobar), keeps the deferred
 * event, and later calls its `prompt()` when the visitor presses Install. "Not Now" is remembered in
 * sessionStorage for the rest of the session.
 *
 * `startInstallPromptCapture()` is called once from `app/boot.ts` before the app loads, so an early
 * event is not missed; components subscribe from effects.
 */
import type { InstallOutcome } from '../../machines/ui/installPrompt.machine';
import { readRaw, writeRaw } from './storage';

/** The non-standard event Chromium fires (not in the DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptListener {
  /** The browser offered installation (also called at once on subscribe when an offer is pending). */
  onOffered(): void;
  /** The app was installed. */
  onInstalled(): void;
}

/** sessionStorage key of the "Not Now" flag. */
export const INSTALL_DISMISSED_KEY = 'pod-install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
let started = false;
const listeners = new Set<InstallPromptListener>();

function handleBeforeInstallPrompt(event: Event) {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  listeners.forEach((l) => l.onOffered());
}

function handleInstalled() {
  deferred = null;
  listeners.forEach((l) => l.onInstalled());
}

/** Starts listening for `beforeinstallprompt` and `appinstalled`. Idempotent; a no-op outside a browser. */
export function startInstallPromptCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', handleBeforeInstallPrompt);
  window.addEventListener('appinstalled', handleInstalled);
}

/** Subscribes to offers and installs; returns the unsubscribe function. */
export function subscribeInstallPrompt(listener: InstallPromptListener): () => void {
  startInstallPromptCapture();
  listeners.add(listener);
  if (deferred) listener.onOffered();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Shows the browser's install dialog for the captured offer and resolves the visitor's choice. An offer
 * can be used once. Rejects when there is no usable offer (the install-prompt machine then waits for a new one).
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) throw new Error('No install offer has been captured.');
  deferred = null;
  await event.prompt();
  const choice: unknown = await event.userChoice;
  const outcome = (choice as { outcome?: unknown } | undefined)?.outcome;
  return outcome === 'accepted' ? 'accepted' : 'dismissed';
}

/** Whether the visitor pressed "Not Now" earlier in this session. */
export function isInstallDismissedThisSession(): boolean {
  return readRaw(INSTALL_DISMISSED_KEY, 'session') === '1';
}

/** Remembers "Not Now" for the rest of the session. */
export function rememberInstallDismissal(): void {
  writeRaw(INSTALL_DISMISSED_KEY, '1', 'session');
}
