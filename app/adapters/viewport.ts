/**
 * Viewport adapter: whether the window is phone-sized (the spec's threshold: 768 px wide or narrower).
 * Subscribe from effects; the callback gets the current value at once and on every change.
 */
export const PHONE_QUERY = '(max-width: 768px)';

export function subscribePhoneViewport(onChange: (isPhone: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  const handle = () => onChange(query.matches);
  handle();
  query.addEventListener('change', handle);
  return () => query.removeEventListener('change', handle);
}
