import { describe, expect, it } from 'vitest';
import {
  cancelRefundOutcome,
  cancelRefundView,
  cancelRequestOf,
  parseRupees,
  type CancelRefundDraft,
} from '../../../machines/admin/cancelRefund.view';
import { quote } from './fixtures';

const draft = (change: Partial<CancelRefundDraft> = {}): CancelRefundDraft => ({
  status: 'ready',
  quote,
  amount: '',
  reason: '',
  ...change,
});

describe('the cancel dialog refund', () => {
  it("shows the policy's amount and why, and asks no reason while it is kept", () => {
    expect(cancelRefundView(draft())).toEqual({
      status: 'ready',
      summary:
        'The cancellation policy refunds ₹175 of ₹350 (50%, 18 h before the session). It is refunded through the payment provider.',
      editable: true,
      amount: '175',
      reason: '',
      needsReason: false,
    });
    expect(cancelRequestOf(draft())).toEqual({ request: {} });
  });

  it('asks a reason for another amount, and sends both', () => {
    expect(cancelRefundView(draft({ amount: '300' })).needsReason).toBe(true);
    expect(cancelRequestOf(draft({ amount: '300' }))).toEqual({
      error: 'Say why the refund differs from the cancellation policy.',
    });
    expect(cancelRequestOf(draft({ amount: '300', reason: ' Lights failed ' }))).toEqual({
      request: { refundAmount: 300, reason: 'Lights failed' },
    });
    expect(cancelRequestOf(draft({ amount: '351', reason: 'x' }))).toEqual({
      error: 'At most ₹350 can be refunded for this session.',
    });
    expect(cancelRequestOf(draft({ amount: 'lots', reason: 'x' }))).toEqual({
      error: 'Enter the refund as an amount in rupees, such as 175 or 175.50.',
    });
  });

  it('reads amounts as typed', () => {
    expect([
      parseRupees('175'),
      parseRupees('₹1,750.5'),
      parseRupees(' 0 '),
      parseRupees('1.234'),
      parseRupees('-5'),
      parseRupees(''),
    ]).toEqual([175, 1750.5, 0, null, null, null]);
  });

  it('says when nothing was paid online, while loading, and when the quote failed', () => {
    expect(
      cancelRefundView(draft({ quote: { ...quote, method: 'none', paid: 0, policyAmount: 0, refundable: 0 } })),
    ).toMatchObject({
      editable: false,
      summary: 'No online payment is on record for this session, so nothing is refunded.',
    });
    expect(cancelRefundView(draft({ status: 'loading', quote: null }))).toMatchObject({
      status: 'loading',
      editable: false,
    });
    expect(cancelRequestOf(draft({ status: 'error', quote: null }))).toEqual({ request: {} });
    expect(cancelRefundView(draft({ quote: { ...quote, method: 'manual', hoursBefore: -1 } })).summary).toBe(
      'The cancellation policy refunds ₹175 of ₹350 (50%, after the session started). Record it here and refund it by hand (no verified provider payment).',
    );
  });

  it('tells the toast what happened to the money', () => {
    expect(cancelRefundOutcome(null)).toBe('');
    expect(cancelRefundOutcome({ amount: 175, status: 'issued', reference: 'rfnd_1' })).toBe(
      ' Refund ₹175 issued (reference rfnd_1).',
    );
    expect(cancelRefundOutcome({ amount: 350, status: 'manual', reference: 'RF-1' })).toBe(
      ' Refund ₹350 recorded: make it by hand (reference RF-1).',
    );
    expect(cancelRefundOutcome({ amount: 350, status: 'due', reference: 'RF-1' })).toBe(
      ' Refund ₹350 is owed: the payment provider did not take it; see Payments.',
    );
  });
});
