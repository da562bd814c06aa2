import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without types (scripts/subset-fonts.mjs)
import { rupeeFaces, subsetRupee } from '../../../scripts/subset-fonts.mjs';

interface RupeeFace {
  family: string;
  source: string;
  output: string;
}

const css = readFileSync('design-system/tokens/fonts.css', 'utf8');

describe('web fonts subset to the characters the site uses (Latin and ₹)', () => {
  it.each(rupeeFaces as RupeeFace[])(
    '$family: the committed ₹ face is what the script cuts from the installed font',
    async (face) => {
      const fresh: Uint8Array = await subsetRupee(face);
      expect(fresh.length).toBeLessThan(4_000);
      expect(Buffer.from(readFileSync(face.output)).equals(Buffer.from(fresh))).toBe(true);
    },
  );

  it('declares for each family its Latin file and its ₹ face, and no other subset', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
      family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
      src: /url\('([^']+)'\)/.exec(body!)?.[1],
      range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1],
    }));
    expect(css).not.toMatch(/@import/);
    expect(
      faces.map((f) => [
        f.family,
        f.src?.split('/').pop(),
        f.range === 'U+20B9' ? 'U+20B9' : f.range?.startsWith('U+0000-00FF') ? 'latin' : f.range,
      ]),
    ).toEqual([
      ['Archivo Variable', 'archivo-latin-wght-normal.woff2', 'latin'],
      ['Archivo Variable', 'archivo-rupee-wght.woff2', 'U+20B9'],
      ['Inter Variable', 'inter-latin-wght-normal.woff2', 'latin'],
      ['Inter Variable', 'inter-rupee-wght.woff2', 'U+20B9'],
    ]);
    // The Latin ranges stop short of ₹, which only the ₹ faces cover.
    for (const face of faces.filter((f) => f.range !== 'U+20B9')) expect(face.range).not.toMatch(/20B9|20A0-|20AD-/);
  });
});

describe('metric-matched fallback families', () => {
  it('the font stacks name exactly the fallback faces made from the fonts’ metrics, in order', async () => {
    const { fallbackFamilies } = await import('../../../design-system/tokens/fallbackFamilies');
    const { fallbackFamiliesFromMetrics, fallbackFontFaceCss } =
      await import('../../../design-system/tokens/fontStacks');
    expect(fallbackFamilies).toEqual(fallbackFamiliesFromMetrics);
    for (const family of fallbackFamilies.body.split(', '))
      expect(fallbackFontFaceCss).toContain(`font-family:${family};`);
  });
});
