import { describe, expect, it } from 'vitest';
import type { AdminPaymentRow } from '../../../machines/api/adminPayments.schema';
import {
  manualRefundDialogView,
  manualRefundDraft,
  manualRefundRequestOf,
} from '../../../machines/admin/manualRefund.view';
import { owed, refundDuePayment } from './fixtures';

const payment: AdminPaymentRow = {
  ...refundDuePayment,
  refunds: [
    owed,
    {
      ...owed,
      id: 'RF-DONE00000001',
      status: 'manual',
      reference: 'UPI 1',
      paidBy: 'a@pod.example',
      paidAt: '2026-11-21T05:00:00.000Z',
    },
  ],
};

describe('marking an owed refund paid by hand', () => {
  it('opens only for a refund still owed, and says who gets how much and why', () => {
    expect(manualRefundDraft(payment, 'RF-DONE00000001')).toBeNull();
    expect(manualRefundDraft(payment, 'RF-NOSUCH000001')).toBeNull();
    const draft = manualRefundDraft(payment, 'RF-OWED00000001')!;
    expect(manualRefundDialogView(draft)).toEqual({
      title: 'Mark refund RF-OWED00000001 as paid',
      description:
        'Record the ₹350 you refunded by hand to Nisha Verma (payment pay_late0001). The payment then shows as refunded, and revenue and the CSV follow.',
      reason: 'Owed because: Paid after the hold ended; the slots were booked by someone else meanwhile.',
      reference: '',
      busy: false,
      error: undefined,
    });
  });

  it('asks for the transfer or UPI reference, trimmed, before anything is sent', () => {
    const draft = manualRefundDraft(payment, 'RF-OWED00000001')!;
    const message = 'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).';
    expect(manualRefundRequestOf(draft)).toEqual({ error: message });
    expect(manualRefundRequestOf({ ...draft, reference: '  ab ' })).toEqual({ error: message });
    expect(manualRefundRequestOf({ ...draft, reference: 'x'.repeat(121) })).toEqual({ error: message });
    expect(manualRefundRequestOf({ ...draft, reference: ' UPI 633412980021 ' })).toEqual({
      request: { reference: 'UPI 633412980021' },
    });
  });
});
