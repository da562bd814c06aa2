/**
 * The vendor prefixes in a served page's critical CSS (the server's Emotion cache, app/ssr/render.tsx).
 *
 * Emotion's default stylis prefixer writes every rule for the browsers of 2012 as well: `display:-webkit-box;
 * display:-webkit-flex;display:-ms-flexbox;display:flex`, `-webkit-align-items`, `-ms-transform`... That was a fifth
 * of /sports' critical CSS (290 prefixed declarations and about 170 prefixed values in 60.6 kB), which every
 * visitor's browser parses before the first paint and then ignores. A browser that can run the site's scripts (built
 * for ES2022: Chrome 94, Safari 16.4, Firefox 93 and later) reads all of those unprefixed, bar Firefox 93's
 * `width: fit-content`. The served CSS keeps a `-webkit-` copy only of the properties such a browser still reads
 * prefixed (Safari's; Chrome's before 120 for `background-clip: text` and the mask properties).
 *
 * The browser's cache (app/main.tsx) keeps Emotion's default prefixer for the few rules it adds once the page is live:
 * a class name depends on the rule as written, not on its prefixes, so served and added rules keep the same names.
 */
import type { StylisPlugin } from '@emotion/cache';

/** Properties some browser that runs the site still reads only with `-webkit-` (MDN's compatibility tables). */
const WEBKIT_PREFIXED = new Set([
  'user-select',
  'text-size-adjust',
  'backdrop-filter',
  'box-decoration-break',
  'hyphens',
  'print-color-adjust',
  // Chrome before 120.
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
]);

/** A stylis plugin: a declaration that needs it gets its `-webkit-` copy first; nothing else is prefixed. */
export const servedPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  // A declaration's value is as stylis wrote it: `property:value;`, with no space.
  if (WEBKIT_PREFIXED.has(String(element.props)) || element.value === 'background-clip:text;') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};
