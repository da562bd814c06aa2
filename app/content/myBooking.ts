/** My booking's page copy. */
export const myBookingMeta = {
  title: 'My Booking · POD',
  description: 'Open your POD court booking with its reference and phone number to cancel or move a session.',
} as const;

/** When a refund arrives: the cancellation policy page says it, and My booking after a cancel or a cheaper move. */
export const refundTiming =
  'The approved refund is issued within 3–4 working days; your bank may take a further 1–2 working days to show it.';
