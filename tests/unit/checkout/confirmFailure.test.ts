import { describe, expect, it } from 'vitest';
import { ApiRequestError, confirmFailure } from '../../../app/adapters/api/request';
import { PaymentRefundedError, PaymentServerUnreachableError } from '../../../machines/checkout/paymentConfirm';

describe("a payment confirmation's failure", () => {
  it.each([
    ['no answer (network)', 0, 'network'],
    ['the server restarting (503)', 503, 'database_unavailable'],
    ['a server error (500)', 500, 'internal_error'],
    ['rate limited (429)', 429, 'rate_limited'],
  ] as const)('%s is worth asking again', (_label, status, code) => {
    const mapped = confirmFailure(new ApiRequestError('We could not reach the POD server.', status, code));
    expect(mapped).toBeInstanceOf(PaymentServerUnreachableError);
    expect((mapped as Error).message).toBe('We could not reach the POD server.');
  });

  it('a payment refunded because it bought nothing (409) keeps its message under its own kind', () => {
    const mapped = confirmFailure(
      new ApiRequestError('Your payment of ₹700 arrived after your hold ended.', 409, 'payment_refunded'),
    );
    expect(mapped).toBeInstanceOf(PaymentRefundedError);
    expect((mapped as Error).message).toBe('Your payment of ₹700 arrived after your hold ended.');
  });

  it.each([
    ['not verified (400)', 400, 'payment_not_verified'],
    ['unknown hold (404)', 404, 'not_found'],
  ] as const)("%s is the server's answer, kept as it is", (_label, status, code) => {
    const error = new ApiRequestError('The server said no.', status, code);
    expect(confirmFailure(error)).toBe(error);
  });
});
