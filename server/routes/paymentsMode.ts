/**
 * GET /api/payments/mode: 'live' when the server holds the provider's keys (money is taken), 'demo' otherwise. The
 * payment pages' loaders read it so every payment dialog and confirmation can say when no money is taken. It needs
 * no database, so it answers while the database is still being prepared.
 */
import type { FastifyInstance } from 'fastify';
import { paymentsModeResponseSchema } from '../../machines/api/payments.schema';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the payments mode route. */
export async function paymentsModeRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  zodApp(app).get(
    '/api/payments/mode',
    { schema: { response: { 200: paymentsModeResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { mode: ctx.payments.verifying ? 'live' : 'demo' } as const;
    },
  );
}
