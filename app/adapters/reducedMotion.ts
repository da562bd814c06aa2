/**
 * Motion preference adapter: whether the visitor asked for reduced motion (prefers-reduced-motion: reduce).
 * Subscribe from effects; the callback gets the current value at once and on every change.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function subscribeReducedMotion(onChange: (reduced: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  const handle = () => onChange(query.matches);
  handle();
  query.addEventListener('change', handle);
  return () => query.removeEventListener('change', handle);
}
