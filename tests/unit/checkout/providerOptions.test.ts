import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_LABEL, demoLabelOf } from '../../../machines/checkout/paymentsMode';
import {
  contactDigits,
  providerDialogOptions,
  type ProviderOptionsInput,
} from '../../../machines/checkout/providerOptions';

const input: ProviderOptionsInput = {
  key: 'rzp_test_key',
  name: 'POD Sports Centre',
  themeColor: '#f97316',
  amountPaise: 135050,
  description: 'Payment for Badminton court booking',
  customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210' },
  providerOrderId: 'order_ABC123',
  demo: false,
};

describe('the payment dialog options', () => {
  it('list UPI first, then every other method the provider offers', () => {
    const { config } = providerDialogOptions(input);
    expect(config.display.sequence[0]).toBe('block.upi');
    const first = config.display.blocks[config.display.sequence[0]!.replace('block.', '')]!;
    expect(first.instruments).toEqual([{ method: 'upi' }]);
    expect(first.name).toBe('Pay by UPI');
    expect(config.display.preferences.show_default_blocks).toBe(true);
  });

  it("charge the server's paise untouched (no rounding through rupees), in INR, on the server's provider order", () => {
    const options = providerDialogOptions(input);
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 135050,
      currency: 'INR',
      order_id: 'order_ABC123',
      name: 'POD Sports Centre',
      theme: { color: '#f97316' },
    });
    expect(Number.isInteger(options.amount)).toBe(true);
    expect(providerDialogOptions({ ...input, amountPaise: 1 }).amount).toBe(1);
  });

  it('leave the order out when the server made none (demo payments)', () => {
    expect(providerDialogOptions({ ...input, providerOrderId: null })).not.toHaveProperty('order_id');
  });

  it('say no money is taken in demo payments, and only then', () => {
    expect(providerDialogOptions(input).description).toBe('Payment for Badminton court booking');
    expect(providerDialogOptions({ ...input, demo: true }).description).toBe(
      'Payment for Badminton court booking (Demo payment: no money is taken)',
    );
    expect(demoLabelOf('demo')).toBe(DEMO_PAYMENT_LABEL);
    expect(demoLabelOf('live')).toBeNull();
  });

  it('prefill the contact as the 10 digits of an Indian mobile number', () => {
    expect(providerDialogOptions(input).prefill).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      contact: '9876543210',
    });
    expect(contactDigits('98765 43210')).toBe('9876543210');
  });
});
