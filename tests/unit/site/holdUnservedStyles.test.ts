/** While a served page hydrates, a class rule no element carries is held back; nothing is painted without its rule. */
import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUnservedStyles } from '../../../app/ssr/holdUnservedStyles';

afterEach(() => vi.unstubAllGlobals());

/** A cache whose inserts are recorded, a document whose elements carry `carried`, and frames run by hand. */
function setUp() {
  const carried = new Set<string>();
  const frames: Array<() => void> = [];
  vi.stubGlobal('document', { getElementsByClassName: (name: string) => (carried.has(name) ? [{}] : []) });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  const inserted: string[] = [];
  const sheet = {} as EmotionCache['sheet'];
  const cache = { sheet, insert: (selector: string) => void inserted.push(selector) } as unknown as EmotionCache;
  const ask = (selector: string, otherSheet?: EmotionCache['sheet']) =>
    cache.insert(selector, { name: selector, styles: 'color: red;' }, otherSheet ?? sheet, true);
  const nextFrame = () => frames.splice(0).forEach((frame) => frame());
  return { carried, inserted, cache, ask, nextFrame, frames };
}

describe('holdUnservedStyles', () => {
  it('holds a class rule no element carries, and inserts keyframes, global and other sheets\' rules at once', () => {
    const { inserted, cache, ask, nextFrame } = setUp();
    holdUnservedStyles(cache);
    ask('.pod-merged-away');
    ask('');
    ask('.pod-global', {} as EmotionCache['sheet']);
    expect(inserted).toEqual(['', '.pod-global']);
    nextFrame();
    expect(inserted).toEqual(['', '.pod-global']);
  });

  it('inserts a held rule before the first frame in which an element carries its class, even a few frames later', () => {
    const { carried, inserted, cache, ask, nextFrame } = setUp();
    holdUnservedStyles(cache);
    ask('.pod-badge');
    nextFrame();
    expect(inserted).toEqual([]);
    carried.add('pod-badge');
    nextFrame();
    expect(inserted).toEqual(['.pod-badge']);
  });

  it('on release inserts the held rules an element carries, forgets the rest, and inserts as usual from then on', () => {
    const { carried, inserted, cache, ask, frames } = setUp();
    const release = holdUnservedStyles(cache);
    ask('.pod-carried');
    ask('.pod-merged-away');
    carried.add('pod-carried');
    release();
    expect(inserted).toEqual(['.pod-carried']);
    frames.splice(0).forEach((frame) => frame());
    expect(inserted).toEqual(['.pod-carried']);
    ask('.pod-merged-away');
    expect(inserted).toEqual(['.pod-carried', '.pod-merged-away']);
  });
});
