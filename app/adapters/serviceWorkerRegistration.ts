/**
 * Registers the service worker (app/sw/sw.ts) once the page has hydrated, loaded and gone idle, in production builds only; imported by
 * app/main.tsx alone (the server's page renderer has no service worker). An open tab looks for a new build hourly.
 */
import { whenIdle } from './whenIdle';
import { announceUpdate, connectUpdate } from './serviceWorker';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Resolves once the page has loaded and the browser is idle: the worker's install (it fetches and stores the app
 * shell, about 150 files) then does not compete with the page's own start. Registered while React was still hydrating,
 * it added 260-340 ms of script time at 4x CPU to /faq and /contact and doubled their long tasks.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(resolve, 5000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Registers the worker (no-op in development, or where service workers are unsupported or blocked). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await pageSettled();
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
