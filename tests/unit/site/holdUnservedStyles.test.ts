/** While a served page hydrates, a class rule no element carries is held back; nothing is painted without its rule. */
import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUnservedStyles } from '../../../app/ssr/holdUnservedStyles';

afterEach(() => vi.unstubAllGlobals());

/** An element carrying the classes `own`, with descendants carrying `inside`. */
const element = (own: string[], inside: string[] = []) => ({
  nodeType: 1,
  classList: { contains: (name: string) => own.includes(name) },
  getElementsByClassName: (name: string) => (inside.includes(name) ? [{}] : []),
});

/**
 * A cache whose inserts are recorded, a document whose elements carry `carried`, and a MutationObserver whose records
 * the test delivers (`added`: an element put in the document; `classChanged`: an element given other classes).
 */
function setUp() {
  const carried = new Set<string>();
  let deliver: (records: unknown[]) => void = () => {};
  const watching = { now: false };
  vi.stubGlobal('document', {
    documentElement: {},
    getElementsByClassName: (name: string) => (carried.has(name) ? [{}] : []),
  });
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(callback: (records: unknown[]) => void) {
        deliver = callback;
      }
      observe() {
        watching.now = true;
      }
      disconnect() {
        watching.now = false;
      }
    },
  );
  const inserted: string[] = [];
  const sheet = {} as EmotionCache['sheet'];
  const cache = { sheet, insert: (selector: string) => void inserted.push(selector) } as unknown as EmotionCache;
  const ask = (selector: string, otherSheet?: EmotionCache['sheet']) =>
    cache.insert(selector, { name: selector, styles: 'color: red;' }, otherSheet ?? sheet, true);
  const added = (node: ReturnType<typeof element> | { nodeType: number }) =>
    deliver([{ type: 'childList', addedNodes: [node] }]);
  const classChanged = (node: ReturnType<typeof element>) => deliver([{ type: 'attributes', target: node }]);
  return { carried, inserted, cache, ask, added, classChanged, watching };
}

describe('holdUnservedStyles', () => {
  it("holds a class rule no element carries, and inserts keyframes, global and other sheets' rules at once", () => {
    const { inserted, cache, ask, added } = setUp();
    holdUnservedStyles(cache);
    ask('.pod-merged-away');
    ask('');
    ask('.pod-global', {} as EmotionCache['sheet']);
    expect(inserted).toEqual(['', '.pod-global']);
    added(element(['pod-other']));
    expect(inserted).toEqual(['', '.pod-global']);
  });

  it('inserts a held rule as soon as an element added to the page carries its class, or one inside it does', () => {
    const { inserted, cache, ask, added } = setUp();
    holdUnservedStyles(cache);
    ask('.pod-badge');
    ask('.pod-chip');
    added({ nodeType: 3 });
    expect(inserted).toEqual([]);
    added(element(['pod-badge']));
    expect(inserted).toEqual(['.pod-badge']);
    added(element(['pod-card'], ['pod-chip']));
    expect(inserted).toEqual(['.pod-badge', '.pod-chip']);
    // Inserted once: the rule is no longer held.
    added(element(['pod-badge']));
    expect(inserted).toEqual(['.pod-badge', '.pod-chip']);
  });

  it('inserts a held rule as soon as an element already on the page is given its class', () => {
    const { inserted, cache, ask, classChanged } = setUp();
    holdUnservedStyles(cache);
    ask('.pod-open');
    classChanged(element(['pod-closed']));
    expect(inserted).toEqual([]);
    classChanged(element(['pod-open']));
    expect(inserted).toEqual(['.pod-open']);
  });

  it('on release stops watching, inserts the held rules an element carries, forgets the rest, and inserts as usual from then on', () => {
    const { carried, inserted, cache, ask, watching } = setUp();
    const release = holdUnservedStyles(cache);
    expect(watching.now).toBe(true);
    ask('.pod-carried');
    ask('.pod-merged-away');
    carried.add('pod-carried');
    release();
    expect(watching.now).toBe(false);
    expect(inserted).toEqual(['.pod-carried']);
    ask('.pod-merged-away');
    expect(inserted).toEqual(['.pod-carried', '.pod-merged-away']);
  });
});
