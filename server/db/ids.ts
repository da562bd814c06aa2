/** Random, unguessable ids (crypto), base64url. */
import { randomBytes } from 'node:crypto';
import { referenceOf, REFERENCE_LENGTH } from '../../machines/booking/reference.rules';

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
/** A booking reference (machines/booking/reference.rules.ts): 60 random bits as 'POD-7K3M-9QXA-R2TB'. */
export const newBookingReference = (): string => {
  const bits = randomBytes(8).readBigUInt64BE() >> 4n;
  return referenceOf(Array.from({ length: REFERENCE_LENGTH }, (_, i) => Number((bits >> BigInt(55 - 5 * i)) & 31n)));
};
