/**
 * The page's only script tag. A served page is complete HTML and paints without its scripts: the app (main.tsx,
 * which hydrates the page) is fetched once that page has painted with its web fonts, so on a phone's connection
 * the scripts no longer share the bandwidth with the fonts the first paint waits for. A page rendered in the
 * browser (the admin area, no hydration data) loads the app at once.
 */
import { servedPageShown } from './adapters/servedPageShown';
import { startEarlyInputCapture } from './adapters/earlyInput';
import { startInstallPromptCapture } from './adapters/installPrompt';
import { HYDRATION_ELEMENT_ID } from './ssr/constants';

// The browser's install offer can come before the app has loaded: it is kept from here on.
startInstallPromptCapture();
// What is typed and tapped before the app has loaded is kept, and made again once the page is live.
startEarlyInputCapture();

async function start() {
  if (document.getElementById(HYDRATION_ELEMENT_ID)) await servedPageShown();
  // React's DOM renderer is the largest module the app evaluates: it gets a task of its own, so evaluating the
  // scripts is two shorter tasks instead of one long one (the browser can paint and answer a tap between them).
  // Both downloads start now, side by side.
  const renderer = import('./reactDomClient');
  const app = import('./main');
  await renderer;
  await app;
}

void start();
