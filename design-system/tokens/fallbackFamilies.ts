/**
 * The names of the metric-matched fallback families of the two web fonts, in the order a browser tries them. Their
 * `@font-face` rules are made at build time from the fonts' metrics (fontStacks.ts, with Capsize, into the site's
 * stylesheet); the font stacks in palette.ts only need the names, so a page's script does not carry Capsize or the
 * metrics. tests/unit/site/fonts.test.ts checks that these are the families fontStacks.ts declares.
 */

/** The local fonts a fallback face is made from, in the order tried (fontStacks.ts has their metrics). */
export const systemFallbackFonts = ['Arial', 'Roboto', 'Helvetica Neue', 'DejaVu Sans'] as const;

const quotedFallbacks = (webFamily: string) =>
  systemFallbackFonts.map((system) => `"${webFamily} Fallback: ${system}"`).join(', ');

/** The fallback families of each web font, quoted. */
export const fallbackFamilies = {
  display: quotedFallbacks('Archivo Variable'),
  body: quotedFallbacks('Inter Variable'),
} as const;
