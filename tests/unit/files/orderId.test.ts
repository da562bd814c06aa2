import { describe, expect, it } from 'vitest';
import { createOrderId, isOrderId, ORDER_ID_PREFIX, orderIdTimestamp } from '../../../machines/files/orderId';
import { FIXED_NOW } from '../../../stories/fixtures/clock';

describe('order id', () => {
  it('is POD, a hyphen and the millisecond timestamp', () => {
    expect(ORDER_ID_PREFIX).toBe('POD');
    expect(createOrderId(FIXED_NOW.getTime())).toBe(`POD-${FIXED_NOW.getTime()}`);
    expect(createOrderId(1.9)).toBe('POD-1');
    expect(isOrderId('POD-123')).toBe(true);
    expect(isOrderId('POD-')).toBe(false);
    expect(isOrderId(42)).toBe(false);
    expect(orderIdTimestamp('POD-123')).toBe(123);
    expect(orderIdTimestamp('X-1')).toBeNull();
  });
});
