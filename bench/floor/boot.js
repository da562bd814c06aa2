/**
 * The framework floor's only script (bench/lighthouse.mjs): the site's boot (app/boot.ts) with the app left out. It
 * waits as that boot does, with its code (app/adapters/servedPageShown.ts), then loads React, React DOM, React Router
 * and Emotion in the same two pieces and renders a small routed, styled tree with them.
 * What Lighthouse counts against this copy of a page is what those libraries cost on it before the app does anything.
 */
import { servedPageShown } from '../../app/adapters/servedPageShown.ts';

async function start() {
  await servedPageShown();
  const renderer = import('react-dom/client');
  const app = import('./framework.js');
  const [{ createRoot }, { floorApp }] = await Promise.all([renderer, app]);
  const host = document.createElement('div');
  host.hidden = true;
  document.body.append(host);
  createRoot(host).render(floorApp());
}

void start();
