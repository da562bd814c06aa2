/**
 * The API's error body, shared by the server (which sends it) and the app's adapters (which read it):
 * `{ error: { code, message, field? } }`. Messages are written for the visitor; `field` names the input at fault
 * ('sessions.0.date', 'customer.phone') when one is.
 */
import { formatCourtHours, MAX_HELD_COURT_HOURS } from '../booking/holdLimit';
import { formatRupees } from '../money/money';
import { z } from '../shared/zod';

export const apiErrorCodes = [
  'bad_request',
  'not_found',
  'slot_taken',
  'slot_unavailable',
  'hold_expired',
  'hold_released',
  'hold_limit',
  'out_of_stock',
  'delivery_unavailable',
  'payment_not_verified',
  'payment_refunded',
  'payment_provider_error',
  'webhook_not_configured',
  'bad_signature',
  'payload_too_large',
  'rate_limited',
  'database_unavailable',
  'internal_error',
  'unauthorized',
  'invalid_credentials',
  'csrf_invalid',
  'version_conflict',
  'unsupported_media',
  'forbidden',
  'account_locked',
  'link_invalid',
  'already_waiting',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** A session that another visitor took meanwhile (409 slot_taken). */
export const takenSessionSchema = z.object({ date: z.string(), time: z.string(), court: z.number() });
export type TakenSession = z.infer<typeof takenSessionSchema>;

/**
 * A payment refunded in full because it bought nothing (409 payment_refunded): rupees, the refund's reference (the
 * provider's refund id once issued, else the centre's own), and whether it was issued (else the centre makes it).
 */
export const refundNoticeSchema = z.object({ amount: z.number(), reference: z.string(), issued: z.boolean() });
export type RefundNotice = z.infer<typeof refundNoticeSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    field: z.optional(z.string()),
    taken: z.optional(z.array(takenSessionSchema)),
    refund: z.optional(refundNoticeSchema),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Fixed messages the server sends and the app may show as they are. */
export const apiMessages = {
  databaseStarting: 'The booking system is starting up. Please try again in a moment.',
  databaseUnreachable: 'The booking system cannot reach its database right now. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  notFound: 'There is no such API endpoint.',
  rateLimited: 'Too many requests from this address. Please wait a minute and try again.',
  payloadTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  holdNotFound: 'This booking hold does not exist. Please choose your slots again.',
  holdReleased: 'This booking hold was released. Please choose your slots again.',
  holdExpired:
    'This booking hold ended before payment started (a hold lasts 10 minutes). Please press Pay again to hold your slots afresh.',
  holdPaid: 'This booking is already paid and confirmed; there is nothing more to pay.',
  orderNotFound: 'There is no order with this reference.',
  paymentNotVerified:
    'The payment could not be verified, so nothing was confirmed. If money was taken, it will be refunded.',
  providerError: 'The payment provider could not start the payment. Please try again in a moment.',
  webhookNotConfigured: 'Payment webhooks are not configured on this server.',
  badSignature: 'The webhook signature does not match.',
  deliveryUnavailable: 'Home delivery is not available yet. Please choose pickup.',
  adminUnauthorized: 'Please sign in to the admin area.',
  adminInvalidCredentials: 'Invalid credentials. Please try again.',
  adminCsrf: 'This request is missing its security token. Please reload the page and try again.',
  adminLoginLimited: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
  adminBookingNotFound: 'There is no booking with this id.',
  adminPaymentNotFound: 'There is no payment with this id.',
  adminRefundNotFound: 'There is no refund with this id.',
  adminMessageNotFound: 'There is no message with this id.',
  staffNotFound: 'There is no staff account with this id.',
  staffEmailTaken: 'An account with this email already exists.',
  passwordLinkInvalid:
    'This set-password link has already been used or has expired. Ask an owner for a new link from User Management.',
  currentPasswordWrong: 'Your current password is not right. Nothing was changed.',
  lastOwner: 'The centre needs at least one active owner. Make another account an owner first.',
  ownAccount: 'You cannot deactivate your own account or change its role. Ask another owner.',
  versionConflict: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
} as const;

/**
 * What a visitor reads when a new hold would take them past the cap on court-hours held at once: the limit, what
 * they asked for, and what to do. `heldHours` counts the holds they (their address or phone number) already have
 * waiting for payment; `minutesLeft` is how long until those end.
 */
export function holdLimitMessage({
  requestedHours,
  heldHours,
  minutesLeft,
}: {
  requestedHours: number;
  heldHours: number;
  minutesLeft: number;
}): string {
  const limit = `One visitor can hold at most ${formatCourtHours(MAX_HELD_COURT_HOURS)} at a time while paying`;
  if (heldHours <= 0 || requestedHours > MAX_HELD_COURT_HOURS) {
    return `${limit}, and these sessions add up to ${formatCourtHours(requestedHours)}. Please remove or shorten some sessions, pay for these, then book the rest separately.`;
  }
  const wait = `${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}`;
  return `${limit}, and ${formatCourtHours(heldHours)} from this address or phone number are already held waiting for payment. Please finish that payment first, or try again in ${wait} when those holds end.`;
}

/**
 * What a visitor reads when their payment bought nothing and comes back in full: the amount, why, and the refund's
 * reference, and whether the refund is on its way or the centre will make it.
 */
export function lateRefundMessage({
  amount,
  reference,
  issued,
  why,
  what,
}: RefundNotice & { why: 'taken' | 'duplicate'; what: 'booking' | 'order' }): string {
  const money = formatRupees(amount);
  const cause =
    why === 'taken'
      ? `Your payment of ${money} arrived after your hold ended, and someone else booked these slots meanwhile, so nothing was booked.`
      : `This ${what} was already paid with another payment, so your payment of ${money} was not needed.`;
  const refund = issued
    ? `The full ${money} is being refunded to the way you paid (refund reference ${reference}); banks usually show it within 5-7 working days.`
    : `The centre will refund the full ${money} to the way you paid (refund reference ${reference}); please quote it if you contact us.`;
  return `${cause} ${refund}`;
}

/**
 * The first zod issue as the API's error: the path joined with dots as `field`, and a message that names it.
 * `issues` is zod's list (`error.issues`).
 */
export function describeIssue(issues: readonly z.core.$ZodIssue[]): { field?: string; message: string } {
  const issue = issues[0];
  if (!issue) return { message: 'The request is not valid.' };
  const field = issue.path.map(String).join('.');
  return field ? { field, message: `${field}: ${issue.message}` } : { message: issue.message };
}
