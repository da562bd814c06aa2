import { describe, expect, it } from 'vitest';
import { storedCartOf } from '../../../app/adapters/api/pageContext';
import { cartLinesCookieValue, storedCartHint } from '../../../machines/cart/cart.cookie';

describe('the cart cookie', () => {
  it('serves the empty cart when the device has no cookie yet or says it has no lines', () => {
    expect(storedCartHint(undefined)).toBe('empty');
    expect(storedCartHint('0')).toBe('empty');
  });
  it('serves the frame when the device has lines, or the value is not one the app writes', () => {
    for (const value of ['1', '12', '', ' 0', '-1', 'abc', '0x0']) expect(storedCartHint(value)).toBe('unknown');
  });
  it('writes the number of lines as a whole number', () => {
    expect(cartLinesCookieValue(0)).toBe('0');
    expect(cartLinesCookieValue(3)).toBe('3');
    expect(cartLinesCookieValue(-2)).toBe('0');
    expect(storedCartHint(cartLinesCookieValue(0))).toBe('empty');
    expect(storedCartHint(cartLinesCookieValue(2))).toBe('unknown');
  });
  it('is known only where the page server says so: a browser loader has no request context', () => {
    expect(storedCartOf({ storedCart: 'empty' })).toBe('empty');
    expect(storedCartOf({ storedCart: 'unknown' })).toBe('unknown');
    for (const context of [undefined, null, {}, 'empty', { storedCart: 'full' }])
      expect(storedCartOf(context)).toBe('unknown');
  });
});
