#!/usr/bin/env node
/**
 * Cuts the ₹ sign (U+20B9) out of each web font's latin-ext file into a face of its own
 * (design-system/tokens/fonts/<family>-rupee-wght.woff2, about 1 kB, the weight axis kept), so a page with a price
 * does not download a whole latin-ext subset (32-83 kB a family) for one glyph: fonts.css declares each with
 * `unicode-range: U+20B9`. Run after updating @fontsource-variable/*: `node scripts/subset-fonts.mjs`;
 * tests/unit/site/fonts.test.ts fails while the files are out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url);
const path = (relative) => fileURLToPath(new URL(relative, root));

/** Each family's source file and the face cut from it. */
export const rupeeFaces = ['inter', 'archivo'].map((family) => ({
  family,
  source: path(`node_modules/@fontsource-variable/${family}/files/${family}-latin-ext-wght-normal.woff2`),
  output: path(`design-system/tokens/fonts/${family}-rupee-wght.woff2`),
}));

/** The ₹ face of `face`, as woff2 bytes. */
export function subsetRupee(face) {
  return subsetFont(readFileSync(face.source), '\u20B9', { targetFormat: 'woff2' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const face of rupeeFaces) {
    const bytes = await subsetRupee(face);
    writeFileSync(face.output, bytes);
    console.log(`${face.output}: ${bytes.length} bytes`);
  }
}
