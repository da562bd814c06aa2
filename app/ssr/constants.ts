/** Names shared by the server's renderer, the server's document and the browser's entry. */

/**
 * Emotion's cache key, the same on the server and in the browser (so served class names and styles are reused). Not
 * Emotion's default 'css': a cache keyed 'css' moves every served style element to the end of the head when it is
 * made, and moving the one with the fallback @font-face rules made the browser lay out all of the page's text again.
 */
export const EMOTION_KEY = 'pod';

/** The id of the JSON element holding the router's hydration data. */
export const HYDRATION_ELEMENT_ID = 'pod-router-data';

/**
 * The served page's share tags and structured data (app/ssr/servedHead.tsx), which the browser drops on the next page
 * (app/adapters/servedHead.ts).
 */
export const SERVED_HEAD = 'head > [data-served]';
