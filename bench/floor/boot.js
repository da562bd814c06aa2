/**
 * The framework floor's only script (bench/lighthouse.mjs): the site's boot (app/boot.ts) with the app left out. It
 * waits as that boot does (the frame with the web fonts painted, then the largest paint shown), then loads React,
 * React DOM, React Router and Emotion in the same two pieces and renders a small routed, styled tree with them.
 * What Lighthouse counts against this copy of a page is what those libraries cost on it before the app does anything.
 */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function contentShown(limitMs = 1000) {
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
  await nextPaint();
  await document.fonts.ready;
  await nextPaint();
  await contentShown();
  const renderer = import('react-dom/client');
  const app = import('./framework.js');
  const [{ createRoot }, { floorApp }] = await Promise.all([renderer, app]);
  const host = document.createElement('div');
  host.hidden = true;
  document.body.append(host);
  createRoot(host).render(floorApp());
}

void start();
