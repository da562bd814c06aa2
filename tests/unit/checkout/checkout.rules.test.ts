import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isEmailShaped,
  isPayDisabled,
  isValidPhone,
  PROCESSING_LABEL,
  tidyCustomer,
} from '../../../machines/checkout/checkout.rules';
import { checkoutMessages } from '../../../machines/forms/forms.messages';
import { validateCheckout } from '../../../machines/forms/forms.schema';

const valid = { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com' };

describe('validateCheckout (spec order)', () => {
  it('passes a valid customer', () => {
    expect(validateCheckout(valid)).toBeNull();
    expect(validateCheckout({ ...valid, phone: '98765-43210' })).toBeNull();
  });
  it('1. name empty after trimming', () => {
    expect(validateCheckout({ ...valid, name: '   ' })).toEqual({
      title: 'Name required',
      description: 'Please enter your full name.',
    });
  });
  it('2. phone empty', () => {
    expect(validateCheckout({ ...valid, phone: '' })).toEqual({
      title: 'Phone number required',
      description: 'Please enter your phone number.',
    });
  });
  it('3. email empty', () => {
    expect(validateCheckout({ ...valid, email: '' })).toEqual({
      title: 'Email required',
      description: 'Please enter your email address.',
    });
  });
  it('4. email shape', () => {
    for (const email of ['asha', 'asha@example', 'a b@example.com', '@example.com', 'asha@', 'a@b@c.com']) {
      expect(validateCheckout({ ...valid, email })).toEqual({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
      });
    }
  });
  it('5. phone digits: exactly 10, starting 6-9', () => {
    for (const phone of ['12345', '5876543210', '98765432100', '+91 98765 43210', 'phone']) {
      expect(validateCheckout({ ...valid, phone })).toEqual({
        title: 'Invalid phone number',
        description: 'Please enter a valid 10-digit phone number.',
      });
    }
  });
  it('reports only the first failure, in order', () => {
    expect(validateCheckout({ name: '', phone: '', email: '' })).toBe(checkoutMessages.nameRequired);
    expect(validateCheckout({ name: 'A', phone: '', email: '' })).toBe(checkoutMessages.phoneRequired);
    expect(validateCheckout({ name: 'A', phone: '1', email: '' })).toBe(checkoutMessages.emailRequired);
    expect(validateCheckout({ name: 'A', phone: '1', email: 'x' })).toBe(checkoutMessages.invalidEmail);
    expect(validateCheckout({ name: 'A', phone: '1', email: 'x@y.z' })).toBe(checkoutMessages.invalidPhone);
    expect(validateCheckout(null)).toBe(checkoutMessages.nameRequired);
  });
  it('never throws and returns null or one of the five messages (property)', () => {
    const all = Object.values(checkoutMessages);
    fc.assert(
      fc.property(fc.anything(), (customer) => {
        const result = validateCheckout(customer as never);
        expect(result === null || all.includes(result as (typeof all)[number])).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.record({ name: fc.string(), phone: fc.string(), email: fc.string() }), (c) => {
        const result = validateCheckout(c);
        if (result === null) {
          expect(c.name.trim()).not.toBe('');
          expect(isEmailShaped(c.email.trim())).toBe(true);
          expect(c.phone.replace(/\D/g, '')).toMatch(/^[6-9]\d{9}$/);
        }
      }),
    );
  });
  it('accepts any real-looking customer (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,10}$/);
    fc.assert(
      fc.property(word, word, word, fc.stringMatching(/^[6-9]\d{9}$/), (name, user, host, phone) => {
        expect(validateCheckout({ name, email: `${user}@${host}.com`, phone })).toBeNull();
      }),
    );
  });
});

describe('helpers', () => {
  it('email shape and phone', () => {
    expect(isEmailShaped('a@b.co')).toBe(true);
    expect(isEmailShaped('a@b')).toBe(false);
    expect(isValidPhone('(987) 654-3210')).toBe(true);
    expect(isValidPhone('0987654321')).toBe(false);
  });
  it('pay button disabled when amount <= 0 or processing', () => {
    expect(isPayDisabled(100, false)).toBe(false);
    expect(isPayDisabled(0, false)).toBe(true);
    expect(isPayDisabled(-5, false)).toBe(true);
    expect(isPayDisabled(Number.NaN, false)).toBe(true);
    expect(isPayDisabled(100, true)).toBe(true);
    expect(PROCESSING_LABEL).toBe('Processing...');
  });
});

describe('tidyCustomer', () => {
  it('trims every field and folds inner runs of spaces in name and phone', () => {
    expect(tidyCustomer({ name: ' Asha \t Raman ', email: ' a@b.co ', phone: '+91  98765 43210 ' })).toEqual({
      name: 'Asha Raman',
      email: 'a@b.co',
      phone: '+91 98765 43210',
    });
  });

  it('leaves tidy values as they are', () => {
    const tidy = { name: 'Ravi', email: 'ravi@example.com', phone: '9876543210' };
    expect(tidyCustomer(tidy)).toEqual(tidy);
  });
});
