import { SERVED_HEAD } from '../ssr/constants';

/**
 * Removes the served page's share tags and structured data (app/ssr/servedHead.tsx) from the head: they describe the
 * address the page was served at, and the visitor has moved on in the app.
 */
export function dropServedHead(): void {
  for (const element of document.querySelectorAll(SERVED_HEAD)) element.remove();
}
