import type { AccentName } from '../../design-system/tokens';

/** Whether `path` is `prefix` or a path under it. */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Café pages: /cafe and anything under it. */
export function isCafePath(path: string): boolean {
  return isUnder(path, '/cafe');
}

/** The theme accent for a path: the warm café accent on café pages, court green elsewhere. */
export function accentForPath(path: string): AccentName {
  return isCafePath(path) ? 'cafe' : 'sports';
}
