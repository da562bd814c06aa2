/**
 * The wait of the page's boot (app/boot.ts) before it loads the app; the bench's framework floor (bench/floor/boot.js)
 * waits the same way, so both load their scripts at the same moment.
 */

/** Resolves after the next frame has been laid out and painted. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser has reported the page's largest paint, that is once a frame with the page's content is
 * on screen and not only drawn (a frame is shown a little after the task that painted it); at once where the browser
 * reports no such paint, and after `limitMs` if none comes (a tab opened in the background paints nothing).
 */
function contentShown(limitMs = 1000): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    const timer = setTimeout(done, limitMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Resolves once a served page has painted with its web fonts and that frame is on screen. */
export async function servedPageShown(): Promise<void> {
  // Layout asks for the fonts the page uses; once they have loaded (or failed), the frame with them is painted.
  await nextPaint();
  await document.fonts.ready;
  await nextPaint();
  // Requested between drawing the frame and showing it, the scripts counted as part of the page's largest paint.
  await contentShown();
}
