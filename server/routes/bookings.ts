/** Booking routes: availability, holds (create, pay, release) and confirmation after payment. */
import type { FastifyInstance } from 'fastify';
import {
  availabilityQuerySchema,
  confirmBookingRequestSchema,
  holdParamsSchema,
  holdRequestSchema,
} from '../../machines/api/booking.schema';
import { parseWith } from '../errors';
import { availabilityJson, createHold, releaseHold, startHoldPayment } from '../services/booking';
import { confirmHold } from '../services/holdPayment';
import { depsOf, mutationLimit, type ApiContext } from './context';

/** Registers the booking routes. */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get('/api/availability', async (request, reply) => {
    const query = parseWith(availabilityQuerySchema, request.query);
    const json = await availabilityJson(depsOf(ctx), query.sport, query.date);
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });

  app.post('/api/holds', mutationLimit(ctx), async (request, reply) => {
    const body = parseWith(holdRequestSchema, request.body);
    const hold = await createHold(depsOf(ctx), { ...body, address: request.ip });
    return reply.code(201).send(hold);
  });

  // The visitor pressed pay: the provider order for the hold (made once), and the amount the dialog charges.
  app.post('/api/holds/:id/pay', mutationLimit(ctx), async (request) => {
    const { id } = parseWith(holdParamsSchema, request.params);
    return startHoldPayment(depsOf(ctx), id);
  });

  app.delete('/api/holds/:id', mutationLimit(ctx), async (request, reply) => {
    const { id } = parseWith(holdParamsSchema, request.params);
    await releaseHold(depsOf(ctx), id);
    return reply.code(204).send();
  });

  app.post('/api/bookings/confirm', mutationLimit(ctx), async (request) => {
    const { holdId, ...proof } = parseWith(confirmBookingRequestSchema, request.body);
    return confirmHold(depsOf(ctx), holdId, proof);
  });
}
