/**
 * My booking routes: open a paid booking with its reference and phone number, cancel or reschedule a session.
 * Every request is counted against the address (all attempts) and, when the pair is wrong, against the reference
 * (so one booking cannot be guessed at from many addresses); past either limit the answer is 429 with a wait.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseReference } from '../../machines/booking/reference.rules';
import { myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import {
  myBookingAccessSchema,
  myBookingCancelResponseSchema,
  myBookingCancelSchema,
  myBookingRescheduleResponseSchema,
  myBookingRescheduleSchema,
  myBookingSchema,
} from '../../machines/myBooking/myBooking.schema';
import { ApiError } from '../errors';
import { cancelMySession, myBookingOf, openBooking } from '../services/myBooking';
import { rescheduleMySession } from '../services/myBookingReschedule';
import { depsOf, type ApiContext } from './context';
import { zodApp } from './schemas';

export interface MyBookingLimits {
  /** Requests per minute from one address to the My booking routes (0: no limit). Default 30. */
  perAddress?: number;
  /** Wrong pairs per 15 minutes for one reference, from any address (0: no limit). Default 5. */
  wrongPerReference?: number;
}

/** Registers the My booking routes. */
export async function myBookingRoutes(
  app: FastifyInstance,
  { ctx, limits = {} }: { ctx: ApiContext; limits?: MyBookingLimits },
): Promise<void> {
  const perAddress = limits.perAddress ?? 30;
  const perReference = limits.wrongPerReference ?? 5;
  const addressLimit =
    perAddress > 0
      ? app.createRateLimit({ max: perAddress, timeWindow: 60_000, keyGenerator: (r) => `my-booking|${r.ip}` })
      : null;
  const referenceLimit =
    perReference > 0
      ? app.createRateLimit({
          max: perReference,
          timeWindow: 15 * 60_000,
          keyGenerator: (r) => `my-booking-ref|${referenceOf(r)}`,
        })
      : null;
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return new ApiError(429, 'rate_limited', myBookingMessages.limited);
  };
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = await addressLimit?.(request);
    if (address && !address.isAllowed && address.isExceeded) throw refuse(reply, address.ttlInSeconds);
    const reference = await referenceLimit?.(request, { increment: false });
    if (reference && !reference.isAllowed && reference.remaining <= 0) throw refuse(reply, reference.ttlInSeconds);
  };
  /** Runs a request; a wrong pair is counted against its reference. */
  const counted = async <T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.message === myBookingMessages.wrongPair) await referenceLimit?.(request);
      throw error;
    }
  };
  // Before the body is checked: a malformed request counts against the address too.
  const limited = { preValidation: limit };
  const api = zodApp(app);

  api.post(
    '/api/my-booking',
    { ...limited, schema: { body: myBookingAccessSchema, response: { 200: myBookingSchema } } },
    async (request) => {
      const deps = depsOf(ctx);
      return counted(request, async () => myBookingOf(deps, await openBooking(deps.db, request.body)));
    },
  );

  api.post(
    '/api/my-booking/cancel',
    { ...limited, schema: { body: myBookingCancelSchema, response: { 200: myBookingCancelResponseSchema } } },
    async (request) => {
      const { bookingId, ...access } = request.body;
      return counted(request, () => cancelMySession(depsOf(ctx), access, bookingId));
    },
  );

  api.post(
    '/api/my-booking/reschedule',
    { ...limited, schema: { body: myBookingRescheduleSchema, response: { 200: myBookingRescheduleResponseSchema } } },
    async (request) => counted(request, () => rescheduleMySession(depsOf(ctx), request.body)),
  );
}

/** The request's reference in its stored form (what it was typed as when it cannot be one). */
function referenceOf(request: FastifyRequest): string {
  const typed = (request.body as { reference?: unknown } | undefined)?.reference;
  const text = typeof typed === 'string' ? typed.slice(0, 40) : '';
  return normaliseReference(text) ?? text.trim().toUpperCase();
}
