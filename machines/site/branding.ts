/**
 * The site's logo as staff upload it (Admin > Home Page Manager > Logo and branding): a stored PNG or WebP only. An
 * SVG can carry script and JPEG has no transparency, so neither is taken; the built-in POD mark shows without one.
 * No zod here: every page's loader reads the logo, and this module stays out of the pages' shared bundle.
 */

/** Where an uploaded PNG or WebP is served. */
export const LOGO_PATH = /^\/media\/[0-9a-f]{32}\.(?:png|webp)$/;

/** The saved logo's path from an untrusted answer, or '' (the built-in mark). */
export const logoOf = (value: unknown): string => {
  const logo = typeof value === 'object' && value !== null ? (value as { logo?: unknown }).logo : undefined;
  return typeof logo === 'string' && LOGO_PATH.test(logo) ? logo : '';
};
