import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { servedPrefixes } from '../../../app/ssr/servedPrefixes';

/** The CSS the server's cache writes for `styles` under the class `.c` (Emotion on the server returns the rules). */
function served(styles: ReturnType<typeof css>, { emotionDefault = false } = {}): string {
  const cache = createCache(emotionDefault ? { key: 'pod' } : { key: 'pod', stylisPlugins: [servedPrefixes] });
  return String(cache.insert('.c', styles, cache.sheet, true));
}

describe('the vendor prefixes of a served page', () => {
  it('are none for what every browser that runs the site reads unprefixed (flexbox, transforms, transitions)', () => {
    const rules = served(css`
      display: flex;
      align-items: center;
      justify-content: space-between;
      transform: translateY(-2px);
      transition: transform 0.2s;
      position: sticky;
      width: fit-content;
      &::placeholder {
        color: gray;
      }
    `);
    expect(rules).toBe(
      '.c{display:flex;align-items:center;justify-content:space-between;transform:translateY(-2px);transition:transform 0.2s;position:sticky;width:fit-content;}.c::placeholder{color:gray;}',
    );
    // Emotion's default prefixer, for comparison, writes each of them again for the browsers of 2012.
    expect(
      served(
        css`
          display: flex;
        `,
        { emotionDefault: true },
      ),
    ).toBe('.c{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;}');
  });

  it('keep a -webkit- copy, first, of what Safari (or an older Chrome) reads only prefixed', () => {
    expect(
      served(css`
        user-select: none;
        backdrop-filter: blur(4px);
        text-size-adjust: 100%;
        background-clip: text;
        background-clip: padding-box;
      `),
    ).toBe(
      '.c{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);-webkit-text-size-adjust:100%;text-size-adjust:100%;-webkit-background-clip:text;background-clip:text;background-clip:padding-box;}',
    );
  });
});
