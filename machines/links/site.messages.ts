/**
 * The chat texts the site's frame offers on every page: the floating chat's and the café's Reserve Table (in the
 * navigation bar). Apart from ./messages, whose other builders each serve one page, so that the frame does not load
 * them all. ./messages re-exports these.
 */

/** The centre's name as it appears in messages. */
export const CENTRE_NAME = 'POD';

/** Café table reservation (Reserve Table in the navigation bar on café pages). */
export function cafeReservationMessage(): string {
  return `Hi ${CENTRE_NAME} Café! I'd like to reserve a table. Date: , Time: , Number of guests: `;
}

/** The floating chat panel's prefilled message (Start chat). */
export function floatingChatMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like some help with bookings, coaching or the café.`;
}
