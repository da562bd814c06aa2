/** Shop order routes: create, confirm after payment, and reload by reference. */
import type { FastifyInstance } from 'fastify';
import {
  confirmOrderRequestSchema,
  orderRefParamsSchema,
  orderRequestSchema,
  orderResponseSchema,
} from '../../machines/api/order.schema';
import { confirmOrder, createOrder, getOrder } from '../services/order';
import { depsOf, mutationLimit, type ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the order routes. */
export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  const api = zodApp(app);
  const answer = { response: { 200: orderResponseSchema } };

  api.post(
    '/api/orders',
    { ...mutationLimit(ctx), schema: { body: orderRequestSchema, response: { 201: orderResponseSchema } } },
    async (request, reply) => reply.code(201).send(await createOrder(depsOf(ctx), request.body)),
  );

  api.post(
    '/api/orders/:ref/confirm',
    { ...mutationLimit(ctx), schema: { params: orderRefParamsSchema, body: confirmOrderRequestSchema, ...answer } },
    async (request) => confirmOrder(depsOf(ctx), request.params.ref, request.body),
  );

  api.get('/api/orders/:ref', { schema: { params: orderRefParamsSchema, ...answer } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await getOrder(depsOf(ctx).db, request.params.ref)),
  );
}
