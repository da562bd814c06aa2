import type { EmotionCache } from '@emotion/cache';

/**
 * While a served page hydrates, every style the browser's Emotion cache is asked to insert was either served with the
 * page (the cache knows those names: app/main.tsx) or belongs to no element: a `css` prop given to a component that
 * merges it with its own styles (Card, Button, Container...) gets a class of its own first, and only the merged class
 * is on an element (and in the served CSS). Inserting those (10-21 per page) parsed and added rules in the task that
 * hydrates the page, for classes nothing carries.
 *
 * `holdUnservedStyles(cache)` holds such a class rule back instead. The document is watched from the start (a
 * MutationObserver: elements added, classes changed): when an element comes to carry a held class (a part drawn in
 * the browser only, say), its rule is inserted in the same task, before anything is painted. Hydrating changes no
 * element, so the watch costs nothing until something does (an earlier version looked for every held class before
 * each frame, 3-5 ms per frame on /sports, and kept the browser producing frames while the page hydrated).
 * The returned `release` (called once the page is live) stops watching, inserts the held rules an element carries,
 * forgets the rest and restores the cache: a held class asked for again later is inserted then, as usual.
 * Rules that are not a class's (keyframes, global styles, another sheet's) are inserted at once.
 */
export function holdUnservedStyles(cache: EmotionCache): () => void {
  const insert = cache.insert;
  const held = new Map<string, Parameters<EmotionCache['insert']>>();

  /** Inserts the held rules whose class `root` or an element inside it carries. */
  const insertCarriedIn = (root: Pick<Element, 'getElementsByClassName'> & { classList?: DOMTokenList }) => {
    for (const [selector, args] of held) {
      const name = selector.slice(1);
      if (!root.classList?.contains(name) && root.getElementsByClassName(name).length === 0) continue;
      held.delete(selector);
      insert(...args);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (held.size === 0) return;
      if (record.type === 'attributes') insertCarriedIn(record.target as Element);
      else for (const node of record.addedNodes) if (node.nodeType === 1) insertCarriedIn(node as Element);
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });

  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!selector.startsWith('.') || sheet !== cache.sheet) return insert(selector, serialized, sheet, shouldCache);
    held.set(selector, [selector, serialized, sheet, shouldCache]);
    return undefined;
  };

  return () => {
    if (cache.insert === insert) return;
    cache.insert = insert;
    // What changed since the last records were delivered is looked for in the whole document below.
    observer.disconnect();
    insertCarriedIn(document);
    held.clear();
  };
}
