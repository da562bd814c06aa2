/** Errors the API answers with: a status and the shared body `{ error: { code, message, field? } }`. */
import { z } from '../machines/shared/zod';
import {
  apiMessages,
  describeIssue,
  type ApiErrorBody,
  type ApiErrorCode,
  type RefundNotice,
  type TakenSession,
} from '../machines/api/errors';

// zod/mini loads no locale: without zod's English messages, a check whose schema sets none would answer "Invalid
// input" where the API names the problem ('page: Too small: expected number to be >=1').
z.config(z.locales.en());

/** An error that becomes a 4xx/5xx JSON answer with a message fit for the visitor. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly taken?: TakenSession[],
    readonly refund?: RefundNotice,
  ) {
    super(message);
  }

  /** The response body. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.taken ? { taken: this.taken } : {}),
        ...(this.refund ? { refund: this.refund } : {}),
      },
    };
  }
}

/** Parses `value` with a shared schema, or throws a 400 naming the first bad field. */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const { field, message } = describeIssue(result.error.issues);
  const named = prefix && !field ? `${prefix}: ${message}` : message;
  throw new ApiError(400, 'bad_request', named, field);
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);

/** True when an error means the database cannot be reached (network, shutdown, connection limits). */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (connectionCodes.has(e.code) || /^(08|57P0|53300)/.test(e.code))) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)
    )
      return true;
  }
  return false;
}

/** 503 while the database is starting or unreachable. */
export const databaseUnavailable = (starting: boolean) =>
  new ApiError(503, 'database_unavailable', starting ? apiMessages.databaseStarting : apiMessages.databaseUnreachable);
