/** Shop order routes: create, confirm after payment, and reload by reference. */
import type { FastifyInstance } from 'fastify';
import { confirmOrderRequestSchema, orderRefParamsSchema, orderRequestSchema } from '../../machines/api/order.schema';
import { parseWith } from '../errors';
import { confirmOrder, createOrder, getOrder } from '../services/order';
import { depsOf, mutationLimit, type ApiContext } from './context';

/** Registers the order routes. */
export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/orders', mutationLimit(ctx), async (request, reply) => {
    const body = parseWith(orderRequestSchema, request.body);
    return reply.code(201).send(await createOrder(depsOf(ctx), body));
  });

  app.post('/api/orders/:ref/confirm', mutationLimit(ctx), async (request) => {
    const { ref } = parseWith(orderRefParamsSchema, request.params);
    const proof = parseWith(confirmOrderRequestSchema, request.body);
    return confirmOrder(depsOf(ctx), ref, proof);
  });

  app.get('/api/orders/:ref', async (request, reply) => {
    const { ref } = parseWith(orderRefParamsSchema, request.params);
    return reply.header('cache-control', 'no-store').send(await getOrder(depsOf(ctx).db, ref));
  });
}
