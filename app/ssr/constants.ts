/** Names shared by the server's renderer, the server's document and the browser's entry. */

/**
 * Emotion's cache key, the same on the server and in the browser (so served class names and styles are reused). Not
 * Emotion's default 'css': a cache keyed 'css' moves every served style element to the end of the head when it is
 * made, and moving the one with the fallback @font-face rules made the browser lay out all of the page's text again.
 */
export const EMOTION_KEY = 'pod';

/**
 * The attribute naming the styles in the served page's own style element (Emotion's ids, space-separated). Not
 * Emotion's `data-emotion="pod ..."`: the browser's cache, made with key 'pod', moves every such element to the end of
 * the head, and that move alone made the browser drop the page's style sheet and restyle the whole page while the app
 * started (3-8 ms to move it, then a recalculation of every element's style, 16-21 ms, with no CPU throttle). The
 * browser's entry tells its cache these names itself (app/main.tsx), and the element stays where it was served.
 */
export const SERVED_STYLES_ATTRIBUTE = 'data-pod-styles';

/** The id of the JSON element holding the router's hydration data. */
export const HYDRATION_ELEMENT_ID = 'pod-router-data';

/**
 * The served page's share tags and structured data (app/ssr/servedHead.tsx), which the browser drops on the next page
 * (app/adapters/servedHead.ts).
 */
export const SERVED_HEAD = 'head > [data-served]';
