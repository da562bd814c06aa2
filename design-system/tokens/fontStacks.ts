import { createFontStack } from '@capsizecss/core';

/** What Capsize needs of a font to scale a fallback to it. */
type FontMetrics = Parameters<typeof createFontStack>[0][number];

/**
 * Metric-matched fallbacks for the two web fonts (Capsize). Until Archivo and Inter have loaded, text is set in a
 * local font scaled to the web font's average width, ascent and descent, so the swap moves nothing on the page
 * (a slow phone otherwise sees the headings reflow: cumulative layout shift). One fallback face per common system
 * font; the first one the device has is used: Arial (Windows, macOS), Roboto (Android), Helvetica Neue (iOS), and
 * DejaVu Sans (Linux, and the CI machines).
 *
 * The faces cover the Latin ranges the web fonts' latin and latin-ext subsets cover, so a character the web fonts
 * lack (an emoji, a symbol) still comes from the system font as it always did.
 */

/**
 * Each font's vertical metrics and average character width (Latin), in its own units. The first five are the
 * records of Capsize's metrics collection (`@capsizecss/metrics` 4.3.0), written here because that package ships
 * every font Google and the systems have (30,000 files, the last and slowest to unpack of a fresh install: 68 s of
 * a 70 s `npm ci`) to give this file five records. DejaVu Sans is not in that collection: read from DejaVuSans.ttf
 * with `@capsizecss/unpack`'s fromFile.
 */
const archivo: FontMetrics = {
  familyName: 'Archivo',
  fullName: 'Archivo Regular',
  postscriptName: 'Archivo-Regular',
  ascent: 878,
  descent: -210,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 440,
};
const inter: FontMetrics = {
  familyName: 'Inter',
  fullName: 'Inter Regular',
  postscriptName: 'Inter-Regular',
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 978,
};
const arial: FontMetrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const roboto: FontMetrics = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
};
const helveticaNeue: FontMetrics = {
  familyName: 'Helvetica Neue',
  fullName: 'Helvetica Neue',
  postscriptName: 'HelveticaNeue',
  ascent: 952,
  descent: -213,
  lineGap: 28,
  unitsPerEm: 1000,
  xWidthAvg: 450,
};
const dejaVuSans: FontMetrics = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};

const systemFallbacks = [arial, roboto, helveticaNeue, dejaVuSans];

/** The latin and latin-ext subsets' ranges, as Fontsource declares them, plus the rupee sign the prices use. */
const latinRanges =
  'U+0000-00FF, U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
  'U+1E00-1E9F, U+1EF2-1EFF, U+2000-206F, U+20A0-20C0, U+2113, U+2122, U+2191, U+2193, U+2212, U+2215, U+2C60-2C7F, ' +
  'U+A720-A7FF, U+FEFF, U+FFFD';

/**
 * How much wider each weight the site uses sets a line than the regular weight, in each variable web font (measured
 * in Chromium: one English sample line at 100 px). The local fallbacks are regular faces that the browser emboldens
 * without widening, so each weight gets a fallback face scaled by this much more; without it a bold heading in the
 * fallback is 7% narrower than in Archivo and jumps when Archivo arrives.
 */
const weightWidths = {
  archivo: { 400: 1, 500: 1.0194, 600: 1.0408, 700: 1.0756, 800: 1.0733 },
  inter: { 400: 1, 500: 1.0096, 600: 1.0192, 700: 1.0287, 800: 1.0405 },
} as const;

/** The weight range each measured weight stands for: from halfway to the one below to halfway to the one above. */
const weightRange = (weight: number) => `${weight === 400 ? 1 : weight - 50} ${weight === 800 ? 1000 : weight + 49}`;

function stack(webFont: FontMetrics, familyName: string, widths: Record<number, number>) {
  const fontFaces = Object.entries(widths).flatMap(([weight, width]) =>
    createFontStack([{ ...webFont, familyName }, ...systemFallbacks], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { unicodeRange: latinRanges, fontWeight: weightRange(Number(weight)) },
    }).fontFaces.map(({ '@font-face': face }) => ({
      '@font-face': { ...face, sizeAdjust: `${(parseFloat(String(face.sizeAdjust)) * width).toFixed(4)}%` },
    })),
  );
  const fallbackFamilies = [...new Set(fontFaces.map((face) => face['@font-face'].fontFamily))];
  return { fallbackFamilies, fontFaces };
}

const display = stack(archivo, 'Archivo Variable', weightWidths.archivo);
const body = stack(inter, 'Inter Variable', weightWidths.inter);

/**
 * The fallback families of each web font, quoted, in the order a browser tries them, as Capsize names them: the
 * font stacks use fallbackFamilies.ts's names, which a unit test checks against these.
 */
export const fallbackFamiliesFromMetrics = {
  display: display.fallbackFamilies.join(', '),
  body: body.fallbackFamilies.join(', '),
} as const;

const fallbackFontFaces = [...display.fontFaces, ...body.fontFaces];

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The `@font-face` rules of the fallback families as CSS. They belong to the site's stylesheet, beside the web fonts'
 * rules (`fonts.css`; the build adds them there, see vite.config.ts): a page's own stylesheet is never moved or added
 * again, whereas the style elements of Emotion's global styles are moved in the document when the app starts, and
 * moving @font-face rules made the browser lay out all of a page's text again.
 */
export const fallbackFontFaceCss = fallbackFontFaces
  .map(({ '@font-face': face }) => {
    const declarations = Object.entries(face).map(([property, value]) => `${kebab(property)}:${String(value)};`);
    return `@font-face{${declarations.join('')}}`;
  })
  .join('\n');
