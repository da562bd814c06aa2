/** Random, unguessable ids (crypto), base64url. */
import { randomBytes } from 'node:crypto';

/** A hold id: 16 random bytes, 22 characters. */
export const newHoldId = (): string => randomBytes(16).toString('base64url');
/** An order reference: 18 random bytes, 24 characters. */
export const newOrderRef = (): string => randomBytes(18).toString('base64url');
/** A booking id: 'BK-' and 10 characters. */
export const newBookingId = (): string =>
  `BK-${randomBytes(8).toString('base64url').slice(0, 10).toUpperCase().replace(/[-_]/g, 'X')}`;
/** A payment row id. */
export const newPaymentRowId = (): string => `PAY-${randomBytes(9).toString('base64url')}`;
/** A refund row id: 'RF-' and 12 characters (the reference a visitor quotes while the refund is not yet issued). */
export const newRefundId = (): string =>
  `RF-${randomBytes(9).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`;
