/**
 * How long the site keeps what it stores (issue 49): the server's retention pass (server/ops/retention.ts) removes
 * each kind at these times, and the privacy policy says the same from this module.
 */
export const RETENTION = {
  /** Expired holds and released or expired sessions are removed this long after they ended. */
  endedHoldsHours: 24,
  /** The name, phone and email of a hold never paid are cleared this long after it was made. */
  unpaidContactHours: 24,
  /** Processed payment-provider events are removed after this many days. */
  webhookEventsDays: 90,
  /** Bookings, orders, payments and refunds are kept this many years unless RETAIN_ACCOUNTS_YEARS says otherwise. */
  defaultAccountsYears: 8,
} as const;

/** The privacy policy's account of it, for a server keeping accounts `accountsYears` years. */
export function retentionStatement(accountsYears: number = RETENTION.defaultAccountsYears): string {
  return `A court hold that is never paid for is deleted ${RETENTION.endedHoldsHours} hours after it ends, and the name, phone number and email it was made with are erased ${RETENTION.unpaidContactHours} hours after it was made. Records of the payment provider's notifications are deleted after ${RETENTION.webhookEventsDays} days. Bookings, orders, payments and refunds are kept for ${accountsYears} years, as Indian tax and accounting law requires, and then deleted.`;
}
