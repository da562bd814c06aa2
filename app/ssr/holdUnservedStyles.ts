import type { EmotionCache } from '@emotion/cache';

/**
 * While a served page hydrates, every style the browser's Emotion cache is asked to insert was either served with the
 * page (the cache knows those names: app/main.tsx) or belongs to no element: a `css` prop given to a component that
 * merges it with its own styles (Card, Button, Container...) gets a class of its own first, and only the merged class
 * is on an element (and in the served CSS). Inserting those (10-21 per page) parsed and added rules in the task that
 * hydrates the page, for classes nothing carries.
 *
 * `holdUnservedStyles(cache)` holds such a class rule back instead. Before each frame is painted (while any is
 * held), a held rule whose class an element now carries is inserted (a part drawn in the browser only, say), so
 * nothing is ever painted without its styles. The returned `release` (called once the page is live) inserts the held rules an element
 * carries, forgets the rest and restores the cache: a held class asked for again later is inserted then, as usual.
 * Rules that are not a class's (keyframes, global styles, another sheet's) are inserted at once.
 */
export function holdUnservedStyles(cache: EmotionCache): () => void {
  const insert = cache.insert;
  const held = new Map<string, Parameters<EmotionCache['insert']>>();
  let frame = 0;

  const insertCarried = () => {
    for (const [selector, args] of held) {
      if (document.getElementsByClassName(selector.slice(1)).length === 0) continue;
      held.delete(selector);
      insert(...args);
    }
  };
  // Every frame, not only the next one: the render that asked for a rule may commit its elements a few tasks later.
  const eachFrame = () => {
    insertCarried();
    frame = held.size > 0 ? requestAnimationFrame(eachFrame) : 0;
  };

  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!selector.startsWith('.') || sheet !== cache.sheet) return insert(selector, serialized, sheet, shouldCache);
    held.set(selector, [selector, serialized, sheet, shouldCache]);
    frame ||= requestAnimationFrame(eachFrame);
    return undefined;
  };

  return () => {
    if (cache.insert === insert) return;
    cache.insert = insert;
    if (frame) cancelAnimationFrame(frame);
    insertCarried();
    held.clear();
  };
}
