/**
 * Runs `task` in a task of its own once the browser is idle (at the latest after `timeout` ms; where there is no idle
 * callback, after a second), for work the page does not need yet: fetching a part the visitor will probably open, or
 * registering the service worker. Call it from an effect (it reads `window`); returns a cancel for the cleanup.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}
