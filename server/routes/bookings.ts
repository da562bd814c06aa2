/** Booking routes: availability, holds (create, pay, release) and confirmation after payment. */
import type { FastifyInstance } from 'fastify';
import {
  availabilityQuerySchema,
  confirmBookingRequestSchema,
  confirmBookingResponseSchema,
  holdParamsSchema,
  holdPaymentResponseSchema,
  holdRequestSchema,
  holdResponseSchema,
} from '../../machines/api/booking.schema';
import { availabilityJson } from '../services/availability';
import { createHold, releaseHold, startHoldPayment } from '../services/booking';
import { confirmHold } from '../services/holdPayment';
import { depsOf, mutationLimit, type ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the booking routes. */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  const api = zodApp(app);

  // The answer is cached as JSON text (services/availabilityCache.ts), sent as it is: its shape is
  // machines/api/booking.schema.ts availabilityResponseSchema.
  api.get('/api/availability', { schema: { querystring: availabilityQuerySchema } }, async (request, reply) => {
    const json = await availabilityJson(depsOf(ctx), request.query.sport, request.query.date);
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });

  api.post(
    '/api/holds',
    { ...mutationLimit(ctx), schema: { body: holdRequestSchema, response: { 201: holdResponseSchema } } },
    async (request, reply) => {
      const hold = await createHold(depsOf(ctx), { ...request.body, address: request.ip });
      return reply.code(201).send(hold);
    },
  );

  // The visitor pressed pay: the provider order for the hold (made once), and the amount the dialog charges.
  api.post(
    '/api/holds/:id/pay',
    { ...mutationLimit(ctx), schema: { params: holdParamsSchema, response: { 200: holdPaymentResponseSchema } } },
    async (request) => startHoldPayment(depsOf(ctx), request.params.id),
  );

  api.delete(
    '/api/holds/:id',
    { ...mutationLimit(ctx), schema: { params: holdParamsSchema } },
    async (request, reply) => {
      await releaseHold(depsOf(ctx), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/bookings/confirm',
    {
      ...mutationLimit(ctx),
      schema: { body: confirmBookingRequestSchema, response: { 200: confirmBookingResponseSchema } },
    },
    async (request) => {
      const { holdId, ...proof } = request.body;
      return confirmHold(depsOf(ctx), holdId, proof);
    },
  );
}
