/** What each of the centre's phone numbers (System Settings) is for, where a page lists them. */
export const deskLabels = {
  sports: 'Sports & bookings',
  cafe: 'Café & reservations',
  academy: 'Academy',
  support: 'Support',
} as const;
