/** What the visitor reads when a server call fails before an answer: in a module of its own, without the schemas. */

/** The server cannot be reached at all (or the code that calls it could not be loaded: the connection dropped). */
export const networkErrorMessage = 'We could not reach the POD server. Check your internet connection and try again.';
/** What the visitor reads when the server answers something the app does not understand. */
export const unexpectedResponseMessage = 'The POD server sent an unexpected answer. Please try again in a moment.';
