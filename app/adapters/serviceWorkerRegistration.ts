/**
 * Registers the service worker (app/sw/sw.ts) once the page has hydrated, in production builds only; imported by
 * app/main.tsx alone (the server's page renderer has no service worker). An open tab looks for a new build hourly.
 */
import { announceUpdate, connectUpdate } from './serviceWorker';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the worker (no-op in development, or where service workers are unsupported or blocked). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  connectUpdate(
    registerSW({
      immediate: true,
      onNeedRefresh: announceUpdate,
      onRegisteredSW(_url, registration) {
        if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
      // Blocked (a browser setting, private mode, a test run) or failed: the site works online as before.
      onRegisterError: (error: unknown) => console.info('POD: no offline copy on this device:', error),
    }),
  );
}
