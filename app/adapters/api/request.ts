/**
 * The one way the app talks to the server's JSON API: same-origin fetch, JSON in and out, responses checked
 * against the shared schemas (machines/api), and every failure turned into an {@link ApiRequestError} whose
 * message is written for the visitor (the server's own message when it sent one).
 */
import type { z } from '../../../machines/shared/zod';
import { apiErrorSchema, type ApiErrorCode, type TakenSession } from '../../../machines/api/errors';
import { PaymentRefundedError, PaymentServerUnreachableError } from '../../../machines/checkout/paymentConfirm';
import { networkErrorMessage, unexpectedResponseMessage } from './requestMessages';

export { networkErrorMessage, unexpectedResponseMessage };

export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    readonly code: ApiErrorCode | 'network' | 'unexpected',
    readonly field?: string,
    readonly taken: readonly TakenSession[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `path` (under /api) and parses a 2xx body with `schema` (204 gives undefined). */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S | null,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(networkErrorMessage, 0, 'network');
  }
  let json: unknown = undefined;
  if (response.status !== 204) {
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      const { code, message, field, taken } = parsed.data.error;
      throw new ApiRequestError(message, response.status, code, field, taken ?? []);
    }
    throw new ApiRequestError(unexpectedResponseMessage, response.status, 'unexpected');
  }
  if (schema === null) return undefined as z.infer<S>;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiRequestError(unexpectedResponseMessage, response.status, 'unexpected');
  return parsed.data;
}

/**
 * A payment confirmation's failure as the payment machine reads it: no answer, a 5xx (the server restarting, its
 * database starting) or a 429 is worth asking again (PaymentServerUnreachableError); a payment refunded because it
 * bought nothing is PaymentRefundedError; anything else is the server's answer.
 */
export function confirmFailure(error: unknown): unknown {
  if (error instanceof ApiRequestError && (error.status === 0 || error.status === 429 || error.status >= 500))
    return new PaymentServerUnreachableError(error.message);
  if (error instanceof ApiRequestError && error.code === 'payment_refunded')
    return new PaymentRefundedError(error.message);
  return error;
}
