/**
 * The style attributes of a served page, allowed by their hashes. React writes a component's style prop as an
 * attribute in served HTML (Radix's visually hidden text, its accordion's CSS variables, a focus scope's
 * `outline:none`), and the CSP's style-src-attr would otherwise need 'unsafe-inline'. Each page's response allows
 * exactly the values in its HTML ('unsafe-hashes' with their SHA-256); every other response allows none (csp.mjs).
 * Styles React sets later in the browser go through the CSSOM, which the policy does not govern.
 */
import { createHash } from 'node:crypto';

/** A style attribute in React's markup: double-quoted, with `&`, `"`, `'`, `<` and `>` escaped. */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITY = /&(?:amp|quot|#x27|#39|lt|gt);/g;
const CHARACTERS: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The CSP sources ('sha256-…') of each distinct style attribute value in `html`, as the browser reads it. */
export function styleAttributeSources(html: string): string[] {
  const values = new Set(
    Array.from(html.matchAll(STYLE_ATTRIBUTE), (match) =>
      (match[1] ?? '').replace(ENTITY, (entity) => CHARACTERS[entity] ?? entity),
    ),
  );
  return Array.from(
    values,
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  ).sort();
}

/** `policy` with its style-src-attr directive allowing exactly the style attributes of `html`. */
export function allowStyleAttributes(policy: string, html: string): string {
  return allowStyleSources(policy, styleAttributeSources(html));
}

/** `policy` with its style-src-attr directive allowing exactly `sources` (from styleAttributeSources). */
export function allowStyleSources(policy: string, sources: readonly string[]): string {
  const directive = sources.length ? `style-src-attr 'unsafe-hashes' ${sources.join(' ')}` : "style-src-attr 'none'";
  return policy.replace(/style-src-attr [^;]*/, directive);
}
