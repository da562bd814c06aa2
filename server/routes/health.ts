/** GET /api/health: the server and its database ('preparing' | 'ready' | 'unavailable', driver). */
import type { FastifyInstance } from 'fastify';
import { z } from '../../machines/shared/zod';
import { databaseHealth } from '../services/health';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** The answer, 200 when the database answers, 503 while it is starting or cannot be reached. */
const healthSchema = z.object({
  status: z.enum(['ok', 'starting', 'unavailable']),
  database: z.object({
    state: z.enum(['preparing', 'ready', 'unavailable', 'unreachable']),
    driver: z.nullable(z.enum(['pglite', 'postgres'])),
  }),
});

/** Registers the health route. */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  zodApp(app).get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await databaseHealth(ctx.gate);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
