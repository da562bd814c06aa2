/**
 * The page's only script tag. A served page is complete HTML and paints without its scripts: the app (main.tsx,
 * which hydrates the page) is fetched once that page has painted with its web fonts, so on a phone's connection
 * the scripts no longer share the bandwidth with the fonts the first paint waits for. A page rendered in the
 * browser (the admin area, no hydration data) loads the app at once.
 */
import { startEarlyInputCapture } from './adapters/earlyInput';
import { startInstallPromptCapture } from './adapters/installPrompt';
import { HYDRATION_ELEMENT_ID } from './ssr/constants';

// The browser's install offer can come before the app has loaded: it is kept from here on.
startInstallPromptCapture();
// What is typed and tapped before the app has loaded is kept, and made again once the page is live.
startEarlyInputCapture();

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

async function start() {
  if (document.getElementById(HYDRATION_ELEMENT_ID)) {
    // Layout asks for the fonts the page uses; once they have loaded (or failed), the frame with them is painted.
    await nextPaint();
    await document.fonts.ready;
    await nextPaint();
    // Requested between drawing the frame and showing it, the scripts counted as part of the page's largest paint.
    await contentShown();
  }
  // React's DOM renderer is the largest module the app evaluates: it gets a task of its own, so evaluating the
  // scripts is two shorter tasks instead of one long one (the browser can paint and answer a tap between them).
  // Both downloads start now, side by side.
  const renderer = import('./reactDomClient');
  const app = import('./main');
  await renderer;
  await app;
}

void start();
