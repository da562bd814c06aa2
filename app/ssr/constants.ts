/** Names shared by the server's renderer, the server's document and the browser's entry. */

/** Emotion's cache key, the same on the server and in the browser (so served class names and styles are reused). */
export const EMOTION_KEY = 'css';

/** The id of the JSON element holding the router's hydration data. */
export const HYDRATION_ELEMENT_ID = 'pod-router-data';
